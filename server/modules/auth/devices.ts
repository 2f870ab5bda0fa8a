import { hashOfToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { loginDevices } from '#server/db/schema/index.ts';

/** The cookie that marks a browser that has signed in to an account. */
export const DEVICE_COOKIE = 'kti_device';
/** A browser not used to sign in for this long is a stranger again. */
export const DEVICE_LIFETIME_DAYS = 365;

/** The id of the device row when `token` belongs to a browser that signed in to `userId`; null otherwise. */
export async function recognisedDevice(db: Database, userId: string, token: string | undefined): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.tokenHash, hashOfToken(token)),
        eq(loginDevices.userId, userId),
        sql`${loginDevices.lastUsedAt} > now() - make_interval(days => ${DEVICE_LIFETIME_DAYS})`,
      ),
    );
  return row?.id ?? null;
}

/** After a successful sign-in: refreshes the browser's device row, or gives it a new token. Returns the token to set, if new. */
export async function rememberDevice(db: Database, userId: string, deviceId: string | null): Promise<string | null> {
  if (deviceId) {
    await db
      .update(loginDevices)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(loginDevices.id, deviceId));
    return null;
  }
  const token = newSecretToken();
  await db.insert(loginDevices).values({ userId, tokenHash: hashOfToken(token) });
  return token;
}

/** Maintenance (server/modules/maintenance): forgets browsers unused for DEVICE_LIFETIME_DAYS. */
export async function forgetStaleDevices(db: Database): Promise<void> {
  await db.delete(loginDevices).where(lt(loginDevices.lastUsedAt, sql`now() - make_interval(days => ${DEVICE_LIFETIME_DAYS})`));
}
