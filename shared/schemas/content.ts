import { z } from 'zod';
import { isoTimestamp, optionalText, text } from './fields.ts';
import { COURSES } from '#shared/constants/courses.ts';
import { APPLICATION_STATUSES } from './admissions.ts';
import { pageQuerySchema } from './fields.ts';

export const CONTENT_TYPES = ['book', 'video', 'transcript'] as const;
export const VALIDATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const PROCESSING_STATUSES = ['pending', 'complete', 'error'] as const;

/** Spec point 2, "Upload Content": the six author-embodiment areas, in the order the form shows them. */
export const AUTHOR_EMBODIMENT_FIELDS = [
  'authorStyle',
  'philosophy',
  'historicalContext',
  'biographicalContext',
  'interpretativeComplexities',
  'scholarlyDebates',
] as const;

/** The largest text an upload may carry (about a 600-page book). */
export const MAX_CONTENT_CHARACTERS = 2_000_000;
/** The largest file an upload may carry. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** File types whose text the server extracts. */
export const UPLOAD_EXTENSIONS = ['.txt', '.md', '.markdown', '.pdf', '.srt', '.vtt'] as const;

const embodiment = Object.fromEntries(AUTHOR_EMBODIMENT_FIELDS.map((field) => [field, optionalText(10_000)])) as Record<
  (typeof AUTHOR_EMBODIMENT_FIELDS)[number],
  ReturnType<typeof optionalText>
>;

/** Spec point 7: POST /api/admin/course-content (spec point 5: course, title and content non-blank). */
export const uploadContentSchema = z.object({
  course: z.enum(COURSES, { message: 'validation.course_invalid' }),
  type: z.enum(CONTENT_TYPES, { message: 'validation.content_type_invalid' }),
  title: text('validation.title_required').min(1, 'validation.title_required').max(300, 'validation.too_long'),
  author: optionalText(200),
  content: text('validation.content_required').min(1, 'validation.content_required').max(MAX_CONTENT_CHARACTERS, 'validation.too_long'),
  fileName: optionalText(255),
  fileSize: z.number().int().min(0).optional(),
  mimeType: optionalText(100),
  ...embodiment,
});
export type UploadContentInput = z.input<typeof uploadContentSchema>;

/** Spec point 7: PUT /api/admin/course-content/{id}/validate. Approve sends 0.9, reject 0.3 (spec point 9). */
export const validateContentSchema = z.object({
  status: z.enum(['approved', 'rejected'], { message: 'validation.validation_status_invalid' }),
  feedback: text().max(2000, 'validation.too_long').optional(),
  score: z.number().min(0, 'validation.score_range').max(1, 'validation.score_range'),
});
export type ValidateContentInput = z.infer<typeof validateContentSchema>;

/** The export's filter: one course, or all (a download, streamed in batches, not paged). */
export const contentQuerySchema = z.object({
  course: z.enum(COURSES, { message: 'validation.course_invalid' }).optional(),
});

/**
 * The admin content lists: a page of 50 by default, 200 at most, of one course
 * or all, optionally the items whose title or author contains `q`.
 */
export const contentListQuerySchema = pageQuerySchema.extend({
  course: z.enum(COURSES, { message: 'validation.course_invalid' }).optional(),
  q: optionalText(100),
});
export type ContentListQuery = z.input<typeof contentListQuerySchema>;

export const contentIdParamsSchema = z.object({ id: z.string().uuid({ message: 'validation.id_invalid' }) });

/** What the NLP step stores in `nlpMetadata`. */
export const nlpMetadataSchema = z.object({
  language: z.string(),
  wordCount: z.number().int(),
  readingTimeMinutes: z.number().int(),
  sentenceCount: z.number().int(),
  keyPhrases: z.array(z.string()),
  entities: z.object({ people: z.array(z.string()), places: z.array(z.string()), works: z.array(z.string()) }),
  summary: z.string(),
  processedAt: z.string(),
});
export type NlpMetadata = z.infer<typeof nlpMetadataSchema>;

/**
 * A course-content item as an upload, an edit or a validation returns it: every field but the
 * text itself (an excerpt instead) and the six areas.
 */
export const contentItemSchema = z.object({
  id: z.string().uuid(),
  adminId: z.string().uuid().nullable(),
  course: z.enum(COURSES),
  type: z.enum(CONTENT_TYPES),
  title: z.string(),
  author: z.string().nullable(),
  excerpt: z.string(),
  contentLength: z.number().int(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  mimeType: z.string().nullable(),
  validationStatus: z.enum(VALIDATION_STATUSES),
  validationNotes: z.string().nullable(),
  validatedBy: z.string().uuid().nullable(),
  validatedAt: isoTimestamp().nullable(),
  isTrainingData: z.boolean(),
  processingStatus: z.enum(PROCESSING_STATUSES),
  processingError: z.string().nullable(),
  uploadedAt: isoTimestamp(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/*
 * The three admin lists carry what their screens show of an item and no more (fifty
 * items a page, to an admin on mobile data; View and Edit fetch the item in full). Each names the
 * item, then adds its own fields.
 */
const listedItem = contentItemSchema.pick({ id: true, course: true, type: true, title: true, author: true });

/**
 * Spec point 2, "Content Library": course, type, validation status, the training-data badge, a
 * 150-character excerpt (point 9; the text's length tells whether it goes on), the admin id and
 * the validated date.
 */
export const libraryItemSchema = listedItem.extend(
  contentItemSchema.pick({ adminId: true, excerpt: true, contentLength: true, validationStatus: true, validatedAt: true, isTrainingData: true }).shape,
);
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/** Spec point 2, "Content Validation": a 200-character excerpt (point 9), when it came, its size and its processing. */
export const pendingItemSchema = listedItem.extend(
  contentItemSchema.pick({ excerpt: true, contentLength: true, fileSize: true, processingStatus: true, processingError: true, uploadedAt: true }).shape,
);
export type PendingItem = z.infer<typeof pendingItemSchema>;

/** Spec point 2, "SDA Training": an approved item and when it was approved. */
export const trainingItemSchema = listedItem.extend(contentItemSchema.pick({ validatedAt: true }).shape);
export type TrainingItem = z.infer<typeof trainingItemSchema>;

/** A page of the library, newest upload first, and the cursor to the next. */
export const libraryPageSchema = z.object({ items: z.array(libraryItemSchema), nextCursor: z.string().nullable() });
export type LibraryPage = z.infer<typeof libraryPageSchema>;

/** A page of the validation queue, newest upload first, and the cursor to the next. */
export const pendingPageSchema = z.object({ items: z.array(pendingItemSchema), nextCursor: z.string().nullable() });
export type PendingPage = z.infer<typeof pendingPageSchema>;

/** One item in full (View): its whole text, the six areas and the NLP results. */
export const contentDetailSchema = contentItemSchema.extend({
  content: z.string(),
  authorStyle: z.string().nullable(),
  philosophy: z.string().nullable(),
  historicalContext: z.string().nullable(),
  biographicalContext: z.string().nullable(),
  interpretativeComplexities: z.string().nullable(),
  scholarlyDebates: z.string().nullable(),
  nlpMetadata: nlpMetadataSchema.nullable(),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

const trainingTotalsSchema = z.object({ total: z.number().int(), books: z.number().int(), videos: z.number().int(), transcripts: z.number().int() });
const trainingAnalyticsSchema = z.object({
  validationRate: z.number().min(0).max(100),
  processingCompleteRate: z.number().min(0).max(100),
  approvedCount: z.number().int(),
  pendingCount: z.number().int(),
});

/**
 * Spec point 2, "SDA Training": the totals and the four analytics figures (of the course, whatever
 * `q` is), and a page of the approved items, most recently validated first. Only the first page
 * carries the figures; a page after a cursor (Show more) has them null.
 */
export const trainingDataSchema = z.object({
  totals: trainingTotalsSchema.nullable(),
  analytics: trainingAnalyticsSchema.nullable(),
  items: z.array(trainingItemSchema),
  nextCursor: z.string().nullable(),
});
export type TrainingData = z.infer<typeof trainingDataSchema>;

/** Application review: submitted -> assessment_scheduled -> assessed (with a score) -> accepted | declined. */
/**
 * The structured reasons a reviewer gives with a decision, told to the
 * applicant in their language; free text may add to them.
 */
export const DECISION_REASONS = {
  accepted: ['assessment_result', 'ministry_experience', 'calling_confirmed', 'church_recommendation'],
  declined: ['assessment_below_entry', 'incomplete_application', 'calling_not_evident', 'programme_full', 'other_programme_fits'],
} as const;
export type DecisionReason = (typeof DECISION_REASONS)[keyof typeof DECISION_REASONS][number];
const ALL_DECISION_REASONS = [...DECISION_REASONS.accepted, ...DECISION_REASONS.declined] as const;

export const applicationStatusChangeSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { message: 'validation.application_status_invalid' }),
    assessmentScore: z.number().min(0, 'validation.score_percent').max(100, 'validation.score_percent').optional(),
    /** With accepted or declined: at least one reason of that decision. */
    reasons: z
      .array(z.enum(ALL_DECISION_REASONS, { message: 'validation.choose_option' }))
      .max(10)
      .optional(),
    note: optionalText(2000),
    /** With accepted: the course the new student starts in. */
    course: z.enum(COURSES, { message: 'validation.course_invalid' }).optional(),
  })
  .refine((v) => v.status !== 'assessed' || v.assessmentScore !== undefined, { message: 'validation.assessment_score_required', path: ['assessmentScore'] })
  .refine(
    (v) =>
      (v.status !== 'accepted' && v.status !== 'declined') ||
      ((v.reasons?.length ?? 0) > 0 &&
        v.reasons!.every((reason) => (DECISION_REASONS[v.status as 'accepted' | 'declined'] as readonly string[]).includes(reason))),
    { message: 'validation.decision_reason_required', path: ['reasons'] },
  )
  .refine((v) => v.status !== 'accepted' || v.course !== undefined, { message: 'validation.course_required', path: ['course'] });
export type ApplicationStatusChange = z.input<typeof applicationStatusChangeSchema>;

export const APPLICATION_TRANSITIONS: Record<(typeof APPLICATION_STATUSES)[number], readonly (typeof APPLICATION_STATUSES)[number][]> = {
  draft: ['submitted'],
  submitted: ['assessment_scheduled', 'declined'],
  assessment_scheduled: ['assessed', 'declined'],
  assessed: ['accepted', 'declined'],
  accepted: [],
  declined: [],
};
