import type { Course } from '#shared/constants/courses.ts';

/**
 * One approved passage per course for the Socratic agent to draw on in the demo (the
 * agent proposes each student's next question from approved course content; a fresh install
 * would otherwise have none). Scripture in the King James Version, which is in the public domain.
 */
export const DEMO_PASSAGES: Record<Course, { title: string; author: string; content: string }> = {
  'Philosophy of Ministry': {
    title: '1 Peter 5:1-4: Feed the flock of God',
    author: 'The Apostle Peter (King James Version)',
    content:
      "The elders which are among you I exhort, who am also an elder, and a witness of the sufferings of Christ, and also a partaker of the glory that shall be revealed: Feed the flock of God which is among you, taking the oversight thereof, not by constraint, but willingly; not for filthy lucre, but of a ready mind; Neither as being lords over God's heritage, but being ensamples to the flock. And when the chief Shepherd shall appear, ye shall receive a crown of glory that fadeth not away.",
  },
  Ecclesiology: {
    title: 'Acts 2:41-47: The first church in Jerusalem',
    author: 'Luke (King James Version)',
    content:
      "Then they that gladly received his word were baptized: and the same day there were added unto them about three thousand souls. And they continued stedfastly in the apostles' doctrine and fellowship, and in breaking of bread, and in prayers. And fear came upon every soul: and many wonders and signs were done by the apostles. And all that believed were together, and had all things common; And sold their possessions and goods, and parted them to all men, as every man had need. And they, continuing daily with one accord in the temple, and breaking bread from house to house, did eat their meat with gladness and singleness of heart, Praising God, and having favour with all the people. And the Lord added to the church daily such as should be saved.",
  },
  Preaching: {
    title: '2 Timothy 4:1-5: Preach the word',
    author: 'The Apostle Paul (King James Version)',
    content:
      'I charge thee therefore before God, and the Lord Jesus Christ, who shall judge the quick and the dead at his appearing and his kingdom; Preach the word; be instant in season, out of season; reprove, rebuke, exhort with all longsuffering and doctrine. For the time will come when they will not endure sound doctrine; but after their own lusts shall they heap to themselves teachers, having itching ears; And they shall turn away their ears from the truth, and shall be turned unto fables. But watch thou in all things, endure afflictions, do the work of an evangelist, make full proof of thy ministry.',
  },
  'Systematic Theology': {
    title: 'Romans 3:21-26: The righteousness of God by faith',
    author: 'The Apostle Paul (King James Version)',
    content:
      'But now the righteousness of God without the law is manifested, being witnessed by the law and the prophets; Even the righteousness of God which is by faith of Jesus Christ unto all and upon all them that believe: for there is no difference: For all have sinned, and come short of the glory of God; Being justified freely by his grace through the redemption that is in Christ Jesus: Whom God hath set forth to be a propitiation through faith in his blood, to declare his righteousness for the remission of sins that are past, through the forbearance of God; To declare, I say, at this time his righteousness: that he might be just, and the justifier of him which believeth in Jesus.',
  },
  'Biblical Theology': {
    title: 'Hebrews 1:1-3: God has spoken by his Son',
    author: 'The Epistle to the Hebrews (King James Version)',
    content:
      'God, who at sundry times and in divers manners spake in time past unto the fathers by the prophets, Hath in these last days spoken unto us by his Son, whom he hath appointed heir of all things, by whom also he made the worlds; Who being the brightness of his glory, and the express image of his person, and upholding all things by the word of his power, when he had by himself purged our sins, sat down on the right hand of the Majesty on high.',
  },
  Hermeneutics: {
    title: 'Nehemiah 8:2-3, 8: They gave the sense',
    author: 'Nehemiah (King James Version)',
    content:
      'And Ezra the priest brought the law before the congregation both of men and women, and all that could hear with understanding, upon the first day of the seventh month. And he read therein before the street that was before the water gate from the morning until midday, before the men and the women, and those that could understand; and the ears of all the people were attentive unto the book of the law. So they read in the book in the law of God distinctly, and gave the sense, and caused them to understand the reading.',
  },
  'Church History': {
    title: 'Acts 15:6-11: The council at Jerusalem',
    author: 'Luke (King James Version)',
    content:
      'And the apostles and elders came together for to consider of this matter. And when there had been much disputing, Peter rose up, and said unto them, Men and brethren, ye know how that a good while ago God made choice among us, that the Gentiles by my mouth should hear the word of the gospel, and believe. And God, which knoweth the hearts, bare them witness, giving them the Holy Ghost, even as he did unto us; And put no difference between us and them, purifying their hearts by faith. Now therefore why tempt ye God, to put a yoke upon the neck of the disciples, which neither our fathers nor we were able to bear? But we believe that through the grace of the Lord Jesus Christ we shall be saved, even as they.',
  },
  Missions: {
    title: 'Matthew 28:18-20 and Acts 1:8: To the uttermost part of the earth',
    author: 'Matthew and Luke (King James Version)',
    content:
      'And Jesus came and spake unto them, saying, All power is given unto me in heaven and in earth. Go ye therefore, and teach all nations, baptizing them in the name of the Father, and of the Son, and of the Holy Ghost: Teaching them to observe all things whatsoever I have commanded you: and, lo, I am with you alway, even unto the end of the world. Amen. But ye shall receive power, after that the Holy Ghost is come upon you: and ye shall be witnesses unto me both in Jerusalem, and in all Judaea, and in Samaria, and unto the uttermost part of the earth.',
  },
  'Pastoral Theology': {
    title: 'John 13:12-15: I have given you an example',
    author: 'John (King James Version)',
    content:
      "So after he had washed their feet, and had taken his garments, and was set down again, he said unto them, Know ye what I have done to you? Ye call me Master and Lord: and ye say well; for so I am. If I then, your Lord and Master, have washed your feet; ye also ought to wash one another's feet. For I have given you an example, that ye should do as I have done to you.",
  },
  'New Testament Theology': {
    title: 'Galatians 2:16, 20: Justified by the faith of Christ',
    author: 'The Apostle Paul (King James Version)',
    content:
      'Knowing that a man is not justified by the works of the law, but by the faith of Jesus Christ, even we have believed in Jesus Christ, that we might be justified by the faith of Christ, and not by the works of the law: for by the works of the law shall no flesh be justified. I am crucified with Christ: nevertheless I live; yet not I, but Christ liveth in me: and the life which I now live in the flesh I live by the faith of the Son of God, who loved me, and gave himself for me.',
  },
  'Old Testament Theology': {
    title: 'Deuteronomy 6:4-9: Hear, O Israel',
    author: 'Moses (King James Version)',
    content:
      'Hear, O Israel: The LORD our God is one LORD: And thou shalt love the LORD thy God with all thine heart, and with all thy soul, and with all thy might. And these words, which I command thee this day, shall be in thine heart: And thou shalt teach them diligently unto thy children, and shalt talk of them when thou sittest in thine house, and when thou walkest by the way, and when thou liest down, and when thou risest up. And thou shalt bind them for a sign upon thine hand, and they shall be as frontlets between thine eyes. And thou shalt write them upon the posts of thy house, and on thy gates.',
  },
};
