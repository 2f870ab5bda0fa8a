import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RecommendationEvidence } from '#shared/schemas/discussions.ts';
import { users } from './accounts.ts';
import { courseContent } from './content.ts';
import { courseEnum, questions, studentResponses, students } from './learning.ts';

/**
 * Socratic discussions: a thread per student and opening question, a turn per
 * question asked in it (the opening one, then the agent's follow-ups), each answered by at most
 * one student_responses row.
 */
export const discussionThreads = pgTable(
  'discussion_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    course: courseEnum('course').notNull(),
    openingQuestionId: uuid('opening_question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    difficultyLevel: integer('difficulty_level').notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    maxTurns: integer('max_turns').notNull(),
    /** The educator who sent it; null when the agent's proposal went out automatically. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A student's threads, open first, most recent first: the portal's list, one page at a time.
    index('discussion_threads_student_idx').on(t.studentId, t.status, t.lastActivityAt, t.id),
    index('discussion_threads_course_idx').on(t.course, t.createdAt),
    check('discussion_threads_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

export const discussionTurns = pgTable(
  'discussion_turns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => discussionThreads.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id').references(() => studentResponses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One turn per number: a retried analysis job cannot add the same follow-up twice.
  (t) => [uniqueIndex('discussion_turns_thread_number_idx').on(t.threadId, t.number), uniqueIndex('discussion_turns_response_idx').on(t.responseId)],
);

/** An educator's comment on a thread, or on one turn of it; the student reads it. */
export const discussionComments = pgTable(
  'discussion_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => discussionThreads.id, { onDelete: 'cascade' }),
    turnId: uuid('turn_id').references(() => discussionTurns.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discussion_comments_thread_idx').on(t.threadId, t.createdAt)],
);

/**
 * The agent's proposal of a student's next question, waiting for an educator's approval
 * (spec point 1; an educator approves AI output before students see it).
 */
export const questionProposals = pgTable(
  'question_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    course: courseEnum('course').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    sourceContentId: uuid('source_content_id').references(() => courseContent.id, { onDelete: 'set null' }),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('question_proposals_course_status_idx').on(t.course, t.status, t.createdAt, t.id),
    // At most one proposal waits per student: the agent does not pile them up.
    uniqueIndex('question_proposals_one_pending_idx')
      .on(t.studentId)
      .where(sql`${t.status} = 'pending'`),
    check('question_proposals_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** Per course: whether proposals go out without approval, and how many turns a thread may have. */
export const courseDiscussionSettings = pgTable('course_discussion_settings', {
  course: courseEnum('course').primaryKey(),
  autoSend: boolean('auto_send').notNull().default(false),
  maxTurns: integer('max_turns').notNull().default(4),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A level change the evidence suggests: the student's last answers at their
 * level all met it, or all missed it. The level itself moves only through an educator's Apply.
 */
export const levelRecommendations = pgTable(
  'level_recommendations',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    evidence: jsonb('evidence').$type<RecommendationEvidence[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('level_recommendations_created_idx').on(t.createdAt, t.studentId)],
);
