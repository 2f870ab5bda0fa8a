import { isLineated, readGenre, type Genre } from './genre.ts';
import nlp from 'compromise';
import { findEntities, nameKey, type Entities } from '#server/lib/nlp/entities.ts';
import { LEXICONS } from '#server/lib/nlp/lexicon.ts';
import { functionWordSet } from '#server/lib/nlp/function-words.ts';
import { contentWords, detectTextLanguage, splitSentences, type TextLanguage } from '#server/lib/nlp/text.ts';
import { conceptsIn, theologicalWeight } from '#server/lib/nlp/concepts.ts';
import { cleanClause, slotProblems } from './phrase-checks.ts';
import { endsWithReference, withoutClosingReference } from './scripture-references.ts';

/**
 * How the question engine reads a passage: its language, sentences, named people,
 * places and works, key phrases, and the claims it makes, each sorted into what it does
 * (states, narrates, commands, gives a reason, reports someone's view). Questions quote only
 * what this reading found, so a question never asserts what the passage does not say.
 */

export type ClaimKind = 'statement' | 'event' | 'command';

export interface Claim {
  sentenceIndex: number;
  /** The sentence as a clause to quote: cleaned, without its final punctuation. */
  text: string;
  kind: ClaimKind;
  /** "A because B": the clause before the reason marker and the reason itself. */
  main?: string;
  reason?: string;
  /** "A, but B", "not A but B": what the sentence sets against what, each half as it stands in the sentence. */
  contrast?: { first: string; second: string };
  /** "A so that B": what is done and the end it serves, without its marker ("we might live"). */
  purpose?: { main: string; end: string };
  /** "Kato argued that B": the person and what they held. */
  speaker?: string;
  proposition?: string;
  /** The proposition says what is or ought to be (present tense, a modal): a view to weigh, not a report of what happened. */
  propositionIsView?: boolean;
  /** People, places and works the sentence names. */
  names: string[];
  /** Theological terms the sentence names (lib/nlp/concepts.ts): what makes it worth a question beyond level 1. */
  weight: number;
  /** The sentence reports someone's view ("critics answered that", "he argued"): the passage does not assert it in its own voice. */
  reported: boolean;
  /** A dated or biographical fact ("born in 1809", "consecrated bishop in 1864"): material for recall, not for judgment. */
  factual: boolean;
  /** The sentence points outside itself ("with this saying", "these words", «بهذه العبارة»): quoted alone it means nothing. */
  deictic: boolean;
  /** The sentence opens on who or what the reader cannot place out of context ("Many were pages…", "Both…"). */
  vagueSubject: boolean;
}

export interface PassageReading {
  language: TextLanguage;
  sentences: string[];
  entities: Entities;
  /** Ideas of the passage (not names), best first: theological terms first; every one occurs verbatim and passes the slot checks. */
  keyPhrases: string[];
  /** How many of `keyPhrases` are theological terms; the rest are other noun phrases, used only at level 1. */
  conceptCount: number;
  /** How many of the first are strong: named more than once, or in more than one word, and not among the broadest words. */
  strongConceptCount: number;
  /** The passage reads as Scripture itself (the King James Version's "thou" and "hath", a fully vowelled Arabic text): not to be asked whether it is right. */
  scripture: boolean;
  /** What kind of text it is (genre.ts): which questions suit it. */
  genre: Genre;
  claims: Claim[];
  keywordsFound: string[];
  keywordsMissing: string[];
}

const REASON_MARKERS: Record<TextLanguage, RegExp> = {
  // "Because of thine enemies" names a cause, not a reason the sentence gives in a clause.
  en: /,?\s+(?:because(?!\s+of(?![\p{L}]))|since)\s+(?!\d)/iu,
  fr: /,?\s+(?:parce que|parce qu['’]|car|puisque|puisqu['’])\s*/iu,
  sw: /,?\s+(?:kwa sababu|kwa kuwa|kwani)\s+/iu,
  // Longest first, and a whole word: "لأنّ" must not leave its shadda on the reason. With a pronoun attached ("لأنه") the reason keeps it out.
  ar: /،?\s+(?:لأنّ|لأن)\s+/u,
};

/** "He refused two easy solutions: …": what follows the colon is a list of names for things, not a clause that stands alone. */
const LIST_ANNOUNCED: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:two|three|four|five|six|several|these|the following)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\s*$/iu,
  fr: /(?<![\p{L}])(?:deux|trois|quatre|cinq|six|plusieurs|ces|les suivantes|les suivants)\s+(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+\s*$/iu,
  sw: /(?<![\p{L}])(?:mbili|tatu|nne|tano|sita|kadhaa|yafuatayo|zifuatazo|hizi|haya)(?:\s+[\p{L}-]+){0,2}\s*$/iu,
  ar: /(?:اثنين|اثنتين|ثلاث|ثلاثة|أربع|أربعة|خمس|خمسة|عدة|التالية)(?:\s+\S+){0,2}\s*$/u,
};

/** What opens a view before a colon: "with a warning:", "his answer:", "came through Romans:". */
const VIEW_OPENER: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:warning|warned|argued|argument|answer|answered|claim|claimed|conviction|insisted|taught|teaching|thesis|discovery|message|point|conclusion|concluded|declared|wrote|said)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:avertissement|affirme|affirma|thèse|conviction|réponse|répond|répondit|enseigne|enseigna|découverte|message|conclut|déclare|déclara|écrit|écrivit)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:onyo|alionya|hoja|alisisitiza|jibu|alijibu|ujumbe|alifundisha|alisema|aliandika)(?![\p{L}])/iu,
  ar: /(?:تحذير|حذّر|حذر|أكد|أكّد|رسالة|جواب|أجاب|علّم|كتب|قال)/u,
};

/** A proposition that describes what others believe ("in traditional thought…"), not a view its speaker holds. */
const DESCRIBES_OTHERS: Record<TextLanguage, RegExp> = {
  en: /^(?:in|within|among|for)\s+(?:[\p{L}-]+\s+){0,3}(?:thought|beliefs?|religions?|traditions?|cultures?|society|societies|worldviews?|customs?|peoples?|cosmology)(?![\p{L}])/iu,
  fr: /^(?:dans|chez|pour)\s+(?:[\p{L}'’-]+\s+){0,3}(?:pensée|croyances?|religions?|traditions?|cultures?|sociétés?|coutumes?|peuples?)(?![\p{L}])/iu,
  sw: /^(?:katika|kwa)\s+(?:[\p{L}-]+\s+){0,3}(?:mila|desturi|utamaduni|jamii|dini za jadi)(?![\p{L}])/iu,
  ar: /^(?:في|عند|لدى)\s+(?:\S+\s+){0,2}(?:الفكر|المعتقد|الديانات|الديانة|التقاليد|الثقافة|المجتمعات)/u,
};

/** Where a sentence turns: "but", "mais", "lakini", "بل". "Nothing but", "all but" do not oppose anything. */
const CONTRAST_MARKERS: Record<TextLanguage, RegExp> = {
  // After a comma, or after a "not": the King James "touch but his clothes" means "only".
  en: /(?:,\s*but|(?<=(?<![\p{L}])(?:not|no|never)(?![\p{L}])[^,;:]{1,80})\s+but)\s+(?:rather\s+)?/iu,
  fr: /,?\s+mais\s+(?:plutôt\s+)?/iu,
  sw: /,?\s+(?:lakini|bali)\s+/iu,
  ar: /[،,]?\s+(?:بل|لكن|لكنّ|ولكن|ولكنّ)\s+/u,
};

/** What introduces the end an action serves: "so that", "afin que", "ili", "لكي". */
const PURPOSE_MARKERS: Record<TextLanguage, RegExp> = {
  // "So that" is a purpose only with a modal after it ("so that none may boast"); "so that Anglicans worked" is a result.
  en: /,?\s+(?:so that(?=(?:\s+[\p{L}'’]+){1,5}?\s+(?:may|might|could|would|should|can|will|shall|must)(?![\p{L}]))|in order that|that (?=(?:ye|you|we|they|he|she|it|i) (?:may|might|should)\s))\s*/iu,
  fr: /,?\s+(?:afin que|afin qu['’]|afin de|pour que|pour qu['’])\s*/iu,
  // "Ili" only: "kusudi" is as often the noun "purpose".
  sw: /,?\s+ili\s+/iu,
  ar: /[،,]?\s+(?:لكي|كي|لكيلا)\s+/u,
};

/** The two halves around a marker, each with three words or more, the marker itself dropped. */
function halvesAt(text: string, marker: RegExp, language: TextLanguage): [string, string] | undefined {
  const at = marker.exec(text);
  if (!at || at.index === 0) return undefined;
  // Each half within its own clause: what comes before a semicolon or a colon is another statement.
  // "…; car Dieu résiste aux orgueilleux, mais…": the half starts after the reason's "for", with its capital.
  const opening = text
    .slice(0, at.index)
    .split(/(?<!\d)[;:؛](?!\d)\s*/u)
    .pop()!
    .replace(/^(?:car|for|kwa maana|kwa kuwa|لأن|فإن)\s+/iu, '');
  const first = cleanClause(opening.charAt(0).toUpperCase() + opening.slice(1), language);
  const second = cleanClause(text.slice(at.index + at[0].length).split(/\s*(?<!\d)[;:؛](?!\d)/u)[0]!, language);
  const count = (t: string) => t.split(/\s+/).filter(Boolean).length;
  return count(first) >= 3 && count(second) >= 3 ? [first, second] : undefined;
}

/** A verb of saying: a reason after it may belong to what was said. */
const SPEECH_VERB: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:told|tell|tells|said|say|says|asked|asks|urged|urges|warned|warns|commanded|commands|answered|replied|wrote|writes|begged|promised)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:dit|dirent|disait|demanda|demande|répondit|répond|déclara|écrivit|ordonna|supplia|promit)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:\p{Ll}{0,6}(?:ambia|sema|uliza|jibu|andikia|amuru|sihi|onya)\p{Ll}*)(?![\p{L}])/iu,
  ar: /(?<![\p{L}])(?:قال|قالت|أخبر|أخبرهم|سأل|أجاب|كتب|أمر|أمرهم|طلب)(?![\p{L}])/u,
};

const ATTRIBUTION: Record<TextLanguage, RegExp> = {
  en: /^(.{2,60}?)\s+(?:argued|argues|taught|teaches|held|holds|believed|believes|insisted|insists|wrote|writes|said|says|warned|warns|claimed|claims|maintained|maintains|stressed|stresses|urged|urges|concluded|concludes|declared|declares|showed|shows|reminded|reminds|taught his hearers|told|tells|replied|replies|answered|answers|pleaded|pleads|noted|notes|observed|observes|explained|explains|preached|preaches|confessed|confesses|saw|sees|judged|judges|feared|fears|hoped|hopes|affirmed|affirms|denied|denies|proposed|proposes|suggested|suggests|recognised|recognized|thought|thinks)\s+(?:\p{L}+\s+){0,3}?that\s+(.{12,})$/u,
  fr: /^(.{2,60}?)\s+(?:affirme|affirma|affirmait|soutient|soutint|soutenait|enseigne|enseigna|enseignait|écrit|écrivit|écrivait|déclare|déclara|rappelle|rappela|estime|estimait|pense|pensait|montre|montra|insiste sur le fait|croyait|croit)\s+(?:qu['’]|que\s+)(.{12,})$/u,
  sw: /^(.{2,60}?)\s+(?:alisema|anasema|alifundisha|anafundisha|aliandika|anaandika|alisisitiza|anasisitiza|aliamini|anaamini|alionya|alieleza|anaeleza|alitangaza)\s+(?:kwamba|kuwa)\s+(.{12,})$/u,
  // Masculine and feminine verbs (a woman's view is reported too); the particle whole and followed by a space.
  ar: /^(?:قال|قالت|يقول|تقول|يرى|ترى|رأى|رأت|أكد|أكّد|أكّدت|أكدت|كتب|كتبت|علّم|علّمت|يعلّم|تعلّم|اعتبر|اعتبرت|يعتبر|تعتبر)\s+(.{2,40}?)\s+((?:إنّ|أنّ|إن|أن)\s+.{12,})$/u,
};

/**
 * A view framed by whose it is: "For Calvin, true piety is…", "Pour Ela, la Parole…", "Kwa
 * Kivengere, upendo…", «عند أفرام، …». The sentence reports that view; it is not the passage's own.
 */
const VIEW_FRAME: Record<TextLanguage, RegExp> = {
  en: /^(?:[Ff]or|[Tt]o|[Aa]ccording to|[Ii]n the view of|[Ii]n the eyes of) ((?:the |an? )?\p{Lu}[^,]{1,50}|(?:the|these|many|some) [^,]{2,40}), (.{12,})$/u,
  fr: /^(?:pour|selon|d['’]après|aux yeux de|chez) ([^,]{2,50}), (.{12,})$/iu,
  sw: /^(?:kwa mujibu wa|kwa mtazamo wa|kwa) ([^,]{2,50}), (.{12,})$/iu,
  ar: /^(?:عند|في نظر|في رأي|بحسب|حسب|وفقًا لـ?|بالنسبة إلى|بالنسبة لـ?)\s*([^،]{2,40})، (.{12,})$/u,
};
/** Who can hold a view in a framing phrase without being named: a title, or a group of people who think. */
const VIEW_HOLDERS: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:archbishop|bishop|pope|pastor|apostle|prophet|saint|reformer|reformers|critics|scholars|theologians|historians|fathers|teacher|preacher|author|writer|poet|missionaries)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:archevêque|évêque|pape|pasteur|apôtre|prophète|saint|réformateur|réformateurs|critiques|théologiens|historiens|pères|auteur|poète|missionnaires)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:askofu|papa|mchungaji|mtume|nabii|wamisionari|wanatheolojia|wanahistoria|wakosoaji|mwandishi|mshairi|wakristo)(?![\p{L}])/iu,
  ar: /(?:الأسقف|البابا|القس|الرسول|النبي|القديس|المؤرخين|المؤرخون|اللاهوتيين|النقاد|الآباء|الكاتب|الشاعر)/u,
};

/** "In traditional thought, he argued, time moves backward": a view reported in the middle of its sentence. */
const REPORTED_ASIDE: Record<TextLanguage, RegExp> = {
  en: /^([^,;:]+?), ((?:[\p{Lu}][\p{L}'’.-]*\s+){0,3}?(?:he|she|they|[\p{Lu}][\p{L}'’-]+)) (?:argued|argues|said|says|wrote|writes|insisted|insists|held|holds|believed|believes|claimed|claims|taught|teaches|warned|warns|pleaded|added|noted|observed|maintained|maintains|explained|explains),\s+(.{8,})$/u,
  fr: /^(.+?), (?:affirme|affirmait|écrit|écrivait|dit|disait|soutient|soutenait|explique|expliquait)[- ](?:t-)?(?:il|elle|ils|[\p{Lu}][\p{L}'’-]+),\s+(.{8,})$/u,
  sw: /^(.+?), (?:alisema|anasema|aliandika|anaandika|alisisitiza|alieleza|anaeleza)(?: [\p{Lu}][\p{L}'’-]+)?,\s+(.{8,})$/u,
  ar: /^(?:هذا|هذه|ذلك|تلك|هؤلاء|هم|هو|هي)(?![\p{L}])/u,
};
/** Words that point outside the sentence: quoted alone, it would not say what "this" is. */
const DEICTIC: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:(?:this|these|that|those|such) (?:saying|sayings|words|phrase|sentence|verse|verses|line|lines|passage|text|prayer|question|answer|view|claim|idea|story|book|pattern|approach|argument|teaching|belief|conviction)|with this|in this way|this is why|like this|as follows|the following|the former|the latter|above|below)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:cette (?:parole|phrase|formule|prière|idée|question)|ces (?:mots|paroles|lignes)|par là|ci-dessus|ci-dessous|le premier|le second)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:maneno haya|msemo huu|sala hii|swali hili|wazo hili|kwa hiyo hii)(?![\p{L}])/iu,
  ar: /(?:بهذه العبارة|هذه العبارة|بهذه الكلمات|هذه الكلمات|بهذا القول|هذا القول|بهذه الصلاة)/u,
};
/** An answer that needs its question: "Non, ils ne changent pas…", "Yes, because…", "Hapana,", "لا،". */
const ANSWER_OPENING: Record<TextLanguage, RegExp> = {
  en: /^(?:no|yes)[,.!]/iu,
  fr: /^(?:non|oui|si)[,.!]/iu,
  sw: /^(?:hapana|ndiyo|la)[,.!]/iu,
  ar: /^(?:لا|نعم|كلا|بلى)[،,.!]/u,
};

/**
 * What a sentence says without being narrated: an Arabic sentence that opens on a noun ("الله
 * لنا ملجأ", a nominal sentence), a Swahili promise in the future ("Bwana atakulinda").
 */
const STATES_WITHOUT_VERB: Partial<Record<TextLanguage, RegExp>> = {
  ar: /^(?:[وف])?(?:ال(?!ذي|تي)\p{L}{2,}|الله|الرب|المسيح|نحن|أنتم|هو|هي|ليس|ليست)(?![\p{L}])/u,
  sw: /(?<![\p{L}])(?:a|wa|ki|vi|li|ya|u|i|zi|tu|ni|m|hata|hawata|hatu|ham)ta(?!katifu|zam|alam)\p{Ll}{3,}/u,
};

/** A subject the reader cannot place once the sentence stands alone: "Many were pages…", "Both sailed…". */
const VAGUE_SUBJECT: Record<TextLanguage, RegExp> = {
  en: /^(?:many|some|most|few|several|both|others|all|each|none|two|three|four|five|one|the two|the three|the others)(?: of them)?\s+(?:were|are|was|is|had|have|has|did|could|would|became|went|sailed|died|fled|stayed|returned|remained|studied|prayed|met|travelled|traveled|worked|preached|wrote)(?![\p{L}])/iu,
  fr: /^(?:beaucoup|plusieurs|certains|certaines|d['’]autres|tous|toutes|les deux|la plupart)\s+(?:sont|étaient|furent|ont|avaient|restent|restèrent)(?![\p{L}])/iu,
  sw: /^(?:wengi|wengine|baadhi|wote|wawili)\s+(?:walikuwa|wali|wana|wame|ni)/iu,
  ar: /^(?:كثيرون|بعضهم|كلاهما|جميعهم)(?![\p{L}])/u,
};
/** An opening that stands for something said before: "Its centre is…", "The aim was…", "Huo ndio…". */
const VAGUE_OPENING: Record<TextLanguage, RegExp> = {
  en: /^(?:its|their|they|this|these|those|such|the aim|the goal|the purpose|the result|the reason|the point|the answer)(?![\p{L}])/iu,
  fr: /^(?:son|sa|ses|leur|leurs|ils|elles|ceci|cela|ces|cette|le but|l['’]objectif)(?![\p{L}])/iu,
  sw: /^(?:huo|hiyo|hayo|hii|huu|hili|haya|hao|naye|wao|yeye|lengo lake|kusudi lake)(?![\p{L}])/iu,
  ar: /^(?:هذا|هذه|ذلك|تلك|هؤلاء|هم|هو|هي)(?![\p{L}])/u,
};

/** "Using the legal idea of a prescription, Tertullian argued that…": the person and the verb after an opening phrase. */
const LATE_ATTRIBUTION = new RegExp(
  String.raw`(?:, |\) )((?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’.-]*|he|she)\s+(?:argued|taught|held|believed|insisted|maintained|warned|urged|claimed|wrote|said|concluded|declared|stressed|replied|answered|judged|thought|affirmed|denied|proposed|preached)\s+that\s+(.{12,})$`,
  'u',
);

/** Present-tense and modal words that mark a sentence as a statement about what is, not a story of what happened. */
const STATEMENT_MARKERS: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:is|are|must|should|cannot|can|means|mean|shows|show|teaches|teach|remains|matters|becomes|requires|calls|belongs|comes|depends|needs|lies|stands|seems)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:est|sont|doit|doivent|faut|peut|peuvent|signifie|montre|enseigne|demeure|reste|devient|exige|appelle|dépend|consiste)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:ni|si|lazima|inapaswa|yapaswa|inaonyesha|unaonyesha|yanaonyesha|kinaonyesha|linaonyesha|huonyesha|hufundisha|inamaanisha|inahitaji|hutegemea|ndiyo|ndio)(?![\p{L}])/iu,
  ar: /(?<![\p{L}])(?:هو|هي|يجب|ينبغي|يعني|تعني|يبقى|تبقى|ليس|ليست|إنّ|إن|يعلّم|يُظهر|يظهر)(?![\p{L}])/u,
};

/** Words that report a view rather than assert it. */
const REPORTING: Record<TextLanguage, RegExp> = {
  // A verb of saying, not its passive ("must be taught", "was held") nor a past in a relative clause ("the sisters who had taught her the faith").
  en: /(?<![\p{L}])(?<!(?:be|been|is|are|was|were|being|who had|who have|that had) )(?:argued|argues|said|says|answered|replied|pleaded|claimed|claims|held|holds|believed|believes|insisted|wrote|writes|taught|warned|accused|according to|critics|historians|scholars|some say|others|in his view|in her view|saw in)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:affirme|affirma|soutient|soutint|dit|disait|écrit|écrivit|déclare|déclara|estime|pensait|selon|pour (?=\p{Lu})|critiques|certains)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:alisema|anasema|alidai|anadai|aliandika|anaandika|alifundisha|kwa mujibu wa|wakosoaji|wengine husema)(?![\p{L}])/iu,
  ar: /(?<![\p{L}])(?:قال|قالت|يقول|تقول|يرى|ترى|رأى|رأت|كتب|كتبت|أكد|أكّد|أكدت|أكّدت|بحسب|حسب|وفقًا|يزعم|تزعم|زعم|زعمت|النقاد)(?![\p{L}])/u,
};
/** Verbs of teaching: "Kato argued that…" reports a view, which can be weighed like a statement. */
const TEACHING: Record<TextLanguage, RegExp> = {
  // A named person, or he, she or they, then the verb (perhaps after "had" or "also"): "Kato warned", "he argued".
  en: /^(?:(?:for|in|to) [^,]{2,40}, )?(?:(?:[\p{Lu}][\p{L}'’.-]*\s+){1,4}|(?:he|she|they)\s+)(?:(?:had|also|often|later|always)\s+)?(?:argued|argues|taught|teaches|held|holds|believed|believes|insisted|insists|maintained|maintains|warned|warns|urged|urges|meant|means|preached|preaches|defended|defends|rejected|rejects|criticised|criticized|called for|stressed|stresses|challenged|challenges|accused|proclaimed|proclaims|said|says|wrote|writes)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:affirme|affirmait|soutient|soutenait|enseigne|enseignait|insiste|estime|pense|pensait|croit|croyait|prêche|prêchait|dénonce|dénonçait|défend|défendait|rejette|rejetait|appelle|appelait|proclame)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:alifundisha|anafundisha|alisisitiza|anasisitiza|aliamini|anaamini|alishikilia|anashikilia|alihubiri|anahubiri|alionya|anaonya|alipinga|anapinga|alitetea|anatetea|aliwaita|alikemea)(?![\p{L}])/iu,
  ar: /(?<![\p{L}])(?:يرى|ترى|رأى|رأت|علّم|علّمت|يعلّم|تعلّم|أكّد|أكّدت|يؤكد|تؤكد|اعتبر|اعتبرت|يعتبر|تعتبر|وعظ|وعظت|يعظ|تعظ|دافع|دافعت|يدافع|تدافع|رفض|رفضت|يرفض|ترفض|دعا|دعت|يدعو|تدعو|بشّر|بشّرت|يبشّر|تبشّر)(?![\p{L}])/u,
};

/** A year or a biographical verb: the sentence states a dated fact. */
const FACTUAL: Record<TextLanguage, RegExp> = {
  en: /(?<![:\d])\b\d{2,4}s?\b(?![:\d])|\b(?:born|wrote|written|died|buried|baptized|baptised|consecrated|ordained|appointed|elected|founded|married|arrested|imprisoned|exiled|published|translated|hanged|executed|canonised|canonized)\b/iu,
  fr: /(?<![:\d])\b\d{2,4}\b(?![:\d])|(?<![\p{L}])(?:écrit|écrivit|rédige|rédigea|né|née|naquit|meurt|mourut|mort|enterré|baptisé|consacré|ordonné|nommé|élu|fonde|fonda|fondé|épouse|arrêté|emprisonné|exilé|publie|publia|publié|traduit|assassiné|canonisé)(?![\p{L}])/iu,
  sw: /(?<![:\d])\b\d{2,4}\b(?![:\d])|(?<![\p{L}])(?:aliandika|alizaliwa|alifariki|alikufa|alizikwa|alibatizwa|aliwekwa wakfu|aliteuliwa|alichaguliwa|alianzisha|alioa|aliolewa|alikamatwa|alifungwa|alichapisha|alitafsiri|aliuawa)(?![\p{L}])/iu,
  ar: /(?<![:\d])\d{2,4}(?![:\d])|(?<![\p{L}])(?:كتب|وُلد|ولد|توفي|تُوفي|مات|دُفن|عُمّد|رُسم|عُيّن|انتُخب|أسس|أسّس|تزوج|اعتُقل|سُجن|نُفي|نشر|ترجم|قُتل)(?![\p{L}])/u,
};

/** A command in the passage's language: "Feed the flock", "Prêche la parole", "Lisheni kundi". */
function isCommand(sentence: string, language: TextLanguage): boolean {
  if (language === 'en') {
    const doc = nlp(sentence);
    const first = doc.terms().json()[0] as { terms?: { tags?: string[] }[] } | undefined;
    const tags = first?.terms?.[0]?.tags ?? [];
    // "Back in Aksum he baptised many" opens on a word compromise may read as a verb; a command has no past tense.
    return (tags.includes('Imperative') || (tags.includes('Infinitive') && !tags.includes('ProperNoun'))) && !doc.has('#PastTense');
  }
  // "Prêchez la parole", "Paissez le troupeau"; "Nendeni mkawafanye", "Lisheni kundi": the plural imperative opens the sentence.
  // "De même, vous qui êtes jeunes, soyez soumis": the imperative may follow an opening phrase; "vous avez" is no command.
  if (language === 'fr')
    return (
      /^\p{Lu}\p{Ll}+ez(?![\p{L}])/u.test(sentence) ||
      /^(?:[^,]{1,60},\s*){1,3}(?!(?:avez|savez|pouvez|voulez|devez|êtes|allez)(?![\p{L}]))\p{Ll}+ez(?:-vous|-nous)?(?![\p{L}])/u.test(sentence) ||
      /^Qu(?:e\s|['’])(?!est-ce)\p{L}[^?]*$/u.test(sentence)
    );
  if (language === 'sw') return /^\p{Lu}\p{Ll}+[ei]ni(?![\p{L}])/u.test(sentence);
  return false;
}

/** A sentence with a verb: "The one who is both God and man" as a whole sentence is a heading, not a claim. */
function hasMainVerb(sentence: string, language: TextLanguage): boolean {
  if (language !== 'en') return true;
  const doc = nlp(sentence);
  // The verb must be outside a relative clause: drop "who ... " and "that ..." pieces first.
  return doc.not('(who|which|that) #Adverb? #Verb+').has('#Verb');
}

/** Key phrases: compromise's noun phrases in English; elsewhere runs of one to three content words, both kept only when clean. */
function keyPhrasesOf(text: string, language: TextLanguage, entities: Entities): string[] {
  const names = new Set([...entities.people, ...entities.places, ...entities.works, ...entities.organizations].map(nameKey));
  const candidates = new Map<string, { text: string; count: number; first: number }>();
  const note = (phrase: string, index: number) => {
    const clean = phrase.replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
    const key = nameKey(clean);
    if (!clean || names.has(key) || [...names].some((n) => key.includes(n) || n.includes(key))) return;
    if (slotProblems(clean, language, 'concept').length > 0) return;
    const entry = candidates.get(key);
    if (entry) entry.count += 1;
    else candidates.set(key, { text: clean, count: 1, first: index });
  };
  if (language === 'en') {
    const doc = nlp(text);
    (doc.nouns().not('#Pronoun').not('^#Determiner').out('array') as string[]).forEach((p, i) =>
      note(p.replace(/^(?:the|a|an|his|her|their|its|our|my|your)\s+/i, ''), i),
    );
  } else {
    const lexicon = LEXICONS[language];
    const stop = new Set(lexicon.stopwords);
    const tokens = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*|[^\s\p{L}\p{M}\p{N}]/gu) ?? [];
    const isContent = (w: string) => /\p{L}/u.test(w) && w.length >= (language === 'ar' ? 3 : 4) && !stop.has(w);
    tokens.forEach((token, i) => {
      if (!isContent(token)) return;
      note(token, i);
      // "pauvreté anthropologique", "neema ya Mungu": two content words, or content-joiner-content.
      const next = tokens[i + 1];
      if (next && isContent(next)) note(`${token} ${next}`, i);
      const after = tokens[i + 2];
      if (next && after && ['de', 'du', 'des', 'ya', 'wa', 'za', 'la', 'cha', 'vya'].includes(next) && isContent(after)) note(`${token} ${next} ${after}`, i);
    });
    // A single word that is part of a kept pair is the pair's idea, counted there.
  }
  const ranked = [...candidates.values()].map((c) => {
    const words = c.text.split(' ').length;
    return { ...c, score: c.count * (1 + 0.6 * (words - 1)) };
  });
  ranked.sort((a, b) => b.score - a.score || a.first - b.first);
  const kept: string[] = [];
  for (const { text: phrase } of ranked) {
    const key = nameKey(phrase);
    if (kept.some((k) => nameKey(k).includes(key))) continue;
    kept.push(phrase);
    if (kept.length >= 12) break;
  }
  return kept;
}

/** Names of God: a theological subject, but too broad to ask about on their own. */
const DIVINE = new Set([
  'god',
  'lord',
  'the lord',
  'christ',
  'jesus',
  'jesus christ',
  'dieu',
  'seigneur',
  'jésus',
  'christ',
  'mungu',
  'bwana',
  'yesu',
  'kristo',
  'الله',
  'الرب',
  'يسوع',
  'المسيح',
]);

/**
 * The passage's theological ideas, best first: the vocabulary's terms it names, each counted over
 * its mentions and weighted by length ("justification by faith" before "faith"), names of God
 * alone left out; every one checked as a slot.
 */
function conceptPhrases(text: string, language: TextLanguage, entities: Entities, sentences: string[]): { phrases: string[]; strong: number } {
  const names = [...entities.people, ...entities.places, ...entities.works, ...entities.organizations].map(nameKey);
  const tally = new Map<string, { text: string; count: number; words: number; first: number; generic: boolean }>();
  const note = (phrase: string, first: number) => {
    // Arabic writes "to the", "with the", "and the" onto the noun: "للشهادة" is the idea "الشهادة".
    const shown =
      language === 'ar'
        ? phrase
            .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
            .replace(/^(?:لل)(?=\p{L}{2})/u, 'ال')
            .replace(/^(?:و|ف|ب|ك)ال(?=\p{L}{2})/u, 'ال')
        : phrase;
    const key = nameKey(shown);
    if (names.some((n) => n.includes(key))) return;
    if (slotProblems(shown, language, 'concept').length > 0 || VERB_FORM[language].test(shown)) return;
    // A lone English adjective ("theological", "spiritual") qualifies an idea; it is not one.
    if (language === 'en' && !shown.includes(' ') && nlp(shown).has('#Adjective') && !nlp(shown).has('#Noun')) return;
    // "self-governing", "God-fearing": a compound adjective, not an idea.
    if (language === 'en' && /^[\p{L}]+-[\p{L}]+(?:ing|ed|ic|al)$/u.test(shown)) return;
    // "martyred", "baptised": a participle names what was done, not an idea.
    if (language === 'en' && /^[\p{L}]+[^e]ed$/u.test(shown)) return;
    // Two definite Arabic nouns side by side ("الكلمة الله", "the Word … God") are two ideas, not one in construct.
    if (language === 'ar' && /^ال\S+\s+(?:ال|الله)/u.test(shown)) return;
    // An Arabic adjective of relation ("مسيحية", "أفريقي") on its own, with no article, qualifies a noun.
    if (language === 'ar' && !shown.includes(' ') && !/^ال/u.test(shown) && /(?:ية|ي)$/u.test(shown)) return;
    const entry = tally.get(key);
    if (entry) entry.count += 1;
    else tally.set(key, { text: shown, count: 1, words: shown.split(/\s+/).length, first, generic: GENERIC[language].has(key) });
  };
  for (const match of conceptsIn(text, language)) {
    const base = nameKey(match.text).replace(/[\u064b-\u065f\u0670\u0640]/g, '');
    if (DIVINE.has(base)) continue;
    const sentenceInitial = /(?:^|[.!?;:\n]\s*|["“«'‘]\s*)$/u.test(text.slice(0, match.start));
    // A capital inside a sentence marks a name ("the Truth and Reconciliation Commission", "Ascension Day"), not the idea.
    if (!sentenceInitial && /^\p{Lu}/u.test(match.text) && !CAPITALISED_IDEAS.has(base)) continue;
    const written = sentenceInitial && /^\p{Lu}\p{Ll}/u.test(match.text) ? match.text.charAt(0).toLowerCase() + match.text.slice(1) : match.text;
    note(written, match.at);
    // The idea as the passage words it: "justification by faith", "love of God", "neema ya Mungu".
    if (language === 'ar' && /^ال/u.test(base)) continue;
    const rest = text.slice(match.start + match.text.length);
    const complement = language === 'en' ? englishComplement(rest) : COMPLEMENT[language].exec(rest)?.[0];
    if (!complement) continue;
    const added = complement.replace(/\s+/g, ' ').replace(/[,.;:]+$/, '');
    // "missionnaires d'Afrique": the elided article does not hide the name's capital.
    const last = added
      .trim()
      .split(' ')
      .pop()!
      .replace(/^\p{Ll}['’]/u, '');
    if (/^\p{Lu}/u.test(last) && !DIVINE.has(nameKey(last))) continue;
    if (written.split(/\s+/).length + added.trim().split(/\s+/).length <= 5) note(`${written}${added}`, match.at);
  }
  // Strength: mentions across the passage, longer wording, minus the very broad words every passage has.
  const mentions = (phrase: string) => sentences.filter((sentence) => nameKey(sentence).includes(nameKey(phrase))).length;
  const ranked = [...tally.values()].map((e) => ({ ...e, strength: Math.max(e.count, mentions(e.text)) * (1 + 0.7 * (e.words - 1)) - (e.generic ? 1.5 : 0) }));
  ranked.sort((a, b) => b.strength - a.strength || a.first - b.first);
  // Strong: named at least twice, or worded in two words or more; a broad word needs more mentions still.
  return { phrases: ranked.map((e) => e.text), strong: ranked.filter((e) => e.strength >= STRONG_CONCEPT).length };
}

/** The strength from which an idea is one the passage dwells on (see `conceptPhrases`). */
const STRONG_CONCEPT = 1.7;

/** "of the law", "by faith", "without repentance": a preposition and the noun phrase after it, ending on a noun. */
function englishComplement(rest: string): string | undefined {
  const opening = /^ (?:of|by|without) /.exec(rest);
  if (!opening) return undefined;
  // "the gospel of a God who reconciles": an indefinite phrase that a relative clause goes on to define is not yet the idea.
  if (/^ (?:of|by|without) (?:a|an) /.test(rest)) return undefined;
  const phrase = nlp(rest.slice(opening[0].length, opening[0].length + 80))
    .match('^#Determiner? #Adjective? #Noun+')
    .first();
  const words = phrase.text({ punctuation: false, whitespace: 'some' } as never).trim();
  if (!words || words.split(/\s+/).length > 3 || !phrase.has('#Noun$') || /[,.;:!?]/.test(words)) return undefined;
  // "baptism without church discipline": a phrase that stops before the noun it belongs to is cut, not whole.
  const after = rest.slice(opening[0].length + words.length).match(/^\s+(\p{Ll}[\p{L}'’-]*)/u)?.[1];
  if (after && !functionWordSet('en').has(after)) return undefined;
  return `${opening[0].trimEnd()} ${words}`;
}

/** Ideas written with a capital in the middle of a sentence as a matter of course. */
const CAPITALISED_IDEAS = new Set([
  'scripture',
  'scriptures',
  'gospel',
  'word',
  'church',
  'église',
  'écriture',
  'écritures',
  'évangile',
  'parole',
  'kanisa',
  'injili',
  'maandiko',
  'neno',
]);
/** Whether a word is among the vocabulary's broadest ("death", "church"): too plain to leave a gap for, or to ask about alone. */
export const isBroadWord = (word: string, language: TextLanguage) => GENERIC[language].has(nameKey(word));

/** Words of the vocabulary too broad to ask about on their own. */
const GENERIC: Record<TextLanguage, Set<string>> = {
  en: new Set([
    'church',
    'churches',
    'theology',
    'christian',
    'christians',
    'christianity',
    'bible',
    'scripture',
    'scriptures',
    'religion',
    'faith',
    'god',
    'missionaries',
    'missionary',
    'mission',
    'death',
    'life',
    'sermons',
    'sermon',
    'monk',
    'council',
    'believers',
    'culture',
    'cultures',
    'clergy',
    'tradition',
    'history',
    'language',
    'languages',
    'people',
    'world',
    // "Under the heavens", "body and soul": the frame of a sentence, not what it is about.
    'heaven',
    'heavens',
    'soul',
    'traditional religion',
  ]),
  fr: new Set([
    'église',
    'théologie',
    'chrétien',
    'chrétiens',
    'bible',
    'foi',
    'religion',
    'missionnaires',
    'missions',
    'mission',
    'mort',
    'vie',
    'croyants',
    'ciel',
    'cieux',
    'âme',
  ]),
  sw: new Set([
    'kanisa',
    'makanisa',
    'theolojia',
    'mkristo',
    'wakristo',
    'biblia',
    'imani',
    'dini',
    'wamisionari',
    'mmisionari',
    'kifo',
    'maisha',
    'waumini',
    'mbingu',
    'mbinguni',
    'nafsi',
  ]),
  ar: new Set([
    'الكنيسة',
    'كنيسة',
    'اللاهوت',
    'المسيحي',
    'المسيحيون',
    'المسيحية',
    'الكتاب المقدس',
    'الإيمان',
    'الدين',
    'المرسلون',
    'الموت',
    'الحياة',
    'المؤمنون',
    'السماء',
    'السماوات',
    'نفس',
  ]),
};
/** A verb or a participle as a lone word names an action, not an idea ("sauvé", "kuokoa"). */
const VERB_FORM: Record<TextLanguage, RegExp> = {
  en: /^(?!)/,
  fr: /^[\p{L}]+(?:é|ée|és|ées|er|ir)$/u,
  sw: /^ku[\p{L}]+$/u,
  ar: /^(?!)/,
};

/** What may follow a term inside the same idea: "of the law", "de Dieu", "ya Mungu", an Arabic noun in construct. */
const COMPLEMENT: Record<TextLanguage, RegExp> = {
  en: /^ (?:of|by|without) (?:(?:the|a|an|his|her|their|our|its) )?[\p{Ll}\p{Lu}][\p{L}'’-]+(?: [\p{Ll}][\p{L}'’-]+)?(?=[\s,.;:!?)]|$)/u,
  fr: /^ (?:de|du|des|d['’])(?: (?:la|le|les|l['’]))? ?[\p{L}'’-]+(?=[\s,.;:!?»)]|$)/u,
  sw: /^ (?:ya|wa|za|la|cha|vya|kwa) [\p{L}'’-]+(?=[\s,.;:!?”)]|$)/u,
  ar: /^ ال[\p{L}\p{M}]+(?=[\s،.؛:!؟»)]|$)/u,
};

const sentenceNames = (sentence: string, entities: Entities) => {
  const key = nameKey(sentence);
  return [...entities.people, ...entities.places, ...entities.works].filter((n) => key.includes(nameKey(n)));
};

/** A clause in the first person is someone's own words, not a proposition to report ("I felt my heart strangely warmed"). */
const FIRST_PERSON: Record<TextLanguage, RegExp> = {
  en: /^(?:I|we|my|our|me|us)(?![\p{L}])/iu,
  fr: /^(?:je|j['’]|nous|mon|ma|mes|notre|nos)(?![\p{L}])/iu,
  sw: /^(?:mimi|sisi|nili|tuli|nina|tuna)/iu,
  ar: /^(?:أنا|نحن)(?![\p{L}])/u,
};

/** Words of a heading that introduces someone's views: what follows it is theirs. */
const HEADING_OF_VIEWS: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:his|her|their|[\p{Lu}][\p{L}'’-]+['’]s) (?:writings|ideas|teaching|teachings|view|views|convictions|argument|arguments|thought|theology|books|sermons)(?![\p{L}])|(?:ideas|themes|convictions|points) stand out/iu,
  fr: /(?<![\p{L}])(?:ses|leurs|son|sa) (?:écrits|idées|thèses|convictions|arguments|enseignements|pensée|théologie)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:mafundisho yake|maandishi yake|mawazo yake|hoja zake|imani yake)(?![\p{L}])/iu,
  ar: /(?:كتاباته|أفكاره|تعاليمه|آراؤه|حججه|كتاباتها|أفكارها)/u,
};

/** Words that introduce the objection a text answers ("L'objection paraît forte: si Dieu est tout-puissant…"): what follows the colon is not the text's view. */
const OBJECTION_HEADING: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:objection|objectors|critics|opponents|some (?:say|argue|answer))(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:objection|objecteurs|adversaires|certains (?:disent|pensent|répondent)|on dit)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:pingamizi|wapinzani|wengine husema|wengi husema)(?![\p{L}])/iu,
  ar: /(?:اعتراض|المعترضون|يقول البعض|يجيب كثيرون)/u,
};

/** The passage's person a phrase names: "Calvin", "the Archbishop Desmond Tutu"; not a title alone. */
function personNamed(phrase: string, entities: Entities): string | undefined {
  const key = nameKey(phrase);
  return entities.people.find((p) => key.endsWith(nameKey(p)) || (nameKey(p).endsWith(key) && key.length >= 3));
}

/** The person a "he" or "she" stands for: the passage's most named person, when this or the sentence before names them. */
function mainPersonNear(sentences: string[], index: number, entities: Entities): string | undefined {
  const main = mainPerson(entities, sentences);
  if (!main) return undefined;
  const near = [sentences[index - 1] ?? '', sentences[index] ?? ''].some(
    (s) => nameKey(s).includes(nameKey(main)) || nameKey(s).includes(nameKey(main.split(/\s+/).pop()!)),
  );
  return near ? main : undefined;
}

/** Where a long sentence may be cut and its first part still say something whole: before a semicolon, a colon, or a relative or participle clause. */
const CLAUSE_BREAK: Record<TextLanguage, RegExp> = {
  en: /\s*[;:]\s+|\s+[—–]\s+|,\s+(?=(?:which|where|who|whose|while|whereas|although|defending|breaking|leaving|making|giving|calling|turning|bringing|teaching|insisting|arguing|so that|but|because)\s)/u,
  fr: /\s*[;:]\s+|\s+[—–]\s+|,\s+(?=(?:qui|où|dont|tandis que|alors que|bien que|afin que|afin de|mais|parce que|car)\s)/u,
  sw: /\s*[;:]\s+|\s+[—–]\s+|,\s+(?=(?:ambaye|ambao|ambayo|ambako|ingawa|ili|lakini|kwa sababu)\s)/u,
  ar: /\s*[؛:]\s+|\s+[—–]\s+|،\s+(?=(?:الذي|التي|الذين|بينما|لكي|لكن|لأن)\s)/u,
};
const LONGEST_QUOTE = 24;
/** A verb of saying a few words before a colon: what follows is what was said. */
const SPEECH_BEFORE_COLON: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:say|says|said|saith|saying|cried|answered|spake|tell|told)(?:\s+[\p{L}'’]+){0,4}\s*$/iu,
  fr: /(?<![\p{L}])(?:dire|dit|dirent|disait|disaient|disent|disant|dirai|répondit|répondirent|s['’]écria|cria)(?:\s+[\p{L}'’]+){0,4}\s*$/iu,
  sw: /(?<![\p{L}])(?:\p{L}*sema|\p{L}*ambia|\p{L}*jibu)(?:\s+[\p{L}'’]+){0,4}\s*$/iu,
  ar: /(?:قال|قالت|قالوا|يقول|تقول|يقولون|أجاب|قائلا|قائلًا)(?:\s+[\p{L}\p{M}]+){0,4}\s*$/u,
};

/** A sentence short enough to quote: itself, or its first whole part when it runs past 24 words. */
export function quotablePart(text: string, language: TextLanguage): string {
  const count = (t: string) => t.split(/\s+/).length;
  if (count(text) <= LONGEST_QUOTE) return text;
  // Not at the colon that opens someone's words ("L'œil ne peut pas dire à la main: Je n'ai pas besoin de toi"): cut there, the sentence says the opposite.
  const breaks = new RegExp(CLAUSE_BREAK[language].source, 'gu');
  const cut = [...text.matchAll(breaks)].find((b) => !(/:/u.test(b[0]) && SPEECH_BEFORE_COLON[language].test(text.slice(0, b.index))));
  if (!cut) return text;
  const first = cleanClause(text.slice(0, cut.index), language);
  return count(first) >= 6 && count(first) <= LONGEST_QUOTE ? first : text;
}

/** Where a sentence first names a person, in full or by the last word of the name; -1 when it does not. */
function personAt(sentence: string, person: string): number {
  const last = person.split(/\s+/).pop()!;
  const at = [person, last].map((n) => sentence.indexOf(n)).filter((i) => i >= 0);
  return at.length ? Math.min(...at) : -1;
}

/** How many sentences name a person, in full or by the last word of the name ("Kivengere" for "Festo Kivengere"). */
export function personMentions(person: string, sentences: string[]): number {
  const full = nameKey(person);
  const short = surnamePattern(person);
  // "Church" in "Joe Church" is his name only with its capital: "the church" is not him.
  const surname = person.split(/\s+/).pop()!;
  return sentences.filter((s) => {
    // "Son of David", "Fils de David": a title of someone else, not David in the story.
    const key = nameKey(s).replace(SON_OF, ' ');
    return key.includes(full) || ((short?.test(key) ?? false) && s.includes(surname));
  }).length;
}

/** "Son of X" and its forms, with the name after it (folded by nameKey): a title of another person. */
const SON_OF = /(?:son of|fils de|mwana wa|ابن) \p{L}+/gu;

const surnamePatterns = new Map<string, RegExp | undefined>();
/** The last word of a name as a whole word, once per name (undefined when it is the whole name or too short to tell). */
function surnamePattern(person: string): RegExp | undefined {
  if (!surnamePatterns.has(person)) {
    const full = nameKey(person);
    const last = nameKey(person.split(/\s+/).pop()!);
    surnamePatterns.set(
      person,
      last.length >= 3 && last !== full ? new RegExp(`(?<![\\p{L}])${last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u') : undefined,
    );
    if (surnamePatterns.size > 5000) surnamePatterns.clear();
  }
  return surnamePatterns.get(person);
}

const mainPeople = new WeakMap<Entities, Map<string[], string | undefined>>();
/** The person the passage is most about: named in the most sentences (counted once per passage). */
export function mainPerson(entities: Entities, sentences: string[]): string | undefined {
  let bySentences = mainPeople.get(entities);
  if (!bySentences) mainPeople.set(entities, (bySentences = new Map()));
  if (!bySentences.has(sentences)) {
    const counts = entities.people.map((p) => ({ p, n: personMentions(p, sentences) }));
    counts.sort((a, b) => b.n - a.n);
    bySentences.set(sentences, counts[0]?.p);
  }
  return bySentences.get(sentences);
}

/** A clause lower-cased at its start for quoting after "held that": a name keeps its capital. */
function keepNameCapitals(clause: string, entities: Entities): string {
  const names = [...entities.people, ...entities.places, ...entities.works, ...entities.organizations];
  const opening = names.find((n) => clause.toLowerCase().startsWith(n.toLowerCase()));
  return opening ? opening + clause.slice(opening.length) : clause;
}

/** The claims a passage makes, sentence by sentence. */
function claimsOf(sentences: string[], language: TextLanguage, entities: Entities, scripture: boolean): Claim[] {
  const claims: Claim[] = [];
  const reportedFrom = new Set<number>();
  // "He later attacked Marcion…" quoted alone does not say who: the passage's main person, when the sentence before was about them, is named instead.
  const main = mainPerson(entities, sentences);
  const surname = main?.split(/\s+/).pop();
  const aboutMain = new Set<number>();
  const resolveOpeningPronoun = (text: string, index: number): string => {
    // Scripture is quoted as it is written: "Elle" stays "Elle", not "Marthe".
    if (scripture || !main || !surname || (language !== 'en' && language !== 'fr')) return text;
    const opening = language === 'en' ? /^(He|She|His|Her)\s+(?=\p{Ll})/u.exec(text) : /^(Il|Elle)\s+(?=\p{Ll})/u.exec(text);
    const previous = sentences[index - 1];
    const firstNamed = previous
      ? entities.people
          .map((p) => ({ p, at: personAt(previous, p) }))
          .filter((x) => x.at >= 0)
          .sort((a, b) => a.at - b.at)[0]?.p
      : undefined;
    const follows = firstNamed === main || (firstNamed === undefined && aboutMain.has(index - 1));
    const namedFirst = entities.people
      .map((p) => ({ p, at: personAt(text, p) }))
      .filter((x) => x.at >= 0)
      .sort((a, b) => a.at - b.at)[0]?.p;
    if (namedFirst === main) aboutMain.add(index);
    if (!opening || !follows) return text;
    aboutMain.add(index);
    const possessive = /^(?:His|Her)$/.test(opening[1]!);
    // "Her" may be an object ("Her students loved her" opens on a possessive either way).
    return `${surname}${possessive ? '’s' : ''} ${text.slice(opening[0].length)}`;
  };
  sentences.forEach((sentence, sentenceIndex) => {
    if (/[?؟]\s*$/.test(sentence)) return;
    // A heading ("Three ideas stand out:") says nothing to quote; it may make the next sentences someone's view.
    if (/:\s*$/.test(sentence)) {
      if (HEADING_OF_VIEWS[language].test(sentence)) for (let k = 1; k <= 4; k += 1) reportedFrom.add(sentenceIndex + k);
      return;
    }
    const whole = resolveOpeningPronoun(cleanClause(sentence, language), sentenceIndex);
    // "Luther's deeper discovery came through Romans: the righteousness of God is…": past 24 words, what follows the colon is the content, and the view of whoever the opening names.
    const colon = /^([^:]{8,}?):\s+(.+)$/u.exec(whole);
    const afterColon =
      colon &&
      !/^["“«‘']/u.test(colon[2]!) &&
      !LIST_ANNOUNCED[language].test(colon[1]!) &&
      !FIRST_PERSON[language].test(colon[2]!) &&
      whole.split(/\s+/).length > LONGEST_QUOTE &&
      colon[2]!.split(/\s+/).length >= 6 &&
      colon[2]!.split(/\s+/).length <= LONGEST_QUOTE
        ? colon
        : null;
    const colonHolder = afterColon ? entities.people.find((p) => personAt(afterColon[1]!, p) >= 0) : undefined;
    // "Bonhoeffer opened the book with a warning: cheap grace is…": his view, and so are the sentences that go on with it, until the passage names someone or a year again.
    // "…Cyprien affirme : « Il ne peut avoir Dieu pour père… »": a saying quoted after the colon is his too, and the passage's own voice resumes after it.
    const quotedSaying = colon !== null && /^["“«‘']/u.test(colon[2]!);
    // A quoted saying is the person's when the verb of saying leads straight into it ("…et affirme : « … »"), not when it is said to them.
    const opener = colon ? (quotedSaying ? colon[1]!.trim().split(/\s+/).slice(-3).join(' ') : colon[1]!) : '';
    const viewHolder = colon && VIEW_OPENER[language].test(opener) ? entities.people.find((p) => personAt(colon[1]!, p) >= 0) : undefined;
    const opensView = viewHolder !== undefined;
    if (opensView && !quotedSaying) {
      for (let k = sentenceIndex + 1; k < sentences.length && k <= sentenceIndex + 4; k += 1) {
        if (/\d{3,4}/u.test(sentences[k]!) || entities.people.some((p) => personAt(sentences[k]!, p) >= 0)) break;
        reportedFrom.add(k);
      }
    }
    const text = afterColon ? cleanClause(afterColon[2]!.charAt(0).toUpperCase() + afterColon[2]!.slice(1), language) : quotablePart(whole, language);
    if (!hasMainVerb(text, language)) return;
    const names = sentenceNames(text, entities);
    const weight = theologicalWeight(text, language);
    // "For Calvin, …", "For the critics, …" frame a view; "For the churches of East Africa, this means…" only says whom it concerns.
    const frameMatch = VIEW_FRAME[language].exec(text);
    const frame = frameMatch && (personNamed(frameMatch[1]!, entities) || VIEW_HOLDERS[language].test(frameMatch[1]!)) ? frameMatch : null;
    const aside = REPORTED_ASIDE[language].exec(text);
    const kind: ClaimKind = isCommand(text, language)
      ? 'command'
      : STATEMENT_MARKERS[language].test(text) ||
          TEACHING[language].test(text) ||
          STATES_WITHOUT_VERB[language]?.test(text) ||
          // Swahili marks its past in the verb ("alizaliwa", "akaenda"): without it, a sentence is not told.
          (language === 'sw' && !toldInPast(text, language))
        ? 'statement'
        : 'event';
    // "Crowther preached repentance", "Kato warned that…": a teaching the passage tells of, not one it makes; its holder speaks for it.
    const tellsOfTeaching = kind === 'statement' && !STATEMENT_MARKERS[language].test(text);
    const reported =
      tellsOfTeaching ||
      REPORTING[language].test(text) ||
      Boolean(frame) ||
      Boolean(aside) ||
      Boolean(colonHolder) ||
      Boolean(opensView) ||
      reportedFrom.has(sentenceIndex);
    const factual = FACTUAL[language].test(text);
    // A view (what is, or what someone taught) rather than a happening: present tense, a reported teaching, or a sentence full of theology.
    // A view (what is, or what someone taught) rather than a happening: present tense or a modal, or a reported teaching.
    const claim: Claim = {
      sentenceIndex,
      text,
      kind,
      names,
      weight,
      reported,
      factual,
      deictic: DEICTIC[language].test(text) || ANSWER_OPENING[language].test(text),
      vagueSubject: VAGUE_SUBJECT[language].test(text) || VAGUE_OPENING[language].test(text),
    };
    if (colonHolder && language !== 'ar') {
      claim.speaker = colonHolder;
      claim.proposition = keepNameCapitals(text.charAt(0).toLowerCase() + text.slice(1), entities);
    } else if (viewHolder && colon && language !== 'ar') {
      const what = cleanClause(colon[2]!.replace(/^["“«‘']\s*/u, '').replace(/\s*["”»’']$/u, ''), language);
      if (what.split(/\s+/).length >= 6 && what.split(/\s+/).length <= LONGEST_QUOTE) {
        claim.speaker = viewHolder;
        claim.proposition = keepNameCapitals(what.charAt(0).toLowerCase() + what.slice(1), entities);
      }
    }
    const reason = REASON_MARKERS[language].exec(text);
    // "He told them not to blame themselves, because God had sent him": the reason is part of what was told, not why he spoke.
    if (reason && reason.index > 0 && !SPEECH_VERB[language].test(text.slice(0, reason.index))) {
      const main = cleanClause(text.slice(0, reason.index), language);
      const why = cleanClause(text.slice(reason.index + reason[0].length), language);
      if (slotProblems(main, language, 'clause').length === 0 && why.split(/\s+/).length >= 3) {
        claim.main = main;
        claim.reason = why;
      }
    }
    const turn = halvesAt(text, CONTRAST_MARKERS[language], language);
    if (turn) claim.contrast = { first: turn[0], second: turn[1] };
    const end = halvesAt(text, PURPOSE_MARKERS[language], language);
    if (end) claim.purpose = { main: end[0], end: end[1] };
    // "For Calvin, P", "P, Mbiti argued, Q": the person whose view it is, when the passage names them (a pronoun is the main person's).
    const framed = frame
      ? { who: frame[1]!, what: frame[2]! }
      : aside
        ? { who: language === 'en' ? aside[2]! : '', what: language === 'en' ? `${aside[1]!} ${aside[3]!}` : `${aside[1]!} ${aside[2]!}` }
        : undefined;
    if (framed) {
      const who =
        personNamed(framed.who, entities) ??
        (/^(?:he|she|il|elle)$/iu.test(framed.who) || framed.who === '' ? mainPersonNear(sentences, sentenceIndex, entities) : undefined);
      const what = cleanClause(framed.what.charAt(0).toLowerCase() + framed.what.slice(1), language);
      if (who && language !== 'ar') {
        claim.speaker = who;
        claim.proposition = language === 'en' || language === 'fr' ? keepNameCapitals(what, entities) : what;
      }
    }
    // A heading such as "Three ideas stand out in his writings:" makes what follows his, not the passage's.
    if (/:\s/u.test(sentence) && OBJECTION_HEADING[language].test(sentence.split(/:\s/u)[0]!)) claim.reported = true;
    if (/:\s/u.test(sentence) && HEADING_OF_VIEWS[language].test(sentence.split(/:\s/u)[0]!)) {
      claim.reported = true;
      for (let k = 1; k <= 4; k += 1) reportedFrom.add(sentenceIndex + k);
    }
    const attributed = ATTRIBUTION[language].exec(text) ?? (language === 'en' ? LATE_ATTRIBUTION.exec(text) : null);
    if (attributed) {
      // "Le théologien Kato soutient que…": the speaker leaves the start of the sentence, its capital stays behind.
      const opening = attributed[1]!.trim();
      const speaker = language === 'fr' ? opening.replace(/^(Le|La|Les|L['’]|Un|Une)(?=\s|\p{L})/u, (a) => a.toLowerCase()) : opening;
      // Arabic keeps its particle: "أنّ" before a noun, "أن" before a verb; after "قال" it was "إنّ", which "رأى" makes "أنّ".
      const proposition = quotablePart(cleanClause(language === 'ar' ? attributed[2]!.replace(/^إنّ?(?=\s)/u, 'أنّ') : attributed[2]!, language), language);
      // Only a named person speaks for themselves in a question; "he" or "she" is the main person when the passage has just named them.
      const named = entities.people.find((p) => nameKey(speaker).endsWith(nameKey(p)) || nameKey(p).endsWith(nameKey(speaker)));
      if (named) {
        // "Le théologien Kato" stays as the passage calls him; an opening phrase before the name ("Using the idea of…, Tertullian") does not.
        claim.speaker = /[,;:]/u.test(speaker) ? named : speaker;
        claim.proposition = proposition;
      } else if (/^(?:he|she|il|elle)$/iu.test(speaker)) {
        const main = mainPersonNear(sentences, sentenceIndex, entities);
        if (main) {
          claim.speaker = main;
          claim.proposition = proposition;
        }
      }
      claim.reported = true;
    }
    if (claim.proposition && FIRST_PERSON[language].test(claim.proposition)) {
      delete claim.speaker;
      delete claim.proposition;
    }
    // "In traditional thought time moves backward": a description of what others believe, not the speaker's own view to weigh.
    if (claim.proposition) claim.propositionIsView = STATEMENT_MARKERS[language].test(claim.proposition) && !DESCRIBES_OTHERS[language].test(claim.proposition);
    claims.push(claim);
  });
  return claims;
}

/** The genres that tell what happened; in the others, only a sentence in the past tense is an event. */
const TELLS_STORIES: Genre[] = ['narrative', 'biography', 'history'];

/** The past tenses of a story: compromise's for English, the endings and auxiliaries of the others. */
const PAST_TENSE: Record<Exclude<TextLanguage, 'en'>, RegExp> = {
  // The passé simple after its subject ("Jacob partit", "il y prit", "elle s'éveilla"), not a future in -ra ("il sera", "il viendra").
  fr: /(?<![\p{L}])(?:(?:il|elle|ils|elles|on|\p{Lu}\p{Ll}+)\s+(?:s['’]|se |y |en |le |la |les |lui |leur )?\p{Ll}{2,}(?<!er|ir|ur|dr|rr)(?:a|it|ut|int|irent|urent)(?![\p{L}])|\p{L}{2,}(?:ait|aient|èrent|ât|îmes|ûmes)|fut|furent|eut|eurent|(?:a|ont|avait|avaient|est|sont|était|étaient)\s+(?:\p{L}+\s+)?\p{L}{2,}(?:é|ée|és|ées|i|is|it|ite|u|ue|us))(?![\p{L}])/iu,
  // Not the nouns that look like it: "wakati", "walimu", "walimwengu", "kilima", "kilimo".
  sw: /(?<![\p{L}])(?:a|wa|ki|vi|li|ya|u|i|zi|tu|ni|m|ha|hawa|hatu|si)(?:li|ka|kuwa)(?!ti(?![\p{L}])|mu(?![\p{L}])|mwengu|ma(?![\p{L}])|mo(?![\p{L}]))\p{Ll}{2,}/iu,
  ar: /^(?:[وف])?(?:كان|كانت|كانوا|ثم|فلما|ولما|لما|حين|عندما|قد\s|لقد)/u,
};

function toldInPast(text: string, language: TextLanguage): boolean {
  return language === 'en' ? nlp(text).has('#PastTense') : PAST_TENSE[language].test(text);
}

/** Scripture itself rather than a text about it: archaic English of the KJV, or Arabic printed with its vowels (as the Van Dyck is). */
function readsAsScripture(passage: string, language: TextLanguage): boolean {
  if (language === 'en') {
    const archaic = passage.match(/(?<![\p{L}])(?:thou|thee|thy|thine|hath|unto|ye|shalt|saith|doth|lest|verily|behold|\p{Ll}{3,}eth)(?![\p{L}])/gu) ?? [];
    return archaic.filter((w) => !/^(?:teeth|seventh|sixtieth|twentieth|beneath|underneath)$/.test(w)).length >= 2;
  }
  // Louis Segond: "l'Éternel" for the Name, "de Christ" without the article, "prenant la parole", "aussitôt"; its verse set in lines.
  // …and its speech opened by a colon with no quotation marks ("il se dit: Combien"), its sentences opening on "Et".
  if (language === 'fr')
    return (
      isLineated(passage, language) ||
      (passage.match(/(?<![\p{L}])(?:quiconque|point|voici|afin que|en vérité|l['’]éternel|de christ|prenant la parole|aussitôt)(?![\p{L}])/giu)?.length ?? 0) +
        (passage.match(
          /(?<![\p{L}])(?:dit|dirent|disait|disaient|disent|dire|dirai|diras|répondit|répondirent|s['’]écria|cria)(?:\s+[\p{L}'’-]+){0,4}\s*:\s*\p{Lu}|(?:^|[.!?]\s+)Et\s/gu,
        )?.length ?? 0) >=
        2
    );
  // The Union Version: the Name in capitals, "Je!" and "Tazama," opening a line, its old forms "nalikuwa", "walakini".
  if (language === 'sw')
    return (
      (passage.match(
        /(?<![\p{L}])(?:BWANA|[Jj]e!|Tazama,|nalikuwa|nalimwona|[Ww]alakini|[Kk]wa maana|[Aa]min,? nawaambia|(?!ambaye)\p{Ll}{3,}aye|[Ii]japo\p{Ll}{3,}|[Yy]afaa|[Ee]nendeni|nafsini|Aliye juu|yu (?:katikati|pamoja|ndani))(?![\p{L}])/gu,
      )?.length ?? 0) >= 2
    );
  // The Van Dyck: fully vowelled, or printed without its vowels and known by "هوذا", "الحق الحق أقول", "لئلا", "رب الجنود".
  if ((passage.match(/[\u064b-\u0652]/g)?.length ?? 0) > passage.length * 0.15) return true;
  const lord = (passage.match(/(?<![\p{L}])[وفبل]?الرب(?![\p{L}])/gu)?.length ?? 0) >= 2 ? 1 : 0;
  return (
    (passage.match(
      /(?:هوذا|هأنذا|حينئذ|الحق الحق أقول|الحق أقول لكم|فأجاب|فقال لهما|فقال لهم|لئلا|لا تضلوا|يا ابني|طوبى لل|ناموس|أرض مصر|(?:^|[.!؟]\s*)وإذا\s|(?:^|[.!؟]\s*)وفيما\s|رب الجنود|قال الرب|يقول الرب|الرب إلهك|الرب إلهكم)/gu,
    )?.length ?? 0) +
      lord >=
    2
  );
}

/** A phrase that is a negation's remnant ("not those things") or the formula that frames God's words ("يقول الرب", "saith the LORD"): never the idea asked about. */
const NOT_AN_IDEA: Record<TextLanguage, RegExp> = {
  en: /^(?:not|no|never)\s|^(?:(?:thus )?(?:says|saith) the lord|the lord (?:says|saith))$/iu,
  fr: /^(?:pas|point|ne|non|jamais)\s|^(?:ainsi )?(?:dit|parle) l['’]éternel$/iu,
  sw: /^(?:si|hakuna|bila)\s|^(?:asema bwana|bwana asema)$/iu,
  ar: /^(?:لا|ليس|لم|لن)\s|^(?:يقول|قال) الرب$/u,
};

/** Reads a passage for the question engine; `keywords` are the educator's target keywords. */
export function readPassage(written: string, keywords: string[] = []): PassageReading {
  // "(Marko 4:35-41)" at the end says the reading is Scripture; it is not one of its sentences.
  const cited = endsWithReference(written);
  const passage = withoutClosingReference(written);
  const language = detectTextLanguage(passage);
  const sentences = splitSentences(passage);
  const entities = findEntities(passage, language);
  const { phrases: concepts, strong } = conceptPhrases(passage, language, entities, sentences);
  const others = keyPhrasesOf(passage, language, entities).filter(
    (p) => !concepts.some((c) => nameKey(c).includes(nameKey(p)) || nameKey(p).includes(nameKey(c))),
  );
  const keyPhrases = [...concepts, ...others].filter((phrase) => !NOT_AN_IDEA[language].test(phrase)).slice(0, 12);
  const words = new Set(contentWords(passage, LEXICONS[language], language));
  const passageKey = nameKey(passage);
  const keywordsFound = keywords.filter((k) => passageKey.includes(nameKey(k)) || contentWords(k, LEXICONS[language], language).some((w) => words.has(w)));
  const scripture = cited || readsAsScripture(passage, language);
  const claims = claimsOf(sentences, language, entities, scripture);
  // Each event's tense read once (English asks compromise): the genre and the kinds below both need it.
  const past = claims.map((c) => c.kind === 'event' && toldInPast(c.text, language));
  const main = mainPerson(entities, sentences);
  const genre = readGenre({
    language,
    sentences,
    passage,
    scripture,
    // A story tells in the past: a promise ("The LORD shall preserve thee") or a present-tense oracle is not narrated.
    // (Arabic writes no tense the reader can see: its events stand as read.)
    kinds: {
      event: claims.filter((c, i) => c.kind === 'event' && (language === 'ar' || past[i])).length,
      statement: claims.filter((c, i) => c.kind === 'statement' || (c.kind === 'event' && language !== 'ar' && !past[i])).length,
      command: claims.filter((c) => c.kind === 'command').length,
    },
    mainPersonMentions: main ? personMentions(main, sentences) : 0,
    people: entities.people.length,
  });
  // Outside a story, a sentence not told in the past states, promises or exhorts: "la grâce demande plus que la loi" is no event.
  if (!TELLS_STORIES.includes(genre))
    claims.forEach((claim, i) => {
      if (claim.kind === 'event' && !past[i]) claim.kind = 'statement';
    });
  return {
    language,
    sentences,
    entities,
    keyPhrases,
    conceptCount: Math.min(concepts.length, keyPhrases.length),
    strongConceptCount: Math.min(strong, keyPhrases.length),
    scripture,
    genre,
    claims,
    keywordsFound,
    keywordsMissing: keywords.filter((k) => !keywordsFound.includes(k)),
  };
}
