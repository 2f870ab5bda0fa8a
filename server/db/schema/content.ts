import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, boolean, customType, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import type { PROCESSING_STATUSES, VALIDATION_STATUSES } from '#shared/schemas/content.ts';
import { courseEnum } from './learning.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const contentType = pgEnum('content_type', ['book', 'video', 'transcript']);

/** A text's opening as the lists show it: its first 400 characters, runs of whitespace as one space, trimmed. */
const collapsedOpening = (content: AnyPgColumn): SQL => sql`btrim(regexp_replace(left(${content}, 400), '[[:space:]]+', ' ', 'g'))`;

/** Spec point 3, course_content: admin uploads that, once approved, train the Socratic agent. */
export const courseContent = pgTable(
  'course_content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    course: courseEnum('course').notNull(),
    type: contentType('type').notNull(),
    title: text('title').notNull(),
    author: text('author'),
    content: text('content').notNull(),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    mimeType: text('mime_type'),
    authorStyle: text('author_style'),
    philosophy: text('philosophy'),
    historicalContext: text('historical_context'),
    biographicalContext: text('biographical_context'),
    interpretativeComplexities: text('interpretative_complexities'),
    scholarlyDebates: text('scholarly_debates'),
    validationStatus: text('validation_status').$type<(typeof VALIDATION_STATUSES)[number]>().notNull().default('pending'),
    validationNotes: text('validation_notes'),
    validatedBy: uuid('validated_by').references(() => users.id, { onDelete: 'set null' }),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    isTrainingData: boolean('is_training_data').notNull().default(false),
    processingStatus: text('processing_status').$type<(typeof PROCESSING_STATUSES)[number]>().notNull().default('pending'),
    /** Why processing ended in 'error'; null otherwise. */
    processingError: text('processing_error'),
    nlpMetadata: jsonb('nlp_metadata').$type<Record<string, unknown>>(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The lists' excerpt (spec point 9: the queue shows the first 200 characters, the library cuts
     * them to 150; runs of whitespace as one space) and the
     * text's length, kept by PostgreSQL on every write: reading them from `content` decompressed
     * every listed document's whole text on every page, and collapsing the whitespace of fifty
     * excerpts per page cost the server more than the statement.
     */
    excerpt: text('excerpt').generatedAlwaysAs((): SQL => sql`left(${collapsedOpening(courseContent.content)}, 200)`),
    /**
     * The library's 150 characters of the same, kept apart: cutting fifty excerpts with `left()`
     * on every page was a third of the library statement's time on the embedded database.
     * A generated column cannot read another, so it cuts the same opening.
     */
    libraryExcerpt: text('library_excerpt').generatedAlwaysAs((): SQL => sql`left(${collapsedOpening(courseContent.content)}, 150)`),
    contentLength: integer('content_length').generatedAlwaysAs((): SQL => sql`char_length(${courseContent.content})`),
    /**
     * What the admin lists' search reads: title and author in lower case, a line break between them
     * (as applications' search_text), for `LIKE` and its trigram index. Estimating `ILIKE` on title
     * and author for each search's own plan was most of a search's cost on the embedded database.
     */
    searchText: text('search_text').generatedAlwaysAs((): SQL => sql`lower(${courseContent.title} || chr(10) || coalesce(${courseContent.author}, ''))`),
    /** Full-text search over title (weight A), author (B) and text (C), kept by PostgreSQL itself. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${courseContent.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${courseContent.author}, '')), 'B') || setweight(to_tsvector('english', ${courseContent.content}), 'C')`,
    ),
  },
  (t) => [
    index('course_content_course_status_idx').on(t.course, t.validationStatus),
    index('course_content_search_idx').using('gin', t.searchVector),
    // The admin lists' search by title or author (any part), by trigrams.
    index('course_content_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The admin lists' keyset orders, read backwards for newest first: the
    // library of all courses and of one, the validation queue, and the training items by approval.
    index('course_content_uploaded_idx').on(t.uploadedAt, t.id),
    index('course_content_course_uploaded_idx').on(t.course, t.uploadedAt, t.id),
    index('course_content_pending_idx')
      .on(t.uploadedAt, t.id)
      .where(sql`${t.validationStatus} = 'pending'`),
    index('course_content_training_order_idx')
      .on(sql`coalesce(${t.validatedAt}, ${t.uploadedAt})`, t.id)
      .where(sql`${t.validationStatus} = 'approved' and ${t.isTrainingData}`),
  ],
);

/**
 * Each text cut into chunks of a paragraph or a few (server/lib/nlp/search-text.ts), written by
 * the content job with the text's processing: what the Socratic agent searches the approved
 * library by. A chunk is indexed in its own language (English and French stemmed, Arabic stemmed
 * after its letters are folded, Swahili word for word) and by trigrams for paraphrase; `folded`
 * is the text without accents or vowel marks, as passages are folded before they are searched.
 */
export const courseContentChunks = pgTable(
  'course_content_chunks',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => courseContent.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    language: text('language').$type<'en' | 'fr' | 'sw' | 'ar'>().notNull(),
    text: text('text').notNull(),
    folded: text('folded').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`case ${courseContentChunks.language} when 'en' then to_tsvector('english', ${courseContentChunks.folded}) when 'fr' then to_tsvector('french', ${courseContentChunks.folded}) when 'ar' then to_tsvector('arabic', ${courseContentChunks.folded}) else to_tsvector('simple', ${courseContentChunks.folded}) end`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.ordinal] }),
    index('course_content_chunks_search_idx').using('gin', t.searchVector),
    index('course_content_chunks_trgm_idx').using('gin', sql`${t.folded} gin_trgm_ops`),
  ],
);

/**
 * How many course_content rows have each combination of the columns the SDA training figures
 * count, so no request counts over a whole table. Kept by the trigger
 * course_content_counts_track (migration 0019) in the same transaction as the row's change, so
 * the figures are exact; at most 11 x 3 x 3 x 2 x 3 rows, whatever the uploads.
 */
export const courseContentCounts = pgTable(
  'course_content_counts',
  {
    course: courseEnum('course').notNull(),
    type: contentType('type').notNull(),
    validationStatus: text('validation_status').notNull(),
    isTrainingData: boolean('is_training_data').notNull(),
    processingStatus: text('processing_status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'course_content_counts_pkey', columns: [t.course, t.type, t.validationStatus, t.isTrainingData, t.processingStatus] })],
);

export const videoTranscripts = pgTable('video_transcripts', {
  id: uuid('id').primaryKey().defaultRandom(),
  courseContentId: uuid('course_content_id')
    .notNull()
    .references(() => courseContent.id, { onDelete: 'cascade' }),
  transcript: text('transcript').notNull(),
  timestamps: jsonb('timestamps').$type<unknown[]>().notNull().default([]),
  autoGenerated: boolean('auto_generated').notNull().default(false),
  accuracy: real('accuracy').notNull().default(0.95),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentValidation = pgTable('content_validation', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentId: uuid('content_id')
    .notNull()
    .references(() => courseContent.id, { onDelete: 'cascade' }),
  validatorId: uuid('validator_id').references(() => users.id, { onDelete: 'set null' }),
  validationType: text('validation_type').notNull().default('manual'),
  status: text('status').notNull(),
  score: real('score'),
  feedback: text('feedback'),
  criteria: jsonb('criteria').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
