import { createHash, randomUUID } from 'node:crypto';
import { imageSize } from 'image-size';
import type { AddFigmaFile, FetchFigmaAssets, FetchFigmaAssetsResult, FigmaAssetFormat, FigmaStatus } from '#shared/schemas/figma.ts';
import type { Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { AppError, conflict, notFound, validationFailed } from '#server/errors.ts';
import type { FileStorage } from '#server/lib/file-storage.ts';
import { collectDesignAssets, FigmaClient, FigmaError, figmaNodeUrl, parseFigmaFileKey, type FigmaImageFormat } from '#server/integrations/figma/client.ts';
import * as repo from './repo.ts';

export interface FigmaDeps {
  db: Database;
  storage: FileStorage;
  /** Null when FIGMA_ACCESS_TOKEN is not set: a state the screens show, not a crash. */
  client: FigmaClient | null;
}

/** Downloads running at once while fetching assets. */
const DOWNLOAD_CONCURRENCY = 4;
/** Exports at 1x: the PNG is the node's own size in pixels. */
const PNG_SCALE = 1;

const FORMAT_DETAILS: Record<FigmaAssetFormat, { figma: 'svg' | 'png'; ext: string; mimeType: string; sizeType: string }> = {
  SVG: { figma: 'svg', ext: 'svg', mimeType: 'image/svg+xml', sizeType: 'svg' },
  PNG: { figma: 'png', ext: 'png', mimeType: 'image/png', sizeType: 'png' },
};

export function createFigmaClient(env: Env): FigmaClient | null {
  if (!env.FIGMA_ACCESS_TOKEN) return null;
  return new FigmaClient({ token: env.FIGMA_ACCESS_TOKEN, baseUrl: env.FIGMA_API_BASE_URL });
}

export function status(client: FigmaClient | null): FigmaStatus {
  return client ? { configured: true } : { configured: false, missing: ['FIGMA_ACCESS_TOKEN'] };
}

export const figmaNotConfigured = () => new AppError(503, 'FIGMA_NOT_CONFIGURED', 'Figma is not set up: set FIGMA_ACCESS_TOKEN on the server.');

function requireClient(client: FigmaClient | null): FigmaClient {
  if (!client) throw figmaNotConfigured();
  return client;
}

/** A Figma failure as the API's error: what went wrong and what to do, never a bare 500. */
export function figmaProblem(error: unknown): unknown {
  if (!(error instanceof FigmaError)) return error;
  switch (error.code) {
    case 'unauthorized':
      return new AppError(502, 'FIGMA_TOKEN_REJECTED', `Figma rejected the server's access token (${error.status ?? 'no status'}): check FIGMA_ACCESS_TOKEN.`);
    case 'forbidden':
      return new AppError(502, 'FIGMA_FORBIDDEN', `Figma refused access (${error.status}): the token's account cannot open this file.`);
    case 'not_found':
      return new AppError(502, 'FIGMA_NOT_FOUND', 'Figma no longer has this file, or the token cannot see it.');
    case 'rate_limited':
      return new AppError(
        429,
        'FIGMA_RATE_LIMITED',
        `Figma is rate limiting requests; try again${error.retryAfterSeconds === undefined ? ' later' : ` in ${error.retryAfterSeconds} s`}.`,
        undefined,
        error.retryAfterSeconds === undefined ? undefined : { 'retry-after': String(error.retryAfterSeconds) },
      );
    case 'network':
      return new AppError(502, 'FIGMA_UNREACHABLE', `Could not reach Figma: ${error.message}`);
    default:
      return new AppError(502, 'FIGMA_ERROR', error.message);
  }
}

async function callFigma<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw figmaProblem(error);
  }
}

export function presentFile(row: repo.DesignFileRow) {
  const role = row.metadata?.role;
  return { ...row, metadata: typeof role === 'string' ? { role } : {} };
}

export async function listFiles(db: Database, query: { cursor?: string; limit: number }) {
  const page = await repo.listFiles(db, query);
  return { items: page.items.map(presentFile), nextCursor: page.nextCursor };
}

/** Adds a file after Figma confirms the token can open it (GET /v1/files/:key/meta: no document tree downloaded). */
export async function addFile({ db, client }: FigmaDeps, input: AddFigmaFile) {
  const figma = requireClient(client);
  const fileKey = parseFigmaFileKey(input.figmaUrl);
  if (await repo.findFileByKey(db, fileKey)) throw conflict('This Figma file has already been added', { figmaUrl: 'validation.figma_file_exists' });
  let file;
  try {
    file = (await figma.getFileMeta(fileKey)).file;
  } catch (error) {
    if (error instanceof FigmaError && error.code === 'not_found') {
      throw new AppError(400, 'FIGMA_FILE_NOT_FOUND', `Figma has no file with the key ${fileKey}, or the token cannot see it.`, {
        figmaUrl: 'validation.figma_file_not_found',
      });
    }
    if (error instanceof FigmaError && error.code === 'forbidden') {
      throw new AppError(400, 'FIGMA_FILE_FORBIDDEN', `Figma refused access to the file ${fileKey}: share it with the account that owns FIGMA_ACCESS_TOKEN.`, {
        figmaUrl: 'validation.figma_file_forbidden',
      });
    }
    throw figmaProblem(error);
  }
  try {
    const row = await repo.insertFile(db, {
      fileKey,
      name: input.name,
      description: input.description ?? null,
      url: input.figmaUrl,
      metadata: {
        role: file.role,
        figmaName: file.name,
        lastModified: file.last_touched_at,
        editorType: file.editorType,
        thumbnailUrl: file.thumbnail_url,
        version: file.version,
      },
    });
    return presentFile(row);
  } catch (error) {
    // Two admins adding the same file at once: the unique key decides.
    if (isUniqueViolation(error)) throw conflict('This Figma file has already been added', { figmaUrl: 'validation.figma_file_exists' });
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function deleteFile(db: Database, id: string) {
  if (!(await repo.deleteFile(db, id))) throw notFound('No such design file');
}

/** Reads the whole document and stores its components, component sets and top-level frames. */
async function syncFile({ db, client }: FigmaDeps, file: repo.DesignFileRow) {
  const figma = requireClient(client);
  const document = await callFigma(() => figma.getFile(file.fileKey));
  const nodes = collectDesignAssets(document).map((node) => ({
    nodeId: node.nodeId,
    name: node.name,
    type: node.type,
    category: node.category,
    description: node.description,
    figmaUrl: figmaNodeUrl(file.fileKey, node.nodeId),
    metadata: { page: node.page, componentKey: node.componentKey, width: node.width, height: node.height },
  }));
  await repo.syncAssets(db, file.id, nodes, new Date());
}

/** A file's assets; synced from Figma when asked to, or when the file was never synced. */
export async function listAssets(deps: FigmaDeps, fileId: string, refresh: boolean) {
  const file = await repo.findFile(deps.db, fileId);
  if (!file) throw notFound('No such design file');
  if (refresh || !file.lastSyncedAt) await syncFile(deps, file);
  return repo.listAssets(deps.db, fileId);
}

/** A storage-safe node id: Figma's own link form writes `1:2` as `1-2`; anything else odd becomes `_`. */
function storageNodeId(nodeId: string): string {
  return nodeId.replace(/:/g, '-').replace(/[^A-Za-z0-9_-]/g, '_');
}

function downloadName(name: string, ext: string): string {
  const printable = [...name.trim()].map((c) => (c.charCodeAt(0) < 0x20 ? '_' : c)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, '_').slice(0, 120) || 'asset';
  return `${base}.${ext}`;
}

/** Runs the tasks with at most `limit` in flight. */
async function inBatches<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Nodes per render call. Figma answers a render that is too heavy (many large frames at 2x)
 * with 400 or 500 and renders nothing; twenty keeps a call well inside its limits while a
 * 50-asset fetch still takes only three calls per format.
 */
export const RENDER_BATCH_SIZE = 20;

/**
 * GET /v1/images in batches. A batch Figma refuses as too large to render is tried again node by
 * node; a node that still fails gets a null URL (reported as failed for that asset alone). Token,
 * permission and rate-limit refusals stop the whole fetch, as retrying would not help.
 */
export async function renderInBatches(figma: FigmaClient, fileKey: string, nodeIds: string[], options: { format: FigmaImageFormat; scale?: number }) {
  const images: Record<string, string | null> = {};
  const tooHeavy = (error: unknown) => error instanceof FigmaError && (error.code === 'bad_request' || error.code === 'server_error');
  for (let start = 0; start < nodeIds.length; start += RENDER_BATCH_SIZE) {
    const batch = nodeIds.slice(start, start + RENDER_BATCH_SIZE);
    try {
      Object.assign(images, (await figma.getImages(fileKey, batch, options)).images);
    } catch (error) {
      if (!tooHeavy(error)) throw figmaProblem(error);
      for (const nodeId of batch) {
        try {
          Object.assign(images, (await figma.getImages(fileKey, [nodeId], options)).images);
        } catch (single) {
          if (!tooHeavy(single)) throw figmaProblem(single);
          images[nodeId] = null;
        }
      }
    }
  }
  return images;
}

/**
 * Exports the chosen nodes through the images endpoint (one call per format), downloads each
 * rendered file, stores the bytes under `design-assets/<fileKey>/<nodeId>.<ext>` and records it
 * with size, type, sha-256 and the dimensions read from the bytes. One node failing does not
 * fail the others: it is listed under `failed`.
 */
export async function fetchAssets({ db, storage, client }: FigmaDeps, userId: string, input: FetchFigmaAssets) {
  const figma = requireClient(client);
  const file = await repo.findFile(db, input.fileId);
  if (!file) throw notFound('No such design file');
  const assets = await repo.findAssets(db, file.id, input.assetIds);
  if (assets.length !== input.assetIds.length) {
    throw validationFailed({ assetIds: 'validation.assets_not_in_file' });
  }
  const nodeIds = assets.map((a) => a.nodeId);

  // Every render first: a Figma refusal (token, rate limit) fails the request before anything is stored.
  const renders: { format: FigmaAssetFormat; images: Record<string, string | null> }[] = [];
  for (const format of input.formats) {
    renders.push({ format, images: await renderInBatches(figma, file.fileKey, nodeIds, { format: FORMAT_DETAILS[format].figma, scale: PNG_SCALE }) });
  }

  const storedIds: string[] = [];
  const failed: FetchFigmaAssetsResult['failed'] = [];
  const downloadedFormats = new Map(assets.map((a) => [a.id, new Set(a.downloadFormats)]));
  const tasks = renders.flatMap(({ format, images }) => assets.map((asset) => ({ format, asset, url: images[asset.nodeId] ?? null })));

  await inBatches(tasks, DOWNLOAD_CONCURRENCY, async ({ format, asset, url }) => {
    const details = FORMAT_DETAILS[format];
    if (!url) {
      failed.push({ assetId: asset.id, format, error: 'Figma could not render this node' });
      return;
    }
    try {
      const { bytes } = await figma.download(url);
      let dimensions: { width?: number; height?: number; type?: string };
      try {
        dimensions = imageSize(bytes);
      } catch {
        dimensions = {};
      }
      if (dimensions.type !== details.sizeType) throw new Error(`Figma returned a file that is not ${format}`);
      const filePath = `design-assets/${file.fileKey}/${storageNodeId(asset.nodeId)}.${details.ext}`;
      await storage.put(filePath, bytes);
      const id = randomUUID();
      const storedId = await repo.upsertStoredAsset(db, {
        id,
        url: `/api/figma/stored-assets/${id}/file`,
        figmaAssetId: asset.id,
        name: asset.name,
        originalName: downloadName(asset.name, details.ext),
        format,
        filePath,
        fileSize: bytes.length,
        mimeType: details.mimeType,
        width: dimensions.width ? Math.round(dimensions.width) : null,
        height: dimensions.height ? Math.round(dimensions.height) : null,
        checksum: createHash('sha256').update(bytes).digest('hex'),
        downloadedBy: userId,
        metadata: { nodeId: asset.nodeId, fileKey: file.fileKey },
      });
      storedIds.push(storedId);
      downloadedFormats.get(asset.id)!.add(format);
    } catch (error) {
      failed.push({ assetId: asset.id, format, error: error instanceof Error ? error.message : 'Download failed' });
    }
  });

  for (const asset of assets) {
    const formats = downloadedFormats.get(asset.id)!;
    if (formats.size > asset.downloadFormats.length) await repo.markDownloaded(db, asset.id, [...formats].sort());
  }
  return { stored: await repo.listStoredAssetItems(db, storedIds), failed };
}
