/** Splits the keywords input on commas, trims each and drops the empty ones. */
export function parseKeywords(text: string): string[] {
  return text
    .split(/[,،]/) // Arabic keyboards type «،»
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** Spec point 9: a suggestion without a usable confidence is shown at 0.8. */
export const CONFIDENCE_DISPLAY_FALLBACK = 0.8;

export function displayConfidence(confidence: number | null | undefined): number {
  return typeof confidence === 'number' && Number.isFinite(confidence) ? confidence : CONFIDENCE_DISPLAY_FALLBACK;
}
