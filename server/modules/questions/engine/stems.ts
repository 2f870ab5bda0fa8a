import { z } from 'zod';
import type { DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import { SOCRATIC_QUESTION_TYPES } from '#shared/schemas/questions.ts';
import { DataFileError, readDataFile } from '#server/lib/data-file.ts';
import type { TextLanguage } from '#server/lib/nlp/text.ts';
import type { ClaimKind } from '#server/lib/nlp/passage.ts';
import { GENRES, type Genre } from '#server/lib/nlp/genre.ts';

/**
 * The stems questions are written from, by level (Bloom: 1 remember and understand,
 * 2 analyse, 3 apply, 4 evaluate and create) and Socratic type (Paul and Elder), in the four
 * languages, written by the team: a question is in the passage's language because its stem is.
 * Each stem is short, so most of a question's words are the passage's own, and names the slots
 * it needs; the engine fills them only from what the passage says, so no stem can assert what
 * the passage does not.
 *
 * Slots: {claim} a sentence of the passage; {clause} part of one (between commas), with {concept} in it;
 * {blanked} a sentence with its key theological word left out; {main} and {reason} the two halves of a "because"
 * sentence; {speaker} and {proposition} "X held that P"; {event} a narrated sentence; {person},
 * {work} names the passage gives; {concept}, {concept2} its key phrases (in one sentence together);
 * {sourceLine} a sentence of the approved library text retrieved for the passage, {sourceTitle} its title;
 * {first} and {second} the halves of a sentence that turns ("A, but B"); {action} and {purpose} what a sentence
 * says is done and the end it serves, without its marker ("we might live").
 *
 * The stems themselves are data, one file per level in ./stems (level-1.json ... level-4.json).
 */

export type SocraticQuestionType = (typeof SOCRATIC_QUESTION_TYPES)[number];
const SLOT_NAMES = [
  'claim',
  'clause',
  'blanked',
  'main',
  'reason',
  'speaker',
  'proposition',
  'event',
  'person',
  'work',
  'concept',
  'concept2',
  'sourceLine',
  'sourceTitle',
  'first',
  'second',
  'action',
  'purpose',
] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

export interface Stem {
  id: string;
  level: DifficultyLevel;
  type: SocraticQuestionType;
  /** The claim kinds a {claim} or {event} slot may take. */
  claimKinds?: ClaimKind[];
  /**
   * What the quoted sentence or named idea must be for the question to make sense: carry theology
   * (a question of application or judgment about "he was born in 1809" is absurd), not be a dated
   * fact, be said in the passage's own voice ("Is the passage right that critics said…" is a false
   * premise), name a theological idea rather than any noun phrase, be the passage's main person.
   */
  requires?: {
    theology?: boolean;
    /** At least this many theological terms in the sentence (default 1 when `theology`). */
    minWeight?: number;
    notFactual?: boolean;
    ownVoice?: boolean;
    theologicalConcept?: boolean;
    /** A theological idea the passage dwells on (named twice, or in several words): enough to preach on or to judge. */
    strongConcept?: boolean;
    mainPerson?: boolean;
    /** A sentence with one before and one after it: "what led to this, and what followed" has an answer in the passage. */
    middle?: boolean;
    /** A passage that tells a story (most of its sentences narrate): asking what led to an event makes sense there. */
    narrative?: boolean;
    /** Not for Scripture itself: one does not ask whether the Bible is right, or where it is weakest. */
    notScripture?: boolean;
    /** Only for Scripture itself: defending what the Bible says, where other texts are weighed. */
    scriptureOnly?: boolean;
    /** A secondary person of the passage (not its main one): "why does the passage bring in X" presumes X is brought in. */
    secondaryPerson?: boolean;
    /** The quoted statement is about God, faith or the church in general, not about what a named person or group did: "where is it weakest?" weighs a thesis, not a report. */
    general?: boolean;
    /** The quoted sentence opens on a person doing something ("Kato urged the churches…"): "was this right?" judges a choice, not a state, what God did or what befell a people. */
    personChooses?: boolean;
    /** An idea worded in more than one word ("justification by faith"): one word alone ("clergy") is rarely something one defends an understanding of. */
    phrase?: boolean;
    /** The quoted sentence may report someone's view ("Critics answered that…"): the question asks why the passage tells it, not whether it is true. */
    reportedOk?: boolean;
    /** The idea is named in a statement the passage makes in its own voice: "the passage's view of X" presumes it has one. */
    ownVoiceConcept?: boolean;
    /** The idea is named in two sentences or more: "how does the passage describe X?" presumes it does more than name X once. */
    dwelt?: boolean;
    /** The person is not the one who persecutes or kills in the passage: "what can leaders learn from Kabaka Mwanga?" presumes a model, "were his choices wise?" weighs a massacre as a choice. */
    exemplary?: boolean;
    /** The person opens a sentence doing something ("Lwanga protected the boys"): "were their choices wise?" presumes choices the passage tells. */
    acts?: boolean;
    /** Asked only when nothing better fits the passage: it quotes a sentence but asks what could be asked of any. */
    lastResort?: boolean;
    /** Filled from an approved library text the passage was found to belong with ({sourceLine}, {sourceTitle}), not from the passage. */
    source?: boolean;
    /** The question holds on to the sentence, weighs how it is read or when it is fulfilled, and does not judge it: a sentence about what God does may be quoted ("Dieu fait toute chose bonne en son temps"). */
    aboutGod?: boolean;
    /** A statement in no one's own voice and no question: "for this to hold" weighs a thesis, not "I would have kept him" or "Do not let tomorrow's bread eat today's peace". */
    impersonal?: boolean;
    /** A sentence that looks ahead ("shall", "il viendra"): "how far has it been fulfilled?" asks only of a promise or a threat. */
    future?: boolean;
    /** Only for passages of these kinds (genre.ts): "what followed?" asks of a story, "what does this confession rule out?" of a confession. */
    genres?: Genre[];
  };
  /** Where the answer lies when not in the quoted sentence: "what happened next" is answered by the sentence after it. */
  answeredBy?: 'next-sentence';
  text: Record<TextLanguage, string>;
}

const SLOT = /\{(\w+)\}/g;
/** French words whose "h" is mute, so "de" and "le" elide before them ("l’homme", "d’histoire"); before others they do not ("le héros"). */
const MUTE_H =
  /^(?:homme|hommes|humanité|histoire|histoires|héritage|hérésie|hérésies|humilité|honneur|harmonie|hospitalité|hymne|hymnes|heure|habitude|hébreu|hébreux)/iu;

const STEM_LANGUAGES = ['en', 'fr', 'sw', 'ar'] as const satisfies readonly TextLanguage[];
const slotsIn = (text: string) => [...new Set([...text.matchAll(SLOT)].map((m) => m[1]!))].sort();

const stemText = z.strictObject({ en: z.string().min(1), fr: z.string().min(1), sw: z.string().min(1), ar: z.string().min(1) }).superRefine((text, context) => {
  // A slot the engine does not know would be left empty; one missing in a language would drop the passage's words there.
  const english = slotsIn(text.en);
  for (const language of STEM_LANGUAGES) {
    const slots = slotsIn(text[language]);
    for (const slot of slots)
      if (!(SLOT_NAMES as readonly string[]).includes(slot)) context.addIssue({ code: 'custom', path: [language], message: `unknown slot {${slot}}` });
    if (slots.join() !== english.join())
      context.addIssue({
        code: 'custom',
        path: [language],
        message: `slots ${slots.join(', ') || 'none'}, where the English has ${english.join(', ') || 'none'}`,
      });
  }
});

const flag = z.literal(true).optional();

/** A stem as its file holds it: the level is the file's. */
const stemSchema = z.strictObject({
  id: z.string().regex(/^l[1-4]-[a-z0-9-]+$/, 'an id is the level and a kebab-case name: l2-assumes'),
  type: z.enum(SOCRATIC_QUESTION_TYPES),
  claimKinds: z
    .array(z.enum(['statement', 'event', 'command'] satisfies ClaimKind[]))
    .min(1)
    .optional(),
  requires: z
    .strictObject({
      theology: flag,
      minWeight: z.number().int().positive().optional(),
      notFactual: flag,
      ownVoice: flag,
      theologicalConcept: flag,
      strongConcept: flag,
      mainPerson: flag,
      middle: flag,
      narrative: flag,
      notScripture: flag,
      scriptureOnly: flag,
      secondaryPerson: flag,
      general: flag,
      personChooses: flag,
      phrase: flag,
      reportedOk: flag,
      ownVoiceConcept: flag,
      dwelt: flag,
      exemplary: flag,
      acts: flag,
      impersonal: flag,
      future: flag,
      aboutGod: flag,
      genres: z.array(z.enum(GENRES)).min(1).optional(),
      source: flag,
      lastResort: flag,
    })
    .optional(),
  answeredBy: z.literal('next-sentence').optional(),
  text: stemText,
});

/** One level's stems, as its file holds them. */
export const stemFileSchema = z.strictObject({
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]) satisfies z.ZodType<DifficultyLevel>,
  /** What the level's questions ask, for people editing the file. */
  about: z.string().min(1),
  stems: z.array(stemSchema).min(1),
});

/** The stems' files, one per level, in ./stems. */
export const STEM_LEVELS: DifficultyLevel[] = [1, 2, 3, 4];
export const stemFile = (level: DifficultyLevel) => new URL(`./stems/level-${level}.json`, import.meta.url);

/** Reads one level's stems, each given the file's level. */
export function readStems(level: DifficultyLevel): Stem[] {
  const file = stemFile(level);
  const read = readDataFile(file, stemFileSchema);
  if (read.level !== level) throw new DataFileError(file, [`level: ${read.level} in the file of level ${level}`]);
  return read.stems.map((stem) => ({ ...stem, level }));
}

function readAllStems(): Stem[] {
  const stems = STEM_LEVELS.flatMap(readStems);
  // An id names one stem only: the evaluation counts questions by it.
  const ids = new Set<string>();
  for (const stem of stems) {
    if (ids.has(stem.id)) throw new DataFileError(stemFile(stem.level), [`id: "${stem.id}" is also the id of another stem`]);
    ids.add(stem.id);
  }
  return stems;
}

/** Every stem, level 1 first. */
export const STEMS: Stem[] = readAllStems();

/** The slots a stem needs. */
export const slotsOf = (stem: Stem): SlotName[] => [...new Set([...stem.text.en.matchAll(SLOT)].map((m) => m[1] as SlotName))];

/** The number of words a stem writes itself in a language, slots excluded. */
export function stemWordCount(stem: Stem, language: TextLanguage): number {
  return stem.text[language]
    .replace(SLOT, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * Fills a stem: each slot with the passage's words. French elides "que", "de", "le" before a
 * vowel ("qu’Augustin", "d’Athanase"), and sets its punctuation with thin no-break spaces.
 */
export function fillStem(stem: Stem, language: TextLanguage, slots: Partial<Record<SlotName, string>>): string {
  let text = stem.text[language].replace(SLOT, (_, name: string) => slots[name as SlotName] ?? '');
  if (language === 'fr') {
    text = text
      .replace(/(?<![\p{L}])(qu|d|l)e ((?:«\s*)?[AEIOUÀÂÉÈÊÎÔÛaeiouàâéèêîôûh])/gu, (_, word: string, next: string) =>
        /^(?:«\s*)?h/iu.test(next) && !MUTE_H.test(next.replace(/^«\s*/u, '')) ? `${word}e ${next}` : `${word}’${next}`,
      )
      .replace(/\s*([?!;])/g, '\u202f$1')
      .replace(/\s+:/g, '\u00a0:')
      .replace(/«\s*/g, '«\u00a0')
      .replace(/\s*»/g, '\u00a0»');
  }
  return text.replace(/ {2,}/g, ' ').trim();
}
