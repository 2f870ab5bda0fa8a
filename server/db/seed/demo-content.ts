import { z } from 'zod';
import { COURSES, courseSlug } from '#shared/constants/courses.ts';
import { MATERIAL_TYPES } from '#shared/schemas/materials.ts';
import { CALENDAR_EVENT_TYPES } from '#shared/schemas/portal.ts';
import { DataFileError, readDataFile } from '#server/lib/data-file.ts';
import type { DemoCourse } from './types.ts';

/**
 * Demo curriculum for the seed: one file per core course in ./curriculum/<course slug>.json, like
 * the course materials beside it. Content is written for church leaders and pastors in Africa
 * studying on the diploma programme, with faculty based in Kenya. Dates are offsets in days from
 * the seed time; hours are East Africa Time.
 */

const text = z.string().trim().min(1);
const days = z.number().int();

const unit = z.strictObject({
  name: text,
  description: text,
  estimatedDuration: z.number().positive(),
  learningOutcomes: z.array(text).min(1),
});

const objective = z.strictObject({ title: text, description: text, category: text });

const assignment = z.strictObject({
  unitIndex: z.number().int().min(0),
  title: text,
  description: text,
  type: z.enum(['essay', 'reflection', 'exegesis', 'sermon', 'quiz', 'project', 'case_study']),
  dueInDays: days,
  maxPoints: z.number().int().positive(),
  instructions: text,
  rubric: z.array(z.strictObject({ criterion: text, points: z.number().int().positive() })).min(1),
});

const material = z.strictObject({
  unitIndex: z.number().int().min(0),
  type: z.enum(MATERIAL_TYPES),
  title: text,
  author: text,
  description: text,
  isRequired: z.boolean(),
  length: z.number().int().positive(),
});

const hourEat = z.number().int().min(0).max(23);

const event = z.strictObject({
  title: text,
  description: text,
  type: z.enum(CALENDAR_EVENT_TYPES),
  startInDays: days,
  startHourEat: hourEat,
  durationMinutes: z.number().int().positive(),
  location: text,
});

const meeting = z.strictObject({
  title: text,
  description: text,
  startInDays: days,
  startHourEat: hourEat,
  duration: z.number().int().positive(),
  maxParticipants: z.number().int().positive(),
  status: z.enum(['scheduled', 'completed', 'cancelled']),
  agenda: z.array(text).min(1),
});

/** One course's demo curriculum, as its file holds it. */
export const demoCourseSchema = z
  .strictObject({
    course: z.enum(COURSES),
    certification: z.strictObject({ name: text, description: text, duration: text, requirements: z.array(text).min(1) }),
    units: z.array(unit).min(1),
    objectives: z.array(objective).min(1),
    assignments: z.array(assignment),
    materials: z.array(material),
    events: z.array(event),
    meetings: z.array(meeting),
  })
  .superRefine((demo, context) => {
    // An index past the last unit would seed an assignment or material with no unit, silently.
    for (const key of ['assignments', 'materials'] as const) {
      demo[key].forEach((item, i) => {
        if (item.unitIndex >= demo.units.length)
          context.addIssue({ code: 'custom', path: [key, i, 'unitIndex'], message: `there are only ${demo.units.length} units` });
      });
    }
  }) satisfies z.ZodType<DemoCourse>;

/** The folder of the curriculum files. */
export const CURRICULUM_FOLDER = new URL('./curriculum/', import.meta.url);

/** The file that holds a course's curriculum. */
export const curriculumFile = (course: DemoCourse['course']) => new URL(`${courseSlug(course)}.json`, CURRICULUM_FOLDER);

/** Reads one course's curriculum, and checks that the file is the one its name says. */
export function readDemoCourse(course: DemoCourse['course']): DemoCourse {
  const file = curriculumFile(course);
  const demo = readDataFile(file, demoCourseSchema);
  if (demo.course !== course) throw new DataFileError(file, [`course: "${demo.course}" in the file of "${course}"`]);
  return demo;
}

/** Every core course's demo curriculum, in the order the spec lists the courses. */
export const DEMO_COURSES: DemoCourse[] = COURSES.map(readDemoCourse);
