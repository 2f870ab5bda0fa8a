import { courseSlug, type Course } from '#shared/constants/courses.ts';
import type { LanguageCode } from '#shared/constants/languages.ts';
import { MAIL_WORDING } from './wording.ts';

/**
 * Names the interface already gives in each language (courses, levels), kept in the mail wording
 * as the portal writes them, so a message names them exactly as the student will see them there.
 */
export const courseName = (language: LanguageCode, course: Course) => MAIL_WORDING[language].courses[courseSlug(course)] ?? course;
export const levelName = (language: LanguageCode, level: number) => MAIL_WORDING[language].levels[String(level)] ?? String(level);
