import { check, date, index, integer, jsonb, pgEnum, pgTable, real, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { COURSES } from '#shared/constants/courses.ts';
import { users } from './accounts.ts';

export const courseEnum = pgEnum('course', COURSES);

/** Spec point 3, students. Scores and level defaults from spec point 9. */
export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course: courseEnum('course').notNull().default('Systematic Theology'),
    literacyScore: integer('literacy_score').notNull().default(50),
    benchmarkingScore: integer('benchmarking_score').notNull().default(50),
    educationLevel: integer('education_level').notNull().default(50),
    currentDifficultyLevel: integer('current_difficulty_level').notNull().default(1),
    overallProgress: real('overall_progress').notNull().default(0),
    /**
     * The account's name (users.name), copied by triggers (drizzle/0022), so that a course's roster
     * reads one index in name order instead of probing every student of every course.
     */
    rosterName: text('roster_name').notNull().default(''),
    /**
     * The roster name in lower case, for "contains" searches within a course: LIKE on it, read from
     * the roster index, costs a quarter of ILIKE on the name, which lowers every name it passes.
     */
    rosterSearch: text('roster_search').generatedAlwaysAs((): SQL => sql`lower(${students.rosterName})`),
    /**
     * When the student's latest activity happened, kept by a trigger on activities (drizzle/0025),
     * so that a roster page reads it with the row instead of probing the activities of each student.
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /** The first day of the student's cohort (a January, May or September intake); null for a self-registered account. */
    intakeStart: date('intake_start'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('students_user_id_idx').on(t.userId),
    index('students_course_idx').on(t.course),
    index('students_course_level_idx').on(t.course, t.currentDifficultyLevel),
    // students_course_roster_idx (course, roster_name, user_id) INCLUDE (id, current_difficulty_level,
    // overall_progress, last_activity_at, roster_search) is written by hand in drizzle/0025
    // (drizzle-kit cannot write INCLUDE): a course's roster page, and a search in it, read it alone.
    check('students_difficulty_level_range', sql`${t.currentDifficultyLevel} between 1 and 4`),
    check('students_overall_progress_range', sql`${t.overallProgress} between 0 and 1`),
  ],
);

export const learningObjectives = pgTable(
  'learning_objectives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    course: courseEnum('course'),
  },
  (t) => [index('learning_objectives_course_idx').on(t.course)],
);

export const studentProgress = pgTable(
  'student_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    objectiveId: uuid('objective_id')
      .notNull()
      .references(() => learningObjectives.id, { onDelete: 'cascade' }),
    progress: real('progress').notNull().default(0),
    masteryLevel: integer('mastery_level').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The objective-first index serves the learning-gaps query (group by objective, filter by progress).
  (t) => [
    uniqueIndex('student_progress_student_objective_idx').on(t.studentId, t.objectiveId),
    index('student_progress_objective_idx').on(t.objectiveId, t.progress),
  ],
);

export const questions = pgTable('questions', {
  id: uuid('id').primaryKey().defaultRandom(),
  content: text('content').notNull(),
  difficultyLevel: integer('difficulty_level').notNull(),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  authorStyle: text('author_style'),
  philosophy: text('philosophy'),
  sourceContent: text('source_content'),
  course: courseEnum('course'),
  questionType: text('question_type').notNull().default('evaluative'),
  reasoning: text('reasoning'),
  confidence: real('confidence').notNull().default(0.85),
  clsaTransparency: jsonb('clsa_transparency').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const studentResponses = pgTable(
  'student_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    response: text('response').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    analysisData: jsonb('analysis_data').$type<Record<string, unknown>>(),
    rhetoricalDevices: jsonb('rhetorical_devices').$type<string[]>().notNull().default([]),
    argumentStructure: text('argument_structure'),
    conceptualHierarchy: jsonb('conceptual_hierarchy').$type<unknown[]>().notNull().default([]),
    entityRelationships: jsonb('entity_relationships').$type<unknown[]>().notNull().default([]),
    /** pending until the analysis job has run; error (with the reason) when it gave up. */
    analysisStatus: text('analysis_status').$type<'pending' | 'complete' | 'error'>().notNull().default('pending'),
    analysisError: text('analysis_error'),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_responses_student_idx').on(t.studentId, t.submittedAt)],
);

export const cohortAnalytics = pgTable('cohort_analytics', {
  id: uuid('id').primaryKey().defaultRandom(),
  date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  totalStudents: integer('total_students').notNull(),
  averageEngagement: real('average_engagement').notNull(),
  difficultyDistribution: jsonb('difficulty_distribution').$type<Record<string, number>>().notNull().default({}),
  identifiedGaps: jsonb('identified_gaps').$type<unknown[]>().notNull().default([]),
  recommendations: text('recommendations'),
});

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_student_created_idx').on(t.studentId, t.createdAt)],
);

export const reflectionPapers = pgTable(
  'reflection_papers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /**
     * A paper's title from before its words were sealed: moved into sealed_title, in the
     * paper's own key, when the server next starts with the key; always null for new papers.
     */
    legacyTitle: text('title'),
    /** Everything of a paper is sealed with the paper's own key: its title, its text, its analysis. */
    sealedTitle: text('sealed_title'),
    content: text('content').notNull(),
    /** Sealed with the paper's key, as its title; in clear only beside a legacy title. */
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    mimeType: text('mime_type'),
    knowledgeGaps: jsonb('knowledge_gaps').$type<string[]>().notNull().default([]),
    /** The analysis (semantic analysis and keywords) as JSON, sealed with the paper's own key. */
    sealedAnalysis: text('sealed_analysis'),
    /**
     * Keyed hashes of the stems of the paper's title and keywords (a blind index): an
     * educator's search finds the paper by a word without the word being stored.
     */
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isSync: boolean('is_sync').notNull().default(true),
    /** The paper's own key, wrapped by the server's key (PAPER_ENCRYPTION_KEY); `content` is the ciphertext. */
    encryptionKey: text('encryption_key'),
    course: courseEnum('course'),
    analysisStatus: text('analysis_status').$type<'pending' | 'complete' | 'error'>().notNull().default('pending'),
    analysisError: text('analysis_error'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
  },
  (t) => [index('reflection_papers_student_idx').on(t.studentId, t.submittedAt, t.id), index('reflection_papers_search_terms_idx').using('gin', t.searchTerms)],
);
