import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Spec point 3, "Design-file and design-service entities". The design-file service is Figma. */
export const designFiles = pgTable(
  'design_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileKey: text('file_key').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    url: text('url').notNull(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    teamId: text('team_id'),
    projectId: text('project_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  // The files' pages, newest first.
  (t) => [
    index('design_files_active_created_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isActive}`),
  ],
);

export const designAssets = pgTable(
  'design_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    figmaFileId: uuid('figma_file_id')
      .notNull()
      .references(() => designFiles.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    category: text('category'),
    description: text('description'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    figmaUrl: text('figma_url'),
    isDownloaded: boolean('is_downloaded').notNull().default(false),
    downloadFormats: jsonb('download_formats').$type<string[]>().notNull().default([]),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [index('design_assets_file_node_idx').on(t.figmaFileId, t.nodeId)],
);

export const storedAssets = pgTable(
  'stored_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    figmaAssetId: uuid('figma_asset_id').references(() => designAssets.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    originalName: text('original_name'),
    format: text('format').notNull(),
    filePath: text('file_path').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    url: text('url'),
    checksum: text('checksum').notNull(),
    downloadedBy: uuid('downloaded_by').references(() => users.id, { onDelete: 'set null' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
  },
  // The stored assets' pages, newest first.
  (t) => [index('stored_assets_downloaded_id_idx').on(t.downloadedAt, t.id)],
);

/** Tokens are stored encrypted (AES-256-GCM); the key lives in the environment, not the database. */
export const designServiceTokens = pgTable('design_service_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  encryptedAccessToken: text('encrypted_access_token').notNull(),
  encryptedRefreshToken: text('encrypted_refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  scope: jsonb('scope').$type<string[]>().notNull().default([]),
  ...timestamps,
});

export const designServiceDesigns = pgTable('design_service_designs', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  designId: text('design_id').notNull().unique(),
  title: text('title').notNull(),
  description: text('description'),
  templateType: text('template_type'),
  thumbnailUrl: text('thumbnail_url'),
  previewUrl: text('preview_url'),
  status: text('status').notNull().default('draft'),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  brandCompliant: boolean('brand_compliant').notNull().default(true),
  ...timestamps,
});

export const designServiceTemplates = pgTable('design_service_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  templateId: text('template_id').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  category: text('category'),
  course: text('course'),
  thumbnailUrl: text('thumbnail_url'),
  previewUrl: text('preview_url'),
  brandCompliant: boolean('brand_compliant').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  usageCount: integer('usage_count').notNull().default(0),
  metadata: jsonb('metadata').$type<Record<string, unknown>>(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const designServiceAssets = pgTable('design_service_assets', {
  id: uuid('id').primaryKey().defaultRandom(),
  assetId: text('asset_id').notNull().unique(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  category: text('category'),
  url: text('url'),
  thumbnailUrl: text('thumbnail_url'),
  fileSize: bigint('file_size', { mode: 'number' }),
  dimensions: jsonb('dimensions').$type<{ width: number; height: number }>(),
  mimeType: text('mime_type'),
  isInstituteBranded: boolean('is_institute_branded').notNull().default(false),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const designServiceBrandKit = pgTable('design_service_brand_kit', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  value: jsonb('value').$type<unknown>().notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const designServiceExports = pgTable('design_service_exports', {
  id: uuid('id').primaryKey().defaultRandom(),
  designId: text('design_id').notNull(),
  exportId: text('export_id').notNull().unique(),
  format: text('format').notNull(),
  quality: text('quality').notNull().default('standard'),
  downloadUrl: text('download_url'),
  status: text('status').notNull().default('pending'),
  fileSize: bigint('file_size', { mode: 'number' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  exportedBy: uuid('exported_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});
