import { readFileSync } from 'node:fs';
import { courseSlug, type Course } from '#shared/constants/courses.ts';
import type { LanguageCode } from '#shared/constants/languages.ts';

type Strings = { courses: Record<string, { title: string }>; dashboard: { admin: { levels: Record<string, string> } } };
const loaded = new Map<LanguageCode, Strings>();

/**
 * Names the interface already gives in each language (courses, levels), read from the client's
 * strings files so a message names them exactly as the student will see them in the portal.
 */
function strings(language: LanguageCode): Strings {
  let found = loaded.get(language);
  if (!found) {
    found = JSON.parse(readFileSync(new URL(`../../../app/public/locales/${language}/common.json`, import.meta.url), 'utf8')) as Strings;
    loaded.set(language, found);
  }
  return found;
}

export const courseName = (language: LanguageCode, course: Course) => strings(language).courses[courseSlug(course)]?.title ?? course;
export const levelName = (language: LanguageCode, level: number) => strings(language).dashboard.admin.levels[String(level)] ?? String(level);
