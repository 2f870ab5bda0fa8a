import type {
  AnalysisData,
  AnswerPart,
  ArgumentStructure,
  BloomLevel,
  ObservationCode,
  ResponseAnalysis,
  RhetoricalDevice,
} from '#shared/schemas/discussions.ts';
import { BLOOM_LEVELS } from '#shared/schemas/discussions.ts';
import { readPassage } from './passage.ts';
import { LEXICONS, type AnswerLanguage, type Lexicon } from './lexicon.ts';
import { contentWords, detectTextLanguage, matcher, mentions, quote, QUOTATION, sharedWords, splitSentences, words } from './text.ts';
import { findScriptureReferences } from './scripture-references.ts';
import { functionWordSet } from './function-words.ts';

/**
 * The built-in reading of a student's answer: what it claims, the reasons and
 * evidence it gives, the objections it weighs, how it speaks (rhetorical devices), its concepts
 * and the relations it draws, how it meets the question's level (Bloom: 1 remember, 2 analyse,
 * 3 apply, 4 evaluate) and which learning objectives it shows. Pure and synchronous: it runs in
 * a worker thread (server/workers/heavy-work.worker.ts).
 */

export interface AnswerInput {
  answer: string;
  question: { content: string; difficultyLevel: number; keywords: string[]; sourceExcerpt: string | null };
  /** The course's learning objectives. */
  objectives: { id: string; title: string; description: string }[];
}

const BLOOM_RANK: Record<BloomLevel, number> = { remember: 1, analyse: 2, apply: 3, evaluate: 4 };
const bloomFor = (level: number): BloomLevel => BLOOM_LEVELS[Math.min(4, Math.max(1, level)) - 1]!;

export interface Signals {
  claim: string | null;
  reasons: string[];
  evidence: string[];
  objections: string[];
  application: string[];
  evaluation: string[];
  analysis: string[];
  scriptureReferences: string[];
  quotations: string[];
  devices: RhetoricalDevice[];
}

/** What the text's sentences do: claim, give reasons and evidence, weigh objections, apply, evaluate; and its rhetorical devices. */
export function readSignals(sentences: string[], text: string, language: AnswerLanguage): Signals {
  // Every common form in the four languages, read against the curated table of books: "1 Timothée 2.5", "Warumi 3:23", "1 تيموثاوس 2: 5".
  const scriptureReferences = findScriptureReferences(text).map((reference) => reference.text);
  const quotations = [...text.matchAll(QUOTATION)].map((m) => m[1]!.trim());
  const having = (category: keyof Lexicon) => sentences.filter((s) => mentions(s, language, category));
  // "I believe X, because Y": the reason is the clause from its marker on, so a claim and its reason can share a sentence.
  const reasons = having('reason').map((s) => {
    const marker = matcher(language, 'reason').exec(s);
    return marker && marker.index > 0 ? s.slice(marker.index).trim() : s;
  });
  const objections = having('objection');
  const evaluation = having('evaluation');
  const application = having('application');
  const analysis = having('analysis');
  const evidence = sentences.filter(
    (s) => mentions(s, language, 'evidence') || scriptureReferences.some((ref) => s.includes(ref)) || quotations.some((q) => s.includes(q)),
  );
  const claim = centralClaim(sentences, language, {
    marked: having('claim'),
    reasons: new Set(reasons),
    evidence: new Set(evidence),
    application: new Set(application),
  });

  const devices: RhetoricalDevice[] = [];
  if (sentences.some((s) => /[?؟]$/.test(s))) devices.push('rhetorical_question');
  if (objections.length > 0 || sentences.some((s) => CONTRAST[language].test(s))) devices.push('contrast');
  if (having('analogy').length > 0) devices.push('analogy');
  if (hasAnaphora(sentences)) devices.push('repetition');
  if (scriptureReferences.length > 0) devices.push('scripture_reference');
  if (quotations.length > 0) devices.push('quotation');
  if (having('testimony').length > 0) devices.push('personal_testimony');
  const enumerated = sentences.reduce((n, s) => n + (s.match(matcher(language, 'enumeration')) ?? []).length, 0);
  if (enumerated >= 2) devices.push('enumeration');

  return { claim, reasons, evidence, objections, application, evaluation, analysis, scriptureReferences, quotations, devices };
}

/** A sentence that draws the answer's conclusion: "So forgiveness has a limit", "Donc nous sommes justifiés par la grâce". */
const CONCLUDES: Record<AnswerLanguage, RegExp> = {
  // …or names its central point, or, at application, what the student would do: "I would tell him not to go".
  en: /^(?:so|therefore|thus|hence|this means|that is why|in short|in the end|the (?:main |basic |central )?(?:point|assumption|idea|lesson) (?:is|here is)|the passage (?:teaches|shows|means)|i would (?:tell|advise|teach|say|ask))(?![\p{L}])/iu,
  fr: /^(?:donc|ainsi|c['’]est pourquoi|cela veut dire|cela signifie|en somme|bref|finalement|l['’](?:hypothèse|idée)(?: de base| principale| centrale)? est|le point (?:central|principal) est|le texte (?:enseigne|montre|veut dire)|je (?:lui |leur )?(?:dirais|conseillerais|enseignerais))(?![\p{L}])/iu,
  sw: /^(?:kwa hiyo|kwa hivyo|hivyo|basi|maana yake|kwa ufupi|mwishowe|jambo kuu ni|wazo kuu ni|kifungu (?:kinafundisha|kinaonyesha)|ningem(?:wambia|shauri|fundisha)|ningewa(?:ambia|shauri|fundisha))(?![\p{L}])/iu,
  ar: /^(?:لذلك|إذن|وهكذا|وعليه|أي أن|معنى ذلك|خلاصة القول|باختصار|الفكرة (?:الأساسية|الرئيسية)|النقطة (?:الأساسية|الرئيسية)|النص (?:يعلّم|يعلم|يبين|يبيّن)|سأقول ل|أنصح)/u,
};

/** A sentence that only frames, exclaims or tells a story: "Gloire à Dieu !", "When I was a young pastor…". */
const ASIDE: Record<AnswerLanguage, RegExp> = {
  en: /^(?:praise (?:the lord|god)|amen|glory to god|for example|for instance|when i |in my church|in our church|i remember|like in |as in )/iu,
  fr: /^(?:gloire à dieu|amen|alléluia|par exemple|quand j['’]|dans mon église|dans notre église|je me souviens|comme dans |comme en )/iu,
  sw: /^(?:bwana asifiwe|amina|utukufu kwa mungu|kwa mfano|nilipokuwa|katika kanisa langu|katika kanisa letu|nakumbuka|kama katika )/iu,
  ar: /^(?:المجد لله|آمين|هللويا|على سبيل المثال|مثلا|عندما كنت|في كنيستي|في كنيستنا|أتذكر|كما في )/u,
};

/**
 * The answer's central claim, which is not always its first sentence: the one that concludes
 * ("So…", "Donc…"), or states the student's own view ("I believe…"), and is neither a reason, a
 * piece of evidence, a story from ministry nor an exclamation. The first sentence wins a tie:
 * students most often open on their answer.
 */
function centralClaim(
  sentences: string[],
  language: AnswerLanguage,
  parts: { marked: string[]; reasons: Set<string>; evidence: Set<string>; application: Set<string> },
): string | null {
  let best: { sentence: string; score: number } | null = null;
  sentences.forEach((sentence, index) => {
    if (/[?؟]\s*$/u.test(sentence)) return;
    const length = words(sentence).length;
    let score = 0;
    if (CONCLUDES[language].test(sentence.trim())) score += 2;
    if (parts.marked.includes(sentence)) score += 1.5;
    if (index === 0) score += 0.75;
    if (index === sentences.length - 1 && sentences.length > 2) score += 0.25;
    // A reason or a piece of evidence supports the claim; it is the claim only when it also concludes.
    if (parts.reasons.has(sentence) && /^(?:because|since|for|parce que|car|puisque|kwa sababu|kwa kuwa|لأن|لأنّ)(?![\p{L}])/iu.test(sentence)) score -= 1.5;
    if (parts.evidence.has(sentence) && !CONCLUDES[language].test(sentence.trim())) score -= 0.5;
    if (ASIDE[language].test(sentence.trim())) score -= 2;
    if (length < 5) score -= 1.5;
    if (!best || score > best.score) best = { sentence, score };
  });
  return (best as { sentence: string } | null)?.sentence ?? null;
}

const CONTRAST: Record<AnswerLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:but|yet|whereas)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:mais|or|tandis)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:lakini|ila|bali)(?![\p{L}])/iu,
  ar: /(?<![\p{L}])(?:لكن|ولكن|بل|بينما)(?![\p{L}])/u,
};

/** Two or more sentences in a row that open with the same word: "God is… God is… God is…". */
function hasAnaphora(sentences: string[]): boolean {
  for (let i = 1; i < sentences.length; i++) {
    const [a] = words(sentences[i - 1]!);
    const [b] = words(sentences[i]!);
    if (a && b && a === b && a.length > 2) return true;
  }
  return false;
}

/** Key phrases: compromise's noun phrases for English; elsewhere the most frequent content words. */
export function keyPhrases(text: string, language: AnswerLanguage, lexicon: Lexicon): string[] {
  if (language === 'en') return readPassage(text).keyPhrases.slice(0, 10);
  const counts = new Map<string, { text: string; count: number; first: number }>();
  // "parce" (of "parce que") and "devant" carry no idea: a keyword is never a function word.
  const functionWords = functionWordSet(language);
  const tokens = contentWords(text, lexicon, language).filter((token) => !functionWords.has(token));
  tokens.forEach((token, index) => {
    const entry = counts.get(token);
    if (entry) entry.count += 1;
    else counts.set(token, { text: token, count: 1, first: index });
  });
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || b.text.length - a.text.length || a.first - b.first)
    .slice(0, 10)
    .map((e) => e.text);
}

/** Concepts and what the answer relates to each: phrases grouped under the content words they share. */
function conceptHierarchy(phrases: string[], language: AnswerLanguage, lexicon: Lexicon) {
  const byWord = new Map<string, string[]>();
  for (const phrase of phrases) {
    for (const word of new Set(contentWords(phrase, lexicon, language))) {
      const list = byWord.get(word) ?? [];
      list.push(phrase);
      byWord.set(word, list);
    }
  }
  const nodes = [...byWord.entries()]
    .map(([concept, related]) => ({ concept, related: related.filter((p) => p.toLowerCase() !== concept) }))
    .sort((a, b) => b.related.length - a.related.length || a.concept.localeCompare(b.concept));
  // A concept with no phrase under it is still one when nothing groups: the answer's own key terms.
  const grouped = nodes.filter((n) => n.related.length > 0);
  return (grouped.length > 0 ? grouped : nodes).slice(0, 6);
}

/**
 * Relations the answer draws between the things it names: in each sentence, each pair of named
 * things in order, with the words between them as the relation ("Kato" - "warned the churches
 * against" - "syncretism").
 */
function entityRelationships(sentences: string[], named: string[]) {
  const relations: { subject: string; relation: string; object: string }[] = [];
  const lowered = named.map((n) => n.toLowerCase());
  for (const sentence of sentences) {
    const lower = sentence.toLowerCase();
    const found = lowered
      .map((name, i) => ({ name: named[i]!, at: lower.indexOf(name) }))
      .filter((f) => f.at >= 0)
      .sort((a, b) => a.at - b.at);
    for (let i = 1; i < found.length; i++) {
      const subject = found[i - 1]!;
      const object = found[i]!;
      const between = sentence
        .slice(subject.at + subject.name.length, object.at)
        .replace(/[,;:]/g, ' ')
        .trim()
        .split(/\s+/)
        .filter(Boolean);
      if (between.length === 0 || between.length > 7) continue;
      relations.push({ subject: subject.name, relation: between.join(' '), object: object.name });
    }
  }
  return relations.slice(0, 10);
}

/** Names in the answer: capitalised words inside a sentence (Latin scripts), and the question's keywords where they occur. */
function namedThings(sentences: string[], phrases: string[], questionKeywords: string[], text: string): string[] {
  const lower = text.toLowerCase();
  const names = new Set<string>();
  for (const sentence of sentences) {
    const tokens = sentence.split(/\s+/);
    tokens.slice(1).forEach((token) => {
      const clean = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      if (clean.length > 2 && /^\p{Lu}\p{Ll}/u.test(clean)) names.add(clean);
    });
  }
  for (const keyword of [...questionKeywords, ...phrases]) if (lower.includes(keyword.toLowerCase())) names.add(keyword);
  return [...names].slice(0, 20);
}

/** How well a text speaks to a learning objective: the objective's content words it uses, stem for stem. */
export function objectiveMatch(textWords: string[], objective: AnswerInput['objectives'][number], language: AnswerLanguage) {
  const objectiveWords = [...new Set(contentWords(`${objective.title} ${objective.description}`, LEXICONS.en, 'en'))];
  const matched = sharedWords(objectiveWords, textWords, language);
  const shown = objectiveWords.length > 0 && matched.length >= 2 && matched.length / objectiveWords.length >= 0.2;
  return { shown, matched };
}

/** The question's keywords, or when it has none, its own longest content words. */
function questionTerms(question: AnswerInput['question']): string[] {
  if (question.keywords.length > 0) return question.keywords;
  const questionLanguage = detectTextLanguage(question.content);
  return [...new Set(contentWords(question.content, LEXICONS[questionLanguage], questionLanguage))].sort((a, b) => b.length - a.length).slice(0, 4);
}

const RANKED_PARTS: Record<number, AnswerPart[]> = {
  1: ['focus', 'evidence', 'claim', 'reasons'],
  2: ['focus', 'reasons', 'evidence', 'objections'],
  3: ['focus', 'application', 'reasons', 'evidence', 'objections'],
  4: ['focus', 'evaluation', 'reasons', 'evidence', 'objections'],
};

/** Reads one answer; every field of the spec's student_responses analysis gets a value. */
export function analyseAnswer(input: AnswerInput): ResponseAnalysis {
  const text = input.answer.trim();
  const language = detectTextLanguage(text);
  const lexicon = LEXICONS[language];
  const sentences = splitSentences(text);
  const signals = readSignals(sentences, text, language);
  const phrases = keyPhrases(text, language, lexicon);
  const answerWords = contentWords(text, lexicon, language);

  // Keywords can only be matched in the language they were written in; an answer in another
  // language is not faulted for not using the educator's English words.
  const sameLanguage = detectTextLanguage(`${input.question.content} ${input.question.keywords.join(' ')}`) === language;
  const terms = sameLanguage ? questionTerms(input.question) : [];
  const addressed = terms.filter((term) => {
    const termWords = words(term).filter((w) => w.length > 2);
    return termWords.length > 0 && sharedWords(termWords, words(text), language).length >= Math.ceil(termWords.length / 2);
  });
  const sourceWords = input.question.sourceExcerpt
    ? contentWords(input.question.sourceExcerpt, LEXICONS[detectTextLanguage(input.question.sourceExcerpt)], language)
    : [];
  const focused = addressed.length > 0 || sharedWords(answerWords, sourceWords, language).length >= 3 || terms.length === 0;

  const level = Math.min(4, Math.max(1, input.question.difficultyLevel));
  const evaluates = signals.evaluation.length > 0 && (signals.reasons.length > 0 || signals.evidence.length > 0);
  const observedRank = evaluates ? 4 : signals.application.length > 0 ? 3 : signals.analysis.length > 0 || signals.reasons.length > 0 ? 2 : 1;
  const observed = bloomFor(observedRank);
  const wordCount = words(text).length;
  // Level 1 asks to recall and explain: a focused answer of some substance meets it whatever else it does.
  const meets = focused && (level === 1 ? wordCount >= 15 : observedRank >= level);

  const present: Record<AnswerPart, boolean> = {
    focus: focused,
    claim: signals.claim !== null,
    reasons: signals.reasons.length > 0,
    evidence: signals.evidence.length > 0,
    objections: signals.objections.length > 0,
    application: signals.application.length > 0,
    evaluation: evaluates,
  };
  const weakestPart = RANKED_PARTS[level]!.find((part) => !present[part]) ?? null;

  // Objectives: those the question is about, and those the answer shows.
  const questionText = `${input.question.content} ${input.question.keywords.join(' ')} ${input.question.sourceExcerpt ?? ''}`;
  const questionWords = contentWords(questionText, LEXICONS.en, 'en');
  const objectivesShown: AnalysisData['objectivesShown'] = [];
  const objectivesMissed: AnalysisData['objectivesMissed'] = [];
  for (const objective of input.objectives) {
    const byAnswer = objectiveMatch(answerWords, objective, language);
    if (byAnswer.shown && meets) objectivesShown.push({ objectiveId: objective.id, title: objective.title, matchedWords: byAnswer.matched });
    else if (objectiveMatch(questionWords, objective, 'en').shown) objectivesMissed.push({ objectiveId: objective.id, title: objective.title });
  }

  const observations: AnalysisData['observations'] = [];
  const note = (code: ObservationCode, sentence?: string) => observations.push(sentence ? { code, quote: quote(sentence, 24) } : { code });
  if (present.claim) note('states_claim', signals.claim!);
  else note('no_claim');
  if (present.reasons) note('gives_reason', signals.reasons[0]);
  else if (level >= 2) note('no_reason');
  if (signals.scriptureReferences.length > 0)
    note('cites_scripture', signals.evidence.find((s) => signals.scriptureReferences.some((r) => s.includes(r))) ?? signals.scriptureReferences[0]);
  else if (present.evidence) note('brings_evidence', signals.evidence[0]);
  else note('no_evidence');
  if (present.objections) note('weighs_objection', signals.objections[0]);
  else if (level >= 3) note('no_objection');
  if (present.application) note('applies_to_context', signals.application[0]);
  else if (level === 3) note('no_application');
  if (evaluates) note('evaluates', signals.evaluation[0]);
  else if (level === 4) note('summarises_instead_of_evaluating');
  if (addressed.length > 0) observations.push({ code: 'addresses_keywords', quote: addressed.join(', ') });
  else if (terms.length > 0) observations.push({ code: 'misses_keywords', quote: terms.join(', ') });
  if (signals.devices.includes('analogy'))
    note(
      'uses_analogy',
      sentences.find((s) => mentions(s, language, 'analogy')),
    );
  if (signals.devices.includes('personal_testimony'))
    note(
      'shares_testimony',
      sentences.find((s) => mentions(s, language, 'testimony')),
    );

  const argumentStructure: ArgumentStructure = {
    claim: signals.claim,
    reasons: signals.reasons.filter((s) => s !== signals.claim).slice(0, 5),
    evidence: signals.evidence.slice(0, 5),
    objections: signals.objections.slice(0, 5),
  };
  const keywords = [...new Set([...addressed, ...phrases])].slice(0, 12);

  return {
    keywords,
    rhetoricalDevices: signals.devices,
    argumentStructure,
    conceptualHierarchy: conceptHierarchy(phrases, language, lexicon),
    entityRelationships: entityRelationships(sentences, namedThings(sentences, phrases, terms, text)),
    analysisData: {
      language,
      wordCount,
      sentenceCount: sentences.length,
      levelFit: { questionLevel: level, expected: bloomFor(level), observed, meets },
      objectivesShown,
      objectivesMissed,
      questionKeywordsAddressed: addressed,
      questionKeywordsMissed: terms.filter((t) => !addressed.includes(t)),
      weakestPart,
      observations,
      engine: 'builtin',
    },
  };
}

/** The rank of a Bloom level, for comparing an answer's level with its question's. */
export const bloomRank = (level: BloomLevel) => BLOOM_RANK[level];
