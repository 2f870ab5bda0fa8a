import { z } from 'zod';
import { isoTimestamp, optionalText, text } from './fields.ts';

/** Spec point 9: asset downloads are always offered as SVG and PNG. */
export const FIGMA_ASSET_FORMATS = ['SVG', 'PNG'] as const;
export type FigmaAssetFormat = (typeof FIGMA_ASSET_FORMATS)[number];
/** How many assets one fetch may ask for (the images endpoint renders them in one call per format). */
export const MAX_ASSETS_PER_FETCH = 50;
/** The asset kinds a sync keeps: components, component sets and top-level frames. */
export const FIGMA_ASSET_TYPES = ['COMPONENT', 'COMPONENT_SET', 'FRAME'] as const;

const FIGMA_HOSTS = new Set(['figma.com', 'www.figma.com']);
/** Path kinds of a Figma file link: /file/KEY/Name, /design/KEY/Name, /proto/KEY, /board/KEY (FigJam). */
const FILE_PATH_KINDS = new Set(['file', 'design', 'proto', 'board']);
const FILE_KEY = /^[A-Za-z0-9]{10,128}$/;

/**
 * The file key of a Figma file link, or null when the link is not one. A branch link
 * (`/design/KEY/branch/BRANCH_KEY/Name`) names the branch's own file, so its key wins.
 * Shared so the add-file form refuses the same links the server does.
 */
export function figmaFileKeyFromUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!FIGMA_HOSTS.has(url.hostname.toLowerCase())) return null;
  const [kind, key, maybeBranch, branchKey] = url.pathname.split('/').filter(Boolean);
  if (!kind || !FILE_PATH_KINDS.has(kind) || !key || !FILE_KEY.test(key)) return null;
  if (maybeBranch === 'branch' && branchKey && FILE_KEY.test(branchKey)) return branchKey;
  return key;
}

/** Figma links write node ids with a dash (`node-id=1-2`); the API writes `1:2`. */
export function figmaNodeIdFromUrl(value: string): string | null {
  try {
    const nodeId = new URL(value.trim()).searchParams.get('node-id');
    return nodeId ? nodeId.replace(/-/g, ':') : null;
  } catch {
    return null;
  }
}

/** POST /api/figma/files (spec point 7). */
export const addFigmaFileSchema = z.object({
  figmaUrl: text()
    .min(1, 'validation.required')
    .max(2048, 'validation.too_long')
    .refine((v) => figmaFileKeyFromUrl(v) !== null, 'validation.figma_url_invalid'),
  name: text().min(1, 'validation.required').max(200, 'validation.too_long'),
  description: optionalText(2000),
});
export type AddFigmaFile = z.infer<typeof addFigmaFileSchema>;

export const figmaFileIdParamsSchema = z.object({ id: z.string().uuid('validation.id_invalid') });
export const figmaAssetsParamsSchema = z.object({ fileId: z.string().uuid('validation.id_invalid') });
export const storedAssetIdParamsSchema = z.object({ id: z.string().uuid('validation.id_invalid') });

export const figmaAssetsQuerySchema = z.object({
  refresh: z
    .enum(['true', 'false', '1', '0'], { message: 'validation.boolean_invalid' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export const storedAssetFileQuerySchema = z.object({
  download: z.enum(['1', 'true'], { message: 'validation.boolean_invalid' }).optional(),
});

/** POST /api/figma/fetch-assets (spec point 7). */
export const fetchFigmaAssetsSchema = z.object({
  fileId: z.string({ message: 'validation.required' }).uuid('validation.id_invalid'),
  assetIds: z
    .array(z.string().uuid('validation.id_invalid'), { message: 'validation.required' })
    .min(1, 'validation.assets_none_selected')
    .max(MAX_ASSETS_PER_FETCH, 'validation.assets_over_limit')
    .transform((ids) => [...new Set(ids)]),
  formats: z
    .array(z.enum(FIGMA_ASSET_FORMATS, { message: 'validation.format_invalid' }), { message: 'validation.required' })
    .min(1, 'validation.required')
    .transform((formats) => [...new Set(formats)]),
});
export type FetchFigmaAssets = z.infer<typeof fetchFigmaAssetsSchema>;

const isoDate = isoTimestamp();

export const figmaStatusSchema = z.object({
  configured: z.boolean(),
  missing: z.array(z.string()).optional(),
});
export type FigmaStatus = z.infer<typeof figmaStatusSchema>;

/** Spec point 3, "Design-file list item". */
export const figmaFileSchema = z.object({
  id: z.string().uuid(),
  fileKey: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  url: z.string(),
  lastSyncedAt: isoDate.nullable(),
  metadata: z.object({ role: z.string().optional() }),
});
export type FigmaFile = z.infer<typeof figmaFileSchema>;
/** GET /api/figma/files: newest first, a page at a time. */
export const figmaFilePageSchema = z.object({ items: z.array(figmaFileSchema), nextCursor: z.string().nullable() });
export type FigmaFilePage = z.infer<typeof figmaFilePageSchema>;

/** Spec point 3, "Design asset list item", with what the asset list shows beside it. */
export const figmaAssetSchema = z.object({
  id: z.string().uuid(),
  nodeId: z.string(),
  name: z.string(),
  type: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  figmaUrl: z.string().nullable(),
  isDownloaded: z.boolean(),
  downloadFormats: z.array(z.string()),
});
export type FigmaAsset = z.infer<typeof figmaAssetSchema>;
export const figmaAssetListSchema = z.array(figmaAssetSchema);

/** Spec point 3, "Stored asset list item", plus checksum and dimensions read from the bytes. */
export const storedAssetSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  format: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  url: z.string().nullable(),
  checksum: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  downloadedAt: isoDate,
  figmaAsset: z.object({ id: z.string().uuid(), type: z.string(), name: z.string() }).nullable(),
});
export type StoredAsset = z.infer<typeof storedAssetSchema>;
export const storedAssetListSchema = z.array(storedAssetSchema);
/** GET /api/figma/stored-assets: newest first, a page at a time. */
export const storedAssetPageSchema = z.object({ items: z.array(storedAssetSchema), nextCursor: z.string().nullable() });
export type StoredAssetPage = z.infer<typeof storedAssetPageSchema>;

export const fetchFigmaAssetsResultSchema = z.object({
  stored: storedAssetListSchema,
  failed: z.array(z.object({ assetId: z.string().uuid(), format: z.enum(FIGMA_ASSET_FORMATS), error: z.string() })),
});
export type FetchFigmaAssetsResult = z.infer<typeof fetchFigmaAssetsResultSchema>;
