/**
 * The words by which an answer shows its reasoning, in the four languages students write in
 * (issue 11, item 3). Written by the team, not translated at run time: each list names the
 * markers a reader of that language would recognise. Matching is on whole words, case-folded.
 */

export const ANSWER_LANGUAGES = ['en', 'fr', 'sw', 'ar'] as const;
export type AnswerLanguage = (typeof ANSWER_LANGUAGES)[number];

export interface Lexicon {
  /** "I believe", "in my view": the sentence states the writer's position. */
  claim: string[];
  /** "because", "therefore": a reason is given. */
  reason: string[];
  /** "for example", "the passage says": evidence is brought. */
  evidence: string[];
  /** "however", "some may argue": another view is weighed. */
  objection: string[];
  /** Bloom level 4: judging, weighing, defending a position. */
  evaluation: string[];
  /** Bloom level 3: carrying the idea into ministry and context. */
  application: string[];
  /** Bloom level 2: comparing, relating, tracing causes. */
  analysis: string[];
  /** "just as", "like a": an analogy. */
  analogy: string[];
  /** "first", "finally": an ordered list of points. */
  enumeration: string[];
  /** "in my experience", "I have seen": the writer's own testimony. */
  testimony: string[];
  /** Words too common to be a keyword. */
  stopwords: string[];
}

const en: Lexicon = {
  claim: ['i believe', 'i think', 'in my view', 'in my opinion', 'i would argue', 'i am convinced', 'i hold that', 'my view is', 'it seems to me', 'i conclude'],
  reason: ['because', 'since', 'therefore', 'for this reason', 'that is why', 'so that', 'as a result', 'this means', 'hence', 'thus', 'the reason'],
  evidence: ['for example', 'for instance', 'such as', 'the passage says', 'the text says', 'scripture says', 'the bible says', 'it is written', 'according to', 'in verse', 'as we read', 'as paul', 'as jesus', 'shows that', 'we see this'],
  objection: ['however', 'some may argue', 'some would say', 'some people say', 'some people think', 'some say', 'some argue', 'some think', 'others say', 'others argue', 'others think', 'others believe', 'on the other hand', 'although', 'even though', 'one might object', 'admittedly', 'critics', 'the objection', 'it could be said', 'nevertheless'],
  evaluation: ['i agree', 'i disagree', 'strongest', 'weakest', 'dangerous', 'harmful', 'helpful', 'valuable', 'flawed', 'unbiblical', 'mistaken', 'convincing', 'unconvincing', 'persuasive', 'more faithful', 'less faithful', 'a weakness', 'a strength', 'the strength', 'the weakness', 'is right', 'is wrong', 'fails to', 'falls short', 'i would judge', 'better than', 'worse than', 'i would defend', 'i reject'],
  application: ['in my church', 'in our church', 'in my congregation', 'in our congregation', 'in our context', 'in africa', 'in my village', 'in my ministry', 'in our community', 'i would apply', 'in practice', 'practically', 'for our people', 'this sunday', 'our members', 'as a pastor'],
  analysis: ['compare', 'compared', 'contrast', 'differs', 'different from', 'the difference', 'similar to', 'the relationship', 'connects', 'connection', 'leads to', 'causes', 'whereas', 'while the', 'depends on'],
  analogy: ['just as', 'like a', 'like the', 'as if', 'is like', 'in the same way', 'similarly'],
  enumeration: ['first', 'firstly', 'second', 'secondly', 'third', 'thirdly', 'finally', 'lastly', 'to begin with'],
  testimony: ['in my experience', 'i have seen', 'i remember', 'when i was', 'i once', 'my own', 'i have learned', 'i learned'],
  stopwords: ['the', 'a', 'an', 'and', 'or', 'but', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'it', 'its', 'this', 'that', 'these', 'those', 'as', 'we', 'our', 'us', 'i', 'my', 'me', 'you', 'your', 'he', 'she', 'they', 'them', 'their', 'his', 'her', 'not', 'no', 'so', 'if', 'then', 'than', 'what', 'which', 'who', 'whom', 'how', 'why', 'when', 'where', 'do', 'does', 'did', 'have', 'has', 'had', 'can', 'could', 'would', 'should', 'will', 'shall', 'may', 'might', 'must', 'also', 'very', 'more', 'most', 'all', 'any', 'some', 'such', 'there', 'here', 'about', 'into', 'because', 'since', 'think', 'believe', 'say', 'says', 'said', 'one', 'only', 'just', 'even', 'like', 'because', 'much', 'many', 'every', 'each', 'other', 'others'],
};

const fr: Lexicon = {
  claim: ['je crois', 'je pense', 'à mon avis', 'selon moi', 'je suis convaincu', 'je suis convaincue', 'il me semble', 'je soutiens', 'je conclus'],
  reason: ['parce que', 'car', 'puisque', "c'est pourquoi", 'donc', 'ainsi', 'en effet', 'par conséquent', 'de sorte que', 'voilà pourquoi'],
  evidence: ['par exemple', 'comme le dit', 'selon', 'le texte dit', "l'écriture dit", 'la bible dit', 'il est écrit', 'au verset', 'comme on le lit', 'comme paul', 'comme jésus', 'montre que', 'on le voit'],
  objection: ['cependant', 'pourtant', 'toutefois', 'certains diront', 'certains disent', "d'autres pensent", "d'autres disent", "d'un autre côté", 'bien que', 'même si', 'néanmoins', 'on pourrait objecter', 'il est vrai que', 'les critiques'],
  evaluation: ["je suis d'accord", "je ne suis pas d'accord", 'dangereux', 'dangereuse', 'nuisible', 'utile', 'précieux', 'erroné', 'erronée', 'contraire à l’écriture', 'le plus fort', 'le plus faible', 'convaincant', 'convaincante', 'peu convaincant', 'une faiblesse', 'une force', 'la force', 'la faiblesse', 'a raison', 'a tort', 'plus fidèle', 'moins fidèle', 'je rejette', 'je défendrais', 'meilleur que'],
  application: ['dans mon église', 'dans notre église', 'dans notre assemblée', 'dans mon assemblée', 'dans notre contexte', 'en afrique', 'dans mon village', 'dans mon ministère', 'dans notre communauté', 'en pratique', 'concrètement', 'pour nos fidèles', 'nos membres', 'comme pasteur'],
  analysis: ['comparer', 'comparé', 'contraste', 'diffère', 'différent de', 'la différence', 'semblable à', 'le lien entre', 'la relation', 'conduit à', 'provoque', 'tandis que', 'alors que', 'dépend de'],
  analogy: ['de même que', 'comme un', 'comme une', 'comme si', 'ressemble à', 'de la même manière', 'pareillement'],
  enumeration: ['premièrement', 'deuxièmement', 'troisièmement', "d'abord", 'ensuite', 'enfin', 'pour finir'],
  testimony: ['dans mon expérience', "j'ai vu", 'je me souviens', "quand j'étais", "j'ai appris", 'moi-même'],
  stopwords: ['le', 'la', 'les', 'un', 'une', 'des', 'du', 'de', 'et', 'ou', 'mais', 'à', 'au', 'aux', 'en', 'dans', 'sur', 'par', 'pour', 'avec', 'sans', 'est', 'sont', 'était', 'être', 'a', 'ont', 'il', 'elle', 'ils', 'elles', 'on', 'nous', 'vous', 'je', 'me', 'mon', 'ma', 'mes', 'notre', 'nos', 'votre', 'leur', 'leurs', 'son', 'sa', 'ses', 'ce', 'cet', 'cette', 'ces', 'qui', 'que', 'quoi', 'dont', 'où', 'ne', 'pas', 'plus', 'si', 'comme', 'aussi', 'très', 'tout', 'tous', 'toute', 'toutes', 'lui', 'y', 'se', 'sa', 'car', 'donc', 'crois', 'pense', 'dit', 'dire', 'fait', 'faire', 'peut', 'doit', "c'est", "qu'il", "l'", "d'"],
};

const sw: Lexicon = {
  claim: ['naamini', 'nadhani', 'kwa maoni yangu', 'nina hakika', 'ninaona kwamba', 'naona kwamba', 'ninaamini', 'nahitimisha'],
  reason: ['kwa sababu', 'kwa kuwa', 'kwa hiyo', 'ndiyo sababu', 'kwa maana', 'kwa hivyo', 'kwa ajili hiyo'],
  evidence: ['kwa mfano', 'kama inavyosema', 'maandiko yanasema', 'biblia inasema', 'imeandikwa', 'kulingana na', 'katika mstari', 'kama paulo', 'kama yesu', 'inaonyesha kwamba', 'tunaona'],
  objection: ['hata hivyo', 'lakini wengine', 'wengine husema', 'wengine wanasema', 'wengine wanaweza kusema', 'ingawa', 'japo', 'kwa upande mwingine', 'ni kweli kwamba', 'wakosoaji'],
  evaluation: ['nakubali', 'ninakubali', 'ni hatari', 'hatari kwa', 'yenye manufaa', 'ina manufaa', 'si ya kibiblia', 'ni kosa', 'sikubaliani', 'sikubali', 'nguvu zaidi', 'dhaifu zaidi', 'udhaifu', 'ina nguvu', 'inashawishi', 'haishawishi', 'ni sahihi', 'si sahihi', 'bora kuliko', 'mwaminifu zaidi', 'nakataa'],
  application: ['katika kanisa langu', 'katika kanisa letu', 'kanisani kwetu', 'katika jamii yetu', 'katika muktadha wetu', 'afrika', 'kijijini kwetu', 'katika huduma yangu', 'kwa vitendo', 'waumini wetu', 'kama mchungaji'],
  analysis: ['linganisha', 'kulinganisha', 'tofauti', 'kufanana', 'uhusiano kati ya', 'husababisha', 'inasababisha', 'ilhali', 'wakati huo huo', 'inategemea'],
  analogy: ['kama vile', 'ni kama', 'mfano wa', 'vivyo hivyo', 'kwa namna hiyo hiyo'],
  enumeration: ['kwanza', 'pili', 'tatu', 'mwisho', 'hatimaye'],
  testimony: ['katika uzoefu wangu', 'nimeona', 'nakumbuka', 'nilipokuwa', 'nimejifunza'],
  stopwords: ['na', 'ya', 'wa', 'za', 'la', 'cha', 'vya', 'kwa', 'katika', 'ni', 'si', 'kwamba', 'kuwa', 'hii', 'huu', 'hizi', 'hiyo', 'ile', 'yake', 'wake', 'zake', 'yao', 'wao', 'sisi', 'wewe', 'mimi', 'yeye', 'hata', 'pia', 'sana', 'kila', 'lakini', 'au', 'ama', 'kama', 'bila', 'pamoja', 'kwenye', 'hapo', 'huyo', 'ambao', 'ambayo', 'ambaye', 'tu', 'je', 'nini', 'nani', 'gani', 'wetu', 'yetu', 'langu', 'yangu'],
};

const ar: Lexicon = {
  claim: ['أعتقد', 'اعتقد', 'أظن', 'في رأيي', 'برأيي', 'أنا مقتنع', 'أرى أن', 'ارى ان', 'أستنتج'],
  reason: ['لأن', 'لان', 'بسبب', 'لذلك', 'لذا', 'ولهذا', 'لهذا السبب', 'إذ إن', 'حيث إن', 'وبالتالي', 'لكي'],
  evidence: ['على سبيل المثال', 'مثلا', 'مثلاً', 'كما يقول', 'يقول الكتاب', 'يقول النص', 'مكتوب', 'وفقا ل', 'وفقًا ل', 'بحسب', 'في الآية', 'في العدد', 'كما بولس', 'كما يسوع', 'يبين أن', 'نرى ذلك'],
  objection: ['لكن', 'ولكن', 'غير أن', 'مع ذلك', 'ومع ذلك', 'قد يقول البعض', 'يقول البعض', 'يرى آخرون', 'من ناحية أخرى', 'رغم', 'بالرغم', 'على الرغم', 'صحيح أن', 'المنتقدون'],
  evaluation: ['أوافق', 'لا أوافق', 'أقوى', 'أضعف', 'ضعيف', 'قوي', 'خطير', 'خطيرة', 'مفيد', 'غير كتابي', 'خاطئ', 'مقنع', 'غير مقنع', 'نقطة ضعف', 'نقطة قوة', 'محق', 'مخطئ', 'أكثر أمانة', 'أرفض', 'أفضل من'],
  application: ['في كنيستي', 'في كنيستنا', 'في مجتمعنا', 'في سياقنا', 'في أفريقيا', 'في افريقيا', 'في قريتي', 'في خدمتي', 'عمليا', 'عمليًا', 'في الواقع العملي', 'أعضاء كنيستنا', 'كراع'],
  analysis: ['قارن', 'مقارنة', 'يختلف', 'الفرق', 'تشابه', 'العلاقة بين', 'يؤدي إلى', 'يسبب', 'بينما', 'في حين', 'يعتمد على'],
  analogy: ['مثل', 'كما أن', 'يشبه', 'بالطريقة نفسها', 'كذلك'],
  enumeration: ['أولا', 'أولاً', 'ثانيا', 'ثانياً', 'ثالثا', 'ثالثاً', 'أخيرا', 'أخيراً'],
  testimony: ['من تجربتي', 'في تجربتي', 'رأيت', 'أتذكر', 'عندما كنت', 'تعلمت'],
  stopwords: ['في', 'من', 'إلى', 'الى', 'على', 'عن', 'مع', 'هذا', 'هذه', 'ذلك', 'تلك', 'الذي', 'التي', 'الذين', 'هو', 'هي', 'هم', 'نحن', 'أنا', 'انا', 'أنت', 'كان', 'كانت', 'يكون', 'قد', 'لا', 'لم', 'لن', 'ما', 'ماذا', 'و', 'أو', 'او', 'ثم', 'إن', 'أن', 'ان', 'كل', 'بعض', 'كما', 'لكن', 'أيضا', 'أيضاً', 'جدا', 'جداً', 'عند', 'بين', 'حتى', 'إذا', 'اذا', 'لأن', 'لان'],
};

/** A marker word ("however", "naamini") says how an answer argues, not what it is about: never a keyword. */
function withMarkersAsStopwords(lexicon: Lexicon): Lexicon {
  const markers = (Object.keys(lexicon) as (keyof Lexicon)[]).filter((k) => k !== 'stopwords').flatMap((k) => lexicon[k]);
  const singleWords = markers.filter((m) => !/\s/.test(m)).map((m) => m.toLowerCase());
  return { ...lexicon, stopwords: [...new Set([...lexicon.stopwords, ...singleWords])] };
}

export const LEXICONS: Record<AnswerLanguage, Lexicon> = { en: withMarkersAsStopwords(en), fr: withMarkersAsStopwords(fr), sw: withMarkersAsStopwords(sw), ar: withMarkersAsStopwords(ar) };

const LETTER = '[\\p{L}\\p{M}\\p{N}]';

/** A whole-word, case-insensitive matcher for any of `phrases` (Arabic and Swahili words have no capitals; letters on either side break a match). */
export function phraseMatcher(phrases: string[]): RegExp {
  const escaped = [...phrases].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]"));
  return new RegExp(`(?<!${LETTER})(?:${escaped.join('|')})(?!${LETTER})`, 'giu');
}
