/** Spec point 9, "Difficulty levels": the four levels, their names and target intake-score bands. */
export const DIFFICULTY_LEVELS = [
  { level: 1, name: 'Foundational Comprehension and Recall', minScore: 0, maxScore: 50 },
  { level: 2, name: 'Analytical Comprehension and Basic Connection', minScore: 51, maxScore: 70 },
  { level: 3, name: 'Deeper Exploration and Application', minScore: 71, maxScore: 85 },
  { level: 4, name: 'Critical Engagement and Broader Understanding', minScore: 86, maxScore: 100 },
] as const;

export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number]['level'];

export const MIN_DIFFICULTY_LEVEL = 1;
export const MAX_DIFFICULTY_LEVEL = 4;

export function isDifficultyLevel(value: unknown): value is DifficultyLevel {
  return Number.isInteger(value) && (value as number) >= MIN_DIFFICULTY_LEVEL && (value as number) <= MAX_DIFFICULTY_LEVEL;
}

/**
 * Maps an entry-assessment intake score (percent) to a difficulty level
 * (spec point 9: 0-50 -> 1, 51-70 -> 2, 71-85 -> 3, 86+ -> 4). Fractions between bands
 * (50.5) belong to the higher band, since a band's floor is "above the previous ceiling".
 */
export function levelForIntakeScore(score: number): DifficultyLevel {
  if (!Number.isFinite(score) || score < 0) throw new RangeError(`Invalid intake score: ${score}`);
  if (score <= 50) return 1;
  if (score <= 70) return 2;
  if (score <= 85) return 3;
  return 4;
}
