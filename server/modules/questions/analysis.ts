import { readPassage, type PassageReading } from './engine/reading.ts';

/** What the question engine knows about an excerpt after reading it (issue 12): see engine/reading.ts. */
export type ExcerptAnalysis = PassageReading;

/**
 * Reads an excerpt for the question engine: language, sentences, people, places and works, key
 * phrases, claims, and which of the educator's keywords it mentions. Runs in a worker thread.
 */
export function analyseExcerpt(excerpt: string, keywords: string[] = []): ExcerptAnalysis {
  return readPassage(excerpt, keywords);
}
