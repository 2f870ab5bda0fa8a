import { readEntries } from './lists.ts';

/**
 * Places the named-entity recogniser knows by name: continents and large regions, every
 * African country with its capital, African cities, kingdoms, rivers, lakes and mountains, the places
 * of the Bible, and the places of church history. Each inner array is one place: the usual English
 * name first, then its other names and spellings in English, French, Swahili and Arabic (historical
 * names of the same territory included: "Gold Coast", "Zaire"). Rules: spellings are the standard
 * ones (Swahili Union Version and Van Dyck Arabic for biblical places); a surface form appears in one
 * entry only, and a name shared by two places ("Congo", "Kongo", "الأردن", "Moria") is left out of
 * both rather than given to one; an Arabic or Swahili form that is also a common word ("الصعيد",
 * "صور", "بنين", "Saba") is left out or given only in a longer form ("جمهورية بنين").
 * The list itself is places.json, beside this file.
 */
export const PLACES: readonly (readonly string[])[] = readEntries('places.json');
