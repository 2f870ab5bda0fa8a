import { z } from 'zod';
import { text } from './fields.ts';
import { COURSES } from '#shared/constants/courses.ts';

export const SOCRATIC_QUESTION_TYPES = ['clarification', 'assumptions', 'evidence', 'viewpoints', 'implications'] as const;

/** Spec point 7: POST /api/questions/suggestions. */
export const suggestionRequestSchema = z.object({
  contentSource: text('validation.content_source_min').min(20, 'validation.content_source_min').max(20_000, 'validation.too_long'),
  targetKeywords: z.array(text().min(1).max(60)).max(20, 'validation.too_many_keywords').default([]),
  levels: z
    .array(z.number().int().min(1).max(4))
    .min(1, 'validation.levels_required')
    .max(4)
    .refine((levels) => new Set(levels).size === levels.length, 'validation.levels_unique')
    .default([1, 2, 3, 4]),
  course: z.enum(COURSES, { message: 'validation.course_invalid' }).optional(),
  /** The student a single generated question is for (Difficulty Controls' Generate New Question). */
  studentId: z.string().uuid().optional(),
});
export type SuggestionRequest = z.input<typeof suggestionRequestSchema>;

const transparencySource = z.object({ source: z.string(), confidence: z.number().min(0).max(1) });

/** Spec point 3, "Question suggestion". */
export const questionSuggestionSchema = z.object({
  id: z.string().uuid(),
  difficultyLevel: z.number().int().min(1).max(4),
  questionType: z.enum(SOCRATIC_QUESTION_TYPES),
  confidence: z.number().min(0).max(1),
  content: z.string().min(1),
  reasoning: z.string(),
  keywords: z.array(z.string()),
  clsaTransparency: z.object({
    contentSources: z.array(transparencySource),
    performanceData: z.array(transparencySource),
    studentArtifactReferences: z.array(transparencySource),
  }),
  /** Which engine wrote it: the built-in one, or the configured LLM. */
  engine: z.enum(['builtin', 'llm']),
  /** The approved library text this question sets the passage beside, and the words it quotes from it. */
  librarySource: z.object({ title: z.string(), author: z.string().nullable(), quote: z.string() }).optional(),
});
export type QuestionSuggestion = z.infer<typeof questionSuggestionSchema>;
export const questionSuggestionListSchema = z.array(questionSuggestionSchema);
