import { readdirSync } from 'node:fs';
import { z } from 'zod';
import { COURSES } from '#shared/constants/courses.ts';
import { DataFileError, readDataFile } from '#server/lib/data-file.ts';

/**
 * The retrieval set: library texts as an admin uploads them (400-900 words, several paragraphs,
 * half of them naming no one) and passages an educator pastes in, each labelled with the text it
 * comes from or null: verbatim extracts (one from a part that names no one), paraphrases, single
 * lines, passages on the same subject written apart, unrelated passages and near misses, in the four languages. One JSON file per language in
 * ./retrieval-sets. A query marked `heldOut` is never used to fit the retrieval model.
 */

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an id is kebab-case');
const language = z.enum(['en', 'fr', 'sw', 'ar']);

const librarySource = z.strictObject({
  id,
  language,
  title: z.string().min(1),
  author: z.string().min(1).nullable(),
  course: z.enum(COURSES),
  text: z.string().refine((text) => words(text) >= 300 && words(text) <= 1200, { error: (issue) => `${words(String(issue.input))} words (300-1200)` }),
});

/** `same-subject`: a passage written on its own, not from the library text, about what that text is about (a catechism on the Supper, a life of Athanasius). */
export const RETRIEVAL_QUERY_KINDS = ['extract', 'extract-no-names', 'paraphrase', 'line', 'same-subject', 'unrelated', 'near-miss'] as const;

const query = z.strictObject({
  id,
  language,
  kind: z.enum(RETRIEVAL_QUERY_KINDS),
  text: z.string().min(1),
  sourceId: id.nullable(),
  heldOut: z.boolean(),
});

export const retrievalSetPartSchema = z
  .strictObject({ about: z.string().min(1), sources: z.array(librarySource).min(1), queries: z.array(query).min(1) })
  .superRefine((part, context) => {
    const sources = new Map(part.sources.map((s) => [s.id, s]));
    part.queries.forEach((q, i) => {
      const source = q.sourceId === null ? undefined : sources.get(q.sourceId);
      if (q.sourceId !== null && !source)
        context.addIssue({ code: 'custom', path: ['queries', i, 'sourceId'], message: `${q.sourceId} is not a source of this part` });
      const unrelated = q.kind === 'unrelated' || q.kind === 'near-miss';
      if (unrelated !== (q.sourceId === null))
        context.addIssue({ code: 'custom', path: ['queries', i, 'sourceId'], message: `a ${q.kind} query ${unrelated ? 'has no' : 'has a'} source` });
      // An extract is scored as one: it must be the source's words as they stand.
      if ((q.kind === 'extract' || q.kind === 'extract-no-names') && source && !source.text.includes(q.text))
        context.addIssue({ code: 'custom', path: ['queries', i, 'text'], message: 'an extract is not in its source verbatim' });
    });
  });

export type RetrievalSetPart = z.infer<typeof retrievalSetPartSchema>;
export type RetrievalQuery = RetrievalSetPart['queries'][number];
export type LibrarySource = RetrievalSetPart['sources'][number];

const folder = new URL('./retrieval-sets/', import.meta.url);

/** Every part of the retrieval set, checked; ids unique across the parts. */
export function readRetrievalSet(): { sources: LibrarySource[]; queries: RetrievalQuery[] } {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const parts = files.map((file) => ({ file: new URL(file, folder), part: readDataFile(new URL(file, folder), retrievalSetPartSchema) }));
  const ids = new Set<string>();
  for (const { file, part } of parts)
    for (const item of [...part.sources, ...part.queries]) {
      if (ids.has(item.id)) throw new DataFileError(file, [`id: "${item.id}" is used twice in the retrieval set`]);
      ids.add(item.id);
    }
  return { sources: parts.flatMap(({ part }) => part.sources), queries: parts.flatMap(({ part }) => part.queries) };
}
