import { DIFFICULTY_LEVELS } from '#shared/constants/difficulty-levels.ts';

/** The four levels of spec point 9, as plain numbers for radios, rows and loops. */
export const LEVELS = DIFFICULTY_LEVELS.map((entry) => entry.level);

/** Translation key of a level's name (spec point 9), e.g. "Foundational Comprehension and Recall". */
export const levelNameKey = (level: number) => `dashboard.educator.levels.${level}`;
