import type { EvalSetPart } from './types.ts';

/** English passages on African theologians and African church history, with their approved sources and one distractor. */
export const part: EvalSetPart = {
  passages: [
    {
      id: 'en-african-mbiti-time',
      language: 'en',
      topic: 'John S. Mbiti, African Religions and Philosophy (1969) and the African concept of time (Sasa and Zamani)',
      african: true,
      kind: 'summary',
      text: `John S. Mbiti (1931-2019) was born in Kenya and studied at Makerere before doctoral study in England. While teaching at Makerere University in Kampala, Uganda, he published African Religions and Philosophy (1969), a survey that opens with the claim that Africans are 'notoriously religious'. Its most debated chapter concerns the concept of time. Borrowing two Swahili words, Mbiti distinguished Sasa, the lived present that takes in the immediate past and the near future, from Zamani, the deep past into which all events finally move. In traditional thought, he argued, time moves backward rather than forward, and a distant future is hardly conceived. Mbiti drew a theological lesson: eschatology, the Christian hope of the last things, must be taught with care where the future is not a natural category. Critics answered that he generalised from a few East African languages to a whole continent. His summary of life in community, 'I am, because we are; and since we are, therefore I am', is still widely quoted.`,
      labels: {
        people: ['John S. Mbiti'],
        places: ['Kenya', 'England', 'Kampala', 'Uganda'],
        works: ['African Religions and Philosophy'],
        concepts: ['concept of time', 'eschatology', 'last things', 'community'],
      },
      sourceId: 'en-african-src-mbiti',
    },
    {
      id: 'en-african-kato-pitfalls',
      language: 'en',
      topic: 'Byang Kato, Theological Pitfalls in Africa (1975), and his critique of universalism',
      african: true,
      kind: 'summary',
      text: `Byang Kato (1936-1975) grew up in northern Nigeria and served the Evangelical Church of West Africa (ECWA) as its general secretary before doctoral study at Dallas Theological Seminary. His thesis became Theological Pitfalls in Africa (1975), the most forceful evangelical warning of its generation. Kato examined the growing interest in traditional religion among university theologians and judged that much of it drifted toward universalism, the belief that all people will finally be saved whatever their faith. His chief conversation partner was John Mbiti, whose reading of biblical eschatology Kato thought left too little room for the necessity of personal faith in Christ. Kato did not reject African culture; he urged the churches to make the gospel at home in it while keeping the Bible as the final judge of every custom. He was soon leading evangelicals across the continent, but he drowned in December 1975, at the age of thirty-nine.`,
      labels: {
        people: ['Byang Kato', 'John Mbiti'],
        places: ['Nigeria'],
        works: ['Theological Pitfalls in Africa'],
        concepts: ['universalism', 'eschatology', 'personal faith', 'traditional religion'],
      },
      sourceId: 'en-african-src-kato',
    },
    {
      id: 'en-african-bediako-identity',
      language: 'en',
      topic: 'Kwame Bediako, Theology and Identity and Christianity in Africa, and the Akrofi-Christaller Institute at Akropong',
      african: true,
      kind: 'summary',
      text: `Kwame Bediako (1945-2008) came to Christian faith as a student in France after a period of atheism, and returned to Ghana convinced that African Christians must think with their own past. Under Andrew Walls at the University of Aberdeen he wrote the doctoral study later published as Theology and Identity (1992), which set second-century writers such as Tatian, Tertullian and Clement of Alexandria beside modern African theologians. Both groups, Bediako argued, faced the same question of identity: how can believers honour the religious heritage of their ancestors without betraying the gospel? In Christianity in Africa: The Renewal of a Non-Western Religion (1995) he claimed that Christianity had become a truly African religion, and that Africa now stood near the centre of the world church. In 1987 Bediako founded the centre at Akropong that became the Akrofi-Christaller Institute, where students study mother-tongue scripture and Christian thought in African languages.`,
      labels: {
        people: ['Kwame Bediako', 'Andrew Walls', 'Tatian', 'Tertullian', 'Clement of Alexandria'],
        places: ['France', 'Ghana', 'Africa', 'Akropong'],
        works: ['Theology and Identity', 'Christianity in Africa: The Renewal of a Non-Western Religion'],
        concepts: ['identity', 'religious heritage', 'gospel', 'mother-tongue scripture'],
      },
      sourceId: 'en-african-src-bediako',
    },
    {
      id: 'en-african-sanneh-translatability',
      language: 'en',
      topic: 'Lamin Sanneh, Translating the Message (1989), and the translatability of the gospel',
      african: true,
      kind: 'summary',
      text: `Lamin Sanneh (1942-2019) was born in the Gambia and raised a Muslim before he became a Christian. He taught at Harvard and then for many years at Yale University, where he was professor of missions and world Christianity. His best-known book, Translating the Message: The Missionary Impact on Culture (1989), turns a common complaint on its head. Critics had said that missionaries destroyed African cultures. Sanneh replied that by translating the Bible into vernacular languages, missionaries gave those languages a dignity and a written future, and often strengthened the very cultures they had hoped to change. The gospel, he argued, has no sacred original language that must be kept, as Arabic is kept in the Qur'an; its translatability means that every language can carry the word of God. From this Sanneh drew a wider claim: Christianity is not a Western possession but a faith renewed in every culture that receives it.`,
      labels: {
        people: ['Lamin Sanneh'],
        places: ['Gambia'],
        works: ['Translating the Message: The Missionary Impact on Culture'],
        concepts: ['translatability', 'vernacular languages', 'gospel', 'culture'],
      },
      sourceId: 'en-african-src-sanneh',
    },
    {
      id: 'en-african-oduyoye-anowa',
      language: 'en',
      topic: 'Mercy Amba Oduyoye, Daughters of Anowa (1995), and the Circle of Concerned African Women Theologians',
      african: true,
      kind: 'summary',
      text: `Mercy Amba Oduyoye, a Ghanaian Methodist born in 1934, is often called the mother of African women's theology. After years with the World Council of Churches in Geneva, where she served as deputy general secretary, she gathered women theologians from across the continent, and in 1989 the Circle of Concerned African Women Theologians was launched at a meeting in Accra, Ghana. The Circle asked African women to research, write and publish theology out of their own experience. Oduyoye's Daughters of Anowa: African Women and Patriarchy (1995), whose title recalls a legendary prophetess of Akan tradition, reads proverbs, folk tales and marriage customs to show how patriarchy shapes both culture and church. She abandons neither. Women, she argues, must be full partners in the community of faith, and a liberating reading of Scripture belongs at the heart of the church's life.`,
      labels: {
        people: ['Mercy Amba Oduyoye'],
        places: ['Geneva', 'Accra', 'Ghana'],
        works: ['Daughters of Anowa: African Women and Patriarchy'],
        concepts: ["women's theology", 'patriarchy', 'community of faith', 'liberating reading'],
      },
      sourceId: 'en-african-src-oduyoye',
    },
    {
      id: 'en-african-tutu-ubuntu',
      language: 'en',
      topic: 'Desmond Tutu on ubuntu, forgiveness and the Truth and Reconciliation Commission (No Future Without Forgiveness, 1999)',
      african: true,
      kind: 'summary',
      text: `'A person is a person through other persons.' Desmond Tutu often explained ubuntu, the southern African vision of shared humanity, with this saying. For the Archbishop of Cape Town, ubuntu meant that my humanity is caught up in yours: when I dehumanise you, I am diminished too. President Nelson Mandela appointed him to chair the Truth and Reconciliation Commission, which heard victims and perpetrators of the violence of the apartheid years across South Africa. Tutu's account of that work, No Future Without Forgiveness (1999), argues that the commission chose a third way between trials like those at Nuremberg and a blanket amnesty that simply forgets. He called it restorative justice: the aim was not revenge but the healing of broken relationships, in which the truth is told, guilt is owned and forgiveness becomes possible. Tutu grounded this in the gospel of a God who reconciles, and he insisted that forgiveness is never cheap, because it takes evil with full seriousness.`,
      labels: {
        people: ['Desmond Tutu', 'Nelson Mandela'],
        places: ['Cape Town', 'South Africa', 'Nuremberg'],
        works: ['No Future Without Forgiveness'],
        concepts: ['ubuntu', 'shared humanity', 'restorative justice', 'forgiveness'],
      },
      sourceId: 'en-african-src-tutu',
    },
    {
      id: 'en-african-east-african-revival',
      language: 'en',
      topic: 'The East African Revival: Gahini, Joe Church and Simeon Nsibambi, the balokole and "walking in the light"',
      african: true,
      kind: 'summary',
      text: `The East African Revival began among Anglicans in the early 1930s at Gahini, a mission hospital station in Rwanda. Its roots lay in a friendship formed in 1929 in Kampala between Joe Church, a young British missionary doctor, and Simeon Nsibambi, a Ugandan layman who was seeking a deeper holiness. The two studied the Bible together and prayed for revival. The movement spread through Uganda, Kenya and Tanganyika, carried mostly by lay teams rather than clergy. Its followers were called the balokole, a Luganda word meaning 'the saved ones'. Three marks defined them:
- public confession of sin and repentance before the fellowship;
- 'walking in the light', an open life drawn from 1 John 1:7, in which nothing is hidden from God or from one's brothers and sisters;
- joyful testimony, often sung in the chorus 'Tukutendereza Yesu'.
Some church leaders feared the revival's independence, yet its lay fellowship shaped Protestant life in the region for decades.`,
      labels: {
        people: ['Joe Church', 'Simeon Nsibambi'],
        places: ['Gahini', 'Rwanda', 'Kampala', 'Uganda', 'Kenya', 'Tanganyika'],
        works: ['Tukutendereza Yesu'],
        concepts: ['revival', 'confession of sin', 'repentance', 'walking in the light', 'lay fellowship'],
      },
      sourceId: 'en-african-src-revival',
    },
    {
      id: 'en-african-uganda-martyrs',
      language: 'en',
      topic: 'The Uganda Martyrs: Kabaka Mwanga II, Charles Lwanga and the burning at Namugongo (3 June 1886)',
      african: true,
      kind: 'summary',
      text: `On Ascension Day (3 June 1886), at Namugongo near the capital of Buganda, a large group of young Christians was burned alive on the orders of Kabaka Mwanga II. Many were pages at the royal court who had been taught by Catholic and Anglican missionaries. The kabaka saw their new loyalty to Christ as defiance: they refused his commands when obedience meant sin, and he suspected that the faith made them servants of foreign powers. The leader of the Catholic pages, Charles Lwanga, protected the younger boys and secretly baptised several of them as the persecution began. Joseph Mukasa Balikuddembe, an earlier leader of the pages, had already been beheaded in November 1885 after rebuking the king for the killing of the Anglican bishop James Hannington. Pope Paul VI canonised twenty-two Catholic martyrs in 1964, and every 3 June pilgrims from across Uganda and beyond walk to Namugongo.`,
      labels: {
        people: ['Mwanga II', 'Charles Lwanga', 'Joseph Mukasa Balikuddembe', 'James Hannington', 'Paul VI'],
        places: ['Namugongo', 'Buganda', 'Uganda'],
        works: [],
        concepts: ['martyrs', 'loyalty', 'obedience', 'persecution'],
      },
      sourceId: 'en-african-src-uganda-martyrs',
    },
    {
      id: 'en-african-crowther-yoruba',
      language: 'en',
      topic: 'Samuel Ajayi Crowther: from Freetown to Abeokuta, Yoruba Bible translation and the Niger mission',
      african: true,
      kind: 'summary',
      text: `Samuel Ajayi Crowther was born around 1809 in Yorubaland. In 1821 he was captured by slave raiders and sold; the next year a British naval patrol stopped the slave ship and landed him at Freetown in Sierra Leone. There he was baptised, took the name of an English clergyman, and became the first student at Fourah Bay College. Crowther joined the Niger Expedition of 1841, was ordained in England, and in 1846 went to Abeokuta, where he was reunited with his mother, who later became a Christian. He laboured on the Yoruba language, publishing A Vocabulary of the Yoruba Language (1843) and taking a leading part in translating the Bible, so that Yoruba believers could hear the Scriptures in their own tongue. Henry Venn of the Church Missionary Society saw in him the hope of a self-governing African church. In 1864 Crowther was consecrated bishop, and for more than a quarter of a century he led the Niger mission, staffed largely by African clergy.`,
      labels: {
        people: ['Samuel Ajayi Crowther', 'Henry Venn'],
        places: ['Yorubaland', 'Freetown', 'Sierra Leone', 'England', 'Abeokuta'],
        works: ['A Vocabulary of the Yoruba Language'],
        concepts: ['own tongue', 'self-governing', 'consecrated bishop', 'mission'],
      },
      sourceId: 'en-african-src-crowther',
    },
    {
      id: 'en-african-idowu-olodumare',
      language: 'en',
      topic: 'Bolaji Idowu, Olodumare: God in Yoruba Belief (1962), and "diffused monotheism" (no source)',
      african: true,
      kind: 'summary',
      text: `Bolaji Idowu (1913-1993), a Methodist minister and scholar from Nigeria, gave African theology one of its foundational studies in Olodumare: God in Yoruba Belief (1962). Idowu set out to show that Yoruba religion is not mere polytheism. At its centre stands Olodumare, the creator and final judge, while the orisa, the divinities to whom shrines are built, act as his ministers and depend on him for their authority. Idowu called this pattern 'diffused monotheism'. He also insisted that the moral life of the Yoruba rests on their belief in God, who demands good character. Not everyone agreed. The Ugandan poet Okot p'Bitek accused Idowu and other Christian scholars of dressing African deities in the clothes of Greek philosophy. Idowu went on to lead the Methodist Church Nigeria as its patriarch, and he pleaded for an indigenous church that would worship and think in an African idiom.`,
      labels: {
        people: ['Bolaji Idowu', "Okot p'Bitek"],
        places: ['Nigeria'],
        works: ['Olodumare: God in Yoruba Belief'],
        concepts: ['polytheism', 'divinities', 'diffused monotheism', 'indigenous church'],
      },
      sourceId: null,
    },
    {
      id: 'en-african-frumentius-aksum',
      language: 'en',
      topic: 'Frumentius, Athanasius and the conversion of King Ezana of Aksum (no source)',
      african: true,
      kind: 'summary',
      text: `In the fourth century two Christian youths from Tyre, Frumentius and his brother Aedesius, sailed down the Red Sea with their teacher Meropius. When the ship put in on the African coast, local people killed the crew, but the boys were spared and taken to the royal court of Aksum. Frumentius rose to become the king's secretary and, after the king's death, helped the queen govern while the young heir, traditionally identified as Ezana, grew up. He sought out Roman Christian merchants and helped them gather for worship. Later Frumentius travelled to Alexandria and asked Athanasius to send a bishop to the Ethiopians. Athanasius judged that no one was better suited and consecrated Frumentius himself. Back in Aksum he baptised many, and Ezana became a Christian; the king's later coins bear the cross in place of the old crescent and disc. In Ethiopia Frumentius is honoured as Abba Salama, the first bishop. Aedesius returned to Tyre and told the story to the historian Rufinus.`,
      labels: {
        people: ['Frumentius', 'Aedesius', 'Meropius', 'Ezana', 'Athanasius', 'Rufinus'],
        places: ['Tyre', 'Red Sea', 'Aksum', 'Alexandria', 'Ethiopia'],
        works: [],
        concepts: ['worship', 'bishop', 'consecrated', 'baptised'],
      },
      sourceId: null,
    },
  ],
  sources: [
    {
      id: 'en-african-src-mbiti',
      language: 'en',
      title: 'John Mbiti: Religion, Community and Time in African Thought',
      author: 'Faculty of Systematic Theology',
      course: 'Systematic Theology',
      text: `John Mbiti (1931-2019) is one of the founders of modern African theology. Born in Kenya, he studied in East Africa, in the United States and at Cambridge, and from 1964 he taught at Makerere University in Kampala. He later directed the Ecumenical Institute at Bossey in Switzerland and spent his last decades as a pastor and teacher in that country.

Mbiti's African Religions and Philosophy (1969) was written for students who had been taught that Africa had no religion worth studying. He argued the reverse: religion permeates every part of traditional African life, from birth and naming to marriage, farming and death, so that there is no sharp line between the sacred and the secular. Other books followed, among them Concepts of God in Africa (1970) and New Testament Eschatology in an African Background (1971).

The best-known part of his argument concerns time. Mbiti used the Swahili words Sasa and Zamani. Sasa is the now-period, the time people actually experience, stretching a little into the past and a little into the future. Zamani is the great past, the period of the ancestors and of origins, into which the Sasa continually sinks. On this account, time is measured by events rather than by numbers, and the future, because it has not yet happened, is short. The living dead, the recently departed who are still remembered by name, belong to the Sasa; when they are forgotten they pass into the Zamani.

For the church this raised a question Mbiti cared about: how should the New Testament hope of the coming kingdom be preached to people whose thinking looks to the past? Many scholars have since challenged his account as too general, but his questions still shape the teaching of eschatology in African seminaries.

For discussion: Where do your congregation's habits reflect Sasa time? How would you preach the return of Christ in such a setting?`,
    },
    {
      id: 'en-african-src-kato',
      language: 'en',
      title: 'Byang Kato: Guarding Biblical Christianity in Africa',
      author: 'Faculty of Systematic Theology',
      course: 'Systematic Theology',
      text: `Byang Henry Kato was born in 1936 at Kwoi in northern Nigeria, in a family that followed the traditional religion of the Jaba people. He came to faith as a boy through the work of the Sudan Interior Mission and trained for ministry before further study at London Bible College. He served as general secretary of the Evangelical Church of West Africa (ECWA), and then completed his doctorate at Dallas Theological Seminary in 1974.

His book Theological Pitfalls in Africa (1975) grew out of that doctoral research. Kato read the new African theology of the 1960s with alarm. Some writers, he believed, treated the old religions as a preparation for the gospel so generous that conversion no longer seemed necessary. He named the danger universalism: the teaching that every person will be saved in the end, whether or not they believe in Christ. He found it in ecumenical statements and in the work of John Mbiti, whose study of New Testament eschatology he answered at length. Kato also feared syncretism, the mixing of biblical faith with elements of other religions until the gospel is lost.

Kato was not an enemy of culture. He wanted Africans to express Christian faith in their own languages, music and forms of worship, and he called this making Christianity culturally relevant. But he insisted that Scripture must judge every culture, African and Western alike. The book closes with practical proposals for the churches: teach the Bible thoroughly, train African scholars to the highest level, and keep a clear understanding of salvation by faith.

In 1973 he became general secretary of the Association of Evangelicals of Africa and Madagascar, and he worked to found graduate schools of theology on the continent. He drowned off the Kenyan coast in December 1975. Evangelicals in Africa still speak of him as the father of African evangelical theology.`,
    },
    {
      id: 'en-african-src-bediako',
      language: 'en',
      title: 'Kwame Bediako and Christianity as a Non-Western Religion',
      author: 'Faculty of Church History',
      course: 'Church History',
      text: `Kwame Bediako (1945-2008) was a Ghanaian theologian who helped the world church see that its centre of gravity had moved south. Trained first in French literature, he became a Christian while studying in France, and then turned to theology. His doctoral supervisor at Aberdeen was the historian of mission Andrew Walls, and the two remained close collaborators.

Bediako's first major book, Theology and Identity: The Impact of Culture upon Christian Thought in the Second Century and in Modern Africa (1992), compares two moments in the history of the church. Early Christian writers of the Greek and Latin world had to decide what to do with the philosophy and religion of their ancestors. Modern African theologians faced the same task with African primal religion. In both cases, Bediako argued, the question of Christian identity could not be answered by simply rejecting the past.

In Christianity in Africa: The Renewal of a Non-Western Religion (1995), he went further. Christianity, he wrote, was never a Western religion in its origin, and in Africa it is being renewed in ways the West has forgotten. Africa's primal religions served as a substructure for the faith, and many African Christians came to understand Christ as the fulfilment of their deepest hopes. Bediako gave particular attention to the role of the mother tongue: when people hear Scripture in their own language, they do theology in it as well.

In 1987 Bediako founded a research centre at Akropong-Akuapem in Ghana. Today it is the Akrofi-Christaller Institute of Theology, Mission and Culture, named after the Ghanaian linguist Clement Anderson Akrofi and the Basel missionary Johannes Gottlieb Christaller, both of whom worked on the Twi Bible. The institute trains pastors and scholars to read African Christian history and to write theology in African languages.`,
    },
    {
      id: 'en-african-src-sanneh',
      language: 'en',
      title: 'Lamin Sanneh: Mission by Translation',
      author: 'Faculty of Missions',
      course: 'Missions',
      text: `Lamin Sanneh (1942-2019) grew up in a Muslim family in the Gambia. As a young man he came to faith in Christ, and he went on to become one of the most influential historians of mission of his time. After teaching in Africa, Britain and at Harvard, he joined Yale Divinity School in 1989, where he held a chair in missions and world Christianity.

Sanneh's central idea is translatability. In Translating the Message: The Missionary Impact on Culture (1989) he contrasted two ways in which religions spread. Islam, he argued, spreads by diffusion: it carries its sacred language with it, and the Qur'an is fully the Qur'an only in Arabic. Christianity spreads by translation: from the beginning the church preached in Greek a message first given in Aramaic, and it has kept moving into new languages ever since. No single culture owns the gospel, and no language is too humble to carry it.

This has a surprising consequence for the history of missions. Missionaries often held colonial attitudes, yet when they translated the Bible they had to learn local languages, write grammars and dictionaries, and take local ways of speaking about God seriously. The vernacular Scriptures that resulted gave African peoples a new confidence in their own languages and traditions, and sometimes a language in which to resist foreign rule.

Sanneh developed these themes in Whose Religion Is Christianity? The Gospel Beyond the West (2003), and he told his own story in Summoned from the Margin (2012). For students of mission, his work raises practical questions: Which languages does your church worship in? What is lost, and what is gained, when a sermon is translated?`,
    },
    {
      id: 'en-african-src-oduyoye',
      language: 'en',
      title: 'Mercy Amba Oduyoye and the Circle of Concerned African Women Theologians',
      author: 'Faculty of Systematic Theology',
      course: 'Systematic Theology',
      text: `Mercy Amba Oduyoye, born in Ghana in 1934 and raised in a Methodist family, is the leading voice of African women's theology. She studied theology in Ghana and at Cambridge, taught in Nigeria, and worked with the World Council of Churches, where she was deputy general secretary from 1987 to 1994.

Oduyoye saw that African theology in its first generation had been written almost entirely by men. To change this she called together women from many countries and churches. In 1989 the Circle of Concerned African Women Theologians was launched in Accra. The Circle is not a school but a network: its members commit themselves to research, to write and to publish, so that the experience of African women becomes a source for theology. Local chapters now meet in many countries.

Her own books show the method. Hearing and Knowing (1986) offered a theological reading of Christianity in Africa. In Daughters of Anowa: African Women and Patriarchy (1995) she listened to the proverbs, myths and customs of her own Akan people and asked how they shape the place of women in the home and in the church. Some traditions honour women's strength, she noted, while others teach silence and submission. Oduyoye does not reject African culture or the church; she asks both to be transformed. Introducing African Women's Theology (2001) gathered these themes for students.

Key ideas to discuss: patriarchy as a system rather than a set of bad individuals; the church as a community in which women and men are partners; the reading of Scripture with attention to the women of the Bible; and theology as the shared work of a community, not only of individual scholars.`,
    },
    {
      id: 'en-african-src-tutu',
      language: 'en',
      title: 'Desmond Tutu: Ubuntu, Truth and Reconciliation',
      author: 'Faculty of Pastoral Theology',
      course: 'Pastoral Theology',
      text: `Desmond Tutu (1931-2021) was a pastor before he was a public figure. Ordained an Anglican priest in South Africa, he became Bishop of Johannesburg and then, in 1986, Archbishop of Cape Town. He received the Nobel Peace Prize in 1984 for his nonviolent opposition to apartheid.

When apartheid ended, South Africa faced a hard question: what should a nation do with the crimes of its past? Tutu chaired the Truth and Reconciliation Commission, created by law in 1995. Its public hearings began in 1996. Victims told their stories in town halls and churches across the country, and perpetrators could apply for amnesty if they made a full disclosure of politically motivated crimes. The commission delivered its report to President Nelson Mandela in 1998.

Tutu explained the commission's approach through ubuntu, a word from the Nguni languages for the quality of being human in relationship. A person with ubuntu is open, generous and affirming of others, because he knows that he belongs to a greater whole. Crimes against others therefore damage the whole community, including the offender. Justice in this view is restorative rather than only retributive: it seeks to repair the relationships that evil has broken.

In No Future Without Forgiveness (1999) Tutu reflected on what he had heard. He did not pretend that forgiveness is easy or that it cancels the need for truth. Forgiveness, he wrote, is not forgetting; it looks evil in the face and then refuses to let it have the last word. He rooted this in the Christian conviction that God in Christ was reconciling the world to himself.

For pastors: How might ubuntu shape church discipline, or the restoring of a member who has fallen? When does a call to forgive become a pressure on victims to stay silent?`,
    },
    {
      id: 'en-african-src-revival',
      language: 'en',
      title: 'The East African Revival and the Balokole',
      author: 'Faculty of Church History',
      course: 'Church History',
      text: `The East African Revival was one of the most important movements in twentieth-century African Christianity. It began within the Anglican missions of the Church Missionary Society in Rwanda and Uganda and spread through Kenya, Tanganyika and beyond.

In 1929 Dr Joe Church, a medical missionary at Gahini in Rwanda, visited Kampala and met Simeon Nsibambi. They spent days reading the Bible together, especially on the work of the Holy Spirit and the victory of the cross, and both came away changed. Revival broke out at Gahini in the early 1930s, with deep conviction of sin among hospital staff and students. Nsibambi's younger brother Blasio Kigozi, who taught at Gahini, preached with great urgency that the church must awake; he died in 1936. Other leaders included William Nagenda, and in a later generation Festo Kivengere, who became a bishop in Uganda.

The revivalists became known as the balokole, 'the saved people'. They met in fellowship groups, often across tribal and racial lines, and practised open confession of sin, which they called walking in the light, following the First Letter of John. Teams of lay preachers travelled widely, and conventions drew thousands. Their favourite chorus praised the Lamb of God whose blood cleanses from sin.

The revival brought tension as well as blessing. Some clergy thought the brethren proud or divisive, and public confession could become harsh. Yet most balokole stayed within the Anglican and other mission churches, renewing them from within rather than leaving to form new denominations. During the Mau Mau conflict in Kenya, revival Christians were noted for refusing to take oaths of violence, and some were killed for it.

For discussion: What can churches today learn from the revival's emphasis on lay leadership and honest fellowship? What safeguards does public confession need?`,
    },
    {
      id: 'en-african-src-uganda-martyrs',
      language: 'en',
      title: 'The Uganda Martyrs and the Church in Buganda',
      author: 'Faculty of Church History',
      course: 'Church History',
      text: `Christianity came to the kingdom of Buganda in the late 1870s. Anglican missionaries of the Church Missionary Society arrived in 1877, and Catholic White Fathers followed in 1879. Kabaka Mutesa I received both, and many young men at his court, especially the royal pages, began to learn to read and to ask for baptism.

Mutesa died in 1884 and his son Mwanga II became kabaka. At first he seemed friendly to the missions, but he soon came to fear that Christianity was undermining his authority and opening the door to foreign powers. In 1885 he ordered the killing of the Anglican bishop James Hannington, who was approaching Buganda from the east. Joseph Mukasa, a senior Catholic page, protested and was executed. Then in 1886 Mwanga turned on the Christian pages who would not obey him. Charles Lwanga, who took charge of the Catholic pages, encouraged them to stand firm. The condemned were marched to Namugongo, where most were burned to death on 3 June 1886. Catholics and Anglicans died together; the youngest, Kizito, was a boy of about fourteen.

The Catholic martyrs were beatified in 1920 and twenty-two of them were canonised by Pope Paul VI in 1964. Anglicans also honour their own martyrs of the same persecution. Today both churches have shrines at Namugongo, and Martyrs' Day on 3 June draws very large numbers of pilgrims from Uganda and neighbouring countries.

The story is often told as proof of Tertullian's saying that the blood of the martyrs is the seed of the church: the persecution did not end Christianity in Buganda, which grew rapidly in the following decades. Teachers may ask students what it means to honour a ruler while refusing commands that conflict with obedience to Christ.`,
    },
    {
      id: 'en-african-src-crowther',
      language: 'en',
      title: 'Samuel Ajayi Crowther: Bishop on the Niger',
      author: 'Faculty of Missions',
      course: 'Missions',
      text: `Samuel Ajayi Crowther (c. 1809-1891) was the first African bishop of the Anglican Communion. Born at Osogun in Yoruba country, he was enslaved as a boy in 1821 and freed the following year by a British warship, which landed him in Sierra Leone. In Freetown he was educated by the Church Missionary Society, baptised, and later became a teacher.

His life is closely tied to the Niger. In 1841 he sailed on the British Niger Expedition, which ended in many deaths from fever; its heavy losses strengthened the case that the interior would have to be evangelised largely by Africans. After ordination in London in 1843 he joined the Yoruba mission, working at Abeokuta with other returned Sierra Leoneans. He was a gifted linguist. He compiled a Yoruba vocabulary and grammar, translated parts of the Bible and the Book of Common Prayer, and encouraged the careful study of Yoruba proverbs so that the translation would sound natural.

Henry Venn, the secretary of the Church Missionary Society, taught that mission churches should become self-supporting, self-governing and self-propagating. Crowther's appointment was the test of that policy. In 1857 he opened a mission at Onitsha on the Niger, and in 1864 he was consecrated in Canterbury Cathedral as bishop for the countries of western Africa beyond British rule. For more than twenty-five years he led the Niger mission with a mainly African staff.

His last years were painful. Younger European missionaries accused the mission of weak discipline, and Crowther's authority was undermined. After his death in Lagos in 1891 a European succeeded him, and many African Christians took this as a betrayal of Venn's ideal. The episode helped give rise to independent African churches. Crowther remains a symbol of African leadership in mission and of the power of Bible translation.`,
    },
    {
      id: 'en-african-src-genadendal',
      language: 'en',
      title: 'A Light in the Valley: The Moravian Mission at Genadendal',
      author: 'Faculty of Missions',
      course: 'Missions',
      text: `The oldest mission station in southern Africa began with one man. Georg Schmidt, a Moravian missionary from central Europe, reached the Cape in 1737 and settled in a valley called Baviaanskloof, where he worked among the Khoikhoi. He taught them to read, to farm and to pray, and he baptised a small number of converts. Because Schmidt was not ordained in the Dutch Reformed Church, the local clergy objected to his baptisms, and in 1744 he left for Europe, never to return.

For almost fifty years there was no missionary in the valley. When the Moravians came back in 1792, they found that Schmidt's work had not been forgotten. According to the mission's own story, an elderly woman who had been one of his pupils still kept the Dutch New Testament he had given her, and people still gathered near the pear tree he had planted. The small light he had kindled had not gone out.

The renewed mission grew quickly. The Moravians built a church, workshops and a school, and in 1806 the settlement was given the name Genadendal, the valley of grace. It became known for its music, its crafts and its teaching, and it trained teachers for other schools. Like many mission villages, it also offered some protection to Khoikhoi families who had lost their land.

Genadendal raises questions that mission history often asks. What is the place of lay missionaries? How should a small church respond when established churches oppose it? And how does a message survive when its messengers have gone? Students may compare the Moravian pattern of a settled Christian village with later patterns of itinerant evangelism.`,
    },
  ],
};
