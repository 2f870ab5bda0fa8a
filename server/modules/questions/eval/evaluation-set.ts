import { z } from 'zod';
import { COURSES } from '#shared/constants/courses.ts';
import { DataFileError, readDataFile } from '#server/lib/data-file.ts';
import { GENRES } from '#server/lib/nlp/genre.ts';
import type { EvalPassage, EvalSetPart, EvalSource } from './types.ts';

/**
 * The evaluation set is data: one JSON file per part in ./sets, each checked on reading against
 * what types.ts says of a passage and a source (lengths, labels the passage writes verbatim, a
 * source that exists), so a part being written fails with every problem named.
 */

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an id is kebab-case');
const language = z.enum(['en', 'fr', 'sw', 'ar']);
const label = z.string().min(1);

const passage = z
  .strictObject({
    id,
    language,
    topic: z.string().min(1),
    african: z.boolean(),
    kind: z.enum(['summary', 'paraphrase', 'scripture']),
    genre: z.enum(GENRES).optional(),
    text: z.string().refine((text) => words(text) >= 60 && words(text) <= 200, { error: (issue) => `${words(String(issue.input))} words (60-200)` }),
    labels: z.strictObject({ people: z.array(label), places: z.array(label), works: z.array(label), concepts: z.array(label).min(2).max(6) }),
    sourceId: id.nullable(),
  })
  .superRefine((p, context) => {
    // A label is scored against what the engine finds in the text, so it must be written as the text writes it.
    for (const kind of ['people', 'places', 'works', 'concepts'] as const) {
      p.labels[kind].forEach((text, i) => {
        if (!p.text.includes(text)) context.addIssue({ code: 'custom', path: ['labels', kind, i], message: `"${text}" is not in the text verbatim` });
      });
    }
  }) satisfies z.ZodType<EvalPassage>;

const source = z.strictObject({
  id,
  language,
  title: z.string().min(1),
  author: z.string().min(1),
  course: z.enum(COURSES),
  text: z.string().refine((text) => words(text) >= 150 && words(text) <= 350, { error: (issue) => `${words(String(issue.input))} words (150-350)` }),
}) satisfies z.ZodType<EvalSource>;

/** One part of the set, as its file holds it. */
export const evalSetPartSchema = z
  .strictObject({
    /** What the part holds, for people reading the set. */
    about: z.string().min(1),
    /** A held-out part is never looked at while the engine is tuned: its figures are reported apart. */
    heldOut: z.boolean().optional(),
    passages: z.array(passage).min(1),
    sources: z.array(source),
  })
  .superRefine((part, context) => {
    const sources = new Set(part.sources.map((s) => s.id));
    part.passages.forEach((p, i) => {
      if (p.sourceId !== null && !sources.has(p.sourceId))
        context.addIssue({ code: 'custom', path: ['passages', i, 'sourceId'], message: `${p.sourceId} is not a source of this part` });
    });
  });

/** The parts, in the order the set lists them: the first set the engine was tuned on, then passages by genre in four languages, then passages a lecturer graded the engine on. */
export const EVAL_SET_PARTS = [
  'en-classic',
  'en-african',
  'fr',
  'sw',
  'ar',
  'genres-en-tuning',
  'genres-fr-tuning',
  'genres-sw-tuning',
  'genres-ar-tuning',
  'graded-en-tuning',
  'graded-fr-tuning',
  'graded-sw-tuning',
  'graded-ar-tuning',
] as const;
/** Passages kept out of tuning: the engine's rules and stems were not written while reading them. */
export const HELD_OUT_PARTS = ['genres-en-held-out', 'genres-fr-held-out', 'genres-sw-held-out', 'genres-ar-held-out'] as const;
export type EvalSetPartName = (typeof EVAL_SET_PARTS)[number] | (typeof HELD_OUT_PARTS)[number];

export const evalSetPartFile = (name: string) => new URL(`./sets/${name}.json`, import.meta.url);

/** Reads one part of the set. */
export function readEvalSetPart(name: string): EvalSetPart & { about: string; heldOut?: boolean } {
  return readDataFile(evalSetPartFile(name), evalSetPartSchema);
}

function readParts(names: readonly string[], heldOut: boolean): EvalSetPart {
  const parts = names.map((name) => ({ name, part: readEvalSetPart(name) }));
  // Passages and sources are told apart by id across the whole set (retrieval pairs, reports).
  const ids = new Set<string>();
  for (const { name, part } of parts) {
    if ((part.heldOut ?? false) !== heldOut)
      throw new DataFileError(evalSetPartFile(name), [`heldOut: the part is listed as ${heldOut ? 'held out' : 'tuning'}`]);
    for (const item of [...part.passages, ...part.sources]) {
      if (ids.has(item.id)) throw new DataFileError(evalSetPartFile(name), [`id: "${item.id}" is used twice in the evaluation set`]);
      ids.add(item.id);
    }
  }
  return { passages: parts.flatMap(({ part }) => part.passages), sources: parts.flatMap(({ part }) => part.sources) };
}

/** The set the engine is tuned on: 44 passages of the first set, passages of every genre in four languages and 32 passages a lecturer graded the engine on (8 a language), with their training sources. */
export const EVALUATION_SET: EvalSetPart = readParts(EVAL_SET_PARTS, false);

/** The held-out passages, reported apart. */
export const HELD_OUT_SET: EvalSetPart = readParts(HELD_OUT_PARTS, true);
