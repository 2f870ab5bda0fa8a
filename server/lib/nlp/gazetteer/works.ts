import { readEntries } from './lists.ts';

/**
 * Written works the named-entity recogniser knows by title: writings of the early church,
 * medieval and Reformation classics, creeds, confessions and catechisms, church documents, hymns and
 * hymn books, Bible versions and other named texts, modern theology, and the books of African
 * theology and African Christian history. Each inner array is one work: its usual English title
 * first (or the original title when that is how it is known), then its other titles in English, in
 * the original language, in French, and in Swahili or Arabic where a published title exists. Rules:
 * only titles whose wording is certain; a title appears in one entry only, and a title shared by two
 * works ("Apology", "Enchiridion", "On Free Will") is left out rather than given to one; a title that
 * is also an everyday phrase, above all in Arabic where there are no capitals ("الاعترافات", "مدينة
 * الله", "تجسد الكلمة"), is left out or given only in a longer form. The Bible's own books are in
 * BIBLE_BOOKS (names.ts), not here.
 * The list itself is works.json, beside this file.
 */
export const WORKS: readonly (readonly string[])[] = readEntries('works.json');
