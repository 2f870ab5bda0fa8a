import { z } from 'zod';
import { externalId, optionalText, pageQuerySchema, text } from './fields.ts';
import { CANVA_EXPORT_FORMATS, CANVA_EXPORT_QUALITIES } from '#shared/constants/asset-formats.ts';

export const CANVA_EXPORT_STATUSES = ['pending', 'success', 'failed'] as const;
/** Spec point 9: the client polls an export every 5 s and gives up after 600 s. */
export const CANVA_EXPORT_POLL_INTERVAL_MS = 5_000;
export const CANVA_EXPORT_POLL_TIMEOUT_MS = 600_000;
/** Spec point 9: the connect pop-up is 600 by 700 and checked for closure every second. */
export const CANVA_POPUP = { width: 600, height: 700, closedCheckMs: 1_000 } as const;
/** The message the OAuth pop-up posts to its opener (spec point 4, "Design-service connection"). */
export const CANVA_AUTH_MESSAGE_TYPE = 'canva-auth';
export type CanvaAuthMessage =
  { type: typeof CANVA_AUTH_MESSAGE_TYPE; success: true } | { type: typeof CANVA_AUTH_MESSAGE_TYPE; success: false; error: string };

/** Settings the server needs before the design studio works; GET /api/canva/status names the missing ones. */
export const CANVA_REQUIRED_SETTINGS = ['CANVA_CLIENT_ID', 'CANVA_CLIENT_SECRET', 'CANVA_REDIRECT_URI', 'TOKEN_ENCRYPTION_KEY'] as const;

// ---- Requests ----

/** Spec point 7: POST /api/canva/designs/create (spec point 5: a template and a non-blank title). */
export const createDesignSchema = z.object({
  templateId: text('validation.template_required').min(1, 'validation.template_required').max(200, 'validation.too_long'),
  // Spec point 7: the first template tag, or 'general'.
  templateType: text()
    .max(100, 'validation.too_long')
    .optional()
    .transform((v) => v || 'general'),
  title: text('validation.title_required').min(1, 'validation.title_required').max(255, 'validation.too_long'),
  description: optionalText(2000),
});
export type CreateDesignInput = z.input<typeof createDesignSchema>;

/** Spec point 7: POST /api/canva/designs/export. */
export const exportDesignSchema = z.object({
  designId: text('validation.design_required').min(1, 'validation.design_required').max(200, 'validation.too_long'),
  format: z.enum(CANVA_EXPORT_FORMATS, { message: 'validation.export_format_invalid' }),
  quality: z.enum(CANVA_EXPORT_QUALITIES, { message: 'validation.export_quality_invalid' }).default('standard'),
});
export type ExportDesignInput = z.input<typeof exportDesignSchema>;

export const exportJobParamsSchema = z.object({
  jobId: externalId(),
});

/** Spec point 7: POST /api/canva/download-kti-assets. */
export const downloadAssetsSchema = z.object({
  jobIds: z.array(externalId(), { message: 'validation.job_ids_required' }).min(1, 'validation.job_ids_required').max(20, 'validation.too_many_items'),
});
export type DownloadAssetsInput = z.input<typeof downloadAssetsSchema>;

/**
 * The longest page cursor of the Canva lists: room for a Canva continuation token of up to 2,000
 * visible ASCII characters, tagged with its list and base64url-encoded (server/modules/canva/service.ts).
 */
export const CANVA_CURSOR_MAX_LENGTH = 6_000;

/**
 * GET /api/canva/templates, /designs and /assets: a page of `limit` (default 50, at most
 * 200; Canva gives at most 100 a page, so a larger limit gets 100 and a cursor) and the cursor
 * from the page before. The cursor is opaque: Canva's continuation token, wrapped.
 */
export const canvaPageQuerySchema = pageQuerySchema.extend({
  cursor: text('validation.cursor_invalid').min(1, 'validation.cursor_invalid').max(CANVA_CURSOR_MAX_LENGTH, 'validation.cursor_invalid').optional(),
});
export type CanvaPageQuery = z.infer<typeof canvaPageQuerySchema>;

export const callbackQuerySchema = z.object({
  code: text().max(4096).optional(),
  state: text().max(512).optional(),
  error: text().max(200).optional(),
  error_description: text().max(1000).optional(),
});

// ---- Responses ----

export const canvaStatusSchema = z.object({
  configured: z.boolean(),
  missing: z.array(z.enum(CANVA_REQUIRED_SETTINGS)),
});
export type CanvaStatus = z.infer<typeof canvaStatusSchema>;

export const canvaAuthStatusSchema = z.object({ connected: z.boolean() });
export const canvaAuthUrlSchema = z.object({ authUrl: z.string().url() });

const thumbnail = z.object({ url: z.string() }).nullable();

/** Spec point 3, "Design-service template": id, name, tags, thumbnail.url, usageCount. */
export const canvaTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  thumbnail,
  usageCount: z.number().int(),
  /** A Canva brand template, or one of the institute's starter formats (a blank design of a fixed size). */
  source: z.enum(['brand_template', 'institute']),
});
/**
 * GET /api/canva/templates: a page of the account's brand templates, as Canva pages
 * them. The institute's starter formats, a fixed handful, come on the first page only, beside the
 * page rather than in it (null on a page after a cursor).
 */
export const canvaTemplatePageSchema = z.object({
  items: z.array(canvaTemplateSchema),
  nextCursor: z.string().nullable(),
  starters: z.array(canvaTemplateSchema).nullable(),
  /** False when the connected account cannot use brand templates (Canva answered 403): only the starter formats are listed. */
  brandTemplatesAvailable: z.boolean(),
});
export type CanvaTemplate = z.infer<typeof canvaTemplateSchema>;
export type CanvaTemplatePage = z.infer<typeof canvaTemplatePageSchema>;

/** Spec point 3, "Design-service design". */
export const canvaDesignSchema = z.object({
  id: z.string(),
  title: z.string(),
  updated_at: z.number().nullable(),
  thumbnail,
  urls: z.object({ edit_url: z.string(), view_url: z.string().nullable() }),
  localData: z.object({ templateType: z.string().nullable(), brandCompliant: z.boolean() }).nullable(),
});
/** GET /api/canva/designs: most recently modified first, a page at a time. */
export const canvaDesignPageSchema = z.object({ items: z.array(canvaDesignSchema), nextCursor: z.string().nullable() });
export type CanvaDesignItem = z.infer<typeof canvaDesignSchema>;
export type CanvaDesignPage = z.infer<typeof canvaDesignPageSchema>;

/** Spec point 3, "Design-service asset". */
export const canvaAssetSchema = z.object({
  id: z.string(),
  name: z.string(),
  thumbnail,
  localData: z.object({ isInstituteBranded: z.boolean(), type: z.string() }).nullable(),
});
/** GET /api/canva/assets: the images of the account's Uploads folder, a page at a time. */
export const canvaAssetPageSchema = z.object({ items: z.array(canvaAssetSchema), nextCursor: z.string().nullable() });
export type CanvaAssetItem = z.infer<typeof canvaAssetSchema>;
export type CanvaAssetPage = z.infer<typeof canvaAssetPageSchema>;

/** Spec point 2, "Brand Kit": colour groups, fonts and messaging. */
export const brandKitSchema = z.object({
  colors: z.array(z.object({ name: z.string(), hex: z.array(z.string()) })),
  fonts: z.array(z.object({ name: z.string(), family: z.string(), weights: z.array(z.number().int()) })),
  messaging: z.object({ tagline: z.string(), mission: z.string(), values: z.array(z.string()) }),
});
export type BrandKit = z.infer<typeof brandKitSchema>;

export const createDesignResultSchema = z.object({
  editUrl: z.string(),
  designId: z.string(),
  /** False when the template could not be autofilled (no fields, or no autofill for this account): a plain design was made. */
  filledFromTemplate: z.boolean(),
});
export const exportStartedSchema = z.object({
  jobId: z.string(),
  /** True when high quality needed a Canva licence the account lacks, and the export is at standard quality. */
  qualityFallback: z.boolean(),
});
export const exportStatusSchema = z.object({
  status: z.enum(CANVA_EXPORT_STATUSES),
  url: z.string().optional(),
  urls: z.array(z.string()).optional(),
  error: z.string().optional(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;

/** Spec point 7: POST /api/canva/generate-kti-assets. */
export const generateAssetsResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  assets: z.array(
    z.object({
      jobId: z.string().optional(),
      spec: z.object({ name: z.string(), width: z.number().int(), height: z.number().int() }),
      editUrl: z.string().optional(),
      error: z.string().optional(),
    }),
  ),
  instructions: z.object({ next_steps: z.array(z.string()) }),
});
export type GenerateAssetsResult = z.infer<typeof generateAssetsResultSchema>;
