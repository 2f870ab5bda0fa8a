import { asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  designServiceAssets,
  designServiceBrandKit,
  designServiceDesigns,
  designServiceExports,
  designServiceOauthStates,
  designServiceTemplates,
  designServiceTokens,
  users,
} from '#server/db/schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

// ---- OAuth states ----

export async function insertOauthState(db: Db, row: { state: string; userId: string; codeVerifier: string }) {
  await db.insert(designServiceOauthStates).values(row);
}

/** Removes and returns a pending authorization: a state can be used once. */
export async function takeOauthState(db: Db, state: string) {
  const [row] = await db.delete(designServiceOauthStates).where(eq(designServiceOauthStates.state, state)).returning();
  return row;
}

export async function purgeOauthStatesBefore(db: Db, cutoff: Date) {
  await db.delete(designServiceOauthStates).where(lt(designServiceOauthStates.createdAt, cutoff));
}

// ---- Tokens ----

export interface EncryptedTokens {
  encryptedAccessToken: string;
  encryptedRefreshToken: string | null;
  expiresAt: Date;
  scope: string[];
}

/** One token row per user: connecting again replaces it. */
export async function upsertTokens(db: Db, userId: string, tokens: EncryptedTokens) {
  await db
    .insert(designServiceTokens)
    .values({ userId, ...tokens })
    .onConflictDoUpdate({ target: designServiceTokens.userId, set: { ...tokens, updatedAt: new Date() } });
}

export async function findTokens(db: Db, userId: string) {
  const [row] = await db.select().from(designServiceTokens).where(eq(designServiceTokens.userId, userId));
  return row;
}

/** The institute's connection: the most recently connected (or refreshed) admin's tokens. */
export async function findInstituteTokens(db: Db) {
  const [row] = await db
    .select({ token: designServiceTokens })
    .from(designServiceTokens)
    .innerJoin(users, eq(users.id, designServiceTokens.userId))
    .where(eq(users.role, 'admin'))
    .orderBy(desc(designServiceTokens.updatedAt))
    .limit(1);
  return row?.token;
}

export async function deleteTokens(db: Db, userId: string) {
  await db.delete(designServiceTokens).where(eq(designServiceTokens.userId, userId));
}

// ---- Designs, templates, assets ----

export async function insertDesign(db: Db, row: typeof designServiceDesigns.$inferInsert) {
  await db.insert(designServiceDesigns).values(row).onConflictDoNothing({ target: designServiceDesigns.designId });
}

export async function findDesigns(db: Db, designIds: string[]) {
  if (designIds.length === 0) return [];
  return db.select().from(designServiceDesigns).where(inArray(designServiceDesigns.designId, designIds));
}

export async function findTemplates(db: Db, templateIds: string[]) {
  if (templateIds.length === 0) return [];
  return db.select().from(designServiceTemplates).where(inArray(designServiceTemplates.templateId, templateIds));
}

/** Counts one more design made from a template (spec point 3, usageCount). */
export async function countTemplateUse(
  db: Db,
  row: { templateId: string; name: string; category: string | null; thumbnailUrl: string | null; createdBy: string },
) {
  await db
    .insert(designServiceTemplates)
    .values({ ...row, usageCount: 1 })
    .onConflictDoUpdate({
      target: designServiceTemplates.templateId,
      set: { usageCount: sql`${designServiceTemplates.usageCount} + 1`, name: row.name, updatedAt: new Date() },
    });
}

export async function findAssets(db: Db, assetIds: string[]) {
  if (assetIds.length === 0) return [];
  return db.select().from(designServiceAssets).where(inArray(designServiceAssets.assetId, assetIds));
}

// ---- Brand kit ----

export async function listBrandKit(db: Db) {
  return db
    .select()
    .from(designServiceBrandKit)
    .where(eq(designServiceBrandKit.isActive, true))
    .orderBy(asc(designServiceBrandKit.sortOrder), asc(designServiceBrandKit.createdAt));
}

/** Inserts the rows once: concurrent first reads wait on a transaction-scoped advisory lock. */
export async function seedBrandKitOnce(db: Database, rows: (typeof designServiceBrandKit.$inferInsert)[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('design_service_brand_kit:seed'))`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(designServiceBrandKit);
    if ((existing?.n ?? 0) > 0) return;
    await tx.insert(designServiceBrandKit).values(rows);
  });
}

// ---- Exports ----

export async function insertExport(db: Db, row: typeof designServiceExports.$inferInsert) {
  await db.insert(designServiceExports).values(row).onConflictDoNothing({ target: designServiceExports.exportId });
}

export async function findExport(db: Db, exportId: string) {
  const [row] = await db.select().from(designServiceExports).where(eq(designServiceExports.exportId, exportId));
  return row;
}

/** Export rows with the title of their design, when the studio created it. */
export async function findExportsWithTitles(db: Db, exportIds: string[]) {
  if (exportIds.length === 0) return [];
  return db
    .select({ export: designServiceExports, title: designServiceDesigns.title })
    .from(designServiceExports)
    .leftJoin(designServiceDesigns, eq(designServiceDesigns.designId, designServiceExports.designId))
    .where(inArray(designServiceExports.exportId, exportIds));
}

export async function updateExport(
  db: Db,
  exportId: string,
  values: Partial<Pick<typeof designServiceExports.$inferInsert, 'status' | 'downloadUrl' | 'fileSize' | 'expiresAt'>>,
) {
  await db
    .update(designServiceExports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(designServiceExports.exportId, exportId));
}
