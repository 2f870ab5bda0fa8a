/** The 11 core courses (spec point 3, "Course list"), in the order the spec lists them. */
export const COURSES = [
  'Philosophy of Ministry',
  'Ecclesiology',
  'Preaching',
  'Systematic Theology',
  'Biblical Theology',
  'Hermeneutics',
  'Church History',
  'Missions',
  'Pastoral Theology',
  'New Testament Theology',
  'Old Testament Theology',
] as const;

export type Course = (typeof COURSES)[number];

/** Spec point 2: the dashboard course selector defaults to Systematic Theology. */
export const DEFAULT_COURSE: Course = 'Systematic Theology';

export const COURSE_CATEGORIES = ['foundation', 'systematic', 'practical', 'biblical', 'historical'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** Spec point 3, the Core Course Outline table. */
export const COURSE_CATEGORY: Record<Course, CourseCategory> = {
  'Philosophy of Ministry': 'foundation',
  Ecclesiology: 'systematic',
  Preaching: 'practical',
  'Systematic Theology': 'systematic',
  'Biblical Theology': 'biblical',
  Hermeneutics: 'biblical',
  'Church History': 'historical',
  Missions: 'practical',
  'Pastoral Theology': 'practical',
  'New Testament Theology': 'biblical',
  'Old Testament Theology': 'biblical',
};

/** A stable slug per course, used for translation keys and URLs. */
export function courseSlug(course: Course): string {
  return course.toLowerCase().replace(/[^a-z]+/g, '_');
}

export function isCourse(value: unknown): value is Course {
  return typeof value === 'string' && (COURSES as readonly string[]).includes(value);
}
