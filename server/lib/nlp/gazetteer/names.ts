import { readEntries, readForms } from './lists.ts';

/**
 * The words around names that the named-entity recogniser needs, in English, French,
 * Swahili and Arabic: names of God (never a person), peoples, religious groups, movements,
 * languages and demonyms (never a person or a place), the titles that introduce a person's name,
 * common given names, and the sixty-six books of the Bible with their abbreviations. Rules: standard
 * spellings only; no form twice in one list; a given name that is also a common word in English,
 * French or Swahili ("Grace", "Faith", "Baraka", "Amani", "Juma", "Ama", "Pascal") is left out; an
 * Arabic form that is also an everyday word ("عدد", "متى", "الآب", which reads as the title "الأب")
 * is left out or given in a longer form; a book abbreviation that is also a common word ("Is", "Am",
 * "Na", "في") is left out, and numbered books are named with their number ("1 Corinthians"), never by
 * the bare stem they share ("Corinthians"). Each list is a JSON file beside this one.
 */

/** Names and titles of God: a match is never a person, place or work. */
export const DIVINE_NAMES: readonly string[] = readForms('divine-names.json');

/** Peoples, religious groups, movements, languages, adjectives and demonyms: never a person or a place. */
export const GROUPS: readonly string[] = readForms('groups.json');

/** Words that put a person's name after them. Compared one word at a time, with a final period dropped. */
export const PERSON_TITLES: readonly string[] = readForms('person-titles.json');

/**
 * Given names common in the church in Africa and in the texts it reads: a capitalised word from this list
 * starts a person's name. None is a common word in English, French or Swahili.
 */
export const GIVEN_NAMES: readonly string[] = readForms('given-names.json');

/** The sixty-six books of the Bible, each with its names and abbreviations in the four languages. */
export const BIBLE_BOOKS: readonly (readonly string[])[] = readEntries('bible-books.json');
