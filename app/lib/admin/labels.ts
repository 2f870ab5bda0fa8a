import { courseSlug, type Course } from '#shared/constants/courses.ts';

/** Translation key of a course's title (the existing `courses.<slug>.title`). */
export const courseTitleKey = (course: Course) => `courses.${courseSlug(course)}.title`;

/** Translation key of a difficulty level's name (spec point 9). */
export const levelNameKey = (level: number) => `dashboard.admin.levels.${level}`;

/** Translation keys are snake_case; schema field names are camelCase ("authorStyle" -> "author_style"). */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Translation key of an author-embodiment area's label. */
export const embodimentKey = (field: string) => `dashboard.admin.embodiment.${snakeCase(field)}`;

/** Translation key of an application field's label. */
export const applicationFieldKey = (field: string) => `dashboard.admin.applications.fields.${snakeCase(field)}`;
