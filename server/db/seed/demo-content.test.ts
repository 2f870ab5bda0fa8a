import { describe, expect, it } from 'vitest';
import { COURSES, courseSlug } from '#shared/constants/courses.ts';
import { dataFilesIn, readDataFile } from '#server/lib/data-file.ts';
import { CURRICULUM_FOLDER, demoCourseSchema, DEMO_COURSES } from './demo-content.ts';

describe('the demo curriculum files', () => {
  it('are one per core course, named by its slug, and each fits the schema', () => {
    expect(dataFilesIn(CURRICULUM_FOLDER)).toEqual(COURSES.map((course) => `${courseSlug(course)}.json`).sort());
    for (const name of dataFilesIn(CURRICULUM_FOLDER)) {
      const demo = readDataFile(new URL(name, CURRICULUM_FOLDER), demoCourseSchema);
      expect(`${courseSlug(demo.course)}.json`).toBe(name);
    }
  });

  it('are read in the order the spec lists the courses', () => {
    expect(DEMO_COURSES.map((demo) => demo.course)).toEqual([...COURSES]);
  });

  it('refuse an assignment placed in a unit the course does not have', () => {
    const demo = readDataFile(new URL(`${courseSlug(COURSES[0])}.json`, CURRICULUM_FOLDER), demoCourseSchema);
    const broken = { ...demo, assignments: [{ ...demo.assignments[0]!, unitIndex: demo.units.length }] };
    const result = demoCourseSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['assignments', 0, 'unitIndex']);
  });
});
