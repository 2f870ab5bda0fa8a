import type { EvalSetPart } from './types.ts';

/** English passages on classic church history (Augustine to Bonhoeffer) and two KJV Scripture passages, with their sources and one distractor. */
export const part: EvalSetPart = {
  passages: [
    {
      id: 'en-classic-augustine-garden',
      language: 'en',
      topic: "Augustine's conversion in the garden at Milan (386), as told in the Confessions",
      african: true,
      kind: 'summary',
      text:
        "In the summer of 386 Augustine, a teacher of rhetoric from Thagaste in North Africa, sat weeping in the garden of the house where he lodged at Milan. His friend Alypius was with him. For months he had listened to the sermons of Ambrose, bishop of Milan, and his mind was convinced, yet he could not break with his old desires. Then he heard a child's voice from a nearby house chanting, “Take up and read, take up and read.” He took up the book of Paul's letters, opened it at Romans 13, and read the words about putting on the Lord Jesus Christ and making no provision for the flesh. At once, he later wrote, the darkness of doubt fled away. Alypius read on to the next verse and joined him. They went in and told his mother Monica, who had prayed for years for his conversion. Ambrose baptized him at Easter 387. Augustine tells the story in Book Eight of his Confessions, a long prayer addressed to God that presents the whole turn as the work of grace rather than of his own will.",
      labels: {
        people: ['Augustine', 'Alypius', 'Ambrose', 'Paul', 'Monica'],
        places: ['Thagaste', 'North Africa', 'Milan'],
        works: ['Confessions'],
        concepts: ['conversion', 'grace', 'doubt', 'the flesh'],
      },
      sourceId: 'en-classic-src-augustine-confessions',
    },
    {
      id: 'en-classic-athanasius-incarnation',
      language: 'en',
      topic: "Athanasius' argument in On the Incarnation and his part in the Arian controversy and the Council of Nicaea (325)",
      african: true,
      kind: 'summary',
      text:
        "Athanasius wrote On the Incarnation together with a companion treatise, Against the Heathen. His argument runs like this. Humanity was made through the Word in the image of God, but by turning away from God it fell into corruption and death. God could neither let his creatures perish nor cancel his own warning that sin brings death. So the Word took a human body, died the death owed by all, and rose again, breaking the power of corruption. As a spoiled portrait is repainted when its subject sits for the artist again, so the image of God was renewed in us. “He became human that we might become divine,” Athanasius concluded. The same conviction shaped his resistance to Arius, the Alexandrian presbyter who taught that the Son was a created being. At the Council of Nicaea (325), called by Emperor Constantine, Athanasius attended as deacon to Bishop Alexander; three years later he succeeded him as bishop of Alexandria, and he defended the Nicene faith through five exiles.",
      labels: {
        people: ['Athanasius', 'Arius', 'Constantine', 'Alexander'],
        places: ['Nicaea', 'Alexandria'],
        works: ['On the Incarnation', 'Against the Heathen'],
        concepts: ['corruption', 'death', 'become divine', 'created being'],
      },
      sourceId: 'en-classic-src-athanasius-nicaea',
    },
    {
      id: 'en-classic-tertullian-athens',
      language: 'en',
      topic: 'Tertullian of Carthage, "What has Athens to do with Jerusalem?" and The Prescription Against Heretics',
      african: true,
      kind: 'summary',
      text:
        "“What has Athens to do with Jerusalem?” The question comes from The Prescription Against Heretics, written around 200 by Tertullian, the fiery Latin theologian of Carthage. Tertullian was not against learning as such; he wrote polished Latin and argued in the language of Roman law. His target was the use of philosophy to rebuild the gospel, which he blamed for the rise of heresy: Valentinus, he said, had borrowed from Plato, and Marcion from the Stoics. Using the legal idea of a “prescription”, a plea that stops a case before it is heard, Tertullian argued that heretics had no right even to argue from the Scriptures, because the Scriptures belonged to the churches founded by the apostles, where the rule of faith had been handed down without a break. He later attacked Marcion at length in the five books of Against Marcion, defending the one God of the Old Testament and the New against Marcion's two gods.",
      labels: {
        people: ['Tertullian', 'Valentinus', 'Plato', 'Marcion'],
        places: ['Athens', 'Jerusalem', 'Carthage'],
        works: ['The Prescription Against Heretics', 'Against Marcion'],
        concepts: ['philosophy', 'heresy', 'prescription', 'rule of faith'],
      },
      sourceId: 'en-classic-src-tertullian-carthage',
    },
    {
      id: 'en-classic-irenaeus-recapitulation',
      language: 'en',
      topic: 'Irenaeus of Lyon: Against Heresies, the Gnostics and recapitulation',
      african: false,
      kind: 'summary',
      text:
        "Irenaeus (c. 130–c. 202) grew up in Smyrna in Asia Minor, where as a boy he listened to the aged bishop Polycarp, who had known the apostle John. He later served as a presbyter in Lyon in Gaul, and after the persecution of 177 he succeeded the martyred Pothinus as bishop there. Around 180 he wrote the five books of Against Heresies, exposing the Gnostics, above all the followers of Valentinus, who taught that the world was made by a lesser god and that salvation came through secret knowledge. Irenaeus answered with the apostolic tradition and with his teaching of recapitulation: Christ passed through every stage of human life and summed up humanity in himself, undoing by his obedience the disobedience of Adam, just as the obedience of Mary undid the disobedience of Eve. For Irenaeus creation and redemption belong together, and “the glory of God is a living human being.”",
      labels: {
        people: ['Irenaeus', 'Polycarp', 'John', 'Pothinus', 'Valentinus', 'Adam', 'Mary', 'Eve'],
        places: ['Smyrna', 'Asia Minor', 'Lyon', 'Gaul'],
        works: ['Against Heresies'],
        concepts: ['recapitulation', 'secret knowledge', 'apostolic tradition', 'obedience', 'creation and redemption'],
      },
      sourceId: 'en-classic-src-irenaeus-lyon',
    },
    {
      id: 'en-classic-anselm-satisfaction',
      language: 'en',
      topic: 'Anselm of Canterbury: the Proslogion (faith seeking understanding) and Cur Deus Homo (satisfaction), as a list',
      african: false,
      kind: 'summary',
      text:
        "Anselm (c. 1033–1109) was born at Aosta in northern Italy, studied under Lanfranc at Bec in Normandy, and became Archbishop of Canterbury in 1093. Three ideas stand out in his writings:\n1. Belief first: faith seeking understanding. The Proslogion (1077–1078) is a prayer in which Anselm, already a believer, seeks to understand what he believes. There he speaks of God as “that than which nothing greater can be conceived”, an argument the monk Gaunilo answered with the example of a lost island.\n2. Satisfaction. In Cur Deus Homo, finished in 1098, Anselm and the monk Boso ask why the incarnation was necessary. Sin robs God of the honour owed to him, and that debt must be repaid.\n3. The one who is both God and man. Only humanity owes the satisfaction, yet only God is able to pay it; therefore it must be paid by one who is both, freely offering his own life.",
      labels: {
        people: ['Anselm', 'Lanfranc', 'Gaunilo', 'Boso'],
        places: ['Aosta', 'Italy', 'Bec', 'Normandy', 'Canterbury'],
        works: ['Proslogion', 'Cur Deus Homo'],
        concepts: ['faith seeking understanding', 'satisfaction', 'incarnation', 'honour', 'debt'],
      },
      sourceId: 'en-classic-src-anselm-atonement',
    },
    {
      id: 'en-classic-luther-theses',
      language: 'en',
      topic: 'Martin Luther: the Ninety-five Theses (1517), justification by faith and The Freedom of a Christian (1520)',
      african: false,
      kind: 'summary',
      text:
        "On 31 October 1517 Martin Luther, an Augustinian friar who taught the Bible at Wittenberg, sent his Ninety-five Theses to Albert, Archbishop of Mainz. Written in Latin for academic debate, they attacked the sale of indulgences by the Dominican preacher Johann Tetzel. The first thesis said that when our Lord called us to repent, he meant the whole life of believers to be one of repentance. Luther's deeper discovery came through the study of Romans: the righteousness of God is not a demand we must meet but a gift received by faith. This justification by faith became the heart of the Reformation. In The Freedom of a Christian (1520) Luther put it in a famous paradox: a Christian is a free lord of all, subject to none, and at the same time a dutiful servant of all, subject to all. Set free by faith, the believer serves the neighbour in love.",
      labels: {
        people: ['Martin Luther', 'Albert', 'Johann Tetzel'],
        places: ['Wittenberg', 'Mainz'],
        works: ['Ninety-five Theses', 'The Freedom of a Christian'],
        concepts: ['indulgences', 'repentance', 'righteousness', 'justification by faith', 'servant of all'],
      },
      sourceId: 'en-classic-src-luther-justification',
    },
    {
      id: 'en-classic-calvin-institutes',
      language: 'en',
      topic: 'John Calvin: the Institutes of the Christian Religion, Geneva and Guillaume Farel',
      african: false,
      kind: 'summary',
      text:
        "John Calvin (1509–1564) was a young French humanist living in exile when the first edition of his Institutes of the Christian Religion appeared at Basel in 1536. Later that year, passing through Geneva, he was confronted by Guillaume Farel, who warned him that God would curse his quiet studies if he refused to stay and help reform the city. Calvin stayed. Expelled with Farel in 1538, he spent three years in Strasbourg near Martin Bucer before Geneva called him back in 1541. All his life he kept enlarging the Institutes, until the final Latin edition of 1559. Its opening lines set the course for the whole work: nearly all true and sound wisdom consists of two parts, the knowledge of God and the knowledge of ourselves. We cannot know ourselves rightly without looking to God, and we cannot truly know God without seeing our own poverty and sin. For Calvin, true piety is reverence joined with love of God.",
      labels: {
        people: ['John Calvin', 'Guillaume Farel', 'Martin Bucer'],
        places: ['Basel', 'Geneva', 'Strasbourg'],
        works: ['Institutes of the Christian Religion'],
        concepts: ['wisdom', 'knowledge of ourselves', 'sin', 'piety', 'reverence'],
      },
      sourceId: 'en-classic-src-calvin-geneva',
    },
    {
      id: 'en-classic-wesley-aldersgate',
      language: 'en',
      topic: "John Wesley's experience at Aldersgate Street, London (24 May 1738), and Charles Wesley's hymns",
      african: false,
      kind: 'summary',
      text:
        "John Wesley came home from Georgia early in 1738 discouraged: he had gone to America to convert others, he wrote, but who would convert him? On the evening of 24 May 1738 he went, very unwillingly, to a society meeting in Aldersgate Street, London, where someone was reading Luther's Preface to the Epistle to the Romans. About a quarter before nine, while the reader was describing the change God works in the heart through faith in Christ, Wesley recorded: “I felt my heart strangely warmed. I felt I did trust in Christ, Christ alone for salvation.” He received an assurance that his sins had been taken away. Three days earlier his brother Charles Wesley had known a similar experience, and Charles soon poured his new faith into hymns such as “And Can It Be” and “O for a Thousand Tongues to Sing”. The preaching and singing of the two brothers carried the revival that became Methodism.",
      labels: {
        people: ['John Wesley', 'Luther', 'Charles Wesley'],
        places: ['Georgia', 'America', 'Aldersgate Street', 'London'],
        works: ['Preface to the Epistle to the Romans', 'And Can It Be', 'O for a Thousand Tongues to Sing'],
        concepts: ['heart strangely warmed', 'faith', 'salvation', 'assurance', 'revival'],
      },
      sourceId: 'en-classic-src-wesley-revival',
    },
    {
      id: 'en-classic-bonhoeffer-costly-grace',
      language: 'en',
      topic: 'Dietrich Bonhoeffer: The Cost of Discipleship (1937), cheap grace and costly grace, Finkenwalde and Flossenbürg',
      african: false,
      kind: 'summary',
      text:
        "Dietrich Bonhoeffer opened The Cost of Discipleship (1937) with a warning: cheap grace is the deadly enemy of the church. Cheap grace is forgiveness preached without repentance, baptism without church discipline, communion without confession; it is grace without discipleship and without the cross. By contrast, costly grace is the call of Jesus Christ to follow him. It is costly because it may cost a person their life, and it is grace because it gives the only true life. The book grew out of lectures Bonhoeffer gave at the Confessing Church's seminary at Finkenwalde in Pomerania, where he and his students, among them his friend Eberhard Bethge, shared a disciplined common life that he later described in Life Together. The Gestapo closed the seminary in 1937. Arrested in 1943, Bonhoeffer was hanged at Flossenbürg concentration camp on 9 April 1945, only weeks before the war in Europe ended.",
      labels: {
        people: ['Dietrich Bonhoeffer', 'Eberhard Bethge'],
        places: ['Finkenwalde', 'Pomerania', 'Flossenbürg', 'Europe'],
        works: ['The Cost of Discipleship', 'Life Together'],
        concepts: ['cheap grace', 'costly grace', 'discipleship', 'repentance', 'common life'],
      },
      sourceId: 'en-classic-src-bonhoeffer-discipleship',
    },
    {
      id: 'en-classic-psalm-23',
      language: 'en',
      topic: 'Psalm 23:1-6, King James Version',
      african: false,
      kind: 'scripture',
      text:
        "The LORD is my shepherd; I shall not want. He maketh me to lie down in green pastures: he leadeth me beside the still waters. He restoreth my soul: he leadeth me in the paths of righteousness for his name's sake. Yea, though I walk through the valley of the shadow of death, I will fear no evil: for thou art with me; thy rod and thy staff they comfort me. Thou preparest a table before me in the presence of mine enemies: thou anointest my head with oil; my cup runneth over. Surely goodness and mercy shall follow me all the days of my life: and I will dwell in the house of the LORD for ever.",
      labels: {
        people: [],
        places: [],
        works: [],
        concepts: ['shepherd', 'righteousness', 'the valley of the shadow of death', 'goodness and mercy'],
      },
      sourceId: null,
    },
    {
      id: 'en-classic-good-samaritan',
      language: 'en',
      topic: 'Luke 10:29-35 (the parable of the Good Samaritan), King James Version',
      african: false,
      kind: 'scripture',
      text:
        "But he, willing to justify himself, said unto Jesus, And who is my neighbour? And Jesus answering said, A certain man went down from Jerusalem to Jericho, and fell among thieves, which stripped him of his raiment, and wounded him, and departed, leaving him half dead. And by chance there came down a certain priest that way: and when he saw him, he passed by on the other side. And likewise a Levite, when he was at the place, came and looked on him, and passed by on the other side. But a certain Samaritan, as he journeyed, came where he was: and when he saw him, he had compassion on him, And went to him, and bound up his wounds, pouring in oil and wine, and set him on his own beast, and brought him to an inn, and took care of him. And on the morrow when he departed, he took out two pence, and gave them to the host, and said unto him, Take care of him; and whatsoever thou spendest more, when I come again, I will repay thee.",
      labels: {
        people: [],
        places: ['Jerusalem', 'Jericho'],
        works: [],
        concepts: ['justify himself', 'neighbour', 'compassion'],
      },
      sourceId: null,
    },
  ],
  sources: [
    {
      id: 'en-classic-src-augustine-confessions',
      language: 'en',
      title: "Augustine's Confessions: A Restless Heart Finds Rest",
      author: 'Eval set authors',
      course: 'Church History',
      text:
        "Augustine was born in 354 at Thagaste, a town of Roman Numidia in North Africa, to a pagan father, Patricius, and a Christian mother, Monica. He studied at Carthage, where he joined the Manichaeans, and taught rhetoric in Carthage, in Rome and finally in Milan. In Milan the preaching of Ambrose showed him that the Scriptures could be read with depth and intelligence, and the books of the Platonists helped him think of God as spirit rather than matter. What held him back was no longer his mind but his will. The Confessions, begun about 397 after he had become bishop of Hippo, tell this story as a prayer. Book Eight reaches the crisis: in a garden in Milan, with his friend Alypius nearby, Augustine hears a child's voice singing “tolle lege”, take up and read. He opens Paul's letters at Romans 13:13-14 and finds the strength to put on Christ. At Easter 387 Ambrose baptized Augustine, Alypius and Augustine's son Adeodatus. Monica died shortly afterwards at Ostia, on the journey home to Africa. The opening of the book sums up its theology: God has made us for himself, and our heart is restless until it rests in him. For teaching, the Confessions present conversion as the work of grace along a long road, not a single moment cut off from what came before. Ask students where they see God at work in Augustine's story before the garden, and how his mother's prayers and his friends' example shaped his turning.",
    },
    {
      id: 'en-classic-src-athanasius-nicaea',
      language: 'en',
      title: 'Athanasius and the Nicene Faith',
      author: 'Eval set authors',
      course: 'Church History',
      text:
        "Athanasius (c. 296–373) spent his life defending one claim: the Son of God is fully divine, of the same being as the Father. The controversy began in Alexandria around 318, when the presbyter Arius taught that the Son was the first and greatest of God's creatures and that “there was when he was not”. Bishop Alexander of Alexandria condemned him, and the dispute spread through the Eastern churches. In 325 Emperor Constantine gathered the bishops at Nicaea. The council's creed confessed the Son as “true God from true God” and homoousios, of one substance, with the Father. Athanasius, then a deacon and secretary to Alexander, became bishop of Alexandria in 328. Over the next forty-five years he was sent into exile five times, once as far as Trier in Gaul, which gave rise to the saying “Athanasius against the world”. His short book On the Incarnation explains why the question mattered. Only the one who made humanity in his image could remake it; only the one who is life could defeat death and corruption. If the Son were a creature, he could not unite us to God. Athanasius also wrote the Life of Antony, which spread the ideal of the monk in the desert, and his Easter letter of 367 lists the twenty-seven books of our New Testament. In class, ask what would be lost for salvation if Christ were less than fully God.",
    },
    {
      id: 'en-classic-src-tertullian-carthage',
      language: 'en',
      title: 'Tertullian of Carthage: Faith, Reason and Heresy',
      author: 'Eval set authors',
      course: 'Church History',
      text:
        "Tertullian (c. 155–c. 220) was the first major Christian theologian to write in Latin, and he wrote from Carthage, the great city of Roman North Africa. Converted as an adult, he brought to the church a sharp pen, a love of paradox and a deep knowledge of rhetoric and law. His Apology defended Christians before the Roman governors and contains the famous claim that the blood of Christians is seed. Against teachers who mixed the gospel with Greek philosophy he asked, in The Prescription Against Heretics, “What has Athens to do with Jerusalem? What has the Academy to do with the Church?” A prescription was a legal plea that barred a case before it was heard: the heretics, Tertullian argued, had no claim to the Scriptures at all, since these belonged to the apostolic churches that had kept the rule of faith. His longest work, Against Marcion, answered Marcion of Sinope, who set the just Creator of the Old Testament against the loving Father of Jesus and kept only an edited Luke and ten letters of Paul. In Against Praxeas Tertullian gave Latin theology the word trinitas and the language of one substance in three persons. Late in life he was drawn to the New Prophecy of Montanus, with its strict discipline, and some of his later writings attack the catholic bishops. Students can discuss whether his question about Athens and Jerusalem rejects learning altogether or only insists that Christ, not philosophy, sets the terms.",
    },
    {
      id: 'en-classic-src-irenaeus-lyon',
      language: 'en',
      title: 'Irenaeus of Lyon and the Recapitulation of All Things',
      author: 'Eval set authors',
      course: 'Systematic Theology',
      text:
        "Irenaeus, bishop of Lyon in the late second century, is our best early witness to how the church answered the Gnostic movements. As a boy in Smyrna he had heard Polycarp, a disciple of the apostle John, and he treasured that living link with the apostles. His major work, usually called Against Heresies (its full title is The Refutation and Overthrow of Knowledge Falsely So Called), describes the systems of Valentinus, Basilides and others, and then refutes them from reason and Scripture. The Gnostics divided the good, unknown God from an ignorant maker of the material world, and offered salvation to an elite through secret knowledge. Irenaeus replied that there is one God, who made heaven and earth through his Word and his Spirit, whom he calls the two hands of God. Against secret traditions he pointed to the public teaching handed down in the churches, listing the succession of bishops at Rome, and to the rule of truth received at baptism. He also defended four, and only four, Gospels. At the centre of his theology stands recapitulation, a word taken from Ephesians 1:10: in Christ God gathers up all things. The Son became what we are so that we might become what he is. As the new Adam he retraced the path of the first, obeying where Adam disobeyed, and so restored the likeness of God lost in the fall. His shorter Demonstration of the Apostolic Preaching tells the same story for the teaching of new believers.",
    },
    {
      id: 'en-classic-src-anselm-atonement',
      language: 'en',
      title: "Anselm's Satisfaction Theory of the Atonement",
      author: 'Eval set authors',
      course: 'Systematic Theology',
      text:
        "Anselm, abbot of Bec and later Archbishop of Canterbury, gave the Western church its first full treatment of why the incarnation and the cross were necessary. His method is summed up in the phrase he chose as the first title of the Proslogion: fides quaerens intellectum, faith seeking understanding. Anselm does not reason in order to become a believer; he believes, and then asks God to help him understand. Cur Deus Homo, written as a dialogue with the monk Boso and finished in 1098, applies this method to the atonement. Anselm sets aside for the sake of argument what is known of Christ, reasoning “as if Christ had never been”, to show that reason itself leads to the God-man. Every rational creature owes God complete obedience. Sin withholds that honour, and God's justice cannot simply overlook the wrong: either satisfaction is made or punishment follows. But the satisfaction must be greater than everything that is not God, and no sinner can give it, since we already owe God everything. Only God can pay it, yet only a human being ought to pay it. Therefore the one who pays must be both fully God and fully human. Christ, who owed no death, freely gave his life, and the merit of that gift overflows to his brothers and sisters. Critics, beginning with Peter Abelard, asked whether the theory depends too much on medieval ideas of a lord's honour. Defenders reply that for Anselm honour means the right order of creation itself. Compare his view with the ransom theory and with penal substitution.",
    },
    {
      id: 'en-classic-src-luther-justification',
      language: 'en',
      title: 'Martin Luther and Justification by Faith',
      author: 'Eval set authors',
      course: 'Church History',
      text:
        "Martin Luther (1483–1546) entered the Augustinian monastery at Erfurt in 1505 after a terrifying thunderstorm, seeking a gracious God through vows, fasting and confession. His superior, Johann von Staupitz, pointed him to the wounds of Christ and to the study of Scripture, and sent him to teach at the new university in Wittenberg. Lecturing on the Psalms, Romans and Galatians, Luther came to read “the righteousness of God” in Romans 1:17 not as the justice by which God punishes sinners but as the righteousness God gives to the ungodly through faith. When Johann Tetzel preached indulgences nearby in 1517, Luther answered with the Ninety-five Theses, dated 31 October. Printed and spread within weeks, they made him famous across Germany. At Leipzig in 1519 Johann Eck pushed him to admit that popes and councils could err. In 1520 Luther published three great treatises: To the Christian Nobility of the German Nation, The Babylonian Captivity of the Church and The Freedom of a Christian. The last, sent to Pope Leo X, shows that faith unites the soul to Christ as a bride to her bridegroom, so that Christ's righteousness becomes ours and our sin becomes his. Good works do not make a person good; a person made good by faith does good works freely for the neighbour. At the Diet of Worms in 1521 Luther refused to recant unless convinced by Scripture and plain reason. Justification by faith alone remained for him the chief article, the one by which, as later Lutherans put it, the church stands or falls.",
    },
    {
      id: 'en-classic-src-calvin-geneva',
      language: 'en',
      title: "Calvin's Geneva and the Institutes",
      author: 'Eval set authors',
      course: 'Ecclesiology',
      text:
        "John Calvin was born in 1509 at Noyon in Picardy and trained in law at Orléans and Bourges before turning to theology. After the Affair of the Placards in 1534 made France dangerous for evangelicals, he settled in Basel, where he published the first edition of the Institutes of the Christian Religion in 1536, with a preface addressed to King Francis I. In the summer of that year Guillaume Farel persuaded him to stay in Geneva, which had just voted to live according to the gospel. The first attempt at reform ended with Calvin and Farel expelled in 1538. In Strasbourg Calvin pastored a congregation of French refugees and learned much from Martin Bucer about church order. Recalled to Geneva in 1541, he drafted the Ecclesiastical Ordinances, which set out four offices: pastors to preach and administer the sacraments, doctors to teach, elders to oversee the life of the congregation, and deacons to care for the poor. A Consistory of pastors and elders exercised church discipline. In 1559 he founded the Genevan Academy, with Theodore Beza as its first rector, and issued the final Latin edition of the Institutes, now arranged in four books that broadly follow the Apostles' Creed. The work opens by joining the knowledge of God and the knowledge of ourselves: each leads to the other. Calvin wrote it, he said, to prepare candidates in theology for the reading of Scripture. Students should notice how closely his doctrine of God is tied to the ordered life of the church.",
    },
    {
      id: 'en-classic-src-wesley-revival',
      language: 'en',
      title: 'John Wesley and the Evangelical Revival',
      author: 'Eval set authors',
      course: 'Church History',
      text:
        "John Wesley (1703–1791) was the fifteenth child of Samuel and Susanna Wesley, raised in the rectory at Epworth in Lincolnshire. At Oxford he and his brother Charles led a small group of students, mocked as the Holy Club and as “Methodists”, who kept a strict rule of prayer, study, fasting and visits to prisoners. In 1735 the brothers sailed to the colony of Georgia as missionaries, but John's ministry in Savannah ended in failure and he returned to England in 1738 full of doubt about his own faith. The turning point came on 24 May 1738 at a meeting in Aldersgate Street, London, when, as Luther's preface to Romans was read, Wesley felt his heart strangely warmed and received assurance that Christ had taken away his sins. From then on he preached salvation by faith and the witness of the Spirit. In 1739 George Whitefield persuaded him to preach in the open air near Bristol, and Wesley went on to ride some 250,000 miles through Britain, often preaching at five in the morning. He gathered converts into societies, classes and bands for mutual care, and appointed lay preachers. He also taught that believers should go on to perfection in love. Charles Wesley wrote more than six thousand hymns that carried this teaching into worship, among them “O for a Thousand Tongues to Sing” and “Love Divine, All Loves Excelling”. John Wesley lived and died a priest of the Church of England, though the societies he founded later became separate Methodist churches.",
    },
    {
      id: 'en-classic-src-bonhoeffer-discipleship',
      language: 'en',
      title: 'Bonhoeffer on Costly Grace and Discipleship',
      author: 'Eval set authors',
      course: 'Philosophy of Ministry',
      text:
        "Dietrich Bonhoeffer was born in Breslau in 1906 and grew up in Berlin in a distinguished academic family. He earned his doctorate at twenty-one with a study of the church, Sanctorum Communio, and spent a formative year in New York in 1930–1931, where the worship of the Abyssinian Baptist Church in Harlem moved him deeply. When Hitler came to power in 1933, Bonhoeffer opposed the “German Christians” who wanted the church to serve the Nazi state, and he joined the Confessing Church, whose Barmen Declaration of 1934 confessed Jesus Christ as the one Word of God. In 1935 the Confessing Church asked him to lead a preachers' seminary, first at Zingst and then at Finkenwalde. There he taught ordinands to read Scripture, pray, confess their sins to one another and share a common life. His lectures became Nachfolge (1937), known in English as The Cost of Discipleship. Its argument turns on the contrast between cheap grace, which justifies the sin without the sinner, and costly grace, which calls a person to follow Christ in obedience. Only the one who believes obeys, he wrote, and only the one who obeys believes. Bonhoeffer later joined the conspiracy against Hitler through his brother-in-law Hans von Dohnanyi. He was arrested in April 1943 and held in Tegel prison, and his letters from there to Eberhard Bethge became Letters and Papers from Prison. He was executed at Flossenbürg on 9 April 1945. His life is often read as a commentary on his own book.",
    },
    {
      id: 'en-classic-src-newton-amazing-grace',
      language: 'en',
      title: 'John Newton and "Amazing Grace"',
      author: 'Eval set authors',
      course: 'Pastoral Theology',
      text:
        "John Newton (1725–1807) went to sea as a boy with his father, a ship's master. As a young man he was pressed into the Royal Navy, deserted, and was later left almost as a slave himself on the coast of West Africa. In March 1748, on the voyage home aboard the Greyhound, a violent storm nearly sank the ship, and Newton began to pray and to read the New Testament. His change was gradual: for several years afterwards he served as mate and then master of slave ships, and only later did he come to see the trade as a great evil. After leaving the sea he studied for the ministry and in 1764 became curate of Olney in Buckinghamshire. There he and the poet William Cowper wrote the Olney Hymns (1779) for the weekly prayer meeting. “Amazing Grace” was first sung at Olney on New Year's Day 1773, with a sermon on 1 Chronicles 17, where David marvels at what God has done for him. The hymn looks back on many dangers, toils and snares, and forward to the grace that will lead the believer home. In 1780 Newton moved to St Mary Woolnoth in London, where he counselled the young William Wilberforce. In 1788 he published Thoughts upon the African Slave Trade, confessing his own part in it and supporting its abolition. The tune most used today, called “New Britain”, was joined to the words in America in the nineteenth century. For pastors, Newton's life shows how preaching, pastoral letters and congregational song can work together.",
    },
  ],
};
