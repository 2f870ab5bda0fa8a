import { z } from 'zod';
import { readDataFile } from '#server/lib/data-file.ts';
import { BIBLE_BOOKS } from '#server/lib/nlp/gazetteer/names.ts';

/**
 * Students' answers labelled by a lecturer (issue 38): what each answer claims, the reasons it
 * gives, the Scripture it cites, the pastoral situations it raises, the objections it weighs, its
 * relation to the question, and the follow-up a lecturer would ask. One file per language in
 * ./sets; half of each is held out of tuning and reported apart. Every label the answer writes is
 * checked to be in it verbatim, so a label that drifts from its answer fails on reading.
 */

const LANGUAGES = ['en', 'fr', 'sw', 'ar'] as const;
export type AnswerSetLanguage = (typeof LANGUAGES)[number];

const books = new Set(BIBLE_BOOKS.map((entry) => entry[0]!));

const reference = z.strictObject({
  text: z.string().min(1),
  book: z.string().refine((book) => books.has(book), { error: (issue) => `"${String(issue.input)}" is not a book's first name in bible-books.json` }),
  chapter: z.number().int().positive(),
  verse: z.number().int().positive().nullable().optional(),
  verseEnd: z.number().int().positive().nullable().optional(),
});

const labelledAnswer = z
  .strictObject({
    id: z.string().regex(/^[a-z]{2}-\d{2}$/),
    part: z.enum(['tuning', 'held-out']),
    language: z.enum(LANGUAGES),
    question: z.strictObject({
      content: z.string().min(1),
      level: z.number().int().min(1).max(4),
      passage: z.string().min(1),
      keywords: z.array(z.string().min(1)),
    }),
    answer: z.string().min(1),
    strength: z.enum(['strong', 'weak']),
    labels: z.strictObject({
      claim: z.string().min(1).nullable(),
      reasons: z.array(z.string().min(1)),
      scriptureReferences: z.array(reference),
      quotations: z.array(z.string().min(1)),
      pastoralSituations: z.array(z.string().min(1)),
      objections: z.array(z.string().min(1)),
      relation: z.enum(['answers', 'restates', 'goes_beyond', 'misreads']),
      concepts: z.array(z.string().min(1)),
      followUp: z.string().min(1),
      followUpMove: z.enum(['weakest_reason', 'test_scripture', 'pastoral_dilemma', 'tension_with_passage', 'next_level']),
    }),
  })
  .superRefine((item, context) => {
    const verbatim = (text: string, path: (string | number)[]) => {
      if (!item.answer.includes(text)) context.addIssue({ code: 'custom', path, message: `"${text}" is not in the answer verbatim` });
    };
    if (item.labels.claim) verbatim(item.labels.claim, ['labels', 'claim']);
    for (const kind of ['reasons', 'quotations', 'pastoralSituations', 'objections'] as const)
      item.labels[kind].forEach((text, i) => verbatim(text, ['labels', kind, i]));
    item.labels.scriptureReferences.forEach((r, i) => verbatim(r.text, ['labels', 'scriptureReferences', i, 'text']));
  });

export type LabelledAnswer = z.output<typeof labelledAnswer>;

const answerFile = z.array(labelledAnswer).min(1);

/** The labelled answers of every language, in file order. */
export function readAnswerSet(): LabelledAnswer[] {
  return LANGUAGES.flatMap((language) => readDataFile(new URL(`./sets/answers-${language}.json`, import.meta.url), answerFile));
}
