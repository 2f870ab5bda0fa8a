import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courseEnum, students } from './learning.ts';
import type { MaterialAccessLevel, MaterialFormat, ReadingPage } from '#shared/schemas/materials.ts';

/** Spec point 3, "Certifications, units, assignments, materials, calendar, cohorts". */
export const certifications = pgTable('certifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  course: courseEnum('course'),
  duration: text('duration').notNull(),
  requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
});

export const studentCertifications = pgTable(
  'student_certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    certificationId: uuid('certification_id')
      .notNull()
      .references(() => certifications.id, { onDelete: 'cascade' }),
    enrollmentDate: timestamp('enrollment_date', { withTimezone: true }).notNull().defaultNow(),
    expectedCompletionDate: timestamp('expected_completion_date', { withTimezone: true }),
    completionDate: timestamp('completion_date', { withTimezone: true }),
    status: text('status').notNull().default('enrolled'),
    progress: real('progress').notNull().default(0),
  },
  (t) => [uniqueIndex('student_certifications_student_cert_idx').on(t.studentId, t.certificationId)],
);

export const courseUnits = pgTable(
  'course_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    course: courseEnum('course').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    orderIndex: integer('order_index').notNull(),
    isRequired: boolean('is_required').notNull().default(true),
    estimatedDuration: integer('estimated_duration'),
    learningOutcomes: jsonb('learning_outcomes').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('course_units_course_order_idx').on(t.course, t.orderIndex)],
);

export const studentUnitProgress = pgTable(
  'student_unit_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => courseUnits.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('not_started'),
    progress: real('progress').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('student_unit_progress_student_unit_idx').on(t.studentId, t.unitId), index('student_unit_progress_unit_idx').on(t.unitId)],
);

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id').references(() => courseUnits.id, { onDelete: 'set null' }),
    course: courseEnum('course').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    maxPoints: integer('max_points').notNull().default(100),
    isRequired: boolean('is_required').notNull().default(true),
    instructions: text('instructions'),
    rubric: jsonb('rubric').$type<{ criterion: string; points: number }[]>(),
  },
  (t) => [index('assignments_course_due_idx').on(t.course, t.dueDate)],
);

export const studentAssignments = pgTable(
  'student_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('assigned'),
    /** When the student submitted, on their device, bounded by `receivedAt` (docs/decisions/004-offline.md). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When the server received the submission: later than `submittedAt` when it was written offline. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    grade: real('grade'),
    feedback: text('feedback'),
    /** Who graded it and when (the student is told). */
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
    submissionContent: text('submission_content'),
    submissionFileName: text('submission_file_name'),
    attempt: integer('attempt').notNull().default(1),
    isLate: boolean('is_late').notNull().default(false),
    /** The assignment's course, kept by a trigger (drizzle/0024): never written by the app. */
    course: courseEnum('course'),
    /** The student's roster name (the account's name), kept by triggers (drizzle/0027): never written by the app. */
    studentName: text('student_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('student_assignments_student_assignment_attempt_idx').on(t.studentId, t.assignmentId, t.attempt),
    index('student_assignments_assignment_idx').on(t.assignmentId),
    // The educator's queue of a course's work to grade: only submitted, ungraded rows, oldest first.
    index('student_assignments_course_to_grade_idx')
      .on(t.course, t.receivedAt, t.id)
      .where(sql`${t.status} = 'submitted'`),
  ],
);

export const courseMaterials = pgTable(
  'course_materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    course: courseEnum('course').notNull(),
    unitId: uuid('unit_id').references(() => courseUnits.id, { onDelete: 'set null' }),
    type: text('type').$type<'textbook' | 'video' | 'reading'>().notNull(),
    title: text('title').notNull(),
    author: text('author'),
    description: text('description'),
    fileUrl: text('file_url'),
    /** Where the file lives in file storage (server/lib/file-storage.ts); null when there is no file. */
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    mimeType: text('mime_type'),
    isRequired: boolean('is_required').notNull().default(false),
    orderIndex: integer('order_index').notNull().default(0),
    accessLevel: text('access_level').$type<MaterialAccessLevel>().notNull().default('student'),
    /** How the reader shows the file; null for a video link. */
    format: text('format').$type<MaterialFormat>(),
    /** Pages of the reading view; null for audio and links. */
    pageCount: integer('page_count'),
    /** Bytes of the reading view as served (what downloading it for offline costs). */
    readingSize: integer('reading_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_materials_course_order_idx').on(t.course, t.orderIndex)],
);

/**
 * The reflowable text of a material's file, extracted once at upload: a PDF
 * page by page, an EPUB chapter by chapter, Markdown and text in pages of a few screens.
 */
export const courseMaterialReadings = pgTable('course_material_readings', {
  materialId: uuid('material_id')
    .primaryKey()
    .references(() => courseMaterials.id, { onDelete: 'cascade' }),
  pages: jsonb('pages').$type<ReadingPage[]>().notNull(),
});

export const studentMaterialAccess = pgTable(
  'student_material_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => courseMaterials.id, { onDelete: 'cascade' }),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
    completedReading: boolean('completed_reading').notNull().default(false),
    timeSpent: integer('time_spent').notNull().default(0),
    notes: text('notes'),
  },
  // (student, material, time): whether a student opened a material within the last sitting is one
  // probe (server/modules/materials/repo.ts recordAccess), and a student's accesses are its prefix.
  (t) => [index('student_material_access_student_material_idx').on(t.studentId, t.materialId, t.accessedAt)],
);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    course: courseEnum('course'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    location: text('location'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurrencePattern: text('recurrence_pattern'),
    meetingUrl: text('meeting_url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    isPublic: boolean('is_public').notNull().default(true),
  },
  (t) => [
    index('calendar_events_course_start_idx').on(t.course, t.startTime),
    // The calendar's pages: public events in (start, id) order; a course's own and the institute-wide ones are both in it.
    index('calendar_events_public_start_id_idx')
      .on(t.startTime, t.id)
      .where(sql`${t.isPublic}`),
  ],
);

export const cohortMeetings = pgTable(
  'cohort_meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    course: courseEnum('course').notNull(),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull().default(60),
    meetingUrl: text('meeting_url'),
    meetingId: text('meeting_id'),
    facilitatorId: uuid('facilitator_id').references(() => users.id, { onDelete: 'set null' }),
    maxParticipants: integer('max_participants').notNull().default(25),
    status: text('status').notNull().default('scheduled'),
    recordingUrl: text('recording_url'),
    agenda: jsonb('agenda').$type<string[]>().notNull().default([]),
  },
  // The meetings' pages: keyset on (time, id), within a course or across them.
  (t) => [index('cohort_meetings_course_time_id_idx').on(t.course, t.scheduledTime, t.id), index('cohort_meetings_time_id_idx').on(t.scheduledTime, t.id)],
);

export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => cohortMeetings.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    status: text('status').notNull().default('registered'),
    participationScore: real('participation_score'),
  },
  (t) => [uniqueIndex('meeting_participants_meeting_student_idx').on(t.meetingId, t.studentId)],
);
