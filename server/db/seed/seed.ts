import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  activities,
  appMeta,
  assignments,
  calendarEvents,
  certifications,
  cohortMeetings,
  courseContent,
  courseMaterialReadings,
  courseMaterials,
  courseUnits,
  learningObjectives,
  studentAssignments,
  studentCertifications,
  studentProgress,
  students,
  staffAccessEvents,
  studentUnitProgress,
  users,
} from '#server/db/schema/index.ts';
import { hashPassword } from '#server/modules/accounts/index.ts';
import { courseSlug, type Course } from '#shared/constants/courses.ts';
import type { FileStorage } from '#server/lib/file-storage.ts';
import { queueProcessing } from '#server/modules/content/index.ts';
import { readMaterialFile } from '#server/modules/uploads/index.ts';
import { readingSize } from '#server/modules/materials/index.ts';
import { DEMO_COURSES } from './demo-content.ts';
import { demoMaterialFile } from './demo-materials.ts';
import { DEMO_PASSAGES } from './demo-passages.ts';
import type { DemoCourse } from './types.ts';

const SEED_KEY = 'demo_seed_v1';
const DAY_MS = 86_400_000;
const EAT_OFFSET_HOURS = 3;

/** The demo accounts: four students at levels 1-4 and one educator. */
export const DEMO_EDUCATOR = { username: 'samuel.otieno', name: 'Rev. Dr. Samuel Otieno' } as const;
/** An educator who registered and waits for an admin's approval: the admin portal's staff tab shows the request. */
export const DEMO_PENDING_EDUCATOR = {
  username: 'daniel.kiprop',
  name: 'Pst. Daniel Kiprop',
  note: 'I lead the Bible school of Africa Inland Church in Eldoret and would like to teach Hermeneutics.',
} as const;
export const DEMO_STUDENTS = [
  { username: 'grace.wanjiru', name: 'Grace Wanjiru', level: 1, scores: [48, 45, 52], secondCourse: 'Hermeneutics' },
  { username: 'emmanuel.okafor', name: 'Emmanuel Okafor', level: 2, scores: [63, 58, 66], secondCourse: 'Church History' },
  { username: 'tesfaye.bekele', name: 'Tesfaye Bekele', level: 3, scores: [78, 74, 81], secondCourse: 'Preaching' },
  { username: 'ruth.nyambura', name: 'Ruth Nyambura', level: 4, scores: [91, 88, 90], secondCourse: 'Missions' },
] as const satisfies readonly { username: string; name: string; level: number; scores: readonly number[]; secondCourse: Course }[];

function dayOffset(now: number, days: number, hourEat = 9): Date {
  const date = new Date(now + days * DAY_MS);
  date.setUTCHours(hourEat - EAT_OFFSET_HOURS, 0, 0, 0);
  return date;
}

/**
 * Writes the demo data once. The marker row and every insert share one transaction, so a
 * second run (or a second process starting at the same time) writes nothing.
 */
/** The demo people's addresses: example.org, a domain reserved for examples, so no demo message reaches anyone. */
export const demoEmail = (username: string) => `${username}@example.org`;

export async function seedDemoData(db: Database, options: { demoPassword: string; storage?: FileStorage; now?: number }): Promise<boolean> {
  const now = options.now ?? Date.now();
  const passwordHash = await hashPassword(options.demoPassword);
  return db.transaction(async (tx) => {
    const marker = await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: { seededAt: new Date(now).toISOString() } })
      .onConflictDoNothing()
      .returning();
    if (marker.length === 0) return false;

    const [educator] = await tx
      .insert(users)
      .values({
        username: DEMO_EDUCATOR.username,
        name: DEMO_EDUCATOR.name,
        password: passwordHash,
        role: 'educator',
        email: demoEmail(DEMO_EDUCATOR.username),
        staffAccess: 'approved',
        staffAccessChangedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning();
    const educatorId = educator?.id ?? (await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_EDUCATOR.username)))[0]!.id;
    if (educator) await tx.insert(staffAccessEvents).values({ userId: educator.id, action: 'approved', note: 'Demo educator', createdAt: new Date(now) });
    const [pending] = await tx
      .insert(users)
      .values({
        username: DEMO_PENDING_EDUCATOR.username,
        name: DEMO_PENDING_EDUCATOR.name,
        password: passwordHash,
        role: 'educator',
        staffAccess: 'pending',
        staffAccessChangedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (pending)
      await tx.insert(staffAccessEvents).values({ userId: pending.id, action: 'requested', note: DEMO_PENDING_EDUCATOR.note, createdAt: new Date(now) });

    const unitIdsByCourse = new Map<Course, string[]>();
    const objectiveIdsByCourse = new Map<Course, string[]>();
    const certificationIdByCourse = new Map<Course, string>();
    const assignmentsByCourse = new Map<Course, { id: string; dueDate: Date }[]>();

    for (const demo of DEMO_COURSES) {
      const [cert] = await tx
        .insert(certifications)
        .values({ ...demo.certification, course: demo.course })
        .returning({ id: certifications.id });
      certificationIdByCourse.set(demo.course, cert!.id);

      const units = await tx
        .insert(courseUnits)
        .values(demo.units.map((u, i) => ({ ...u, course: demo.course, orderIndex: i + 1 })))
        .returning({ id: courseUnits.id, orderIndex: courseUnits.orderIndex });
      const unitIds = units.sort((a, b) => a.orderIndex - b.orderIndex).map((u) => u.id);
      unitIdsByCourse.set(demo.course, unitIds);

      const objectives = await tx
        .insert(learningObjectives)
        .values(demo.objectives.map((o) => ({ ...o, course: demo.course })))
        .returning({ id: learningObjectives.id });
      objectiveIdsByCourse.set(
        demo.course,
        objectives.map((o) => o.id),
      );

      const inserted = await tx
        .insert(assignments)
        .values(
          demo.assignments.map((a) => ({
            unitId: unitIds[a.unitIndex] ?? null,
            course: demo.course,
            title: a.title,
            description: a.description,
            type: a.type,
            dueDate: dayOffset(now, a.dueInDays, 23),
            maxPoints: a.maxPoints,
            instructions: a.instructions,
            rubric: a.rubric,
          })),
        )
        .returning({ id: assignments.id, dueDate: assignments.dueDate });
      assignmentsByCourse.set(demo.course, inserted);

      const materialRows = [];
      const readingRows = [];
      for (const [i, m] of demo.materials.entries()) {
        const id = randomUUID();
        const file = options.storage ? await writeDemoMaterial(options.storage, demo.course, i + 1, m) : null;
        materialRows.push({
          id,
          course: demo.course,
          unitId: unitIds[m.unitIndex] ?? null,
          type: m.type,
          title: m.title,
          author: m.author,
          description: m.description,
          isRequired: m.isRequired,
          orderIndex: i + 1,
          ...(file && {
            storageKey: file.storageKey,
            fileName: file.fileName,
            fileSize: file.fileSize,
            mimeType: file.reading.mimeType,
            format: file.reading.format,
            pageCount: file.reading.pages?.length ?? 0,
            readingSize: readingSize(
              {
                id,
                title: m.title,
                author: m.author,
                format: file.reading.format,
                fileName: file.fileName,
                fileSize: file.fileSize,
                mimeType: file.reading.mimeType,
              },
              file.reading.pages ?? [],
            ),
          }),
        });
        if (file?.reading.pages) readingRows.push({ materialId: id, pages: file.reading.pages });
      }
      await tx.insert(courseMaterials).values(materialRows);
      if (readingRows.length > 0) await tx.insert(courseMaterialReadings).values(readingRows);

      // Approved training content for the Socratic agent, processed by the content pipeline like an upload.
      const passage = DEMO_PASSAGES[demo.course];
      const [content] = await tx
        .insert(courseContent)
        .values({
          ...passage,
          course: demo.course,
          type: 'book',
          validationStatus: 'approved',
          validationNotes: 'Demo passage (King James Version, public domain)',
          validatedAt: new Date(now),
          isTrainingData: true,
        })
        .returning({ id: courseContent.id });
      await queueProcessing(tx, content!.id, passage.content);

      await tx.insert(calendarEvents).values(
        demo.events.map((e) => {
          const startTime = dayOffset(now, e.startInDays, e.startHourEat);
          return {
            title: e.title,
            description: e.description,
            type: e.type,
            course: demo.course,
            startTime,
            endTime: new Date(startTime.getTime() + e.durationMinutes * 60_000),
            location: e.location,
            createdBy: educatorId,
          };
        }),
      );

      await tx.insert(cohortMeetings).values(
        demo.meetings.map((m) => ({
          title: m.title,
          description: m.description,
          course: demo.course,
          scheduledTime: dayOffset(now, m.startInDays, m.startHourEat),
          duration: m.duration,
          maxParticipants: m.maxParticipants,
          status: m.status,
          agenda: m.agenda,
          facilitatorId: educatorId,
        })),
      );
    }

    for (const [index, demo] of DEMO_STUDENTS.entries()) {
      const [user] = await tx
        .insert(users)
        .values({ username: demo.username, name: demo.name, password: passwordHash, role: 'student', email: demoEmail(demo.username) })
        .onConflictDoNothing()
        .returning();
      if (!user) continue;
      const courses: Course[] = ['Systematic Theology', demo.secondCourse];
      // Higher levels have progressed further: level 1 has finished about a quarter of the main course, level 4 most of it.
      const mastery = 0.15 + demo.level * 0.2;

      let totalUnits = 0;
      let progressSum = 0;
      const unitRows: (typeof studentUnitProgress.$inferInsert)[] = [];
      const [student] = await tx
        .insert(students)
        .values({
          userId: user.id,
          course: 'Systematic Theology',
          literacyScore: demo.scores[0],
          benchmarkingScore: demo.scores[1],
          educationLevel: demo.scores[2],
          currentDifficultyLevel: demo.level,
        })
        .returning({ id: students.id });
      const studentId = student!.id;

      for (const [courseIndex, course] of courses.entries()) {
        const unitIds = unitIdsByCourse.get(course)!;
        const courseMastery = courseIndex === 0 ? mastery : mastery / 2;
        let completed = 0;
        unitIds.forEach((unitId, i) => {
          const position = (i + 1) / unitIds.length;
          const progress = position <= courseMastery ? 1 : position - 1 / unitIds.length < courseMastery ? 0.5 : 0;
          if (progress === 1) completed += 1;
          progressSum += progress;
          totalUnits += 1;
          unitRows.push({
            studentId,
            unitId,
            status: progress === 1 ? 'completed' : progress > 0 ? 'in_progress' : 'not_started',
            progress,
            startedAt: progress > 0 ? new Date(now - (30 - i * 5) * DAY_MS) : null,
            completedAt: progress === 1 ? new Date(now - (20 - i * 5) * DAY_MS) : null,
            lastAccessedAt: progress > 0 ? new Date(now - (index + i) * DAY_MS) : null,
          });
        });
        await tx.insert(studentCertifications).values({
          studentId,
          certificationId: certificationIdByCourse.get(course)!,
          enrollmentDate: new Date(now - 45 * DAY_MS),
          expectedCompletionDate: new Date(now + (courseIndex === 0 ? 60 : 120) * DAY_MS),
          status: completed === unitIds.length ? 'completed' : completed > 0 ? 'in_progress' : 'enrolled',
          progress: completed / unitIds.length,
        });

        const courseAssignments = assignmentsByCourse.get(course)!;
        await tx.insert(studentAssignments).values(
          courseAssignments.map((a, i) => {
            const submitted = a.dueDate.getTime() < now || i < demo.level - 2;
            const submittedAt = submitted ? new Date(Math.min(now, a.dueDate.getTime()) - DAY_MS) : null;
            return {
              studentId,
              assignmentId: a.id,
              status: submitted ? (i % 2 === 0 ? 'graded' : 'submitted') : 'assigned',
              submittedAt,
              receivedAt: submittedAt,
              grade: submitted && i % 2 === 0 ? 60 + demo.level * 8 : null,
              submissionContent: submitted ? 'Submitted through the student portal.' : null,
            };
          }),
        );

        const objectiveIds = objectiveIdsByCourse.get(course)!;
        await tx.insert(studentProgress).values(
          objectiveIds.map((objectiveId, i) => {
            // The last objective of each course is the hard one: it is where learning gaps show.
            const progress = Math.min(1, Math.max(0, courseMastery - (i === objectiveIds.length - 1 ? 0.3 : 0) + i * 0.05));
            return { studentId, objectiveId, progress, masteryLevel: Math.round(progress * 4) };
          }),
        );
      }
      await tx.insert(studentUnitProgress).values(unitRows);
      await tx
        .update(students)
        .set({ overallProgress: progressSum / totalUnits })
        .where(eq(students.id, studentId));

      await tx.insert(activities).values([
        { studentId, type: 'login', description: 'Signed in to the student portal', createdAt: new Date(now - index * 3_600_000) },
        { studentId, type: 'material_viewed', description: 'Read an assigned chapter', createdAt: new Date(now - (index + 1) * DAY_MS) },
        { studentId, type: 'discussion', description: 'Posted in the cohort discussion', createdAt: new Date(now - (index + 2) * DAY_MS) },
      ]);
    }
    return true;
  });
}

/** Writes a demo material's file (server/db/seed/demo-materials.ts) and reads it as an upload would be. */
async function writeDemoMaterial(storage: FileStorage, course: Course, order: number, material: DemoCourse['materials'][number]) {
  const { fileName, data } = await demoMaterialFile(course, order, material);
  const reading = await readMaterialFile(fileName, data);
  const storageKey = `materials/${courseSlug(course)}/${order}-${fileName}`;
  const { size } = await storage.put(storageKey, data);
  return { storageKey, fileName, fileSize: size, reading };
}

/** Ids of the demo students, in level order; used by tests and benchmarks. */
export async function demoStudentIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: students.id, username: users.username })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      inArray(
        users.username,
        DEMO_STUDENTS.map((s) => s.username),
      ),
    );
  return DEMO_STUDENTS.map((s) => rows.find((r) => r.username === s.username)?.id).filter((id): id is string => Boolean(id));
}
