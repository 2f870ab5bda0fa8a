import type { Genre } from '#server/lib/nlp/genre.ts';
import type { Course } from '#shared/constants/courses.ts';

/**
 * The question engine's evaluation set: passages the team wrote (summaries and
 * paraphrases) or short public-domain Scripture, each labelled by hand, and approved training
 * sources for the retrieval pairs. `npm run eval:engine` runs the engine over it.
 */

export type EvalLanguage = 'en' | 'fr' | 'sw' | 'ar';

export interface EvalLabels {
  /**
   * Human persons named in the passage, each once, in the fullest form the passage writes
   * ("Byang Kato", not also "Kato"). Biblical persons count (Paul, Abraham, Mary). Names of God
   * (God, the Lord, Jesus, Christ, the Holy Spirit) do not.
   */
  people: string[];
  /** Named places: cities, regions, countries, continents, rivers, mountains (not churches or universities). */
  places: string[];
  /**
   * Named non-biblical writings: books, treatises, confessions, creeds, hymns, letters with a title,
   * in the form the passage writes them. Scripture references (Romans 8, Psalm 23) are not labelled.
   */
  works: string[];
  /** Two to six key theological ideas of the passage, lower case, as worded in the passage. */
  concepts: string[];
}

export interface EvalPassage {
  /** Unique, kebab-case: 'augustine-garden'. */
  id: string;
  language: EvalLanguage;
  /** What the passage is, in English, for people reading the set. */
  topic: string;
  /** By or about an African theologian or African church history. */
  african: boolean;
  /** 'scripture' only for public-domain Bible text, with its version in `topic`. */
  kind: 'summary' | 'paraphrase' | 'scripture';
  /** What kind of text it is, labelled by hand (the passages written for genres have one). */
  genre?: Genre;
  /** 60 to 200 words. */
  text: string;
  labels: EvalLabels;
  /** The id of the approved training source this passage belongs with, or null when none of the sources is about it. */
  sourceId: string | null;
}

/** Approved training content: what retrieval should find for a passage. */
export interface EvalSource {
  id: string;
  language: EvalLanguage;
  title: string;
  author: string;
  course: Course;
  /** 150 to 350 words. */
  text: string;
}

export interface EvalSetPart {
  passages: EvalPassage[];
  sources: EvalSource[];
}
