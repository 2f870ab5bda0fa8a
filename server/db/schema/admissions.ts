import type { APPLICATION_STATUSES } from '#shared/schemas/admissions.ts';
import type { ASSESSMENT_STATUSES } from '#shared/schemas/assessments.ts';
import type { LanguageCode } from '#shared/constants/languages.ts';
import { students } from './learning.ts';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, real, text, timestamp, uuid, index, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** An applicant's name as the admin searches it: one immutable expression, so that an index can hold it. */
export const applicantName = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')`;

/** Spec point 3, applications. The why-join field is named after the institute (`whyJoinKti`). */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<(typeof APPLICATION_STATUSES)[number]>().notNull().default('draft'),
    currentStep: integer('current_step').notNull().default(1),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    /** ISO 3166-1 alpha-2 (shared/constants/countries.ts); spec point 3's default, the United States, is US. */
    country: text('country').notNull().default('US'),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender'),
    educationLevel: text('education_level'),
    previousEducation: text('previous_education'),
    currentMinistryRole: text('current_ministry_role'),
    yearsInMinistry: integer('years_in_ministry'),
    churchAffiliation: text('church_affiliation'),
    previousTheologicalTraining: text('previous_theological_training'),
    languagesSpoken: jsonb('languages_spoken').$type<string[]>().notNull().default(['English']),
    salvationTestimony: text('salvation_testimony'),
    callingToMinistry: text('calling_to_ministry'),
    theologicalInterests: text('theological_interests'),
    learningGoals: text('learning_goals'),
    whyJoinKti: text('why_join_kti'),
    preferredAssessmentDate: date('preferred_assessment_date'),
    alternativeAssessmentDate: date('alternative_assessment_date'),
    assessmentTimePreference: text('assessment_time_preference'),
    assessmentCompleted: boolean('assessment_completed').notNull().default(false),
    assessmentScore: real('assessment_score'),
    referralSource: text('referral_source'),
    specialAccommodations: text('special_accommodations'),
    additionalComments: text('additional_comments'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    decisionAt: timestamp('decision_at', { withTimezone: true }),
    /** SHA-256 of the submitted application's answers: the same answers sent twice are one application. */
    contentHash: text('content_hash'),
    /** Given at submission, short enough to read over the phone: KTI-XXXX-XXXX. */
    reference: text('reference'),
    /**
     * What the admin's search looks in (any part of the name, the e-mail or the reference), in lower
     * case: one LIKE on it costs a fraction of ILIKE on the three, which lowers each as it goes.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${applicantName(applications)} || chr(10) || coalesce(${applications.email}, '') || chr(10) || coalesce(${applications.reference}, ''))`,
    ),
    /** The language the applicant applied in: their mail is written in it. */
    language: text('language').$type<LanguageCode>().notNull().default('en'),
    /** The reviewer's structured reasons for the decision, and what they added in words. */
    decisionReasons: jsonb('decision_reasons').$type<string[]>().notNull().default([]),
    decisionNote: text('decision_note'),
    /**
     * A draft saved with "Save and continue later" (status draft): the wizard's
     * answers as typed, step by step, and the hash of the token in the resume link mailed to `email`.
     */
    draftAnswers: jsonb('draft_answers').$type<Record<string, unknown>[]>(),
    resumeTokenHash: text('resume_token_hash'),
    resumeExpiresAt: timestamp('resume_expires_at', { withTimezone: true }),
    /** The student an acceptance created. */
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The review list's keyset order, read backwards for newest first: when the
    // application was submitted, or created for a draft never submitted, so the key is never null.
    // Every status but draft (the list's default), and one status (its filter).
    index('applications_review_order_idx')
      .on(sql`coalesce(${t.submittedAt}, ${t.createdAt})`, t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('applications_status_review_order_idx').on(t.status, sql`coalesce(${t.submittedAt}, ${t.createdAt})`, t.id),
    uniqueIndex('applications_content_hash_idx').on(t.contentHash),
    uniqueIndex('applications_reference_idx').on(t.reference),
    uniqueIndex('applications_resume_token_idx').on(t.resumeTokenHash),
    index('applications_draft_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'draft'`),
    // The admin's search, by trigrams: a rare term reads the few rows it matches.
    index('applications_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Spec point 3, contact message. Stored (the prototype only logged it). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    department: text('department').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin's list, newest first by keyset on (created_at, id), read backwards.
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_search_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`, sql`${t.email} gin_trgm_ops`),
  ],
);

export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

/**
 * The entry assessment (spec point 1): scheduled by an admin, taken online by the
 * applicant through a personal link (only the token's hash is kept), analysed by the engine.
 */
export const entryAssessments = pgTable(
  'entry_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    language: text('language').$type<LanguageCode>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    tokenHash: text('token_hash').notNull(),
    passage: text('passage').notNull(),
    questions: jsonb('questions').$type<{ level: number; content: string; keywords: string[] }[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<AssessmentStatus>().notNull().default('scheduled'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The engine's reading of each answer and the score it suggests (shared assessmentReviewSchema). */
    analysis: jsonb('analysis').$type<{ answers: unknown[]; suggestedScore: number }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('entry_assessments_application_idx').on(t.applicationId), uniqueIndex('entry_assessments_token_idx').on(t.tokenHash)],
);
