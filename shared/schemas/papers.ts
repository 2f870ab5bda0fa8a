import { z } from 'zod';
import { COURSES } from '#shared/constants/courses.ts';
import { MAX_PAPER_CHARACTERS, PAPER_EXTENSIONS, PAPER_MIN_CHARACTERS } from '#shared/constants/discussions.ts';
import { argumentStructureSchema, RHETORICAL_DEVICES } from './discussions.ts';
import { pageQuerySchema } from './fields.ts';
import { isoTimestamp, text } from './fields.ts';

/** Reflection papers (spec point 3, reflection_papers). */
export { MAX_PAPER_CHARACTERS, PAPER_EXTENSIONS };

/** POST /api/students/{id}/reflection-papers as JSON: a paper written in the page. */
export const submitPaperSchema = z.object({
  course: z.enum(COURSES, { message: 'validation.course_invalid' }),
  title: text('validation.title_required').min(1, 'validation.title_required').max(300, 'validation.too_long'),
  content: text('validation.paper_min').min(PAPER_MIN_CHARACTERS, 'validation.paper_min').max(MAX_PAPER_CHARACTERS, 'validation.too_long'),
});
export type SubmitPaperInput = z.infer<typeof submitPaperSchema>;

export const paperParamsSchema = z.object({
  id: z.string().uuid({ message: 'validation.id_invalid' }),
  paperId: z.string().uuid({ message: 'validation.id_invalid' }),
});

export const paperListQuerySchema = pageQuerySchema.extend({ course: z.enum(COURSES, { message: 'validation.course_invalid' }).optional() });

/** What the analysis job writes into `semanticAnalysis`. */
export const semanticAnalysisSchema = z.object({
  language: z.string(),
  wordCount: z.number().int(),
  sentenceCount: z.number().int(),
  readingTimeMinutes: z.number().int(),
  summary: z.string(),
  themes: z.array(z.string()),
  argumentStructure: argumentStructureSchema,
  rhetoricalDevices: z.array(z.enum(RHETORICAL_DEVICES)),
  objectivesShown: z.array(z.object({ objectiveId: z.string(), title: z.string() })),
});
export type SemanticAnalysis = z.infer<typeof semanticAnalysisSchema>;

export const paperSummarySchema = z.object({
  id: z.string().uuid(),
  studentId: z.string().uuid(),
  course: z.enum(COURSES).nullable(),
  title: z.string(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  mimeType: z.string().nullable(),
  submittedAt: isoTimestamp(),
  analysisStatus: z.enum(['pending', 'complete', 'error']),
  analyzedAt: isoTimestamp().nullable(),
  keywords: z.array(z.string()),
  knowledgeGaps: z.array(z.string()),
  semanticAnalysis: semanticAnalysisSchema.nullable(),
});
export type PaperSummary = z.infer<typeof paperSummarySchema>;

/** One paper with its text, decrypted for the student, educators and admins. */
export const paperDetailSchema = paperSummarySchema.extend({ content: z.string() });
export const paperPageSchema = z.object({ items: z.array(paperSummarySchema), nextCursor: z.string().nullable() });
