import { z } from 'zod';
import { entriesOf, readDataFile, sectionedList } from '#server/lib/data-file.ts';

/**
 * The gazetteer's lists are JSON files in this folder, each written in titled sections; the
 * modules beside them (names.ts, people.ts, places.ts, works.ts) read them and say the rules each
 * list follows. A form is compared as written, so it has no space at either end.
 */

const form = z
  .string()
  .min(1)
  .refine((text) => text.trim() === text, 'a name has no space at either end');

/** A list of single forms (names of God, groups, titles, given names). */
export const formList = sectionedList(form);
/** A list of entries, each one person, place, work or book: its usual name first, then its other forms. */
export const entryList = sectionedList(z.array(form).min(1));

type FormFile = 'divine-names.json' | 'groups.json' | 'person-titles.json' | 'given-names.json';
type EntryFile = 'bible-books.json' | 'people.json' | 'places.json' | 'works.json';

/** Every file of the gazetteer and the shape it has. */
export const GAZETTEER_FILES: Record<FormFile, typeof formList> & Record<EntryFile, typeof entryList> = {
  'divine-names.json': formList,
  'groups.json': formList,
  'person-titles.json': formList,
  'given-names.json': formList,
  'bible-books.json': entryList,
  'people.json': entryList,
  'places.json': entryList,
  'works.json': entryList,
};

/** A file of the gazetteer. */
export const gazetteerFile = (name: FormFile | EntryFile) => new URL(`./${name}`, import.meta.url);

/** The forms of a list of single forms, in order. */
export const readForms = (name: FormFile): string[] => entriesOf(readDataFile(gazetteerFile(name), formList));

/** The entries of a list of entries, in order. */
export const readEntries = (name: EntryFile): string[][] => entriesOf(readDataFile(gazetteerFile(name), entryList));
