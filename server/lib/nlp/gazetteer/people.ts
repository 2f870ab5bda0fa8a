import { readEntries } from './lists.ts';

/**
 * People the named-entity recogniser knows by name: biblical persons, the church fathers,
 * medieval, Reformation and modern figures, and African theologians, church leaders and martyrs.
 * Each inner array is one person: the full name first, then the short forms and spellings a passage
 * in English, French, Swahili or Arabic uses for that person. Rules: spellings are the standard ones
 * (Swahili Union Version and Van Dyck Arabic for biblical names); a surface form appears in one entry
 * only, and a bare name shared by several people ("John", "James", "Simon", "Herod", "Yohana",
 * "يوحنا") is left out altogether rather than given to one of them, except where one person is the
 * standard reference ("Mary", "Paul", "Jacob"); a short form that is also a common word in one of
 * the four languages ("Hawa", "Hana", "متى", "هاجر") is left out; Arabic forms are compared without
 * vowel marks and with one alef, so only one spelling of each is kept.
 * The list itself is people.json, beside this file.
 */
export const PEOPLE: readonly (readonly string[])[] = readEntries('people.json');
