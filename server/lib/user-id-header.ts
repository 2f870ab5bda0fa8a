import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/errors.ts';

/**
 * Admin calls send `X-User-Id: <current user id>` (spec points 6 and 7). Identity always comes
 * from the session; the header is only checked against it, so a page left open by one account and
 * used after signing in as another is refused rather than acting as the wrong person.
 * Use as a preValidation hook, after the access guard has established the session.
 */
export async function rejectMismatchedUserIdHeader(request: FastifyRequest): Promise<void> {
  const claimed = request.headers['x-user-id'];
  if (claimed === undefined) return;
  const sessionUserId = request.session?.user.id;
  if (!sessionUserId) return;
  const value = Array.isArray(claimed) ? claimed : [claimed];
  if (value.some((v) => v.trim() !== sessionUserId)) {
    throw new AppError(403, 'USER_MISMATCH', 'The X-User-Id header does not match the signed-in user');
  }
}
