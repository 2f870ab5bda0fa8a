import { ApiError } from '#app/lib/api-client.ts';

/** The text a failure toast shows: the server's own message when it sent one, else the error's. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}
