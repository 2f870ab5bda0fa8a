/**
 * Every `code` the API answers with (`{ error, code, fields? }`, server/errors.ts). The server
 * may only throw these, and the client shows each one through the translation key
 * `errors.codes.<CODE>`, so a user never reads the server's English `error` sentence. A
 * locale test fails when a code has no translation.
 */
export const ERROR_CODES = [
  // Requests in general
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_BUSY',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  // Sessions and access
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  // A new browser's login to an account under a guessing campaign: solve the proof of work first.
  'LOGIN_CHALLENGE_REQUIRED',
  'FORBIDDEN',
  'NOT_OWNER',
  'USER_MISMATCH',
  'ROLE_SELECTION_REQUIRED',
  // An educator account an admin has not approved yet, or has refused or revoked.
  'STAFF_APPROVAL_PENDING',
  'STAFF_ACCESS_ENDED',
  'CROSS_SITE_REQUEST',
  // Uploads
  'FILE_REQUIRED',
  'FILE_TOO_LARGE',
  'FILE_EMPTY',
  'FILE_UNREADABLE',
  'FILE_NOT_UTF8',
  'FILE_CONTENT_MISMATCH',
  'UNSUPPORTED_FILE_TYPE',
  'UNEXPECTED_FILE',
  'TOO_MANY_FILES',
  'TOO_MANY_FIELDS',
  'MALFORMED_UPLOAD',
  'FILE_TOO_MANY_PAGES',
  'FILE_TEXT_TOO_LONG',
  'FILE_TOO_COMPLEX',
  'FILE_PROCESSING_TIMEOUT',
  // Admissions, content, learning
  'DUPLICATE_APPLICATION',
  'INVALID_TRANSITION',
  'ACCOUNT_EXISTS',
  'INVITATION_INVALID',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'ASSESSMENT_NOT_OPEN',
  'ASSESSMENT_CLOSED',
  'NOT_PENDING',
  'ALREADY_SUBMITTED',
  'MEETING_FULL',
  'MEETING_NOT_JOINABLE',
  'DISCUSSION_CLOSED',
  'TURN_ALREADY_ANSWERED',
  'PAPERS_NOT_CONFIGURED',
  'NO_APPROVED_CONTENT',
  // Figma
  'FIGMA_NOT_CONFIGURED',
  'FIGMA_TOKEN_REJECTED',
  'FIGMA_FORBIDDEN',
  'FIGMA_NOT_FOUND',
  'FIGMA_RATE_LIMITED',
  'FIGMA_UNREACHABLE',
  'FIGMA_ERROR',
  'FIGMA_FILE_NOT_FOUND',
  'FIGMA_FILE_FORBIDDEN',
  // Canva
  'CANVA_NOT_CONFIGURED',
  'CANVA_NOT_CONNECTED',
  'CANVA_RATE_LIMITED',
  'CANVA_NOT_FOUND',
  'CANVA_PERMISSION_DENIED',
  'CANVA_BAD_REQUEST',
  'CANVA_UNAVAILABLE',
  'CANVA_TIMEOUT',
  'CANVA_AUTOFILL_FAILED',
  'EXPORTS_FAILED',
  'EXPORTS_NOT_READY',
  // Grading
  'NOT_SUBMITTED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);

/** True for a code this version of the API defines (an older or newer server may send others). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
