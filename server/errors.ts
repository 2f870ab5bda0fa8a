import type { ErrorCode } from '#shared/constants/error-codes.ts';

/**
 * One error shape for the whole API: `{ error, code, fields? }`. `error` is the human message
 * (spec point 3 names an `error` field on login and registration failures), `code` is stable for
 * programs, `fields` maps a field path to its message for 400s.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, 'BAD_REQUEST', message, fields);
export const validationFailed = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', `Invalid ${Object.keys(fields).join(', ') || 'request'}`, fields);
export const unauthorized = (message = 'Not authenticated') => new AppError(401, 'UNAUTHENTICATED', message);
export const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid username or password');
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, 'FORBIDDEN', message);
/** The caller's role may do this, but not to a record that belongs to someone else. */
export const notOwner = () => new AppError(403, 'NOT_OWNER', 'You may only access your own records');
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError(409, 'CONFLICT', message, fields);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfterSeconds) });

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}
