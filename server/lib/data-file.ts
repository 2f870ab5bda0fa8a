import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Word lists, gazetteers, question stems, the demo curriculum, evaluation sets and mail wording are
 * data: JSON files beside the module that uses them, read once when that module is first imported.
 * Reading them synchronously keeps every export a plain value, as it was when the data was a
 * literal in the code, and a file is found wherever the source tree runs (the server, a worker
 * thread, a script, a test), because it is resolved from the module's own URL.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A data file's path as a person finds it in the repository. */
export const dataFileName = (file: URL) => relative(ROOT, fileURLToPath(file));

/** Raised when a data file is not JSON or does not match its schema: names the file and every bad field. */
export class DataFileError extends Error {
  readonly file: URL;
  readonly problems: string[];
  constructor(file: URL, problems: string[]) {
    super(`${dataFileName(file)}: ${problems.join('; ')}`);
    this.name = 'DataFileError';
    this.file = file;
    this.problems = problems;
  }
}

/** Describes each zod issue as `path.to.field: message` (the path as the file spells it). */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(the whole file)'}: ${issue.message}`);
}

/** Parses already-read JSON with `schema`, failing with the file's name and the fields that do not fit. */
export function parseDataFile<T extends z.ZodType>(file: URL, text: string, schema: T): z.output<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new DataFileError(file, [`not valid JSON (${(error as Error).message})`]);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new DataFileError(file, describeIssues(result.error));
  return result.data;
}

/** Reads one JSON data file and checks it against `schema`. */
export function readDataFile<T extends z.ZodType>(file: URL, schema: T): z.output<T> {
  return parseDataFile(file, readFileSync(file, 'utf8'), schema);
}

/** The JSON files of a data folder, by name (tests use it to check that every file of a folder is one the code reads). */
export function dataFilesIn(folder: URL): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/**
 * A list written in titled sections ("The Old Testament", "Names of God in African languages"), so
 * a person editing it finds their way, as the comments between a literal's items once did. An array
 * of sections rather than an object keyed by title: JSON.parse keeps only the last of two equal keys.
 */
export const sectionedList = <T extends z.ZodType>(entry: T) => z.array(z.strictObject({ title: z.string().min(1), entries: z.array(entry).min(1) })).min(1);

/** The entries of a sectioned list, in order, without the section titles. */
export const entriesOf = <T>(sections: readonly { entries: readonly T[] }[]): T[] => sections.flatMap((section) => section.entries);
