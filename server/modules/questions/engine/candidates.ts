import { createHash } from 'node:crypto';
import type { DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import { nameKey } from '#server/lib/nlp/entities.ts';
import { detectTextLanguage } from '#server/lib/nlp/text.ts';
import nlp from 'compromise';
import { conceptsIn } from '#server/lib/nlp/concepts.ts';
import { FUNCTION_WORDS } from '#server/lib/nlp/function-words.ts';
import type { TextLanguage } from '#server/lib/nlp/text.ts';
import { cleanClause, slotProblems } from './checks.ts';
import type { Claim, PassageReading } from './reading.ts';
import { fillStem, slotsOf, STEMS, stemWordCount, type SlotName, type Stem } from './stems.ts';

/**
 * Overgenerate and rank (issue 12): every stem of a level filled in every way the passage
 * allows, each candidate checked and scored, the best kept. Scores favour questions made mostly
 * of the passage's own words, on its key ideas and the educator's keywords, quoting a sentence of
 * a readable length; a small deterministic variation per passage and stem spreads the choice
 * over the stems of a level instead of always the same one.
 */

export interface Candidate {
  level: DifficultyLevel;
  stem: Stem;
  content: string;
  slots: Partial<Record<SlotName, string>>;
  /** The sentences of the passage the candidate quotes or asks about. */
  sentences: number[];
  stemWords: number;
  templateShare: number;
  score: number;
}

/** Names of the Bible: two of them are one thing, not a connection to ask about. */
const SCRIPTURE_NAMES = /^(?:the )?(?:bible|scriptures?|word of god|holy scripture|écritures?|bible|parole de dieu|biblia|maandiko|neno la mungu|الكتاب المقدس|كلمة الله)$/iu;

const DIVINE_WORDS = /^(?:god|lord|christ|jesus|dieu|seigneur|christ|jésus|mungu|bwana|yesu|kristo|الله|الرب|يسوع|المسيح)$/iu;

/** A clause with a subject and a verb of its own ("the righteousness of God is a gift"), not a phrase ("died the death owed by all"). */
function standsAlone(clause: string, language: TextLanguage): boolean {
  if (language !== 'en') {
    const first = clause.toLowerCase().split(/\s+/)[0]!;
    const { prepositions, conjunctions } = FUNCTION_WORDS[language];
    return (language === 'ar' || /^\p{Lu}/u.test(clause)) && !prepositions.includes(first) && !conjunctions.includes(first);
  }
  const doc = nlp(clause);
  const first = (doc.terms().json()[0] as { terms?: { tags?: string[] }[] } | undefined)?.terms?.[0]?.tags ?? [];
  // "Sanneh replied that by translating the Bible": a "that" whose clause has no verb of its own is cut short.
  const that = / that (.+)$/i.exec(clause);
  if (that && !nlp(that[1]!).has('#Verb')) return false;
  return doc.has('#Verb') && !first.includes('Verb') && !first.includes('Preposition') && !first.includes('Conjunction');
}

type Filling = { slots: Partial<Record<SlotName, string>>; sentences: number[]; claim?: Claim };

const wordsIn = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const jitter = (passage: string, stemId: string) => createHash('sha1').update(`${stemId}\u0000${passage}`).digest().readUInt16BE(0) / 65_536;

/** The ways a passage can fill a stem's slots: each claim, name and key phrase it offers, and pairs found in one sentence. */
/** Claims a long passage offers beyond this many are not tried: the most theological, readable ones are. */
const MAX_CLAIMS = 30;

const fillingCache = new WeakMap<PassageReading, Map<string, Filling[]>>();

/** The fillings of a stem, computed once per reading for every stem with the same slots and requirements. */
function fillingsOf(stem: Stem, reading: PassageReading): Filling[] {
  let cache = fillingCache.get(reading);
  if (!cache) fillingCache.set(reading, (cache = new Map()));
  const key = `${slotsOf(stem).sort().join('+')}|${JSON.stringify(stem.requires ?? {})}|${(stem.claimKinds ?? []).join(',')}|${stem.level >= 3 ? 'long' : 'short'}`;
  let found = cache.get(key);
  if (!found) cache.set(key, (found = fillings(stem, reading)));
  return found;
}

/** A long passage's claims worth trying: the most theological first, then those of a readable length, in passage order. */
function claimsToTry(reading: PassageReading): Claim[] {
  if (reading.claims.length <= MAX_CLAIMS) return reading.claims;
  const words = (c: Claim) => c.text.split(/\s+/).length;
  return [...reading.claims]
    .sort((a, b) => b.weight - a.weight || Number(words(a) > 24) - Number(words(b) > 24) || a.sentenceIndex - b.sentenceIndex)
    .slice(0, MAX_CLAIMS)
    .sort((a, b) => a.sentenceIndex - b.sentenceIndex);
}

const sentenceKeyCache = new WeakMap<PassageReading, string[]>();
/** Each sentence in the form names are compared in, once per reading. */
function sentenceKeys(reading: PassageReading): string[] {
  let keys = sentenceKeyCache.get(reading);
  if (!keys) sentenceKeyCache.set(reading, (keys = reading.sentences.map(nameKey)));
  return keys;
}

function fillings(stem: Stem, readingIn: PassageReading): Filling[] {
  const reading = { ...readingIn, claims: claimsToTry(readingIn) };
  const keys = sentenceKeys(readingIn);
  const needs = slotsOf(stem);
  const language = reading.language;
  const clean = (text: string, kind: 'name' | 'concept' | 'clause') => slotProblems(text, language, kind).length === 0;
  const sentenceWith = (...names: string[]) =>
    keys.findIndex((key) => names.every((n) => key.includes(nameKey(n))));
  const has = (slot: SlotName) => needs.includes(slot);

  const requires = stem.requires ?? {};
  const mentionsOf = (name: string) => keys.filter((key) => key.includes(nameKey(name))).length;
  if (requires.notScripture && reading.scripture) return [];
  const ideas = requires.strongConcept ? reading.keyPhrases.slice(0, reading.strongConceptCount) : reading.keyPhrases.slice(0, reading.conceptCount);
  // A sentence quoted in a question of application or judgment must be readable at a glance.
  const quotable = (c: Claim) => stem.level < 3 || c.text.split(/\s+/).length <= 24;
  const minWeight = requires.minWeight ?? (requires.theology ? 1 : 0);
  const claimFits = (c: Claim) =>
    c.weight >= minWeight &&
    quotable(c) &&
    (!requires.notFactual || !c.factual) &&
    (!requires.ownVoice || !c.reported) &&
    (!requires.middle || (c.sentenceIndex > 0 && c.sentenceIndex < reading.sentences.length - 1)) &&
    (!requires.narrative || reading.claims.filter((k) => k.kind === 'event').length * 2 >= reading.claims.length);
  if (has('main')) {
    return reading.claims
      .filter((c) => c.main && c.reason && clean(c.reason, 'clause') && claimFits(c))
      .map((c) => ({ slots: { main: c.main!, reason: c.reason! }, sentences: [c.sentenceIndex], claim: c }));
  }
  if (has('blanked')) {
    const kinds = stem.claimKinds ?? ['statement', 'event', 'command'];
    return reading.claims
      .filter((c) => kinds.includes(c.kind) && clean(c.text, 'clause') && claimFits(c))
      .flatMap((c) => {
        // The sentence's strongest idea (by the passage's own ranking), never its first or last word nor a word of a name.
        const ideas = reading.keyPhrases.map(nameKey);
        const rank = (t: { text: string }) => {
          const at = ideas.indexOf(nameKey(t.text));
          return at < 0 ? ideas.length : at;
        };
        const names = [...reading.entities.people, ...reading.entities.works, ...reading.entities.places, ...reading.entities.organizations].map(nameKey);
        const term = conceptsIn(c.text, language)
          .filter((t) => language !== 'en' || nlp(t.text).has('#Noun'))
          .filter((t) => !requires.strongConcept || ideas.some((k) => nameKey(k) === nameKey(t.text)))
          .filter((t) => t.start > 0 && t.start + t.text.length < c.text.length - 1 && !DIVINE_WORDS.test(t.text) && !names.some((n) => n.includes(nameKey(t.text))))
          .sort((a, b) => rank(a) - rank(b))[0];
        if (!term) return [];
        const blanked = `${c.text.slice(0, term.start)}____${c.text.slice(term.start + term.text.length)}`;
        return [{ slots: { blanked }, sentences: [c.sentenceIndex], claim: c }];
      });
  }
  if (has('speaker') || (has('proposition') && !has('speaker'))) {
    return reading.claims
      .filter((c) => c.speaker && c.proposition && slotProblems(c.proposition, language, 'clause').every((p) => p === 'pronoun_subject'))
      .map((c) => ({ slots: has('speaker') ? { speaker: c.speaker!, proposition: c.proposition! } : { proposition: c.proposition! }, sentences: [c.sentenceIndex], claim: c }));
  }
  if (has('clause')) {
    // A clause of a sentence that can stand on its own (its opening, or what follows a semicolon or colon)
    // and names one of the passage's ideas: never the whole sentence, never a piece without its subject.
    const out: Filling[] = [];
    for (const c of reading.claims) {
      const parts = c.text.split(/\s*([,;:،؛])\s*/u);
      if (parts.length < 3) continue;
      const standing: string[] = [parts[0]!];
      for (let k = 1; k + 1 < parts.length; k += 2) if (/[;:؛]/u.test(parts[k]!)) standing.push(parts[k + 1]!);
      for (const raw of standing) {
        const part = cleanClause(raw, language);
        if (part.split(/\s+/).length < 4 || !clean(part, 'clause') || !standsAlone(part, language)) continue;
        const concept = ideas.find((k) => nameKey(part).includes(nameKey(k)));
        if (concept) out.push({ slots: { clause: part, concept }, sentences: [c.sentenceIndex], claim: c });
      }
    }
    return out;
  }
  if (has('event') && has('person')) {
    // A sentence that tells what the passage's main person did: the person is named in it.
    const kinds = stem.claimKinds ?? ['event'];
    const main = [...reading.entities.people].sort((a, b) => mentionsOf(b) - mentionsOf(a))[0];
    if (!main) return [];
    return reading.claims
      .filter((c) => kinds.includes(c.kind) && clean(c.text, 'clause') && claimFits(c) && nameKey(c.text).includes(nameKey(main)) && !c.reported)
      .map((c) => ({ slots: { event: c.text, person: main }, sentences: [c.sentenceIndex], claim: c }));
  }
  if (has('claim') && has('concept')) {
    const kinds = stem.claimKinds ?? ['statement', 'event', 'command'];
    return reading.claims
      .filter((c) => kinds.includes(c.kind) && clean(c.text, 'clause') && claimFits(c))
      .flatMap((c) => {
        const concept = ideas.find((k) => nameKey(c.text).includes(nameKey(k)) && !nameKey(c.text).startsWith(nameKey(k)));
        return concept ? [{ slots: { claim: c.text, concept }, sentences: [c.sentenceIndex], claim: c }] : [];
      });
  }
  if (has('claim') || has('event')) {
    const slot: SlotName = has('claim') ? 'claim' : 'event';
    const kinds = stem.claimKinds ?? ['statement', 'event', 'command'];
    return reading.claims
      .filter((c) => kinds.includes(c.kind) && clean(c.text, 'clause') && claimFits(c))
      .map((c) => ({ slots: { [slot]: c.text }, sentences: [c.sentenceIndex], claim: c }));
  }
  const mentions = mentionsOf;
  const byMentions = reading.entities.people.filter((p) => clean(p, 'name')).sort((a, b) => mentions(b) - mentions(a));
  const main = byMentions[0];
  const people = byMentions.filter((p) => (!requires.mainPerson || p === main) && (!requires.secondaryPerson || p !== main));
  const concepts = (
    requires.strongConcept ? reading.keyPhrases.slice(0, reading.strongConceptCount) : requires.theologicalConcept ? reading.keyPhrases.slice(0, reading.conceptCount) : reading.keyPhrases
  ).slice(0, 6);
  if (has('work')) {
    const out: Filling[] = [];
    for (const work of reading.entities.works.filter((w) => clean(w, 'name'))) {
      for (const person of people) {
        const at = sentenceWith(work, person);
        if (at >= 0) out.push({ slots: { work, person }, sentences: [at] });
      }
    }
    return out;
  }
  if (has('person') && has('concept')) {
    const out: Filling[] = [];
    for (const person of people) {
      for (const concept of concepts) {
        const at = sentenceWith(person, concept);
        if (at >= 0) out.push({ slots: { person, concept }, sentences: [at] });
      }
    }
    return out;
  }
  if (has('person')) return people.map((person) => ({ slots: { person }, sentences: [Math.max(0, sentenceWith(person))] }));
  if (has('concept2')) {
    const out: Filling[] = [];
    concepts.forEach((a, i) =>
      concepts.slice(i + 1).forEach((b) => {
        if (nameKey(a).includes(nameKey(b)) || nameKey(b).includes(nameKey(a)) || (SCRIPTURE_NAMES.test(a) && SCRIPTURE_NAMES.test(b))) return;
        const at = sentenceWith(a, b);
        if (at >= 0) out.push({ slots: { concept: a, concept2: b }, sentences: [at] });
      }),
    );
    return out;
  }
  if (has('concept')) return concepts.map((concept) => ({ slots: { concept }, sentences: [Math.max(0, sentenceWith(concept))] }));
  return [];
}

/** A readable length for a quoted sentence: long enough to say something, short enough to read on a phone. */
function lengthFit(slots: Partial<Record<SlotName, string>>): number {
  const clause = slots.claim ?? slots.clause ?? slots.blanked ?? slots.event ?? slots.main ?? slots.proposition;
  if (!clause) return 0;
  const n = wordsIn(clause);
  if (n < 6) return -0.3;
  if (n <= 18) return 0.4;
  if (n <= 24) return 0;
  return -0.5;
}

/** Every candidate question of one level, scored, best first. */
export function candidatesFor(level: DifficultyLevel, reading: PassageReading, passage: string, keywords: string[]): Candidate[] {
  const language = reading.language;
  const keywordKeys = keywords.map(nameKey);
  const topConcepts = reading.keyPhrases.slice(0, 3).map(nameKey);
  const out: Candidate[] = [];
  for (const stem of STEMS.filter((s) => s.level === level)) {
    for (const filling of fillingsOf(stem, reading)) {
      const content = fillStem(stem, language, filling.slots);
      const stemWords = stemWordCount(stem, language);
      const templateShare = Math.min(1, stemWords / Math.max(1, wordsIn(content)));
      const slotText = nameKey(Object.values(filling.slots).join(' '));
      let score = 2 - 2.2 * templateShare + lengthFit(filling.slots) + 0.5 * jitter(passage, stem.id);
      // A sentence that carries theology makes a better question than one that tells a story or a date.
      if (filling.claim) score += 0.25 * Math.min(3, filling.claim.weight) - (filling.claim.factual ? 0.4 : 0);
      const theological = reading.keyPhrases.slice(0, reading.conceptCount).map(nameKey);
      if (filling.slots.concept) score += (theological.includes(nameKey(filling.slots.concept)) ? 0.5 : -0.3) - (level > 1 ? 0.3 : 0);
      if (keywordKeys.some((k) => k && slotText.includes(k))) score += 0.6;
      if (topConcepts.some((c) => slotText.includes(c))) score += 0.4;
      out.push({ level, stem, content, slots: filling.slots, sentences: filling.sentences, stemWords, templateShare, score });
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * One question per level: the best candidate of each, preferring a sentence and a stem no other
 * level of this request has used, so the four questions ask about different things.
 */
export function chooseQuestions(levels: DifficultyLevel[], reading: PassageReading, passage: string, keywords: string[]): Map<DifficultyLevel, Candidate> {
  const chosen = new Map<DifficultyLevel, Candidate>();
  const usedSentences = new Set<number>();
  for (const level of [...levels].sort((a, b) => a - b)) {
    const ranked = candidatesFor(level, reading, passage, keywords).map((c) => ({
      candidate: c,
      score: c.score - (c.sentences.some((s) => usedSentences.has(s)) ? 1.2 : 0),
    }));
    ranked.sort((a, b) => b.score - a.score);
    if (ranked.length === 0) continue;
    // The best candidate of each stem; among the stems whose best comes close to the top one, the
    // passage itself picks (a stable hash), so across passages a level's questions use many stems.
    const bestOfStem = new Map<string, (typeof ranked)[number]>();
    for (const r of ranked) if (!bestOfStem.has(r.candidate.stem.id)) bestOfStem.set(r.candidate.stem.id, r);
    const top = ranked[0]!.score;
    const close = [...bestOfStem.values()].filter((r) => r.score >= top - ACCEPTABLE_MARGIN);
    // First the kind of question (the slots it fills), then the wording: two wordings of one kind do not crowd out the others.
    const families = [...new Set(close.map((r) => slotsOf(r.candidate.stem).sort().join('+')))].sort();
    const family = families[Math.floor(jitter(passage, `level-${level}`) * families.length)]!;
    const inFamily = close.filter((r) => slotsOf(r.candidate.stem).sort().join('+') === family).sort((a, b) => a.candidate.stem.id.localeCompare(b.candidate.stem.id));
    let pick = inFamily[Math.floor(jitter(passage, `wording-${level}`) * inFamily.length)]!.candidate;
    // The stem is in the passage's language, but a question made mostly of names can read as another: then the next best that does not.
    if (detectTextLanguage(pick.content) !== reading.language) pick = ranked.find((r) => detectTextLanguage(r.candidate.content) === reading.language)?.candidate ?? pick;
    chosen.set(level, pick);
    pick.sentences.forEach((s) => usedSentences.add(s));
  }
  return chosen;
}

/** How far below the best a stem's candidate may score and still be chosen: good questions all, of different kinds. */
const ACCEPTABLE_MARGIN = 1.0;
