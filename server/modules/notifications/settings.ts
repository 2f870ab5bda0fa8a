import { eq } from 'drizzle-orm';
import { EMAILED_KINDS_BY_ROLE, type NotificationKind, type NotificationSettings } from '#shared/schemas/notifications.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { validationFailed } from '#server/errors.ts';
import type { SessionUser } from '#server/plugins/session.ts';

/** The kinds a user may have e-mailed: their account role's, and a student's too when the account studies. */
export function emailableKinds(user: SessionUser): NotificationKind[] {
  const kinds = new Set<NotificationKind>(EMAILED_KINDS_BY_ROLE[user.accountRole]);
  if (user.studentId) for (const kind of EMAILED_KINDS_BY_ROLE.student) kinds.add(kind);
  return [...kinds];
}

/** Where the user's notifications are e-mailed, in which language, and which kinds (issue 14, item 5). */
export async function getNotificationSettings(db: Database, user: SessionUser): Promise<NotificationSettings & { available: NotificationKind[] }> {
  const [row] = await db.select({ email: users.email, language: users.language, muted: users.emailMuted }).from(users).where(eq(users.id, user.id));
  const available = emailableKinds(user);
  return { email: row?.email ?? null, language: row?.language ?? 'en', emailKinds: available.filter((kind) => !row?.muted.includes(kind)), available };
}

export async function saveNotificationSettings(db: Database, user: SessionUser, input: NotificationSettings) {
  const available = emailableKinds(user);
  if (input.emailKinds.some((kind) => !available.includes(kind))) throw validationFailed({ emailKinds: 'validation.notification_kind_unavailable' });
  const muted = available.filter((kind) => !input.emailKinds.includes(kind));
  await db.update(users).set({ email: input.email, language: input.language, emailMuted: muted }).where(eq(users.id, user.id));
  return getNotificationSettings(db, user);
}
