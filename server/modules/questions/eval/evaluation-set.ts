import { part as arabic } from './set-ar.ts';
import { part as africanEnglish } from './set-en-african.ts';
import { part as classicEnglish } from './set-en-classic.ts';
import { part as french } from './set-fr.ts';
import { part as swahili } from './set-sw.ts';
import type { EvalSetPart } from './types.ts';

/** The whole evaluation set (issue 12): 44 passages in four languages and their training sources. */
export const EVALUATION_SET: EvalSetPart = {
  passages: [classicEnglish, africanEnglish, french, swahili, arabic].flatMap((p) => p.passages),
  sources: [classicEnglish, africanEnglish, french, swahili, arabic].flatMap((p) => p.sources),
};
