import type { DemoCourse } from './types.ts';

/**
 * Demo curriculum for the seed: one entry per core course. Content is written for church leaders
 * and pastors in Africa studying on the diploma programme, with faculty based in Kenya.
 * Dates are offsets in days from the seed time; hours are East Africa Time.
 */
export const DEMO_COURSES: DemoCourse[] = [
  // ---------------------------------------------------------------------------------------------
  {
    course: "Philosophy of Ministry",
    certification: {
      name: "Certificate in Foundations of Christian Ministry",
      description:
        "Equips pastors and church leaders to articulate a biblical, Christ-centred philosophy of ministry and to lead with integrity as servants of the flock.",
      duration: "10 weeks",
      requirements: [
        "Complete all four units and their readings",
        "Submit a written personal philosophy of ministry statement",
        "Score at least 60% on every graded assignment",
        "Attend at least three live cohort sessions",
      ],
    },
    units: [
      {
        name: "The Biblical Basis of Ministry",
        description:
          "Explores ministry as diakonia, service that flows from the ministry of Christ himself, and Paul's vision in Ephesians 4 of leaders who equip the saints for works of service.",
        estimatedDuration: 10,
        learningOutcomes: [
          "Define Christian ministry from key New Testament texts",
          "Explain how Ephesians 4:11-16 shapes the work of pastors and teachers",
          "Distinguish the calling of all believers from the calling to pastoral office",
        ],
      },
      {
        name: "The Character of the Minister",
        description:
          "Studies the qualifications for elders in 1 Timothy 3 and Titus 1, stressing godly character, sound doctrine and faithfulness at home over charisma or title.",
        estimatedDuration: 12,
        learningOutcomes: [
          "Summarise the character qualifications for elders and deacons",
          "Evaluate common shortcuts to leadership against Scripture",
          "Develop a personal plan for accountability and spiritual growth",
        ],
      },
      {
        name: "Servant Leadership in African Contexts",
        description:
          "Contrasts the servant leadership of Mark 10:42-45 with the 'big man' and chieftaincy models of authority that often shape church leadership in Africa, including celebrity pastor culture.",
        estimatedDuration: 14,
        learningOutcomes: [
          "Identify cultural models of authority at work in local churches",
          "Apply Jesus' teaching on greatness to church decision-making",
          "Propose practical ways to share leadership and raise up others",
        ],
      },
      {
        name: "Sustaining Faithful Ministry",
        description:
          "Considers bi-vocational and tentmaking ministry after the pattern of Paul in Acts 18, team leadership, rest and family life so that pastors can serve faithfully for a lifetime.",
        estimatedDuration: 8,
        learningOutcomes: [
          "Assess the strengths and pressures of bi-vocational ministry",
          "Describe biblical principles for rest, finances and family priorities",
          "Design a sustainable weekly rhythm of work, ministry and rest",
        ],
      },
    ],
    objectives: [
      {
        title: "Theology of Service",
        description: "Ground every aspect of pastoral work in the self-giving service of Jesus Christ.",
        category: "ministry",
      },
      {
        title: "Elder Qualifications",
        description: "Interpret and apply the Pastoral Epistles' qualifications for church leaders.",
        category: "exegesis",
      },
      {
        title: "Tentmaking Ministry",
        description: "Lead faithfully and sustainably while supporting a family through other work.",
        category: "practice",
      },
    ],
    assignments: [
      {
        unitIndex: 0,
        title: "My Philosophy of Ministry Statement",
        description: "A concise written statement of your convictions about the purpose, priorities and methods of pastoral ministry.",
        type: "essay",
        dueInDays: -4,
        maxPoints: 100,
        instructions:
          "Write 1,200-1,500 words setting out your philosophy of ministry. Ground each conviction in Scripture, especially Ephesians 4 and 2 Timothy 4. Show how these convictions shape the way you spend your week and lead your congregation.",
        rubric: [
          { criterion: "Biblical grounding of each conviction", points: 40 },
          { criterion: "Clarity and coherence of the statement", points: 25 },
          { criterion: "Practical application to your own ministry", points: 25 },
          { criterion: "Writing, referencing and presentation", points: 10 },
        ],
      },
      {
        unitIndex: 2,
        title: "Case Study: The Pastor as Chief",
        description: "Analyse a congregation where the founding pastor makes every decision alone and treats the church as a family business.",
        type: "case_study",
        dueInDays: 12,
        maxPoints: 100,
        instructions:
          "Read the case study provided in the unit materials. Identify the cultural and theological assumptions behind the pastor's leadership style. Using Mark 10:42-45 and 1 Peter 5:1-4, recommend concrete steps toward plural, accountable leadership.",
        rubric: [
          { criterion: "Accurate diagnosis of the leadership problem", points: 30 },
          { criterion: "Use of relevant biblical texts", points: 35 },
          { criterion: "Realistic and culturally wise recommendations", points: 35 },
        ],
      },
      {
        unitIndex: 3,
        title: "Rhythms of Sustainable Ministry",
        description: "A reflective journal on how you balance employment, ministry, family and rest.",
        type: "reflection",
        dueInDays: 26,
        maxPoints: 100,
        instructions:
          "Keep a simple log of how you spend your time for two weeks. Reflect on what the log reveals in light of Exodus 20:8-11 and Mark 6:30-32. Conclude with a realistic weekly rhythm you will adopt and share it with a trusted elder or spouse.",
        rubric: [
          { criterion: "Honest assessment of current patterns", points: 30 },
          { criterion: "Engagement with Scripture and course readings", points: 30 },
          { criterion: "Quality and realism of the proposed rhythm", points: 40 },
        ],
      },
    ],
    materials: [
      {
        unitIndex: 1,
        type: "textbook",
        title: "Biblical Eldership: An Urgent Call to Restore Biblical Church Leadership",
        author: "Alexander Strauch",
        description: "A careful exposition of the New Testament teaching on elders, plural leadership and the shepherding task of the church's overseers.",
        isRequired: true,
        length: 340,
      },
      {
        unitIndex: 2,
        type: "video",
        title: "Servant Leadership and the Big-Man Syndrome",
        author: "Rev. Dr. Samuel Kiprop",
        description: "Faculty lecture on how African models of authority meet the cross, with stories from churches in the Rift Valley and Nairobi.",
        isRequired: true,
        length: 48,
      },
      {
        unitIndex: 0,
        type: "reading",
        title: "Calling Christian Leaders: Biblical Models of Church, Gospel and Ministry",
        author: "John Stott",
        description: "Stott's expositions of 1 Corinthians 1-4 on the church, the gospel and the minister as servant, steward and father.",
        isRequired: false,
        length: 160,
      },
    ],
    events: [
      {
        title: "Live class: Equipping the Saints (Ephesians 4)",
        description: "Interactive teaching session on the purpose of pastors and teachers, followed by small-group discussion.",
        type: "class",
        startInDays: 3,
        startHourEat: 18,
        durationMinutes: 90,
        location: "Online (Jitsi)",
      },
      {
        title: "Case study due: The Pastor as Chief",
        description: "Submit your case study analysis through the assignments page by 23:59 EAT.",
        type: "assignment_due",
        startInDays: 12,
        startHourEat: 17,
        durationMinutes: 30,
        location: "Online (course portal)",
      },
      {
        title: "Pastors' breakfast fellowship",
        description: "An informal breakfast for students and local pastors to share ministry joys and burdens and to pray together.",
        type: "event",
        startInDays: 17,
        startHourEat: 8,
        durationMinutes: 120,
        location: "Nairobi study centre",
      },
    ],
    meetings: [
      {
        title: "Cohort discussion: servant leadership in practice",
        description: "Students share how leadership decisions are made in their congregations and discuss the Pastor as Chief case study.",
        startInDays: 8,
        startHourEat: 19,
        duration: 60,
        maxParticipants: 25,
        status: "scheduled",
        agenda: [
          "Opening prayer and brief check-in",
          "Small groups: how decisions are made in our churches",
          "Plenary discussion of Mark 10:42-45 and next steps",
        ],
      },
      {
        title: "Course orientation and introductions",
        description: "Welcome session introducing the course, the faculty and the assessment plan.",
        startInDays: -10,
        startHourEat: 18,
        duration: 60,
        maxParticipants: 25,
        status: "completed",
        agenda: [
          "Welcome, prayer and introductions",
          "Overview of units, readings and assignments",
          "Questions about the portal and live sessions",
        ],
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    course: "Ecclesiology",
    certification: {
      name: "Certificate in Ecclesiology and Church Polity",
      description:
        "Builds a biblical understanding of the nature, marks, government and mission of the local church for leaders serving in denominational and independent churches across Africa.",
      duration: "10 weeks",
      requirements: [
        "Complete all four units",
        "Carry out and submit a church health audit of your congregation",
        "Pass the church government quiz with at least 60%",
      ],
    },
    units: [
      {
        name: "The Nature of the Church",
        description:
          "Examines the New Testament images of the church as the people of God, the body of Christ and the temple of the Holy Spirit, and what they mean for a local congregation.",
        estimatedDuration: 10,
        learningOutcomes: [
          "Explain the major biblical images of the church",
          "Distinguish the universal church from the local congregation",
          "Relate the church's identity to its unity across tribe and language",
        ],
      },
      {
        name: "Marks of a Healthy Church",
        description:
          "Considers the faithful preaching of the Word, the right practice of baptism and the Lord's Supper, and loving church discipline as marks of a true and healthy church.",
        estimatedDuration: 12,
        learningOutcomes: [
          "Describe the Reformation marks of the church and their biblical basis",
          "Explain the meaning and practice of baptism and the Lord's Supper",
          "Outline a restorative process of church discipline from Matthew 18",
        ],
      },
      {
        name: "Church Government and Leadership",
        description:
          "Compares episcopal, presbyterian and congregational polity, and evaluates structures found in mission-founded churches, African Instituted Churches and newer ministries.",
        estimatedDuration: 12,
        learningOutcomes: [
          "Compare the main forms of church government",
          "Evaluate the role of elders and deacons in your own church structure",
          "Identify safeguards against abuse of power and financial mismanagement",
        ],
      },
      {
        name: "The Church in the African Public Square",
        description:
          "Reflects on the church's witness amid rapid urbanisation, ethnic tension, elections and corruption, and on relations between churches, the state and other faiths.",
        estimatedDuration: 8,
        learningOutcomes: [
          "Assess the church's prophetic role in public life",
          "Discuss how urban churches can welcome migrants from many ethnic groups",
          "Propose ways for congregations to cooperate in gospel witness",
        ],
      },
    ],
    objectives: [
      {
        title: "Images of the Church",
        description: "Articulate the church's identity from the Bible's main images for God's people.",
        category: "doctrine",
      },
      {
        title: "Ordinances and Sacraments",
        description: "Administer baptism and the Lord's Supper with biblical understanding and pastoral care.",
        category: "doctrine",
      },
      {
        title: "Restorative Church Discipline",
        description: "Practise church discipline that aims at repentance, restoration and the purity of the church.",
        category: "practice",
      },
    ],
    assignments: [
      {
        unitIndex: 1,
        title: "Baptism, Membership and the Lord's Table",
        description: "An essay on how your church connects baptism, membership and participation in the Lord's Supper.",
        type: "essay",
        dueInDays: -2,
        maxPoints: 100,
        instructions:
          "In 1,200 words, describe your church's current practice and evaluate it from Acts 2:37-47 and 1 Corinthians 11:17-34. Engage fairly with at least one tradition different from your own. Close with any changes you would recommend to your leadership.",
        rubric: [
          { criterion: "Accurate description of current practice", points: 20 },
          { criterion: "Exegesis of the key texts", points: 35 },
          { criterion: "Fair engagement with another tradition", points: 25 },
          { criterion: "Wise pastoral recommendations", points: 20 },
        ],
      },
      {
        unitIndex: 2,
        title: "Church Government Quiz",
        description: "A short quiz on the main forms of church polity and the offices of elder and deacon.",
        type: "quiz",
        dueInDays: 9,
        maxPoints: 50,
        instructions:
          "Answer 20 multiple-choice and short-answer questions online. The quiz is open-book but must be completed in one sitting of 40 minutes. Review Unit 3 notes on episcopal, presbyterian and congregational government before you begin.",
        rubric: [
          { criterion: "Forms of church government", points: 20 },
          { criterion: "Offices of elder and deacon", points: 15 },
          { criterion: "Short-answer explanations", points: 15 },
        ],
      },
      {
        unitIndex: 3,
        title: "Church Health Audit",
        description: "A structured assessment of your congregation's health with a practical improvement plan.",
        type: "project",
        dueInDays: 30,
        maxPoints: 100,
        instructions:
          "Use the audit template to assess preaching, ordinances, discipline, leadership and community witness in your church. Interview at least two leaders and two members. Present your findings and a one-year plan in 1,500-2,000 words.",
        rubric: [
          { criterion: "Thoroughness of the audit and interviews", points: 30 },
          { criterion: "Theological evaluation of findings", points: 30 },
          { criterion: "Feasibility of the one-year plan", points: 30 },
          { criterion: "Presentation and clarity", points: 10 },
        ],
      },
    ],
    materials: [
      {
        unitIndex: 0,
        type: "textbook",
        title: "The Church (Contours of Christian Theology)",
        author: "Edmund P. Clowney",
        description: "A biblical-theological study of the church's nature, ministry, worship, government and mission.",
        isRequired: true,
        length: 336,
      },
      {
        unitIndex: 2,
        type: "video",
        title: "Who Governs the Church? Polity in African Churches",
        author: "Dr. Ruth Chebet",
        description: "Faculty lecture comparing church structures across Anglican, Presbyterian, Baptist, Pentecostal and African Instituted Churches in Kenya.",
        isRequired: true,
        length: 45,
      },
      {
        unitIndex: 1,
        type: "reading",
        title: "God's Design for the Church: A Guide for African Pastors and Ministry Leaders",
        author: "Conrad Mbewe",
        description: "A Zambian pastor's practical and biblical guide to church life, leadership and discipline written for the African church.",
        isRequired: true,
        length: 256,
      },
    ],
    events: [
      {
        title: "Live class: Baptism and the Lord's Supper",
        description: "Teaching and discussion on the meaning of the ordinances and common pastoral questions about them.",
        type: "class",
        startInDays: 5,
        startHourEat: 19,
        durationMinutes: 75,
        location: "Online (Jitsi)",
      },
      {
        title: "Church government quiz closes",
        description: "The online church government quiz closes at 23:59 EAT.",
        type: "assignment_due",
        startInDays: 9,
        startHourEat: 18,
        durationMinutes: 30,
        location: "Online (course portal)",
      },
      {
        title: "Church leaders' forum: the church and elections",
        description: "A panel of pastors discusses how congregations can promote peace and integrity during election seasons.",
        type: "event",
        startInDays: 21,
        startHourEat: 10,
        durationMinutes: 120,
        location: "Nairobi study centre",
      },
    ],
    meetings: [
      {
        title: "Workshop: conducting a church health audit",
        description: "Walk-through of the audit template with examples from urban and rural congregations.",
        startInDays: 14,
        startHourEat: 18,
        duration: 60,
        maxParticipants: 25,
        status: "scheduled",
        agenda: [
          "Purpose of the audit and ethical interviewing",
          "Walk-through of the template sections",
          "Questions and sharing early observations",
        ],
      },
      {
        title: "Discussion: images of the church",
        description: "Cohort discussion on which biblical images of the church most need recovering in African congregations.",
        startInDays: -7,
        startHourEat: 19,
        duration: 60,
        maxParticipants: 25,
        status: "completed",
        agenda: [
          "Opening devotion from 1 Peter 2:4-10",
          "Group work on the body, temple and family images",
          "Report back and summary",
        ],
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    course: "Preaching",
    certification: {
      name: "Certificate in Expository Preaching",
      description:
        "Trains preachers to move faithfully from the biblical text to a clear, Christ-centred sermon that speaks to the lives of African congregations.",
      duration: "12 weeks",
      requirements: [
        "Complete all four units",
        "Preach and submit a recorded expository sermon of 25-35 minutes",
        "Submit a full sermon preparation worksheet",
        "Receive peer feedback on at least two classmates' sermons",
      ],
    },
    units: [
      {
        name: "A Theology of Preaching",
        description:
          "Establishes why we preach: God speaks through his Word, and preaching is the herald's task of proclaiming that Word with authority, humility and dependence on the Spirit.",
        estimatedDuration: 8,
        learningOutcomes: [
          "Explain the theological foundations of preaching from 2 Timothy 3:14-4:5",
          "Define expository preaching and distinguish it from topical sermons",
          "Describe the role of the Holy Spirit in preparation and delivery",
        ],
      },
      {
        name: "From Text to Sermon",
        description:
          "Practises a step-by-step method: studying the passage, identifying its main idea, shaping an outline and crafting introductions, illustrations and applications.",
        estimatedDuration: 16,
        learningOutcomes: [
          "State the main idea of a passage in a single sentence",
          "Build a sermon outline that follows the flow of the text",
          "Write applications that are specific, varied and faithful",
        ],
      },
      {
        name: "Preaching to African Hearers",
        description:
          "Addresses preaching in oral and multilingual settings: using proverbs and stories, working with an interpreter, and speaking to rural, urban and youth audiences.",
        estimatedDuration: 12,
        learningOutcomes: [
          "Use African proverbs and stories to illuminate rather than replace the text",
          "Preach effectively through an interpreter",
          "Adapt a sermon for different audiences without changing its message",
        ],
      },
      {
        name: "Preaching Christ Against False Gospels",
        description:
          "Equips preachers to proclaim Christ crucified and risen while answering the prosperity gospel, legalism and moralism that are common in African pulpits.",
        estimatedDuration: 12,
        learningOutcomes: [
          "Identify the claims of the prosperity gospel and test them against Scripture",
          "Preach Christ from both Old and New Testament texts",
          "Apply the gospel to suffering, poverty and success",
        ],
      },
    ],
    objectives: [
      {
        title: "Main Idea of the Text",
        description: "Discern and state the central message of a biblical passage before preaching it.",
        category: "exegesis",
      },
      {
        title: "Christ-Centred Proclamation",
        description: "Preach every text in light of the person and work of Jesus Christ.",
        category: "ministry",
      },
      {
        title: "Oral Communication",
        description: "Deliver sermons clearly and memorably in oral and multilingual settings.",
        category: "practice",
      },
    ],
    assignments: [
      {
        unitIndex: 1,
        title: "Sermon Preparation Worksheet: Mark 4:35-41",
        description: "A complete worksheet moving from observation of the text to a sermon outline.",
        type: "exegesis",
        dueInDays: -5,
        maxPoints: 100,
        instructions:
          "Complete all sections of the worksheet for Mark 4:35-41: context, structure, key words, main idea and outline. Write the main idea of the text and of the sermon in one sentence each. Add at least three specific applications for your congregation.",
        rubric: [
          { criterion: "Observation of context and structure", points: 30 },
          { criterion: "Accuracy of the main idea", points: 30 },
          { criterion: "Outline faithful to the text", points: 25 },
          { criterion: "Specific, relevant applications", points: 15 },
        ],
      },
      {
        unitIndex: 3,
        title: "Evaluating a Prosperity Sermon",
        description: "A critical evaluation of a sermon promising wealth and health in exchange for faith and giving.",
        type: "case_study",
        dueInDays: 15,
        maxPoints: 100,
        instructions:
          "Listen to the sermon transcript supplied in the unit materials. Identify how the preacher handles Scripture, especially 3 John 2 and Malachi 3:10. Write a gracious but clear response showing what these texts actually teach and how the gospel speaks to poverty.",
        rubric: [
          { criterion: "Fair summary of the sermon's claims", points: 20 },
          { criterion: "Sound interpretation of the texts used", points: 40 },
          { criterion: "Gospel-centred response to poverty and suffering", points: 40 },
        ],
      },
      {
        unitIndex: 2,
        title: "Recorded Expository Sermon",
        description: "Preach and record a 25-35 minute expository sermon from a Psalm of your choice.",
        type: "sermon",
        dueInDays: 34,
        maxPoints: 100,
        instructions:
          "Preach the sermon in your church or fellowship and upload a recording with your manuscript or notes. If you preach through an interpreter, note the language used. Include a one-page reflection on what you learned from preaching it.",
        rubric: [
          { criterion: "Faithfulness to the text and its main idea", points: 40 },
          { criterion: "Structure and clarity", points: 20 },
          { criterion: "Application and connection with hearers", points: 25 },
          { criterion: "Delivery and self-reflection", points: 15 },
        ],
      },
    ],
    materials: [
      {
        unitIndex: 0,
        type: "textbook",
        title: "Between Two Worlds: The Art of Preaching in the Twentieth Century",
        author: "John Stott",
        description: "Stott's classic on bridging the world of the Bible and the modern world, with chapters on theology, study, preparation and the preacher's sincerity.",
        isRequired: true,
        length: 351,
      },
      {
        unitIndex: 2,
        type: "video",
        title: "Preaching in Two Languages: Working with an Interpreter",
        author: "Rev. Esther Wanjiru",
        description: "Faculty lecture with practical demonstrations of preaching in English with Kiswahili and Kikuyu interpretation.",
        isRequired: true,
        length: 42,
      },
      {
        unitIndex: 1,
        type: "reading",
        title: "Preaching and Preachers (selected chapters)",
        author: "D. Martyn Lloyd-Jones",
        description: "Selected chapters on the primacy of preaching, the preacher and the preparation of the sermon.",
        isRequired: false,
        length: 90,
      },
    ],
    events: [
      {
        title: "Live class: finding the main idea",
        description: "Workshop on stating the main idea of a passage, with practice texts from Nehemiah and Mark.",
        type: "class",
        startInDays: 4,
        startHourEat: 18,
        durationMinutes: 90,
        location: "Online (Jitsi)",
      },
      {
        title: "Prosperity sermon evaluation due",
        description: "Submit your case study evaluation through the course portal by 23:59 EAT.",
        type: "assignment_due",
        startInDays: 15,
        startHourEat: 17,
        durationMinutes: 30,
        location: "Online (course portal)",
      },
      {
        title: "Preaching lab and peer feedback day",
        description: "Students preach ten-minute sermon extracts and receive feedback from faculty and peers.",
        type: "event",
        startInDays: 24,
        startHourEat: 9,
        durationMinutes: 120,
        location: "Nairobi study centre",
      },
    ],
    meetings: [
      {
        title: "Sermon clinic: working on your Psalm sermon",
        description: "Bring your draft outline for the recorded sermon and receive feedback in small groups.",
        startInDays: 18,
        startHourEat: 19,
        duration: 60,
        maxParticipants: 25,
        status: "scheduled",
        agenda: [
          "Reminders on expository preaching from the Psalms",
          "Small-group outline review",
          "Questions on recording and uploading sermons",
        ],
      },
      {
        title: "Review of sermon preparation worksheets",
        description: "Faculty review of common strengths and weaknesses in the Mark 4 worksheets.",
        startInDays: -3,
        startHourEat: 18,
        duration: 60,
        maxParticipants: 25,
        status: "completed",
        agenda: [
          "Common errors in identifying the main idea",
          "Examples of strong outlines and applications",
          "Open questions and prayer",
        ],
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    course: "Systematic Theology",
    certification: {
      name: "Certificate in Systematic Theology",
      description:
        "Provides a coherent, biblically grounded overview of core Christian doctrines and applies them to questions raised in African church life.",
      duration: "12 weeks",
      requirements: [
        "Complete all four units and required readings",
        "Pass the doctrine of God quiz with at least 60%",
        "Submit the essay on Christ and the ancestors",
        "Participate in at least two online discussion sessions",
      ],
    },
    units: [
      {
        name: "Revelation and Scripture",
        description:
          "Studies how God makes himself known in creation and supremely in his written Word, and the inspiration, authority, clarity and sufficiency of Scripture.",
        estimatedDuration: 12,
        learningOutcomes: [
          "Distinguish general and special revelation",
          "Explain the inspiration and authority of Scripture from 2 Timothy 3:16 and 2 Peter 1:21",
          "Apply the sufficiency of Scripture to claims of new prophetic revelation",
        ],
      },
      {
        name: "The Triune God",
        description:
          "Explores the attributes of God and the doctrine of the Trinity, drawing on the Nicene Creed and the contributions of African theologians such as Athanasius and Tertullian.",
        estimatedDuration: 14,
        learningOutcomes: [
          "Describe God's communicable and incommunicable attributes",
          "Explain the doctrine of the Trinity and common errors about it",
          "Relate the biblical God to traditional African concepts of a supreme being",
        ],
      },
      {
        name: "Humanity, Sin and the Spirit World",
        description:
          "Examines humanity as the image of God, the nature of sin, and a biblical view of spiritual powers in relation to African fears of witchcraft, curses and spirits.",
        estimatedDuration: 12,
        learningOutcomes: [
          "Explain the image of God and its implications for human dignity",
          "Describe the biblical teaching on sin and its effects",
          "Respond biblically to fear of curses and spiritual powers",
        ],
      },
      {
        name: "Christ and His Saving Work",
        description:
          "Studies the person of Christ, fully God and fully man, his atoning death and resurrection, and his unique role as the one mediator, including questions about ancestral veneration.",
        estimatedDuration: 16,
        learningOutcomes: [
          "Summarise the Chalcedonian definition of the person of Christ",
          "Explain substitutionary atonement and Christ's victory over the powers",
          "Evaluate ancestral veneration in light of Christ's sole mediation",
        ],
      },
    ],
    objectives: [
      {
        title: "Authority of Scripture",
        description: "Affirm and defend the inspiration, authority and sufficiency of the Bible.",
        category: "doctrine",
      },
      {
        title: "Trinitarian Confession",
        description: "Confess and teach the one God in three persons in line with the historic creeds.",
        category: "doctrine",
      },
      {
        title: "Christ the Only Mediator",
        description: "Show from Scripture why Christ alone mediates between God and humanity.",
        category: "doctrine",
      },
    ],
    assignments: [
      {
        unitIndex: 1,
        title: "Doctrine of God Quiz",
        description: "An online quiz on the attributes of God and the doctrine of the Trinity.",
        type: "quiz",
        dueInDays: -1,
        maxPoints: 100,
        instructions:
          "Complete 25 questions within 45 minutes. Questions cover the attributes of God, the Nicene Creed and common Trinitarian errors such as modalism and Arianism. You may consult your Bible but not other resources.",
        rubric: [
          { criterion: "Attributes of God", points: 40 },
          { criterion: "Doctrine of the Trinity", points: 40 },
          { criterion: "Historical errors and creeds", points: 20 },
        ],
      },
      {
        unitIndex: 2,
        title: "Case Study: A Request for Deliverance",
        description: "Respond pastorally and theologically to a member who believes a relative has cursed her business.",
        type: "case_study",
        dueInDays: 11,
        maxPoints: 100,
        instructions:
          "Read the case of Mama Wanjiku, a church member convinced that a curse is behind her failing business. Explain what Scripture teaches about spiritual powers, sin and God's sovereignty. Describe how you would counsel her, pray with her and guide her practically.",
        rubric: [
          { criterion: "Theological accuracy about spiritual powers", points: 35 },
          { criterion: "Use of Scripture, including Colossians 2:13-15", points: 30 },
          { criterion: "Pastoral wisdom and practical guidance", points: 35 },
        ],
      },
      {
        unitIndex: 3,
        title: "Christ and the Ancestors",
        description: "An essay evaluating ancestral veneration and proposals to call Christ 'Ancestor' in light of his unique mediation.",
        type: "essay",
        dueInDays: 28,
        maxPoints: 100,
        instructions:
          "Write 1,500-2,000 words engaging with 1 Timothy 2:5, Hebrews 1-2 and Hebrews 7:23-25. Interact with Byang Kato and at least one theologian who proposes an ancestor Christology. Conclude with how you would teach your congregation about honouring the departed.",
        rubric: [
          { criterion: "Exegesis of key passages", points: 35 },
          { criterion: "Fair engagement with African theologians", points: 30 },
          { criterion: "Argument and conclusions", points: 25 },
          { criterion: "Writing and referencing", points: 10 },
        ],
      },
    ],
    materials: [
      {
        unitIndex: 0,
        type: "textbook",
        title: "Systematic Theology: An Introduction to Biblical Doctrine",
        author: "Wayne Grudem",
        description: "A clear, comprehensive evangelical systematic theology with Scripture memory passages and application questions in each chapter.",
        isRequired: true,
        length: 1264,
      },
      {
        unitIndex: 3,
        type: "video",
        title: "Christ, the Ancestors and the One Mediator",
        author: "Dr. Joseph Mwangi",
        description: "Faculty lecture on ancestral veneration across East African cultures and the uniqueness of Christ as priest and mediator.",
        isRequired: true,
        length: 55,
      },
      {
        unitIndex: 2,
        type: "reading",
        title: "Theological Pitfalls in Africa",
        author: "Byang H. Kato",
        description: "The Nigerian evangelical theologian's warning against universalism and syncretism and his call to biblical faithfulness in African theology.",
        isRequired: true,
        length: 200,
      },
    ],
    events: [
      {
        title: "Live class: The Trinity and the Nicene Creed",
        description: "Teaching on the Trinity with a look at Athanasius and the Council of Nicaea, followed by questions.",
        type: "class",
        startInDays: 2,
        startHourEat: 19,
        durationMinutes: 90,
        location: "Online (Jitsi)",
      },
      {
        title: "Deliverance case study due",
        description: "Submit your case study response on the course portal by 23:59 EAT.",
        type: "assignment_due",
        startInDays: 11,
        startHourEat: 17,
        durationMinutes: 30,
        location: "Online (course portal)",
      },
      {
        title: "Public lecture: Is Christianity a foreign religion?",
        description: "An open lecture for students and church members on Christianity's ancient African roots and its place in Africa today.",
        type: "event",
        startInDays: 19,
        startHourEat: 14,
        durationMinutes: 120,
        location: "Nairobi study centre",
      },
    ],
    meetings: [
      {
        title: "Discussion: curses, spirits and the sovereignty of God",
        description: "Cohort discussion preparing for the deliverance case study.",
        startInDays: 6,
        startHourEat: 18,
        duration: 60,
        maxParticipants: 25,
        status: "scheduled",
        agenda: [
          "Reading of Colossians 2:8-15 and prayer",
          "Sharing experiences from our congregations",
          "Principles for pastoral response",
        ],
      },
      {
        title: "Review session: doctrine of Scripture",
        description: "Question-and-answer session on inspiration, authority and sufficiency of Scripture.",
        startInDays: -12,
        startHourEat: 19,
        duration: 60,
        maxParticipants: 25,
        status: "completed",
        agenda: [
          "Recap of Unit 1 key terms",
          "Questions on new prophecies and Scripture's sufficiency",
          "Preview of Unit 2 and the quiz",
        ],
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    course: "Biblical Theology",
    certification: {
      name: "Certificate in Biblical Theology",
      description:
        "Helps leaders read the whole Bible as one unfolding story of God's redemption that finds its fulfilment in Jesus Christ.",
      duration: "10 weeks",
      requirements: [
        "Complete all four units",
        "Submit a theme-tracing project across both Testaments",
        "Submit the covenant essay and the reflection on the Bible's storyline",
      ],
    },
    units: [
      {
        name: "What Is Biblical Theology?",
        description:
          "Introduces biblical theology as the study of how God's revelation unfolds across the canon, and its value for preaching and discipleship.",
        estimatedDuration: 8,
        learningOutcomes: [
          "Define biblical theology and distinguish it from systematic theology",
          "Outline the main epochs of redemptive history",
          "Explain how Luke 24:27 and 44 shape reading the Old Testament",
        ],
      },
      {
        name: "Creation, Fall and Covenant",
        description:
          "Traces God's purposes from creation and the fall through the covenants with Noah, Abraham, Israel and David to the promise of a new covenant.",
        estimatedDuration: 14,
        learningOutcomes: [
          "Summarise the biblical covenants and their promises",
          "Explain the blessing to the nations promised in Genesis 12:1-3",
          "Show how the covenants anticipate Christ",
        ],
      },
      {
        name: "Kingdom and Temple",
        description:
          "Follows the major themes of God's kingdom and God's dwelling with his people from Eden to the tabernacle, temple, Christ and the church.",
        estimatedDuration: 12,
        learningOutcomes: [
          "Trace the kingdom theme through the Old and New Testaments",
          "Trace the temple theme from Eden to the New Jerusalem",
          "Apply these themes to the identity of the church today",
        ],
      },
      {
        name: "Fulfilment in Christ and New Creation",
        description:
          "Shows how Jesus fulfils the law, the prophets and the writings, and how Scripture's story ends in the new creation promised in Revelation 21-22.",
        estimatedDuration: 10,
        learningOutcomes: [
          "Explain the pattern of promise and fulfilment in Christ",
          "Describe the biblical hope of new creation",
          "Contrast biblical hope with escapist and prosperity-based hopes",
        ],
      },
    ],
    objectives: [
      {
        title: "Storyline of Scripture",
        description: "Tell the Bible's overarching story from creation to new creation with confidence.",
        category: "exegesis",
      },
      {
        title: "Covenant Framework",
        description: "Explain how God's covenants structure his relationship with his people.",
        category: "doctrine",
      },
      {
        title: "Promise and Fulfilment",
        description: "Show how Old Testament promises are fulfilled in Jesus Christ.",
        category: "exegesis",
      },
    ],
    assignments: [
      {
        unitIndex: 0,
        title: "Reading the Bible as One Story",
        description: "A reflection on how seeing the Bible's storyline changes your reading and teaching.",
        type: "reflection",
        dueInDays: -4,
        maxPoints: 100,
        instructions:
          "In 800-1,000 words, reflect on how you were taught to read the Bible and how the Bible's unified storyline challenges or enriches that approach. Give one example of a passage you now read differently. Note any implications for your teaching.",
        rubric: [
          { criterion: "Honest personal reflection", points: 30 },
          { criterion: "Understanding of redemptive history", points: 40 },
          { criterion: "Concrete example and implications", points: 30 },
        ],
      },
      {
        unitIndex: 1,
        title: "Abraham's Blessing and the Nations",
        description: "An essay tracing the promise of Genesis 12:1-3 through Scripture to its fulfilment in the gospel.",
        type: "essay",
        dueInDays: 13,
        maxPoints: 100,
        instructions:
          "Trace the promise of blessing to the nations from Genesis 12 through Galatians 3 and Revelation 7. Explain what this means for African believers as heirs of Abraham. Write 1,200-1,500 words with references to at least three scholarly sources.",
        rubric: [
          { criterion: "Accurate tracing of the theme", points: 40 },
          { criterion: "Use of key texts in context", points: 30 },
          { criterion: "Application to the African church", points: 20 },
          { criterion: "Writing and referencing", points: 10 },
        ],
      },
      {
        unitIndex: 2,
        title: "Tracing a Theme Across the Canon",
        description: "A project tracing one biblical theme such as temple, exile, shepherd or sacrifice from Genesis to Revelation.",
        type: "project",
        dueInDays: 32,
        maxPoints: 100,
        instructions:
          "Choose one theme and trace it through at least eight key passages in both Testaments. Produce a chart and a short teaching guide suitable for a home fellowship group. Include discussion questions that lead to Christ and practical response.",
        rubric: [
          { criterion: "Selection and interpretation of passages", points: 40 },
          { criterion: "Christ-centred synthesis", points: 30 },
          { criterion: "Usefulness of the teaching guide", points: 30 },
        ],
      },
    ],
    materials: [
      {
        unitIndex: 0,
        type: "textbook",
        title: "According to Plan: The Unfolding Revelation of God in the Bible",
        author: "Graeme Goldsworthy",
        description: "An accessible introduction to biblical theology that walks through the Bible's story and its fulfilment in Christ.",
        isRequired: true,
        length: 251,
      },
      {
        unitIndex: 2,
        type: "video",
        title: "The Temple Theme from Eden to the New Jerusalem",
        author: "Dr. Grace Atieno",
        description: "Faculty lecture tracing God's dwelling with his people and its meaning for churches meeting in homes, schools and tents.",
        isRequired: true,
        length: 50,
      },
      {
        unitIndex: 1,
        type: "reading",
        title: "God's Big Picture: Tracing the Storyline of the Bible",
        author: "Vaughan Roberts",
        description: "A short overview of the Bible's storyline organised around the theme of the kingdom of God.",
        isRequired: false,
        length: 166,
      },
    ],
    events: [
      {
        title: "Live class: the covenants of Scripture",
        description: "Teaching on the biblical covenants and how they anticipate Christ, with a covenant timeline exercise.",
        type: "class",
        startInDays: 6,
        startHourEat: 18,
        durationMinutes: 90,
        location: "Online (Jitsi)",
      },
      {
        title: "Covenant essay due",
        description: "Submit the essay on Abraham's blessing and the nations by 23:59 EAT.",
        type: "assignment_due",
        startInDays: 13,
        startHourEat: 17,
        durationMinutes: 30,
        location: "Online (course portal)",
      },
      {
        title: "Bible overview seminar for church members",
        description: "A Saturday seminar where students help teach the Bible's storyline to lay leaders and Sunday school teachers.",
        type: "event",
        startInDays: 27,
        startHourEat: 9,
        durationMinutes: 120,
        location: "Kisumu study centre",
      },
    ],
    meetings: [
      {
        title: "Theme project planning session",
        description: "Students present their chosen themes and receive guidance on key passages.",
        startInDays: 16,
        startHourEat: 19,
        duration: 60,
        maxParticipants: 25,
        status: "scheduled",
        agenda: [
          "Examples of good theme tracing",
          "Students share chosen themes",
          "Feedback and suggested passages",
        ],
      },
      {
        title: "Discussion: Luke 24 and reading the Old Testament",
        description: "Cohort discussion on what it means that all the Scriptures speak of Christ.",
        startInDays: -9,
        startHourEat: 18,
        duration: 60,
        maxParticipants: 25,
        status: "completed",
        agenda: [
          "Reading of Luke 24:13-49",
          "Dangers of allegory versus Christ-centred reading",
          "Examples from Genesis and the Psalms",
        ],
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    course: "Hermeneutics",
    certification: {
      name: "Certificate in Biblical Interpretation",
      description:
        "Trains leaders to interpret Scripture accurately by attending to context, genre and culture, and to read the Bible well in their mother tongues.",
      duration: "12 weeks",
      requirements: [
        "Complete all four units",
        "Submit an exegetical paper on a parable",
        "Complete a translation comparison project",
        "Pass the genres of Scripture quiz with at least 60%",
      ],
    },
    units: [
      {
        name: "Principles of Interpretation",
        description:
          "Introduces the grammatical-historical method: observing the text, understanding its historical and literary context, and seeking the author's intended meaning before applying it.",
        estimatedDuration: 12,
        learningOutcomes: [
          "Explain the difference between exegesis and eisegesis",
          "Apply the steps of observation, interpretation and application",
          "Identify common misuses of proof-texts in preaching",
        ],
      },
      {
        name: "Reading the Genres of Scripture",
        description:
          "Examines how to read narrative, law, poetry, wisdom, prophecy, parables, epistles and apocalyptic literature according to their distinctive features.",
        estimatedDuration: 16,
        learningOutcomes: [
          "Identify the main literary genres of the Bible",
          "Apply genre-appropriate principles to a given passage",
          "Avoid treating narrative descriptions as universal commands",
        ],
      },
      {
        name: "Culture and Interpretation in Africa",
        description:
          "Considers how African cultural experience can illuminate Scripture, for example on kinship, honour and sacrifice, while guarding against reading traditional beliefs into the text.",
        estimatedDuration: 10,
        learningOutcomes: [
          "Recognise how the interpreter's culture shapes reading",
          "Identify points of resonance between African and biblical cultures",
          "Evaluate allegorical and spiritualising readings common in local preaching",
        ],
      },
      {
        name: "Bible Translation and Mother-Tongue Reading",
        description:
          "Explores the history and significance of Bible translation in Africa, and how to use mother-tongue translations such as Kiswahili, Kikuyu or Dholuo alongside English.",
        estimatedDuration: 8,
        learningOutcomes: [
          "Explain Lamin Sanneh's argument about translation and culture",
          "Compare translations and explain significant differences",
          "Use mother-tongue Scripture effectively in teaching and preaching",
        ],
      },
    ],
    objectives: [
      {
        title: "Authorial Intent",
        description: "Seek the meaning the biblical author intended before moving to application.",
        category: "exegesis",
      },
      {
        title: "Genre Awareness",
        description: "Interpret each passage according to its literary genre and conventions.",
        category: "exegesis",
      },
      {
        title: "Mother-Tongue Scripture",
        description: "Use Bible translations in African languages to deepen understanding and communication.",
        category: "language",
      },
    ],
    assignments: [
      {
        unitIndex: 1,
        title: "Genres of Scripture Quiz",
        description: "A quiz identifying genres and the interpretive principles appropriate to each.",
        type: "quiz",
        dueInDays: -3,
        maxPoints: 100,
        instructions:
          "Complete 20 questions within 40 minutes. For each passage given, identify its genre and choose the principle that best guides its interpretation. Review chapters on narrative, psalms and parables in Fee and Stuart beforehand.",
        rubric: [
          { criterion: "Genre identification", points: 40 },
          { criterion: "Interpretive principles", points: 40 },
          { criterion: "Short-answer application", points: 20 },
        ],
      },
      {
        unitIndex: 0,
        title: "Exegetical Paper: The Good Samaritan",
        description: "An exegetical paper on Luke 10:25-37 applying the full interpretive method.",
        type: "exegesis",
        dueInDays: 10,
        maxPoints: 100,
        instructions:
          "Write 1,500 words on Luke 10:25-37 covering context, structure, key terms and the parable's main point. Interact with Augustine's famous allegorical reading and explain why it goes beyond the text. Close with applications on neighbour love across ethnic lines.",
        rubric: [
          { criterion: "Historical and literary context", points: 25 },
          { criterion: "Analysis of the text and its main point", points: 35 },
          { criterion: "Evaluation of allegorical readings", points: 20 },
          { criterion: "Faithful application", points: 20 },
        ],
      },
      {
        unitIndex: 3,
        title: "Translation Comparison Project",
        description: "Compare a passage in English and in your mother tongue and reflect on the differences.",
        type: "project",
        dueInDays: 29,
        maxPoints: 100,
        instructions:
          "Choose a passage of 10-15 verses, such as John 1:1-14 or Psalm 23, and compare two English versions with a translation in your mother tongue. Note key word choices and how they affect meaning. Suggest how you would explain any difficulties to your congregation.",
        rubric: [
          { criterion: "Careful comparison of translations", points: 40 },
          { criterion: "Insight into language and meaning", points: 35 },
          { criterion: "Pastoral application", points: 25 },
        ],
      },
    ],
    materials: [
      {
        unitIndex: 1,
        type: "textbook",
        title: "How to Read the Bible for All Its Worth",
        author: "Gordon D. Fee and Douglas Stuart",
        description: "A widely used guide to interpreting each genre of Scripture, with chapters on epistles, narratives, law, prophets, psalms, wisdom and Revelation.",
        isRequired: true,
        length: 304,
      },
      {
        unitIndex: 3,
        type: "video",
        title: "Reading Scripture in Kiswahili and English Side by Side",
        author: "Rev. Peter Odhiambo",
        description: "Faculty lecture comparing the Swahili Union Version and English translations, with lessons for multilingual congregations.",
        isRequired: true,
        length: 40,
      },
      {
        unitIndex: 3,
        type: "reading",
        title: "Translating the Message: The Missionary Impact on Culture (selected chapters)",
        author: "Lamin Sanneh",
        description: "Sanneh's influential argument that Bible translation into vernacular languages affirmed African cultures and fuelled the growth of the church.",
        isRequired: true,
        length: 90,
      },
    ],
    events: [
      {
        title: "Live class: reading Old Testament narrative",
        description: "Teaching on interpreting narrative, with practice from the life of David and the book of Ruth.",
        type: "class",
        startInDays: 3,
        startHourEat: 19,
        durationMinutes: 90,
        location: "Online (Jitsi)",
      },
      {
        title: "Exegetical paper due: Luke 10:25-37",
        description: "Submit your exegetical paper on the parable of the Good Samaritan by 23:59 EAT.",
        type: "assignment_due",
        startInDays: 10,
        startHourEat: 17,
        durationMinutes: 30,
        location: "Online (course portal)",
      },
      {
        title: "Bible translation day with a visiting translator",
        description: "A visiting Bible translator shares about translation work among Kenyan language communities and its challenges.",
        type: "event",
        startInDays: 22,
        startHourEat: 10,
        durationMinutes: 120,
        location: "Nairobi study centre",
      },
    ],
    meetings: [
      {
        title: "Translation project workshop",
        description: "Students share early findings from comparing English and mother-tongue translations.",
        startInDays: 20,
        startHourEat: 18,
        duration: 60,
        maxParticipants: 25,
        status: "scheduled",
        agenda: [
          "Choosing a suitable passage",
          "Tools for comparing translations",
          "Sharing examples from different languages",
        ],
      },
      {
        title: "Discussion: exegesis versus eisegesis",
        description: "Cohort discussion of common misreadings of popular texts such as Jeremiah 29:11 and Philippians 4:13.",
        startInDays: -6,
        startHourEat: 19,
        duration: 60,
        maxParticipants: 25,
        status: "completed",
        agenda: [
          "Examples of texts taken out of context",
          "Group work restoring the context",
          "Implications for preaching and teaching",
        ],
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    course: "Church History",
    certification: {
      name: "Certificate in African and Global Church History",
      description:
        "Surveys the history of the church from the early African fathers to the present, giving leaders a sense of Christianity's deep roots in Africa and lessons for today.",
      duration: "12 weeks",
      requirements: [
        "Complete all four units",
        "Submit the essay on an early African church father",
        "Complete the oral history project on a local church",
      ],
    },
    units: [
      {
        name: "The Early African Church",
        description:
          "Studies Christianity in North Africa and Egypt, including Tertullian, Cyprian, Athanasius and Augustine, and their lasting influence on Christian doctrine and practice.",
        estimatedDuration: 14,
        learningOutcomes: [
          "Describe the contributions of Tertullian, Cyprian, Athanasius and Augustine",
          "Explain how Alexandria and Carthage shaped early Christian thought",
          "Assess why North African Christianity declined after the seventh century",
        ],
      },
      {
        name: "Medieval and Reformation Christianity",
        description:
          "Traces the church through the medieval period to the Protestant Reformation, focusing on the recovery of Scripture, justification by faith and the Ethiopian Orthodox witness.",
        estimatedDuration: 12,
        learningOutcomes: [
          "Summarise the main causes and convictions of the Reformation",
          "Explain the principles of sola scriptura and sola fide",
          "Describe the survival of Ethiopian Christianity through the medieval era",
        ],
      },
      {
        name: "Missions and Colonial Africa",
        description:
          "Examines the modern missionary movement in Africa, from Johann Krapf's arrival at Mombasa in 1844 to Samuel Ajayi Crowther, and the complex relationship between mission and colonialism.",
        estimatedDuration: 12,
        learningOutcomes: [
          "Outline the major missionary movements in East and West Africa",
          "Evaluate the relationship between mission and colonial rule",
          "Recognise the central role of African evangelists and catechists",
        ],
      },
      {
        name: "African Christianity since 1900",
        description:
          "Surveys the East African Revival, African Instituted Churches, Pentecostal and charismatic growth, and Africa's emergence as a heartland of world Christianity.",
        estimatedDuration: 10,
        learningOutcomes: [
          "Describe the history and emphases of the East African Revival",
          "Explain the rise of African Instituted and Pentecostal churches",
          "Evaluate opportunities and dangers facing African Christianity today",
        ],
      },
    ],
    objectives: [
      {
        title: "Africa's Church Fathers",
        description: "Appreciate the early African theologians who helped shape orthodox Christian doctrine.",
        category: "history",
      },
      {
        title: "Reformation Heritage",
        description: "Explain the key convictions of the Reformation and their relevance today.",
        category: "history",
      },
      {
        title: "East African Revival",
        description: "Draw lessons for repentance and fellowship from the East African Revival.",
        category: "history",
      },
    ],
    assignments: [
      {
        unitIndex: 0,
        title: "Essay: An Early African Church Father",
        description: "An essay on the life, thought and legacy of Tertullian, Cyprian, Athanasius or Augustine.",
        type: "essay",
        dueInDays: -5,
        maxPoints: 100,
        instructions:
          "Choose one of the four fathers studied and write 1,500 words on his life, key writings and lasting contribution. Use at least one primary source, such as Athanasius' On the Incarnation or Augustine's Confessions. Explain what the African church today can learn from him.",
        rubric: [
          { criterion: "Historical accuracy and context", points: 30 },
          { criterion: "Engagement with a primary source", points: 30 },
          { criterion: "Lessons for today's African church", points: 25 },
          { criterion: "Writing and referencing", points: 15 },
        ],
      },
      {
        unitIndex: 2,
        title: "Case Study: Mission and Colonialism",
        description: "Evaluate a missionary station's record in education, health, land and relationships with local leaders.",
        type: "case_study",
        dueInDays: 14,
        maxPoints: 100,
        instructions:
          "Read the documents supplied on a mission station in central Kenya in the early 1900s. Identify the gospel fruit and the failings you observe. Write a balanced assessment of 1,000-1,200 words and suggest lessons for cross-cultural mission today.",
        rubric: [
          { criterion: "Careful use of the sources", points: 35 },
          { criterion: "Balanced historical judgement", points: 35 },
          { criterion: "Lessons for contemporary mission", points: 30 },
        ],
      },
      {
        unitIndex: 3,
        title: "Oral History of a Local Church",
        description: "Record and write up the story of a congregation through interviews with its elderly members.",
        type: "project",
        dueInDays: 38,
        maxPoints: 100,
        instructions:
          "Interview at least three older members or founders of a local church. Write a 2,000-word history covering its founding, growth, trials and revival movements. Include photographs or documents where possible and reflect on God's faithfulness through the story.",
        rubric: [
          { criterion: "Quality and range of interviews", points: 30 },
          { criterion: "Historical narrative and context", points: 30 },
          { criterion: "Theological reflection", points: 25 },
          { criterion: "Presentation and sources", points: 15 },
        ],
      },
    ],
    materials: [
      {
        unitIndex: 1,
        type: "textbook",
        title: "The Story of Christianity, Volume 1: The Early Church to the Dawn of the Reformation",
        author: "Justo L. Gonzalez",
        description: "A readable narrative history of the church from the apostles to the eve of the Reformation.",
        isRequired: true,
        length: 528,
      },
      {
        unitIndex: 3,
        type: "video",
        title: "The East African Revival and the Balokole",
        author: "Dr. Mary Nduta",
        description: "Faculty lecture on the revival that spread from Rwanda and Uganda into Kenya and Tanzania from the 1930s and its legacy today.",
        isRequired: true,
        length: 52,
      },
      {
        unitIndex: 0,
        type: "reading",
        title: "How Africa Shaped the Christian Mind",
        author: "Thomas C. Oden",
        description: "Oden argues that African thinkers decisively shaped early Christian exegesis, doctrine, monasticism and philosophy.",
        isRequired: true,
        length: 204,
      },
    ],
    events: [
      {
        title: "Live class: Augustine of Hippo",
        description: "Teaching on Augustine's life, conversion and theology of grace, with readings from the Confessions.",
        type: "class",
        startInDays: 7,
        startHourEat: 18,
        durationMinutes: 90,
        location: "Online (Jitsi)",
      },
      {
        title: "Mission and colonialism case study due",
        description: "Submit your case study by 23:59 EAT through the course portal.",
        type: "assignment_due",
        startInDays: 14,
        startHourEat: 17,
        durationMinutes: 30,
        location: "Online (course portal)",
      },
      {
        title: "Field visit: Krapf Memorial and early mission sites",
        description: "A guided visit to the site of the first CMS mission station at Rabai near Mombasa.",
        type: "event",
        startInDays: 25,
        startHourEat: 8,
        durationMinutes: 120,
        location: "Mombasa study centre",
      },
    ],
    meetings: [
      {
        title: "Planning the oral history project",
        description: "Guidance on interviewing elderly church members and recording their stories with care.",
        startInDays: 12,
        startHourEat: 19,
        duration: 60,
        maxParticipants: 25,
        status: "scheduled",
        agenda: [
          "Respectful interviewing and consent",
          "Key questions to ask about a church's history",
          "Organising and writing up the findings",
        ],
      },
      {
        title: "Discussion: why did North African Christianity decline?",
        description: "Cohort discussion on the decline of the church in North Africa and lessons for today.",
        startInDays: -11,
        startHourEat: 18,
        duration: 60,
        maxParticipants: 25,
        status: "completed",
        agenda: [
          "Summary of the historical factors",
          "The role of mother-tongue Scripture and discipleship",
          "Lessons for the church in Africa today",
        ],
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    course: "Missions",
    certification: {
      name: "Certificate in Missions and Intercultural Ministry",
      description:
        "Prepares church leaders to understand God's mission across Scripture and to mobilise African churches for cross-cultural and urban gospel witness.",
      duration: "10 weeks",
      requirements: [
        "Complete all four units",
        "Submit a profile of an unreached people group",
        "Submit the case study on gospel and culture",
        "Attend the missions mobilisation event or an approved alternative",
      ],
    },
    units: [
      {
        name: "The Mission of God in Scripture",
        description:
          "Traces God's missionary purpose from the promise to Abraham through Israel's calling, the Great Commission and the vision of every nation before the throne in Revelation 7.",
        estimatedDuration: 12,
        learningOutcomes: [
          "Explain mission as rooted in the character and purpose of God",
          "Trace the theme of the nations through both Testaments",
          "Relate evangelism, discipleship and social concern within mission",
        ],
      },
      {
        name: "The Shift to the Global South",
        description:
          "Examines the growth of Christianity in Africa, Asia and Latin America and what it means for Africa to be a centre, not a margin, of world Christianity.",
        estimatedDuration: 8,
        learningOutcomes: [
          "Describe the demographic shift of world Christianity",
          "Explain Kwame Bediako's view of Christianity as an African religion",
          "Identify the responsibilities this shift places on African churches",
        ],
      },
      {
        name: "Gospel and Culture",
        description:
          "Addresses contextualisation and syncretism, including initiation rites, bride price, funerals and ancestral practices, and how churches can respond with biblical wisdom.",
        estimatedDuration: 14,
        learningOutcomes: [
          "Define contextualisation and syncretism",
          "Apply a process of critical contextualisation to a cultural practice",
          "Guide a congregation in discerning which customs to keep, transform or reject",
        ],
      },
      {
        name: "Mission from Africa",
        description:
          "Considers African churches sending missionaries to unreached peoples in the Sahel, the Horn of Africa and beyond, as well as mission in fast-growing cities and the diaspora.",
        estimatedDuration: 10,
        learningOutcomes: [
          "Research and profile an unreached people group",
          "Describe models of mission sending and support from African churches",
          "Plan a strategy for urban ministry among migrants and students",
        ],
      },
    ],
    objectives: [
      {
        title: "Missio Dei Foundations",
        description: "Ground the church's mission in the missionary heart and purpose of God.",
        category: "doctrine",
      },
      {
        title: "Critical Contextualisation",
        description: "Evaluate cultural practices biblically, avoiding both foreignness and syncretism.",
        category: "practice",
      },
      {
        title: "Reaching the Unreached",
        description: "Mobilise local churches to pray for, send and support cross-cultural workers.",
        category: "ministry",
      },
    ],
    assignments: [
      {
        unitIndex: 0,
        title: "The Nations from Genesis to Revelation",
        description: "An essay on God's purpose for the nations as the foundation of mission.",
        type: "essay",
        dueInDays: -2,
        maxPoints: 100,
        instructions:
          "Write 1,200-1,500 words tracing God's purpose for the nations from Genesis 12 to Revelation 7:9-10. Engage with Christopher Wright's argument that mission is God's before it is ours. Explain what this means for an African congregation's priorities.",
        rubric: [
          { criterion: "Biblical tracing of the theme", points: 40 },
          { criterion: "Engagement with course readings", points: 25 },
          { criterion: "Application to the local church", points: 25 },
          { criterion: "Writing and referencing", points: 10 },
        ],
      },
      {
        unitIndex: 2,
        title: "Case Study: Initiation Rites and the Church",
        description: "Respond to a community initiation ceremony that includes traditional sacrifices and instruction.",
        type: "case_study",
        dueInDays: 16,
        maxPoints: 100,
        instructions:
          "Read the case of Christian families in a rural parish preparing their sons for a community initiation ceremony. Use the four steps of critical contextualisation to assess each element of the rite. Recommend how the church could offer a Christ-centred alternative that honours the community.",
        rubric: [
          { criterion: "Understanding of the cultural practice", points: 25 },
          { criterion: "Biblical evaluation of each element", points: 40 },
          { criterion: "Wise, practical recommendations", points: 35 },
        ],
      },
      {
        unitIndex: 3,
        title: "Unreached People Group Profile",
        description: "Research an unreached people group in Africa and propose how your church could engage them.",
        type: "project",
        dueInDays: 36,
        maxPoints: 100,
        instructions:
          "Choose an unreached people group in East Africa or the Sahel and research their language, religion, history and access to Scripture. Present a 1,500-word profile with a prayer guide. Propose realistic steps for your church to pray, give and go.",
        rubric: [
          { criterion: "Depth and accuracy of research", points: 35 },
          { criterion: "Quality of the prayer guide", points: 20 },
          { criterion: "Realistic mobilisation plan", points: 35 },
          { criterion: "Presentation", points: 10 },
        ],
      },
    ],
    materials: [
      {
        unitIndex: 0,
        type: "textbook",
        title: "The Mission of God: Unlocking the Bible's Grand Narrative",
        author: "Christopher J. H. Wright",
        description: "Wright reads the whole Bible through the lens of God's mission to bless all nations and renew creation.",
        isRequired: true,
        length: 581,
      },
      {
        unitIndex: 3,
        type: "video",
        title: "Sending from Africa: Kenyan Churches in Cross-Cultural Mission",
        author: "Rev. Daniel Mutua",
        description: "Faculty lecture with stories of Kenyan missionaries serving in northern Kenya, South Sudan and the Arabian Peninsula.",
        isRequired: true,
        length: 47,
      },
      {
        unitIndex: 1,
        type: "reading",
        title: "Christianity in Africa: The Renewal of a Non-Western Religion (selected chapters)",
        author: "Kwame Bediako",
        description: "The Ghanaian theologian's account of how African Christianity recovers the faith as truly at home in Africa.",
        isRequired: true,
        length: 110,
      },
    ],
    events: [
      {
        title: "Live class: contextualisation and syncretism",
        description: "Teaching on critical contextualisation with examples from funerals, dowry negotiations and naming ceremonies.",
        type: "class",
        startInDays: 4,
        startHourEat: 19,
        durationMinutes: 90,
        location: "Online (Jitsi)",
      },
      {
        title: "Initiation rites case study due",
        description: "Submit your case study through the course portal by 23:59 EAT.",
        type: "assignment_due",
        startInDays: 16,
        startHourEat: 17,
        durationMinutes: 30,
        location: "Online (course portal)",
      },
      {
        title: "Missions mobilisation conference",
        description: "A one-day gathering with mission agencies, returning missionaries and prayer for unreached peoples.",
        type: "event",
        startInDays: 29,
        startHourEat: 9,
        durationMinutes: 120,
        location: "Nairobi study centre",
      },
    ],
    meetings: [
      {
        title: "Researching unreached people groups",
        description: "Guidance on sources, prayer guides and contacting mission agencies for the final project.",
        startInDays: 10,
        startHourEat: 18,
        duration: 60,
        maxParticipants: 25,
        status: "scheduled",
        agenda: [
          "Reliable sources for people group research",
          "Examples of effective prayer guides",
          "Students share their chosen people groups",
        ],
      },
      {
        title: "Discussion: Africa at the centre of world Christianity",
        description: "Cohort discussion of Bediako's reading and the responsibilities of African churches today.",
        startInDays: -5,
        startHourEat: 19,
        duration: 60,
        maxParticipants: 25,
        status: "completed",
        agenda: [
          "Key ideas from the Bediako chapters",
          "Opportunities and weaknesses in African churches",
          "Prayer for mission from Africa",
        ],
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    course: "Pastoral Theology",
    certification: {
      name: "Certificate in Pastoral Care and Counselling",
      description:
        "Equips pastors to shepherd God's people through the seasons of life, including grief, conflict, marriage and family, with biblical wisdom and compassion.",
      duration: "12 weeks",
      requirements: [
        "Complete all four units",
        "Keep and submit a supervised pastoral visitation journal",
        "Submit a premarital counselling curriculum",
        "Attend at least three live sessions or counselling role-plays",
      ],
    },
    units: [
      {
        name: "The Shepherd's Calling",
        description:
          "Studies the biblical picture of the pastor as shepherd from Ezekiel 34, John 10 and 1 Peter 5, and the shepherd's task of knowing, feeding, leading and protecting the flock.",
        estimatedDuration: 10,
        learningOutcomes: [
          "Describe the shepherd model of pastoral ministry",
          "Contrast faithful shepherds with the false shepherds of Ezekiel 34",
          "Plan regular visitation and care for members",
        ],
      },
      {
        name: "Care in Suffering, Grief and Trauma",
        description:
          "Prepares pastors to care for people facing bereavement, illness including HIV, domestic violence, mental health struggles and trauma from conflict or displacement.",
        estimatedDuration: 16,
        learningOutcomes: [
          "Provide biblical comfort to the grieving using the Psalms of lament",
          "Recognise signs of depression and trauma and refer appropriately",
          "Respond safely and wisely to disclosures of abuse",
        ],
      },
      {
        name: "Marriage, Family and Life Passages",
        description:
          "Addresses premarital counselling, marriage conflict, dowry negotiations, childlessness and Christian funerals, where church teaching meets family and community expectations.",
        estimatedDuration: 14,
        learningOutcomes: [
          "Design a premarital counselling programme",
          "Counsel couples on biblical roles, finances and extended family pressures",
          "Conduct funerals that honour the departed and proclaim the gospel",
        ],
      },
      {
        name: "Caring for the Pastor",
        description:
          "Considers the pastor's own soul: burnout, loneliness, financial strain, temptation and the need for friendship, accountability and rest.",
        estimatedDuration: 6,
        learningOutcomes: [
          "Recognise warning signs of burnout in yourself and others",
          "Build structures of accountability and friendship",
          "Cultivate personal devotion as the root of ministry",
        ],
      },
    ],
    objectives: [
      {
        title: "Shepherding the Flock",
        description: "Know, feed, lead and protect the members of the congregation entrusted to you.",
        category: "ministry",
      },
      {
        title: "Grief and Trauma Care",
        description: "Offer wise, compassionate and safe care to those who suffer.",
        category: "practice",
      },
      {
        title: "Christian Funerals",
        description: "Lead funerals that comfort families and proclaim the resurrection hope.",
        category: "ministry",
      },
    ],
    assignments: [
      {
        unitIndex: 0,
        title: "Pastoral Visitation Journal",
        description: "A reflective journal of at least six pastoral visits made during the course.",
        type: "reflection",
        dueInDays: -1,
        maxPoints: 100,
        instructions:
          "Record six pastoral visits, protecting confidentiality by using no real names. For each, note the situation, the Scripture you shared and how you prayed. Conclude with a reflection on what you learned about yourself as a shepherd.",
        rubric: [
          { criterion: "Completeness and confidentiality of records", points: 25 },
          { criterion: "Appropriate use of Scripture and prayer", points: 35 },
          { criterion: "Depth of self-reflection", points: 40 },
        ],
      },
      {
        unitIndex: 1,
        title: "Case Study: A Family in Crisis",
        description: "Respond to a family facing the sudden death of a father, inheritance disputes and pressure to perform traditional rites.",
        type: "case_study",
        dueInDays: 12,
        maxPoints: 100,
        instructions:
          "Read the case study in the unit materials. Describe how you would care for the widow and children in the first week, the first month and the first year. Explain how you would handle demands for traditional rites and protect the widow's rights to property.",
        rubric: [
          { criterion: "Compassionate and practical care plan", points: 40 },
          { criterion: "Biblical and theological grounding", points: 30 },
          { criterion: "Wisdom in handling family and cultural pressures", points: 30 },
        ],
      },
      {
        unitIndex: 2,
        title: "Premarital Counselling Curriculum",
        description: "Design a six-session premarital counselling course for couples in your church.",
        type: "project",
        dueInDays: 31,
        maxPoints: 100,
        instructions:
          "Produce an outline for six sessions covering the gospel and marriage, communication, finances, sexuality, conflict and extended family expectations including dowry. Include Scripture passages, discussion questions and homework for each session. Write a short introduction explaining your approach.",
        rubric: [
          { criterion: "Biblical foundation of each session", points: 35 },
          { criterion: "Cultural relevance and realism", points: 30 },
          { criterion: "Usability of materials and questions", points: 25 },
          { criterion: "Introduction and presentation", points: 10 },
        ],
      },
    ],
    materials: [
      {
        unitIndex: 0,
        type: "textbook",
        title: "Skilful Shepherds: Explorations in Pastoral Theology",
        author: "Derek Tidball",
        description: "A survey of the biblical foundations and historical models of pastoral care, with application to contemporary ministry.",
        isRequired: true,
        length: 368,
      },
      {
        unitIndex: 1,
        type: "video",
        title: "Walking with the Grieving: Pastoral Care at Funerals",
        author: "Rev. Dr. John Kamau",
        description: "Faculty lecture on caring for bereaved families before, during and after burial, including common cultural pressures.",
        isRequired: true,
        length: 44,
      },
      {
        unitIndex: 3,
        type: "reading",
        title: "Confessions (Books 1-9)",
        author: "Augustine of Hippo",
        description: "The North African bishop's account of his restless heart, conversion and the grace of God, a classic of Christian spirituality.",
        isRequired: false,
        length: 180,
      },
    ],
    events: [
      {
        title: "Live class: lament and pastoral comfort",
        description: "Teaching on using the Psalms of lament in caring for the suffering, with role-play practice.",
        type: "class",
        startInDays: 5,
        startHourEat: 18,
        durationMinutes: 90,
        location: "Online (Jitsi)",
      },
      {
        title: "Family in crisis case study due",
        description: "Submit your case study response through the course portal by 23:59 EAT.",
        type: "assignment_due",
        startInDays: 12,
        startHourEat: 17,
        durationMinutes: 30,
        location: "Online (course portal)",
      },
      {
        title: "Pastors' retreat day",
        description: "A day of rest, prayer and fellowship for pastors and their spouses, with teaching on caring for the shepherd.",
        type: "event",
        startInDays: 26,
        startHourEat: 9,
        durationMinutes: 120,
        location: "Eldoret study centre",
      },
    ],
    meetings: [
      {
        title: "Counselling role-play session",
        description: "Practice responding to common pastoral situations in pairs with faculty observation.",
        startInDays: 9,
        startHourEat: 19,
        duration: 60,
        maxParticipants: 25,
        status: "scheduled",
        agenda: [
          "Principles of listening and confidentiality",
          "Role-plays: grief, marriage conflict and depression",
          "Debrief and feedback",
        ],
      },
      {
        title: "Discussion: when to refer",
        description: "Cohort discussion on recognising situations that need medical, legal or professional counselling support.",
        startInDays: -8,
        startHourEat: 18,
        duration: 60,
        maxParticipants: 25,
        status: "completed",
        agenda: [
          "Signs of depression, suicide risk and abuse",
          "Building a local referral list",
          "Pastoral care alongside professional help",
        ],
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    course: "New Testament Theology",
    certification: {
      name: "Certificate in New Testament Theology",
      description:
        "Explores the major theological themes of the New Testament, from the kingdom of God in the Gospels to Paul's gospel and the hope of Revelation.",
      duration: "12 weeks",
      requirements: [
        "Complete all four units",
        "Submit an exegetical paper on Romans 3:21-26",
        "Submit the essay on the kingdom and the prosperity gospel",
        "Pass the Johannine themes quiz with at least 60%",
      ],
    },
    units: [
      {
        name: "The Kingdom of God in the Synoptic Gospels",
        description:
          "Studies Jesus' proclamation of the kingdom of God as both present in his ministry and still to come in fullness, and its demands on disciples.",
        estimatedDuration: 14,
        learningOutcomes: [
          "Explain the 'already and not yet' of the kingdom",
          "Interpret key kingdom parables in Matthew 13 and Mark 4",
          "Relate kingdom ethics in the Sermon on the Mount to daily life",
        ],
      },
      {
        name: "Johannine Theology: Life in the Son",
        description:
          "Examines John's portrait of Jesus as the eternal Word made flesh, the signs and 'I am' sayings, and the promise of eternal life through believing.",
        estimatedDuration: 10,
        learningOutcomes: [
          "Describe John's Christology from the prologue and 'I am' sayings",
          "Explain the purpose of the signs in John's Gospel",
          "Summarise John's teaching on the Spirit and eternal life",
        ],
      },
      {
        name: "Paul's Gospel: Justification and Union with Christ",
        description:
          "Explores Paul's teaching on the righteousness of God, justification by faith, union with Christ, life in the Spirit and the one new people of Jew and Gentile.",
        estimatedDuration: 16,
        learningOutcomes: [
          "Explain justification by faith from Romans and Galatians",
          "Describe union with Christ as a central Pauline theme",
          "Apply the unity of Jew and Gentile to ethnic division in churches",
        ],
      },
      {
        name: "Hope and Perseverance: Hebrews to Revelation",
        description:
          "Studies how Hebrews, 1 Peter and Revelation encourage suffering believers to persevere in faith, looking to Christ's priesthood, victory and return.",
        estimatedDuration: 10,
        learningOutcomes: [
          "Explain Christ's high priesthood in Hebrews",
          "Describe the theology of suffering in 1 Peter",
          "Interpret Revelation as a message of hope for persecuted churches",
        ],
      },
    ],
    objectives: [
      {
        title: "Already and Not Yet",
        description: "Explain the present and future dimensions of God's kingdom in Jesus' teaching.",
        category: "doctrine",
      },
      {
        title: "Justification by Faith",
        description: "Teach clearly that sinners are declared righteous by grace through faith in Christ.",
        category: "doctrine",
      },
      {
        title: "Suffering and Hope",
        description: "Interpret New Testament teaching on suffering for churches facing hardship and persecution.",
        category: "exegesis",
      },
    ],
    assignments: [
      {
        unitIndex: 1,
        title: "Johannine Themes Quiz",
        description: "An online quiz on the signs, 'I am' sayings and key themes of John's Gospel.",
        type: "quiz",
        dueInDays: -3,
        maxPoints: 100,
        instructions:
          "Answer 25 questions within 45 minutes. The quiz covers the prologue, the seven signs, the 'I am' sayings and the farewell discourse. Read John 1-17 in full before attempting it.",
        rubric: [
          { criterion: "Signs and 'I am' sayings", points: 40 },
          { criterion: "Prologue and Christology", points: 30 },
          { criterion: "The Spirit and eternal life", points: 30 },
        ],
      },
      {
        unitIndex: 2,
        title: "Exegetical Paper: Romans 3:21-26",
        description: "An exegetical study of Paul's central statement of the righteousness of God and the atonement.",
        type: "exegesis",
        dueInDays: 17,
        maxPoints: 100,
        instructions:
          "Write 1,500-2,000 words on Romans 3:21-26, examining its place in the argument of Romans and the key terms righteousness, redemption and propitiation. Engage with at least two commentaries. Conclude with how this passage answers the anxiety of believers who fear they must earn God's favour.",
        rubric: [
          { criterion: "Context within Romans", points: 20 },
          { criterion: "Analysis of key terms and syntax", points: 40 },
          { criterion: "Use of commentaries", points: 20 },
          { criterion: "Theological and pastoral conclusion", points: 20 },
        ],
      },
      {
        unitIndex: 0,
        title: "The Kingdom and the Prosperity Gospel",
        description: "An essay comparing Jesus' teaching on the kingdom with prosperity gospel promises.",
        type: "essay",
        dueInDays: 33,
        maxPoints: 100,
        instructions:
          "In 1,500 words, compare Jesus' teaching on wealth, suffering and the kingdom in Luke 6 and Luke 12 with the message that faith guarantees health and wealth now. Explain how the 'already and not yet' corrects over-realised hopes. Suggest how to teach this in a congregation facing real poverty.",
        rubric: [
          { criterion: "Exegesis of Luke's kingdom teaching", points: 35 },
          { criterion: "Fair analysis of prosperity teaching", points: 25 },
          { criterion: "Theological argument", points: 25 },
          { criterion: "Pastoral application", points: 15 },
        ],
      },
    ],
    materials: [
      {
        unitIndex: 0,
        type: "textbook",
        title: "A Theology of the New Testament",
        author: "George Eldon Ladd",
        description: "A standard evangelical New Testament theology, especially influential for its account of the kingdom of God as present and future.",
        isRequired: true,
        length: 764,
      },
      {
        unitIndex: 2,
        type: "video",
        title: "Union with Christ in Paul's Letters",
        author: "Dr. Faith Achieng",
        description: "Faculty lecture on the phrase 'in Christ' in Paul and its meaning for identity in communities shaped by clan and ethnicity.",
        isRequired: true,
        length: 49,
      },
      {
        unitIndex: 1,
        type: "reading",
        title: "On the Incarnation",
        author: "Athanasius of Alexandria",
        description: "The fourth-century Egyptian bishop's classic explanation of why the Word became flesh to restore humanity and defeat death.",
        isRequired: true,
        length: 120,
      },
    ],
    events: [
      {
        title: "Live class: the kingdom parables",
        description: "Teaching on the parables of Matthew 13 and the present and future kingdom.",
        type: "class",
        startInDays: 2,
        startHourEat: 18,
        durationMinutes: 90,
        location: "Online (Jitsi)",
      },
      {
        title: "Romans 3 exegetical paper due",
        description: "Submit your exegetical paper on Romans 3:21-26 by 23:59 EAT.",
        type: "assignment_due",
        startInDays: 17,
        startHourEat: 17,
        durationMinutes: 30,
        location: "Online (course portal)",
      },
      {
        title: "Reading Revelation in times of trouble",
        description: "An evening seminar on how Revelation has encouraged persecuted churches, from Roman North Africa to the present.",
        type: "event",
        startInDays: 23,
        startHourEat: 17,
        durationMinutes: 120,
        location: "Nairobi study centre",
      },
    ],
    meetings: [
      {
        title: "Study group: reading Romans 3 in Greek and English",
        description: "Working session on the key terms of Romans 3:21-26 in preparation for the exegetical paper.",
        startInDays: 11,
        startHourEat: 19,
        duration: 60,
        maxParticipants: 25,
        status: "scheduled",
        agenda: [
          "The flow of Paul's argument in Romans 1-3",
          "Key terms: righteousness, redemption, propitiation",
          "Questions on commentaries and sources",
        ],
      },
      {
        title: "Discussion: Athanasius on the Incarnation",
        description: "Cohort discussion of Athanasius' argument and its connection to John's prologue.",
        startInDays: -14,
        startHourEat: 18,
        duration: 60,
        maxParticipants: 25,
        status: "completed",
        agenda: [
          "Summary of Athanasius' main argument",
          "Connections with John 1:1-18",
          "Why the incarnation matters for preaching today",
        ],
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    course: "Old Testament Theology",
    certification: {
      name: "Certificate in Old Testament Theology",
      description:
        "Surveys the theology of the Old Testament, showing how creation, covenant, law, prophecy and wisdom reveal the God of Israel and prepare for Christ.",
      duration: "12 weeks",
      requirements: [
        "Complete all four units",
        "Submit an exegetical paper on a prophetic text",
        "Submit the essay comparing biblical and African wisdom",
      ],
    },
    units: [
      {
        name: "Creation and the God of Israel",
        description:
          "Studies Genesis 1-11 and the Old Testament portrait of God as the sovereign Creator, distinct from the gods of the nations and from ancestral or territorial spirits.",
        estimatedDuration: 12,
        learningOutcomes: [
          "Explain the theology of creation in Genesis 1-2",
          "Contrast the God of Israel with the gods of the ancient Near East",
          "Apply the doctrine of creation to work, stewardship and the environment",
        ],
      },
      {
        name: "Covenant and Law",
        description:
          "Examines the Sinai covenant, the Ten Commandments and the purpose of the law for Israel, and how Christians read Old Testament law today.",
        estimatedDuration: 14,
        learningOutcomes: [
          "Describe the structure and purpose of the Sinai covenant",
          "Explain the relationship between grace and law in Exodus 19-20",
          "Apply the principles of Old Testament law to Christian ethics",
        ],
      },
      {
        name: "The Prophets and Justice",
        description:
          "Explores the prophets' call to covenant faithfulness, their critique of idolatry, injustice and corruption, and their promises of a coming Messiah and new covenant.",
        estimatedDuration: 14,
        learningOutcomes: [
          "Summarise the message of the eighth-century prophets",
          "Relate prophetic calls for justice to corruption and land grabbing today",
          "Trace messianic promises in Isaiah, Jeremiah and Ezekiel",
        ],
      },
      {
        name: "Wisdom and Worship",
        description:
          "Studies Proverbs, Job, Ecclesiastes and the Psalms, including the fear of the Lord, suffering and lament, and comparisons with African proverbial wisdom.",
        estimatedDuration: 10,
        learningOutcomes: [
          "Explain the fear of the Lord as the beginning of wisdom",
          "Compare biblical wisdom with African proverbs",
          "Use the Psalms to shape personal and congregational worship",
        ],
      },
    ],
    objectives: [
      {
        title: "Creator and Creation",
        description: "Teach the biblical doctrine of God as Creator and its implications for life in Africa.",
        category: "doctrine",
      },
      {
        title: "Prophetic Justice",
        description: "Apply the prophets' call for justice and faithfulness to public and church life.",
        category: "ministry",
      },
      {
        title: "Hebrew Word Studies",
        description: "Use basic Hebrew tools to study key Old Testament terms such as hesed and shalom.",
        category: "language",
      },
    ],
    assignments: [
      {
        unitIndex: 1,
        title: "Grace Before Law: Exodus 19-20",
        description: "A reflection on the order of redemption and law in the Sinai covenant.",
        type: "reflection",
        dueInDays: -4,
        maxPoints: 100,
        instructions:
          "Reflect in 800-1,000 words on why God redeemed Israel from Egypt before giving the Ten Commandments. Explain what this order teaches about grace and obedience. Note how it challenges legalism in churches that you know.",
        rubric: [
          { criterion: "Understanding of Exodus 19-20", points: 40 },
          { criterion: "Theological insight on grace and law", points: 35 },
          { criterion: "Application to church life", points: 25 },
        ],
      },
      {
        unitIndex: 2,
        title: "Exegetical Paper: Amos 5:18-24",
        description: "An exegetical study of Amos' critique of worship without justice.",
        type: "exegesis",
        dueInDays: 19,
        maxPoints: 100,
        instructions:
          "Write 1,500 words on Amos 5:18-24, covering historical background, structure and key Hebrew terms such as mishpat and tsedaqah. Explain the meaning of 'the day of the Lord' in this passage. Apply the text carefully to worship and justice in your own national context.",
        rubric: [
          { criterion: "Historical background", points: 20 },
          { criterion: "Structure and key terms", points: 35 },
          { criterion: "Interpretation of the day of the Lord", points: 20 },
          { criterion: "Careful contemporary application", points: 25 },
        ],
      },
      {
        unitIndex: 3,
        title: "Proverbs and African Wisdom",
        description: "An essay comparing selected biblical proverbs with proverbs from your own culture.",
        type: "essay",
        dueInDays: 37,
        maxPoints: 100,
        instructions:
          "Select five proverbs from Proverbs 10-15 and five from your own language or culture on similar themes. Compare their assumptions and values, noting where they agree and where the fear of the Lord makes a difference. Explain how you might use proverbs in teaching.",
        rubric: [
          { criterion: "Selection and explanation of proverbs", points: 30 },
          { criterion: "Comparative analysis", points: 35 },
          { criterion: "Centrality of the fear of the Lord", points: 20 },
          { criterion: "Teaching application", points: 15 },
        ],
      },
    ],
    materials: [
      {
        unitIndex: 0,
        type: "textbook",
        title: "An Old Testament Theology: An Exegetical, Canonical, and Thematic Approach",
        author: "Bruce K. Waltke with Charles Yu",
        description: "A comprehensive Old Testament theology tracing the themes of God's kingdom and covenants through each part of the canon.",
        isRequired: true,
        length: 1040,
      },
      {
        unitIndex: 3,
        type: "video",
        title: "The Psalms of Lament in African Worship",
        author: "Rev. Moses Wekesa",
        description: "Faculty lecture on recovering lament in churches where worship is often limited to celebration and praise.",
        isRequired: false,
        length: 38,
      },
      {
        unitIndex: 2,
        type: "reading",
        title: "Africa Bible Commentary (selected articles and commentary on Amos)",
        author: "Tokunboh Adeyemo (ed.)",
        description: "A one-volume commentary by African scholars; read the commentary on Amos and the articles on ancestors, land and corruption.",
        isRequired: true,
        length: 60,
      },
    ],
    events: [
      {
        title: "Live class: creation and the gods of the nations",
        description: "Teaching on Genesis 1 and the uniqueness of the Creator, with discussion of territorial spirits and traditional cosmology.",
        type: "class",
        startInDays: 1,
        startHourEat: 19,
        durationMinutes: 90,
        location: "Online (Jitsi)",
      },
      {
        title: "Amos exegetical paper due",
        description: "Submit your exegetical paper on Amos 5:18-24 by 23:59 EAT.",
        type: "assignment_due",
        startInDays: 19,
        startHourEat: 17,
        durationMinutes: 30,
        location: "Online (course portal)",
      },
      {
        title: "Introduction to biblical Hebrew tools",
        description: "A hands-on workshop on using lexicons, interlinears and free Bible software for Hebrew word studies.",
        type: "event",
        startInDays: 13,
        startHourEat: 10,
        durationMinutes: 120,
        location: "Nairobi study centre",
      },
    ],
    meetings: [
      {
        title: "Discussion: the prophets and corruption today",
        description: "Cohort discussion on applying Amos and Micah to public life without partisanship.",
        startInDays: 7,
        startHourEat: 18,
        duration: 60,
        maxParticipants: 25,
        status: "scheduled",
        agenda: [
          "Reading of Micah 6:6-8 and prayer",
          "How the prophets confronted kings and people",
          "Faithful prophetic preaching in our context",
        ],
      },
      {
        title: "Review session: covenant and law",
        description: "Question-and-answer session on the Sinai covenant and how Christians read Old Testament law.",
        startInDays: -4,
        startHourEat: 19,
        duration: 60,
        maxParticipants: 25,
        status: "completed",
        agenda: [
          "Moral, civil and ceremonial categories and their limits",
          "Reading law in light of Christ",
          "Questions on the reflection assignment",
        ],
      },
    ],
  },
];
