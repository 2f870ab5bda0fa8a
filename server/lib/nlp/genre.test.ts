import { describe, expect, it } from 'vitest';
import { readPassage } from './passage.ts';

// One passage of each kind per language, written for this test (Scripture in public-domain versions).
const cases: [string, string, string][] = [
  [
    'confession',
    'en',
    'We believe that God created all things from nothing. We confess that salvation is a gift of grace received through faith. We reject every teaching that makes the ancestors mediators between God and his people.',
  ],
  [
    'confession',
    'fr',
    'Nous croyons que Dieu a créé toutes choses. Nous confessons que le salut est un don de la grâce reçu par la foi. Nous rejetons tout enseignement qui fait des ancêtres des médiateurs.',
  ],
  [
    'confession',
    'sw',
    'Tunaamini kwamba Mungu aliumba vitu vyote. Tunakiri kwamba wokovu ni zawadi ya neema inayopokelewa kwa imani. Tunakataa kila fundisho linalowafanya mababu kuwa wapatanishi.',
  ],
  ['confession', 'ar', 'نؤمن بأن الله خلق كل شيء. ونعترف بأن الخلاص عطية النعمة بالإيمان. ونرفض كل تعليم يجعل الأجداد وسطاء بين الله وشعبه.'],
  [
    'law',
    'en',
    'You shall not steal. You shall not bear false witness against your neighbour. If you lend money to the poor among you, you shall not charge him interest.',
  ],
  [
    'law',
    'fr',
    'Tu ne déroberas point. Tu ne porteras point de faux témoignage contre ton prochain. Si tu prêtes de l’argent au pauvre, tu ne lui imposeras point d’intérêt.',
  ],
  ['law', 'ar', 'لَا تَسْرِقْ. لَا تَشْهَدْ عَلَى قَرِيبِكَ شَهَادَةَ زُورٍ. وَلَا تَأْخُذْ رِبًا مِنَ الْفَقِيرِ.'],
  ['poetry', 'en', 'O LORD, my soul waits for you. I lift up my eyes to the hills. My help comes from the LORD, who made heaven and earth.'],
  ['prophecy', 'en', 'Thus says the LORD: Comfort my people. In that day the lame shall leap like a deer. Woe to those who call evil good.'],
  [
    'sermon',
    'en',
    'Brothers and sisters, we come to the table hungry, and that is no shame. Some of you stayed away this month. Listen: no one here is worthy, and that is why the table is set.',
  ],
  [
    'biography',
    'en',
    'Samuel Ajayi Crowther was born in Osogun around 1809. Crowther was sold as a slave in 1821 and freed the next year. In 1864 Crowther became the first African Anglican bishop, and Crowther died in Lagos in 1891.',
  ],
  [
    'history',
    'en',
    'In 1910 the World Missionary Conference met in Edinburgh. Over a thousand delegates came from mission societies. In 1921 the conference led to the International Missionary Council.',
  ],
  [
    'argument',
    'en',
    'Faith does not begin where reason ends. Therefore a faith that refuses every question becomes superstition. Reason cannot tell us why there is a world at all, and thus it must receive what faith gives.',
  ],
  // Kinds read from marks other than the first ones: a catechism's questions and answers, an oracle with no formula, a letter of
  // Scripture, a life told with "he", a Swahili psalm, an Arabic story printed without its vowels, a French argument.
  [
    'confession',
    'fr',
    'Question 1. Qu’est-ce que le baptême ? Réponse : C’est le signe que Dieu nous lave de nos péchés par le sang du Christ. Question 2. Faut-il le recevoir plusieurs fois ? Réponse : Non, car il y a un seul Seigneur et une seule foi.',
  ],
  [
    'confession',
    'sw',
    'Swali: Meza ya Bwana ni nini? Jibu: Ni chakula ambacho Bwana aliweka ili tumkumbuke. Swali: Ni nani wanaopaswa kuipokea? Jibu: Wote waliobatizwa wanaomwamini Kristo na kutubu dhambi zao.',
  ],
  [
    'prophecy',
    'en',
    'And when ye spread forth your hands, I will hide mine eyes from you: yea, when ye make many prayers, I will not hear: your hands are full of blood. Wash you, make you clean; put away the evil of your doings from before mine eyes; cease to do evil.',
  ],
  [
    'epistle',
    'en',
    'My brethren, count it all joy when ye fall into divers temptations; Knowing this, that the trying of your faith worketh patience. But let patience have her perfect work, that ye may be perfect and entire, wanting nothing.',
  ],
  [
    'biography',
    'en',
    'Apolo Kivebulaya was born around 1864 in Buganda. He was baptised in 1895 and went as a catechist to Toro. He later crossed into the Congo forest, where he worked among the Mbuti. He learned their language, built churches and trained teachers. He died in 1933 and was buried at Mboga.',
  ],
  [
    'poetry',
    'sw',
    'BWANA ndiye mchungaji wangu, sitapungukiwa na kitu. Katika malisho ya majani mabichi hunilaza, kando ya maji ya utulivu huniongoza. Hunihuisha nafsi yangu, na kuniongoza katika njia za haki kwa ajili ya jina lake.',
  ],
  [
    'narrative',
    'ar',
    'ثم خرج يسوع إلى البحر. فجاء إليه الجمع كله فعلمهم. وفيما هو مجتاز رأى لاوي بن حلفى جالسا عند مكان الجباية، فقال له: اتبعني. فقام وتبعه.',
  ],
  [
    'argument',
    'fr',
    'Faut-il baptiser les petits enfants ? Certains répondent non, car la foi doit précéder le signe. Mais la promesse est pour les parents et pour leurs enfants ; le signe peut donc précéder la foi qu’il appelle. Il ne s’ensuit pas que le baptême sauve sans la foi.',
  ],
  // Parallel lines are verse; "vous" in a quotation is someone in the story (a life written for this test).
  [
    'poetry',
    'en',
    'There is a time to sow, and a time to reap; a time to build, and a time to tear down; a time to keep silent, and a time to speak; a time to grieve, and a time to rejoice. God gives each its hour, and none of them lasts.',
  ],
  [
    'biography',
    'fr',
    'Anne Wanjiru naît en 1931 près de Nyeri. Elle devient institutrice en 1950 et enseigne dans une école de mission. En 1969, arrêtée pour avoir caché des réfugiés, elle dit au juge : « Je vous pardonne, car vous ne savez pas ce que vous faites. » Elle meurt en 1990 à Nairobi.',
  ],
];

describe('reading the genre of a passage', () => {
  for (const [genre, language, text] of cases)
    it(`reads ${genre} in ${language}`, () => {
      const reading = readPassage(text);
      expect(reading.language).toBe(language);
      expect(reading.genre).toBe(genre);
    });
});

describe('reading Scripture itself', () => {
  it('knows the Louis Segond, the Union Version and the Van Dyck printed without vowels by their own words', () => {
    expect(readPassage('Ils appelèrent l’aveugle. Jésus, prenant la parole, lui dit : Va. Aussitôt il recouvra la vue.').scripture).toBe(true);
    expect(readPassage('Tazama, BWANA asema, siku zinakuja. Walakini watu hawa hawakusikia.').scripture).toBe(true);
    expect(readPassage('هوذا الرب يأتي. فقال لهم الرب: لا تخافوا.').scripture).toBe(true);
    // A text about the faith, in the same languages, is not Scripture.
    expect(readPassage('Le pasteur rappelle que la foi se vit en communauté. Il invite chacun à prier pour les malades.').scripture).toBe(false);
    expect(readPassage('Kanisa lilianzishwa mwaka 1900 na wamisionari. Leo lina waumini wengi katika mkoa huu.').scripture).toBe(false);
  });
});

describe('telling a law from what only resembles one', () => {
  it('does not take a letter that forbids for a law, nor Swahili nouns in usi- and msi- for prohibitions', () => {
    expect(readPassage('Ndugu zangu, msidanganyike; Mungu hadhihakiwi. Msichoke katika kutenda mema. Basi, tuwatendee watu wote mema.').genre).not.toBe('law');
    expect(
      readPassage('Usiku ule msingi wa kanisa ulitikisika. Msichana mmoja aliomba usingizi ukimjia. Asubuhi waumini walikusanyika tena kusali pamoja.').genre,
    ).not.toBe('law');
  });
});

describe('marks that belong to another kind of text', () => {
  it('reads a King James story that quotes commands as a story, and a law sealed with "I am the LORD your God" as a law', () => {
    const story =
      'And when the prophet came to the well, behold, a woman was there drawing water: and he said unto her, Give me to drink, I pray thee. And she said, Drink, my lord. And he said, Fear not; go thy way. And she went and did as he said.';
    expect(readPassage(story).genre).toBe('narrative');
    const law =
      'Thou shalt not oppress thy neighbour, neither rob him. Thou shalt not curse the deaf, nor put a stumblingblock before the blind, but shalt fear thy God: I am the LORD. Ye shall do no unrighteousness in judgment. I am the LORD your God.';
    expect(readPassage(law).genre).toBe('law');
  });

  it('does not take "his beloved" for a letter\'s readers, nor "ses frères" for a preacher\'s hearers', () => {
    const psalm =
      'Unless the LORD watch over the field, the labourer toileth in vain. It is vain to sow in tears and reap in sorrow: for he giveth his beloved rest. Happy is the man whose trust is in the LORD: he shall not be moved.';
    expect(readPassage(psalm).genre).toBe('poetry');
    const law =
      'Les anciens parleront au peuple et diront : Qui est-ce qui a semé un champ et n’en a point encore moissonné ? Qu’il s’en retourne chez lui. Qui est-ce qui a peur ? Qu’il s’en aille, afin que ses frères ne perdent pas courage.';
    expect(readPassage(law).genre).toBe('law');
  });

  it('reads a letter by its own plea, a history told in the present by its dates, and a life by its birth and death', () => {
    const letter =
      'C’est pourquoi je te prie pour ce frère, que j’ai connu dans les chaînes. Autrefois il t’a été inutile, mais maintenant il t’est utile. Reçois-le comme moi-même, afin que tu le gardes, car je suis prisonnier de Christ.';
    expect(readPassage(letter).genre).toBe('epistle');
    const history =
      'En 1820, des missionnaires arrivent sur la côte. En 1836, le royaume interdit le culte chrétien ; les croyants se réunissent en secret. En 1862, les Églises reprennent leur vie publique et grandissent rapidement.';
    expect(readPassage(history).genre).toBe('history');
    const life =
      'وُلد في قرية صغيرة قرب النيل سنة 1890. درس في مدرسة الكنيسة وخدم معلما في القرى. ثم سيم كاهنا سنة 1920 وأسس مدارس كثيرة. ورغم الفقر بقي في قريته يخدم أهلها. توفي سنة 1960.';
    expect(readPassage(life).genre).toBe('biography');
  });

  it('knows the Van Dyck without vowels by "هأنذا" and "حينئذ", and the Union Version by "ijapo-" and "yu pamoja"', () => {
    expect(readPassage('حينئذ تدعو فيجيب الرب. تستغيث فيقول: هأنذا.').scripture).toBe(true);
    expect(readPassage('Hatutaogopa ijapotetemeka nchi. BWANA wa majeshi yu pamoja nasi.').scripture).toBe(true);
    // "Ambaye" is every Swahili writer's "who", not the Union Version's old "-aye".
    expect(readPassage('Fikirini mama ambaye mwanawe aliuawa. Mtu ambaye anasamehe hasahau.').scripture).toBe(false);
  });
});

describe('the Louis Segond and Scripture that reasons', () => {
  it('knows the Segond by its speech opened with a colon and no quotation marks, and reads a refrain as a poem', () => {
    const parable =
      'Un homme avait deux fils. Le plus jeune dit à son père: Mon père, donne-moi ma part. Il partit pour un pays éloigné. Étant rentré en lui-même, il se dit: Je me lèverai et j’irai vers mon père.';
    expect(readPassage(parable).scripture).toBe(true);
    const wisdom =
      'Où se trouve la sagesse? Où est la demeure de l’intelligence? L’abîme dit: Elle n’est point en moi. Elle ne s’achète pas au poids de l’argent. D’où vient donc la sagesse? Où est la demeure de l’intelligence? Dieu en sait le chemin.';
    expect(readPassage(wisdom).genre).toBe('poetry');
    // "L'abîme" opens a sentence with its capital: a common noun, not a person to ask about.
    expect(readPassage(wisdom).entities.people).toEqual([]);
  });

  it('reads Scripture that reasons as a letter, and a French essay with "comprenons" as an essay', () => {
    const letter =
      'Car, comme le corps est un et a plusieurs membres, ainsi en est-il de Christ. Ainsi le corps n’est pas un seul membre. Si le pied disait: Je ne suis pas une main, ne serait-il pas du corps pour cela? Donc les membres sont plusieurs.';
    expect(readPassage(letter).genre).toBe('epistle');
    const essay =
      'La souffrance prouve-t-elle que Dieu n’est pas bon? L’objection paraît forte. Pourtant ce raisonnement suppose trop. Il est donc raisonnable de croire, tout en reconnaissant que nous ne comprenons pas tout.';
    expect(readPassage(essay).genre).toBe('argument');
  });
});

describe('a reading that says where it is from', () => {
  it('takes a passage closing on its reference for Scripture, and leaves the reference out of its sentences', () => {
    const reading = readPassage(
      'Akawaambia, Mbona mmekuwa waoga? Nao wakaogopa sana, wakasemezana, Ni nani huyu, hata upepo na bahari humtii? (Marko 4:35-41)',
    );
    expect(reading.scripture).toBe(true);
    expect(reading.sentences.join(' ')).not.toContain('Marko');
    expect(readPassage('المحبة تتأنى وترفق. المحبة لا تحسد. المحبة لا تتفاخر، ولا تنتفخ، ولا تطلب ما لنفسها. (1 كورنثوس 13: 4-5)').scripture).toBe(true);
  });

  it('reads Scripture that names Christ and forbids as a letter, not the Law; and "upande", "لنفسها", "ابن آدم" as the words they are', () => {
    const letter =
      'Msitende neno lo lote kwa kushindana wala kwa majivuno. Kila mtu asiangalie mambo yake mwenyewe. Iweni na nia iyo hiyo iliyokuwamo ndani ya Kristo Yesu. (Wafilipi 2:3-5)';
    expect(readPassage(letter).genre).not.toBe('law');
    const essay =
      'Upande mmoja unasema kwamba watoto wabatizwe. Upande mwingine unasema kwamba imani lazima itangulie. Kwanza, tuangalie Maandiko. Kwa hiyo, umoja wetu ni Kristo.';
    expect(readPassage(essay).genre).not.toBe('law');
    expect(readPassage('وقال لي: يا ابن آدم، أتحيا هذه العظام؟ فقلت: يا سيد الرب أنت تعلم. (حزقيال 37: 3)').entities.people).toEqual([]);
  });
});
