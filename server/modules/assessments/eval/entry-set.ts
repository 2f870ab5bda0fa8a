import { z } from 'zod';
import { readDataFile } from '#server/lib/data-file.ts';

/**
 * Applicants' entry-assessment answers with the score a lecturer gave each, out of 25 (issue 38):
 * the suggested score is judged by whether it ranks the answers as the lecturer did.
 */
const entryAnswer = z.strictObject({
  id: z.string().regex(/^ea-[a-z]{2}-\d+$/),
  language: z.enum(['en', 'fr', 'sw', 'ar']),
  question: z.strictObject({
    content: z.string().min(1),
    level: z.number().int().min(1).max(4),
    passage: z.string().min(1),
    keywords: z.array(z.string().min(1)),
  }),
  answer: z.string().min(1),
  lecturerScore: z.number().min(0).max(25),
  why: z.string().min(1),
});

export type EntryAnswer = z.output<typeof entryAnswer>;

/** The scored entry answers, in file order. */
export const readEntrySet = (): EntryAnswer[] => readDataFile(new URL('./entry-answers.json', import.meta.url), z.array(entryAnswer).min(1));
