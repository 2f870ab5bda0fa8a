import { z } from 'zod';
import { entriesOf, readDataFile, sectionedList } from '#server/lib/data-file.ts';
import type { TextLanguage } from './text.ts';

const term = z
  .string()
  .min(1)
  .refine((text) => text === text.toLowerCase(), 'terms are written in lower case');
const ofLanguage = sectionedList(term);

/** The vocabulary's file and its shape: per language, the terms in sections by subject. */
export const THEOLOGY_TERMS_FILE = new URL('./words/theology-terms.json', import.meta.url);
export const theologyTermsSchema = z.strictObject({ en: ofLanguage, fr: ofLanguage, sw: ofLanguage, ar: ofLanguage });

const sections = readDataFile(THEOLOGY_TERMS_FILE, theologyTermsSchema);

/**
 * Theological vocabulary in the four languages, written by the team: the words and phrases that
 * name an idea a passage can be asked about (doctrine, ethics and ministry, church history and
 * theology as a discipline, African theology and mission). A word or phrase of the list found in a
 * passage marks one of its ideas (concepts.ts matches them on light stems, longest first), so
 * questions ask about "grace" or "the ancestors", not about a date or "the garden of the house".
 * Lower case; Arabic without vowel marks. Inflected forms are listed where a light stem would not
 * reach them (forgive / forgiven, péché / pécheur, wokovu / mwokozi, خلاص / الخلاص). No names of
 * people or places, and no word that is an idea only in some contexts. The vocabulary is
 * words/theology-terms.json, in sections by subject.
 */
export const THEOLOGY_TERMS: Record<TextLanguage, readonly string[]> = {
  en: entriesOf(sections.en),
  fr: entriesOf(sections.fr),
  sw: entriesOf(sections.sw),
  ar: entriesOf(sections.ar),
};
