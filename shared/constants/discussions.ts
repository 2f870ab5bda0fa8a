/** Limits of Socratic discussions and reflection papers, shared by the forms and the API. */
export const RESPONSE_MIN_CHARACTERS = 20;
export const RESPONSE_MAX_CHARACTERS = 10_000;
export const DEFAULT_MAX_TURNS = 4;
export const MAX_TURNS_LIMIT = 10;
export const PAPER_MIN_CHARACTERS = 100;
export const MAX_PAPER_CHARACTERS = 200_000;
/** File types a reflection paper may be uploaded as. */
export const PAPER_EXTENSIONS = ['.txt', '.md', '.markdown', '.pdf', '.docx'] as const;
