import { TASHKEEL, type TextLanguage } from './text.ts';

/**
 * What kind of text a passage is, read from its own marks, so that a question suits it: one does
 * not "preach on" a biography, weigh the "evidence" of a psalm, ask whether a report is true or
 * what "followed" a creed's article.
 */
export const GENRES = ['narrative', 'poetry', 'law', 'prophecy', 'epistle', 'sermon', 'confession', 'biography', 'history', 'argument'] as const;
export type Genre = (typeof GENRES)[number];

type Marks = Record<TextLanguage, RegExp>;

/** A sentence that confesses: "We believe…", "I confess…", "We reject…". */
const CONFESSES: Marks = {
  en: /^(?:and\s+)?(?:we|i)\s+(?:also\s+)?(?:believe|confess|reject|affirm|acknowledge|deny|condemn|teach and believe)(?![\p{L}])/iu,
  fr: /^(?:et\s+)?(?:nous|je)\s+(?:croyons|crois|confessons|confesse|rejetons|rejette|affirmons|reconnaissons|condamnons)(?![\p{L}])/iu,
  sw: /^(?:na\s+)?(?:tunaamini|naamini|tunakiri|nakiri|tunakataa|tunakubali|tunathibitisha)(?![\p{L}])/iu,
  ar: /^و?(?:نؤمن|أؤمن|نعترف|أعترف|نرفض|نقرّ|نقر|نشهد)(?![\p{L}])/u,
};

/** A command of the law, or a case of it: "You shall not…", "If a man…, he shall…". */
const COMMANDS: Marks = {
  en: /(?<![\p{L}])(?:you shall|thou shalt|ye shall|you must not|shall be put to death|shall surely be put|he shall restore|he shall pay)(?![\p{L}])/iu,
  // …and the jussive that opens a sentence of the law: "Qu'il s'en aille et retourne chez lui".
  fr: /^qu['’](?:il|ils|elle|elles)\s|(?<![\p{L}])(?:tu ne \p{L}+ (?:point|pas|plus)|vous ne \p{L}+ (?:point|pas|plus)|tu \p{L}+ras|vous \p{L}+rez|qu['’]il n['’]\p{L}+ (?:point|pas)|il ne \p{L}+ point|il sera puni|sera puni de mort|il restituera|il paiera)(?![\p{L}])/iu,
  // "Usiue", "msiibe": not "upande", "ufalme", "usiku", "usingizi", "msingi", "msichana", "msitu", "msimu", "msiba", "msikiti".
  sw: /^U(?!pande|pole|zee|jane|falme)\p{Ll}{3,}e(?![\p{L}])|(?<![\p{L}])(?:isiwe|usi(?!ku|ngizi)\p{L}{2,}|msi(?!ngi|chana|tu(?![\p{L}])|mu|mamo|mamizi|ba|kiti)\p{L}{2,}|utam(?!aduni)\p{L}+|atauawa|atalipa|atarudisha|mtu akiwa|mtu ye yote akiwa|kama mtu)(?![\p{L}])/iu,
  // "لا تقتل": the prohibition opens a clause ("لا تفسّره الحرية", inside one, is no command).
  // …or the penalty of a case ("وإذا نطح ثور رجلا… يُرجم الثور").
  ar: /(?:^|[،,؛:.]\s*|\sو)(?:لا ت\p{L}{2,}|يقتل قتلا)|(?<![\p{L}])(?:يرجم|يعوض|يعوّض|يغرم|يُغرم|يقتل|يُقتل)(?![\p{L}])/u,
};

/** A catechism's questions and answers: "Question 75.", "Réponse :", "Swali la 3", "الجواب:". */
const CATECHISM: Marks = {
  en: /(?:^|\s)(?:question\s+\d+|question\s*:|q\.\s*\d+|answer\s*:)/iu,
  fr: /(?:^|\s)(?:question\s+\d+|question\s*:|réponse\s*:)/iu,
  sw: /(?:^|\s)(?:swali(?: la)?\s*\d*\s*:|swali(?: la)?\s+\d+|jibu\s*:)/iu,
  ar: /(?:^|\s)(?:السؤال\s*\d*\s*:|سؤال\s*\d*\s*:|السؤال\s+\d+|الجواب\s*:|جواب\s*:|[سج]\s*:)/u,
};

/**
 * God speaking in the first person to a people he reproaches or calls ("I hate, I despise your
 * feast days", "revenez à moi"): an oracle, in Scripture, where no formula announces it.
 */
const ORACLE: Marks = {
  en: /(?<![\p{L}])I\s+(?:will|shall|hate|despise|have|am|will not|know)(?![\p{L}])[^.;:!?]*(?<![\p{L}])(?:your|ye|you)(?![\p{L}])|I am (?:God|the LORD|the Holy One)/u,
  fr: /(?<![\p{L}])(?:je|j['’])\s*\p{L}+[^.;:!?]*(?<![\p{L}])(?:vos|votre|vous)(?![\p{L}])|revenez à moi|je suis (?:dieu|l['’]éternel|le saint)/iu,
  sw: /(?<![\p{L}])(?:ni|na|sita)\p{L}{3,}[^.;:!?]*(?<![\p{L}])(?:zenu|yenu|wenu|lenu|chenu|vyenu|kwenu|ninyi)(?![\p{L}])|nirudieni/iu,
  ar: /(?:ارجعوا إليّ|ارجعوا إلي|أبغضت|رذلت|لا أقبل|هأنذا|أختاره)/u,
};

/** The prophet's formulas: "Thus says the LORD", "in that day", "the days are coming". */
const PROPHESIES: Marks = {
  en: /(?:thus (?:says|saith) the lord|says the lord|saith the lord|declares the lord|the word of the lord came|in that day|the days are coming|woe to|woe unto)/iu,
  fr: /(?:ainsi parle (?:le seigneur, )?l['’]éternel|dit (?:le seigneur, )?l['’]éternel|prophétise|parole de l['’]éternel|oracle de l['’]éternel|en ce jour-là|voici, les jours viennent|malheur à)/iu,
  sw: /(?:bwana asema|asema bwana|asema mungu|ndivyo asemavyo bwana|neno la bwana likanijia|siku ile|siku zinakuja|ole wao|ole wenu|bwana,? mungu wa majeshi)/iu,
  ar: /(?:هكذا قال الرب|يقول الرب|قال الرب|كانت كلمة الرب|في ذلك اليوم|ها أيام تأتي|ويل ل|رب الجنود|فم الرب)/u,
};

/** A voice of prayer or song: "O LORD", "my soul", "I will lift up my eyes". */
const SINGS: Marks = {
  en: /(?:(?<![\p{L}])o (?:lord|god)(?![\p{L}])|my soul|lift up (?:my|mine) eyes|my help|sing (?:to|unto) the lord|praise (?:ye )?the lord|my refuge|my shepherd|my rock|^(?:blessed|happy) (?:is|are) the|joyful noise|with singing|bless (?:his|thy) (?:holy )?name|give thanks unto|(?:his|thy) mercy (?:is|endureth))/iu,
  fr: /(?:ô (?:éternel|dieu|seigneur)|^(?:éternel|seigneur|mon dieu)\s*[,!]|mon âme|je lève mes yeux|chantez à l['’]éternel|louez l['’]éternel|mon refuge|mon berger|mon rocher|^heureux (?:l['’]homme|celui|ceux))/iu,
  sw: /(?:ee bwana|ee mungu|nafsi yangu|kimbilio|ngome (?:yetu|yangu)|aliye juu|(?:ni)?(?:ta)?yainua macho|mlinzi wako|msaada wangu|mwimbieni bwana|msifuni bwana|kimbilio langu|mchungaji wangu|mwamba wangu|^heri mtu)/iu,
  // "الرب راعيّ", not "للراعي" (to the pastor) in a text about the church.
  ar: /(?:يا رب|يا الله|نفسي|أرفع عيني|رنموا للرب|سبحوا الرب|ملجئي|ملجأ|العلي(?![\p{L}])|الرب راعي|راعيّ|صخرتي|^طوبى)/u,
};

/** A letter of Scripture speaking to its readers: "brethren", "grace to you", "I beseech you". */
const WRITES: Marks = {
  // "Apostle" only as a letter names its writer ("Paul, an apostle of Jesus Christ"): a text about what the apostle taught is no letter.
  // "Beloved" as the readers are called ("Beloved, let us love"), not "he giveth his beloved sleep"; a letter's own plea ("I beseech thee", "prisoner of Jesus Christ").
  en: /(?:(?<!(?:thy|their|his|your|our) )brethren|(?:^|dearly |my )beloved(?![\p{L}])|beloved,|grace (?:be )?(?:un)?to you|i beseech (?:you|thee)|i exhort you|(?:apostle|prisoner) of (?:jesus )?christ)/iu,
  // "Au reste, frères, …": the readers called by name, as Paul calls them.
  fr: /(?:mes frères|(?:^|[,;]\s*)frères,|bien-aimés|que la grâce|je vous exhorte|je vous en conjure|je te prie|je vous prie|les exhortations que j['’]adresse|(?:apôtre|prisonnier) de (?:jésus-)?christ)/iu,
  sw: /(?:ndugu zangu|wapendwa|neema iwe|nawasihi|nakusihi|nawaonya|(?:mtume|mfungwa) wa (?:yesu )?kristo)/iu,
  ar: /(?:يا إخوتي|أيها الإخوة|أيها الأحباء|نعمة لكم|أطلب إليكم|أطلب إليك|رسول يسوع المسيح|رسول المسيح|أسير يسوع المسيح|أسير المسيح)/u,
};

/** Reasoning: "therefore", "it follows", "the objection". */
const ARGUES: Marks = {
  en: /(?<![\p{L}])(?:therefore|thus|hence|it follows|for this reason|objection|if .{3,60}then|must|cannot|no one can|consequently|does it follow|some answer|some say)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:donc|ainsi|c['’]est pourquoi|il s['’]ensuit|objection|par conséquent|si .{3,60}alors|ne peut|doit|pourtant|faut-il|en conclure|certains répondent|non, car)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:kwa hiyo|kwa hivyo|hivyo basi|pingamizi|lazima|haiwezekani|hawezi|kwa sababu hiyo|kwanza|pili|tatu)(?![\p{L}])/iu,
  ar: /(?:لذلك|إذن|ومن ثم|اعتراض|يجب|لا يمكن|فإن|لو .{3,60}لما|أولًا|ثانيًا|لا بد|لا بدّ|والجواب|قد يسأل سائل|فإن قيل)/u,
};

/** A writer or preacher speaking to the readers: "brothers and sisters", "beloved", "let us". */
const ADDRESSES: Marks = {
  en: /(?:brothers|brethren|beloved|(?:^|dear |my )friends,|my children|let us|listen(?:,|!)|church of god)/iu,
  // "Frères" as the hearers are called, not "ses frères" in a story or a law.
  // Whole words: "comprenons" does not say "prenons".
  fr: /(?<![\p{L}])(?:(?<!(?:ses|leurs|des|les|aux|vos|tes|nos) )frères|bien-aimés|mes enfants|(?:^|chers |mes )amis,|écoutez|prenons|allons|soyons)(?![\p{L}])/iu,
  // Whole words: "wanangu" (my children) is not inside "mwanangu" (my son).
  sw: /(?<![\p{L}])(?:ndugu zangu|ndugu wapendwa|wapendwa|wanangu|sikilizeni|basi tu\p{L}+|na tu\p{L}+e)(?![\p{L}])/iu,
  // "لنقف", "فلنسمع": let us; not "لنا" (to us), "لنفسها" (for herself), nor the "لن" inside "الناس".
  ar: /(?:أيها الإخوة|يا إخوتي|أيها الأحباء|أحبائي|يا أولادي|اسمعوا|(?<![\p{L}])ف?لن(?!ا(?![\p{L}])|فس)\p{L}{2,})/u,
};

/** "You" to the readers, in the plural or the singular of a preacher. */
const SECOND_PERSON: Marks = {
  en: /(?<![\p{L}])(?:you|your|yourselves)(?![\p{L}])/giu,
  fr: /(?<![\p{L}])(?:vous|votre|vos)(?![\p{L}])/giu,
  // Verbs of "you" (plural): "mnaamini", "mmejenga", "mtaona"; not nouns in m- ("mwituni", "mlinzi", "mlima", "mtakatifu").
  sw: /(?<![\p{L}])(?:ninyi|wewe|mna\p{L}{3,}|mme\p{L}{3,}|mta(?!katifu)\p{L}{3,})(?![\p{L}])/giu,
  // "-كم" as a suffix of a word of four letters or more ("قلوبكم"), not the end of "حكم".
  ar: /(?:أنتم|أنت|\p{L}{2,}كم(?![\p{L}]))/gu,
};

/** Christ named: Scripture that names him is of the New Testament. */
const CHRIST: Marks = {
  en: /(?<![\p{L}])(?:christ|jesus)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:christ|jésus)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:kristo|yesu)(?![\p{L}])/iu,
  ar: /(?:المسيح|يسوع)/u,
};

/** A life told: born, died, a year. */
const LIFE: Marks = {
  en: /(?<![\p{L}])(?:was born|born in|died|death in|grew up|his life|her life|(?:\(|, )\d{4}\s?[–-]\s?\d{4})/iu,
  fr: /(?<![\p{L}])(?:est né|est née|naquit|naît|né en|née en|mourut|meurt|mort en|morte en|sa vie|\d{4}\s?[–-]\s?\d{4})/iu,
  sw: /(?<![\p{L}])(?:alizaliwa|alifariki|alikufa|alikulia|maisha yake|\d{4}\s?[–-]\s?\d{4})/iu,
  ar: /(?:وُلد|ولد|وُلدت|ولدت|توفي|تُوفي|مات|نشأ|حياته|حياتها|\d{4}\s?[–-]\s?\d{4})/u,
};

/** A life's beginning and its end: told both, the passage is a life (a history names births and deaths less often than it dates events). */
const BORN: Marks = {
  en: /(?<![\p{L}])(?:was born|born (?:in|at|around|about|into))(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:est née?|naquit|naît|née? (?:en|à|vers|dans))(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:alizaliwa|akazaliwa)(?![\p{L}])/iu,
  ar: /(?:^|\s)[وف]?(?:وُلد|ولد|وُلدت|ولدت)(?![\p{L}])/u,
};
const DIED: Marks = {
  en: /(?<![\p{L}])(?:died|was killed|was martyred|was executed|was put to death|was burned)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:mourut|meurt|est morte?|fut tuée?|fut exécutée?|fut martyrisée?|décéda)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:alifariki|akafariki|alikufa|akafa|aliuawa|akauawa)(?![\p{L}])/iu,
  ar: /(?:توفي|تُوفي|تنيح|تنيّح|مات|استشهد|قُتل|قتل)(?![\p{L}])/u,
};

/** A sentence that only notes a birth, a death or an honour: the frame of a life, not a deed in it to weigh. */
export function isLifeNotice(sentence: string, language: TextLanguage): boolean {
  return BORN[language].test(sentence) || DIED[language].test(sentence) || LIFE_HONOUR[language].test(sentence);
}
const LIFE_HONOUR: Marks = {
  en: /(?<![\p{L}])(?:canoni[sz]ed|beatified|declared (?:a )?saint|statue)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:canonisée?|béatifiée?|déclarée? sainte?|statue)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:kuwa mtakatifu|sanamu)(?![\p{L}])/iu,
  ar: /(?:قديس|قديسة|طوّب|تمثال)/u,
};

/** A sentence carried by "he" or "she": the person a life is told of, named once and followed. */
const THIRD_PERSON_SUBJECT: Marks = {
  en: /^(?:[^,]{1,60},\s*){0,2}(?:he|she|his|her)\s/iu,
  fr: /^(?:[^,]{1,60},\s*){0,2}(?:il|elle|sa|son)\s/iu,
  sw: /^(?:[^,]{1,60},\s*)?(?:ali|alipo|aka|hakuwa|hakuweza)\p{Ll}{3,}/iu,
  ar: /^(?:[^،,]{1,60}[،,]\s*)?(?:و|ثم\s)?(?:كان|ذهب|عاد|أسس|كتب|تعلم|اعتمد|رسم|مات|توفي|ولد)\s/u,
};

/** How the sentences of an Arabic story open: "and when", "then", "and he said", "and it came to pass". */
const ARABIC_STORY_OPENING = /^(?:[وف]?(?:كان|كانت|كانوا|كانا|لما|ثم|إذا|فيما|قال|قالت|قالوا|دخل|خرج|ذهب|جاء|أخذ|رأى|سمع|مضى|انطلق|وُلد|ولد|صار))(?![\p{L}])/u;

/** How the sentences of a story in the King James open: "And Elijah said unto her", "And when he came", "Then went he". */
const KJV_STORY_OPENING =
  /^(?:and|then|so|now)\s+(?:when\s+|after\s+)?(?:[\p{L}'’]+\s+){0,3}?(?:said|came|went|answered|called|took|saw|arose|did|gave|spake|sent|returned|cried|fell|rose|made|brought|heard|departed)(?![\p{L}])/iu;

const YEAR = /(?<![\p{N}])(?:1[0-9]{3}|20[0-9]{2}|[2-9][0-9]{2})(?![\p{N}])/gu;

export interface GenreClues {
  language: TextLanguage;
  sentences: string[];
  /** The passage as written, with its line breaks. */
  passage: string;
  scripture: boolean;
  /** How many of the passage's claims tell events, state things, command. */
  kinds: { event: number; statement: number; command: number };
  /** The passage's people, most named first, and how often the first is named. */
  mainPersonMentions: number;
  people: number;
}

/** Lines of verse run on inside a sentence, each opening on a capital: how the Louis Segond prints psalms and prophets. */
export function isLineated(passage: string, language: TextLanguage): boolean {
  if (language !== 'fr') return false;
  return (
    (passage.match(
      /[,;]\s+(?:Et|De|Comme|Car|Mais|Je|Tu|Il|Elle|Ils|Nous|Vous|Le|La|Les|Toutes|Tous|Quand|Qui|Que|Mon|Ma|Mes|Ton|Ta|Tes|Son|Sa|Ses|Ô|Dans|Sur|Pour|Sans|Avec|Ni|Ne)(?![\p{L}])/gu,
    )?.length ?? 0) >= 3
  );
}

const QUOTED = /«[^»]*»|“[^”]*”|"[^"]*"/gu;

/**
 * Parallel lines, as Hebrew verse is built: four clauses or more, and a third of them, opening on
 * the same two words ("a time to…", "wakati wa…", "un temps pour…").
 */
function parallelism(passage: string): boolean {
  // "and a time to…" opens like "a time to…"; "and he went", "and he said" is a story's thread, not a parallel.
  const openings = passage
    .split(/[,;:.!?،؛؟]\s*/u)
    .map((clause) =>
      clause
        .trim()
        .toLowerCase()
        .replace(/^(?:and|et|na|و)\s+/u, '')
        .split(/\s+/)
        .slice(0, 2)
        .join(' '),
    )
    .filter((opening) => opening.split(' ').length === 2 && !/^(?:he|she|they|il|elle|ils|yeye|wao|هو|هي|هم)\s/u.test(opening));
  const counts = new Map<string, number>();
  for (const opening of openings) counts.set(opening, (counts.get(opening) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  return most >= 4 && most / Math.max(1, openings.length) >= 1 / 3;
}

/** Whether a line of three words or more comes back word for word, as a song's refrain does. */
function refrain(sentences: string[]): boolean {
  const seen = new Set<string>();
  for (const sentence of sentences) {
    const key = sentence
      .toLowerCase()
      .replace(/^(?:mais|but|and|et|na|و)\s+/u, '')
      .replace(/[^\p{L}\p{N}\s]/gu, '')
      .trim();
    if (key.split(/\s+/).length < 3) continue;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** The genre a passage reads as, from the strongest marks down; a passage with no mark of its own that states things is an argument. */
export function readGenre(clues: GenreClues): Genre {
  const { language } = clues;
  // Vowel marks would hide every Arabic mark: "لَا تَغْصِبْ" is "لا تغصب".
  const unmarked = (text: string) => (language === 'ar' ? text.replace(TASHKEEL, '') : text);
  const sentences = clues.sentences.map(unmarked);
  const passage = unmarked(clues.passage);
  // How many sentences carry a kind of mark, each kind counted once.
  const counted = new Map<Marks, number>();
  const count = (marks: Marks) => {
    let n = counted.get(marks);
    if (n === undefined) counted.set(marks, (n = sentences.filter((s) => marks[language].test(s)).length));
    return n;
  };
  const share = (n: number) => n / Math.max(1, sentences.length);
  const lines = passage.split(/\n/).filter((l) => l.trim());
  const shortLines = lines.length >= 4 && lines.filter((l) => l.trim().split(/\s+/).length <= 12).length / lines.length >= 0.7;
  const meanWords = sentences.reduce((n, s) => n + s.split(/\s+/).length, 0) / Math.max(1, sentences.length);
  const claims = clues.kinds.event + clues.kinds.statement + clues.kinds.command;
  // Arabic hides its past tense in unwritten vowels: a story shows in how its sentences open ("فقال", "ثم", "فلما", "وكان").
  const years = passage.match(YEAR)?.length ?? 0;
  const toldAsEvents = claims > 0 && clues.kinds.event / claims >= 0.5;
  // So does the King James's: its sentences that quote a command ("And Elijah said unto her, Fear not") still tell a story.
  const opensAsStory = (pattern: RegExp) => share(sentences.filter((s) => pattern.test(s)).length);
  const narrated =
    language === 'ar'
      ? opensAsStory(ARABIC_STORY_OPENING) >= 0.3 || (years >= 1 && toldAsEvents)
      : toldAsEvents || (language === 'en' && clues.scripture && opensAsStory(KJV_STORY_OPENING) >= 0.4);
  // "You" inside a quotation is someone speaking in the story ("« Je vous pardonne »"), not the text speaking to its readers.
  const unquoted = passage.replace(QUOTED, ' ');
  const secondPerson = unquoted.match(SECOND_PERSON[language])?.length ?? 0;

  if (count(CATECHISM) >= 2) return 'confession';
  if (count(CONFESSES) >= 2 || (count(CONFESSES) >= 1 && share(count(CONFESSES)) >= 0.3)) return 'confession';
  // "In that day" also dates a story ("في ذلك اليوم", "siku ile"): one mark makes a prophecy only of Scripture that does not narrate.
  // A preacher quoting «فقال الرب» does not prophesy: the formulas count outside quotation marks.
  const prophesies = sentences.filter((s) => PROPHESIES[language].test(s.replace(QUOTED, ' '))).length;
  if (prophesies >= 2 || (prophesies >= 1 && clues.scripture && !narrated && count(ADDRESSES) + count(WRITES) === 0)) return 'prophecy';
  // The Louis Segond sets verse in lines, each opening on a capital after a comma ("tu as été pour nous un refuge, De génération en génération"): a psalm, or an oracle when God speaks.
  if (isLineated(clues.passage, language)) return count(ORACLE) >= 1 || count(PROPHESIES) >= 1 ? 'prophecy' : 'poetry';
  // Unannounced, an oracle is God's "I" against "your", with no letter's greeting and no story told; among commands, "I am the LORD your God" seals a law.
  // Speech a story or a parable gives after a colon ("L'œil ne peut pas dire à la main: Je n'ai pas besoin de toi") is not God's "I".
  const oracles = sentences.filter((s) => ORACLE[language].test(s.replace(/:\s*\p{Lu}.*$/u, ''))).length;
  if (clues.scripture && oracles >= 1 && count(WRITES) === 0 && count(ADDRESSES) === 0 && count(SINGS) === 0 && count(COMMANDS) < 2 && !narrated)
    return 'prophecy';
  // A letter gives commands too ("Msidanganyike"): it is a law only when it does not speak as a letter.
  // Scripture that names Christ ("Kristo Yesu", "المسيح") commands as a letter does, never as the Law of Moses.
  if (count(WRITES) === 0 && !(clues.scripture && count(CHRIST) >= 1) && (count(COMMANDS) >= 2 || (count(COMMANDS) >= 1 && share(count(COMMANDS)) >= 0.3)))
    return 'law';
  // A psalm opens on a blessing or calls on God more than once; one "my soul" in a story ("take my life") is not a song.
  const opensOnBlessing = /^(?:blessed|happy|heureux|heri|طوبى)(?![\p{L}])/iu.test(sentences[0] ?? '');
  // In Scripture, one blessing or call on God ("Happy is the man that hath his quiver full") outside a story or a letter is a psalm's.
  if (
    count(SINGS) >= 2 ||
    opensOnBlessing ||
    (count(SINGS) >= 1 && (shortLines || (meanWords <= 14 && !narrated) || (clues.scripture && !narrated && count(WRITES) === 0)))
  )
    return 'poetry';
  if (shortLines && !narrated && years === 0) return 'poetry';
  if (parallelism(passage) && years === 0) return 'poetry';
  // A refrain: a line said twice ("Où est la demeure de l'intelligence?"), outside a story.
  if (!narrated && refrain(sentences)) return 'poetry';
  // Spoken to its hearers ("brothers and sisters", "let us"): even a sermon that tells a story is a sermon. A letter of Scripture says so ("brethren", "grace to you").
  const addressed = count(ADDRESSES) >= 1 || count(WRITES) >= 1 || secondPerson >= 3;
  // Scripture that speaks to its readers is a letter, unless it calls them as a preacher does (Jesus's "Listen!").
  const spoken = clues.scripture && (count(WRITES) >= 1 || count(ADDRESSES) === 0) ? 'epistle' : 'sermon';
  // Inside a story of Scripture, "Mwalimu, hujali…" is someone in the story speaking, not the text to its readers.
  const calls = count(ADDRESSES) >= 1 && !(clues.scripture && narrated);
  if (((calls || count(WRITES) >= 1) && years === 0) || (addressed && !narrated)) return spoken;
  // An argument may tell its steps in the past tense; with no one named and no date, its "therefore"s make it one.
  // Scripture that reasons is a letter's ("Car, comme le corps est un…, ainsi en est-il de Christ"), not an essay to object to.
  if (count(ARGUES) >= 2 && clues.people === 0 && years === 0) return clues.scripture ? 'epistle' : 'argument';
  // Dates through the passage tell history even in the historical present ("En 1835, elle interdit le culte").
  if (narrated || count(LIFE) >= 1 || years >= 2) {
    // A life is told when one person is its subject throughout, not merely its first actor.
    // Named once and then "he" or "she" sentence after sentence, as lives are told.
    const carried = clues.mainPersonMentions + count(THIRD_PERSON_SUBJECT);
    const perSentence = (n: number) => n / Math.max(1, sentences.length);
    const followed =
      (clues.mainPersonMentions >= 2 && perSentence(clues.mainPersonMentions) >= 0.3) || (clues.mainPersonMentions >= 1 && perSentence(carried) >= 0.5);
    if (followed && !clues.scripture && (count(LIFE) >= 1 || years >= 1)) return 'biography';
    if (!clues.scripture && count(BORN) >= 1 && count(DIED) >= 1) return 'biography';
    if (years >= 1) return 'history';
    if (narrated) return 'narrative';
  }
  if (addressed) return spoken;
  // Scripture with no mark of its own is not an essay to object to: a letter's reasoning where it names Christ or runs in long sentences, else verse.
  if (clues.scripture) return count(CHRIST) >= 1 || meanWords > 16 ? 'epistle' : 'poetry';
  return 'argument';
}
