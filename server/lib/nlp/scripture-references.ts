import { BIBLE_BOOKS } from './gazetteer/names.ts';

/**
 * References to Scripture in the forms students write them, in the four languages: "1 Tim 2:5",
 * "1 Timothée 2.5", "Jean 3,16", "Warumi 3:23", "1 تيموثاوس 2: 5", "يوحنا ٣: ١٦", "Psalm 23".
 * Books come from the gazetteer's curated table (gazetteer/bible-books.json), so a reference is
 * read to the book it cites, whatever the language: "Warumi 3:23" and "رومية 3: 23" are both
 * Romans 3:23.
 */
export interface ScriptureReference {
  /** As the text writes it: "1 Timothée 2.5". */
  text: string;
  /** Where it starts in the text. */
  index: number;
  /** The book's usual name, the table's first form: "1 Timothy". */
  book: string;
  chapter: number;
  verse?: number;
  /** The last verse of a range: "2 Tim 3:16-17" ends at 17. */
  verseEnd?: number;
}

/** Arabic's ordinal after the name ("تيموثاوس الأولى") is written as a number before it as often: "1 تيموثاوس". */
const ARABIC_ORDINALS: [RegExp, string][] = [
  [/\s+الأولى$/u, '1'],
  [/\s+الثانية$/u, '2'],
  [/\s+الثالثة$/u, '3'],
];

/** Every written form of each book, with the forms the table implies: "1 X" for "X الأولى", "1X" and "I X" for "1 X". */
function formsOf(entry: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const form of entry) {
    forms.add(form);
    for (const [ordinal, digit] of ARABIC_ORDINALS) if (ordinal.test(form)) forms.add(`${digit} ${form.replace(ordinal, '').replace(/^رسالة\s+/u, '')}`);
    const numbered = /^([1-3])\s+(.+)$/u.exec(form);
    if (numbered) {
      forms.add(`${numbered[1]}${numbered[2]}`);
      forms.add(`${'I'.repeat(Number(numbered[1]))} ${numbered[2]}`);
    }
  }
  return [...forms];
}

/**
 * Forms a reference uses that are everyday words on their own ("جامعة" is a university, "العدد" a number, "Is" and
 * "Am" are verbs), which the gazetteer therefore leaves out: read only with a chapter and a verse.
 */
const ONLY_WITH_A_VERSE: Record<string, string[]> = {
  Ecclesiastes: ['جامعة', 'الجامعة', 'Qo', 'Ec'],
  Numbers: ['العدد', 'عدد'],
  // "متى" is "when", "أعمال" is "works": Matthew and Acts when a chapter and verse follow.
  Matthew: ['متى'],
  Acts: ['أعمال', 'اعمال'],
  Psalms: ['Zab'],
  Isaiah: ['Is', 'Es'],
  Amos: ['Am'],
  Nahum: ['Na'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let readers: { bookOf: Map<string, string>; cased: RegExp; anyCase: RegExp } | undefined;
const verseOnly = new Map<string, string>();

/** The two patterns, built once: book names as written (a chapter alone is enough), and in any case (a verse is needed). */
function patterns() {
  if (readers) return readers;
  const bookOf = new Map<string, string>();
  for (const entry of BIBLE_BOOKS) for (const form of formsOf(entry)) if (!bookOf.has(keyOf(form))) bookOf.set(keyOf(form), entry[0]!);
  // Longest first, so "1 Timothée" wins over "Timothée" and "سفر التكوين" over "التكوين".
  for (const [book, forms] of Object.entries(ONLY_WITH_A_VERSE)) for (const form of forms) verseOnly.set(keyOf(form), book);
  const pattern = (forms: string[]) =>
    `(${[...new Set(forms)]
      .sort((a, b) => b.length - a.length)
      .map((form) => escape(form).replace(/\s+/g, '\\s+'))
      .join('|')})`;
  const book = pattern([...BIBLE_BOOKS.flatMap(formsOf), ...Object.values(ONLY_WITH_A_VERSE).flat()]);
  // A chapter, then a verse after ":", ".", "،" or a French comma with no space ("3,16"), then a range.
  const place = String.raw`\.?\s*(\d{1,3})(?:(?:\s*[:.،]\s*|,)(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?)?(?![\p{L}\p{N}])`;
  // Arabic fuses "and", "in", "for" onto the book: "وتيموثاوس الأولى 2: 5".
  const start = String.raw`(?<=^|[^\p{L}\p{N}]|(?<![\p{L}\p{N}])[وفبلك])`;
  readers = { bookOf, cased: new RegExp(`${start}${book}${place}`, 'gu'), anyCase: new RegExp(`${start}${book}${place}`, 'giu') };
  return readers;
}

/** How a book's form is looked up: one space, lower case, no final period. */
const keyOf = (form: string) => form.replace(/\s+/g, ' ').replace(/\.$/, '').toLowerCase();

/** Arabic-Indic digits ("٣: ١٦") read as the digits they are, one character for one, so offsets hold. */
const westernDigits = (text: string) =>
  text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** The Scripture references in a text, in the order written. */
export function findScriptureReferences(text: string): ScriptureReference[] {
  const { bookOf, cased, anyCase } = patterns();
  const readable = westernDigits(text);
  const found: ScriptureReference[] = [];
  const taken = (start: number, end: number) => found.some((f) => start < f.index + f.text.length && f.index < end);
  const read = (pattern: RegExp, needsVerse: boolean) => {
    for (const match of readable.matchAll(pattern)) {
      const [whole, name, chapter, verse, verseEnd] = match;
      const onlyWithVerse = !bookOf.has(keyOf(name!));
      if ((needsVerse || onlyWithVerse) && verse === undefined) continue;
      const book = bookOf.get(keyOf(name!)) ?? verseOnly.get(keyOf(name!));
      if (!book || taken(match.index!, match.index! + whole!.length)) continue;
      found.push({
        text: text.slice(match.index!, match.index! + whole!.length).trim(),
        index: match.index!,
        book,
        chapter: Number(chapter),
        ...(verse !== undefined ? { verse: Number(verse) } : {}),
        ...(verseEnd !== undefined ? { verseEnd: Number(verseEnd) } : {}),
      });
    }
  };
  // A book as written may stand with its chapter alone ("Psalm 23"); in another case ("romans 3:23") it needs its verse, so that "job 5" stays a job.
  read(cased, false);
  read(anyCase, true);
  return found.sort((a, b) => a.index - b.index);
}

/** Where a passage's closing reference begins ("… humtii? (Marko 4:35-41)"), or -1 when it has none. */
function closingReferenceAt(passage: string): number {
  const text = passage.trimEnd();
  const last = findScriptureReferences(text).at(-1);
  if (!last) return -1;
  const after = text.slice(last.index + last.text.length);
  const opening = /(?:\(|[—–-])\s*$/u.exec(text.slice(0, last.index));
  return opening && /^[\s\d,،;–-]*\)?\s*[.]?$/u.test(after) ? opening.index : -1;
}

/** Whether a passage closes on its own reference, as a reading set from the Bible does. */
export const endsWithReference = (passage: string) => closingReferenceAt(passage) >= 0;

/** The passage without its closing reference: the reference says where the reading is from, it is not a sentence of it. */
export function withoutClosingReference(passage: string): string {
  const at = closingReferenceAt(passage);
  return at < 0 ? passage : passage.slice(0, at).trimEnd();
}

/** A reference as the book's usual name gives it: "Romans 3:23", "2 Timothy 3:16–17", "Psalms 23". */
export function citation(reference: ScriptureReference): string {
  const verses = reference.verse === undefined ? '' : `:${reference.verse}${reference.verseEnd !== undefined ? `–${reference.verseEnd}` : ''}`;
  return `${reference.book} ${reference.chapter}${verses}`;
}
