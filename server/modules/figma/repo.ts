import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { afterTimeAndId, decodeCursor, encodeCursor, pageOf } from '#server/lib/cursor.ts';
import { designAssets, designFiles, storedAssets } from '#server/db/schema/index.ts';

export type DesignFileRow = typeof designFiles.$inferSelect;
export type DesignAssetRow = typeof designAssets.$inferSelect;
export type NewDesignAsset = Omit<typeof designAssets.$inferInsert, 'id' | 'figmaFileId' | 'createdAt' | 'updatedAt'> & { nodeId: string };

const FILE_LIST = 'figma-files';
const STORED_LIST = 'figma-stored-assets';

/** A page of the active design files, newest first: keyset on (created, id), from the partial index of active files. */
export async function listFiles(db: Database, query: { cursor?: string; limit: number }) {
  const after = query.cursor ? decodeCursor(FILE_LIST, query.cursor, ['time', 'uuid']) : null;
  const rows = await db
    .select()
    .from(designFiles)
    .where(and(eq(designFiles.isActive, true), afterTimeAndId(designFiles.createdAt, designFiles.id, after, 'desc')))
    .orderBy(desc(designFiles.createdAt), desc(designFiles.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, (row) => encodeCursor(FILE_LIST, [row.createdAt.toISOString(), row.id]));
}

export async function findFile(db: Database, id: string) {
  const [row] = await db.select().from(designFiles).where(eq(designFiles.id, id));
  return row;
}

export async function findFileByKey(db: Database, fileKey: string) {
  const [row] = await db.select().from(designFiles).where(eq(designFiles.fileKey, fileKey));
  return row;
}

export async function insertFile(db: Database, values: typeof designFiles.$inferInsert) {
  const [row] = await db.insert(designFiles).values(values).returning();
  return row!;
}

/** Deletes the file; its assets go with it (cascade) and stored assets keep their record (set null). */
export async function deleteFile(db: Database, id: string) {
  const rows = await db.delete(designFiles).where(eq(designFiles.id, id)).returning({ id: designFiles.id });
  return rows.length > 0;
}

export async function listAssets(db: Database, fileId: string) {
  return db
    .select()
    .from(designAssets)
    .where(eq(designAssets.figmaFileId, fileId))
    .orderBy(asc(designAssets.type), asc(designAssets.name), asc(designAssets.nodeId));
}

export async function findAssets(db: Database, fileId: string, ids: string[]) {
  return db
    .select()
    .from(designAssets)
    .where(and(eq(designAssets.figmaFileId, fileId), inArray(designAssets.id, ids)));
}

/**
 * Makes the file's assets match a fresh walk of its document: upsert by (file, nodeId), drop the
 * nodes that left the file unless something was downloaded from them, stamp lastSyncedAt. The file
 * row is locked first so two syncs of one file cannot insert the same node twice (the
 * (file, nodeId) index is not unique).
 */
export async function syncAssets(db: Database, fileId: string, nodes: NewDesignAsset[], syncedAt: Date) {
  await db.transaction(async (tx) => {
    await tx.select({ id: designFiles.id }).from(designFiles).where(eq(designFiles.id, fileId)).for('update');
    const existing = await tx.select({ id: designAssets.id, nodeId: designAssets.nodeId }).from(designAssets).where(eq(designAssets.figmaFileId, fileId));
    const idByNode = new Map(existing.map((row) => [row.nodeId, row.id]));
    const fresh: (typeof designAssets.$inferInsert)[] = [];
    for (const node of nodes) {
      const id = idByNode.get(node.nodeId);
      if (id) {
        await tx
          .update(designAssets)
          .set({
            name: node.name,
            type: node.type,
            category: node.category,
            description: node.description,
            figmaUrl: node.figmaUrl,
            metadata: node.metadata,
            updatedAt: syncedAt,
          })
          .where(eq(designAssets.id, id));
      } else {
        fresh.push({ ...node, figmaFileId: fileId });
      }
    }
    if (fresh.length) await tx.insert(designAssets).values(fresh);
    const kept = nodes.map((n) => n.nodeId);
    await tx
      .delete(designAssets)
      .where(and(eq(designAssets.figmaFileId, fileId), eq(designAssets.isDownloaded, false), kept.length ? notInArray(designAssets.nodeId, kept) : undefined));
    await tx.update(designFiles).set({ lastSyncedAt: syncedAt, updatedAt: syncedAt }).where(eq(designFiles.id, fileId));
  });
}

export async function markDownloaded(db: Database, assetId: string, formats: string[]) {
  await db.update(designAssets).set({ isDownloaded: true, downloadFormats: formats, updatedAt: new Date() }).where(eq(designAssets.id, assetId));
}

const storedColumns = {
  id: storedAssets.id,
  name: storedAssets.name,
  originalName: storedAssets.originalName,
  format: storedAssets.format,
  filePath: storedAssets.filePath,
  fileSize: storedAssets.fileSize,
  mimeType: storedAssets.mimeType,
  url: storedAssets.url,
  checksum: storedAssets.checksum,
  width: storedAssets.width,
  height: storedAssets.height,
  downloadedAt: storedAssets.downloadedAt,
  assetId: designAssets.id,
  assetType: designAssets.type,
  assetName: designAssets.name,
};

function presentStored(row: Awaited<ReturnType<typeof listStoredAssets>>[number]) {
  const { assetId, assetType, assetName, ...rest } = row;
  return { ...rest, figmaAsset: assetId && assetType && assetName ? { id: assetId, type: assetType, name: assetName } : null };
}

export async function listStoredAssets(db: Database, ids: string[]) {
  return db
    .select(storedColumns)
    .from(storedAssets)
    .leftJoin(designAssets, eq(designAssets.id, storedAssets.figmaAssetId))
    .where(inArray(storedAssets.id, ids))
    .orderBy(desc(storedAssets.downloadedAt), asc(storedAssets.name), asc(storedAssets.format));
}

/** The stored assets of one fetch (at most MAX_ASSETS_PER_FETCH times the formats), with their design asset's type, newest first. */
export async function listStoredAssetItems(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return (await listStoredAssets(db, ids)).map(presentStored);
}

/** A page of every stored asset, newest first: keyset on (downloaded, id), from the (downloaded_at, id) index. */
export async function pageStoredAssets(db: Database, query: { cursor?: string; limit: number }) {
  const after = query.cursor ? decodeCursor(STORED_LIST, query.cursor, ['time', 'uuid']) : null;
  const rows = await db
    .select(storedColumns)
    .from(storedAssets)
    .leftJoin(designAssets, eq(designAssets.id, storedAssets.figmaAssetId))
    .where(afterTimeAndId(storedAssets.downloadedAt, storedAssets.id, after, 'desc'))
    .orderBy(desc(storedAssets.downloadedAt), desc(storedAssets.id))
    .limit(query.limit + 1);
  return pageOf(rows.map(presentStored), query.limit, (row) => encodeCursor(STORED_LIST, [row.downloadedAt.toISOString(), row.id]));
}

export async function findStoredAsset(db: Database, id: string) {
  const [row] = await db.select().from(storedAssets).where(eq(storedAssets.id, id));
  return row;
}

/** One record per stored file: fetching the same node and format again refreshes the record (same id, same url). */
export async function upsertStoredAsset(db: Database, values: Omit<typeof storedAssets.$inferInsert, 'id' | 'url'> & { id: string; url: string }) {
  const [existing] = await db.select({ id: storedAssets.id }).from(storedAssets).where(eq(storedAssets.filePath, values.filePath));
  if (existing) {
    const { id: _id, url: _url, ...changes } = values;
    await db
      .update(storedAssets)
      .set({ ...changes, downloadedAt: new Date() })
      .where(eq(storedAssets.id, existing.id));
    return existing.id;
  }
  await db.insert(storedAssets).values(values);
  return values.id;
}
