import { newSecretToken } from '#server/lib/secret-tokens.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CANVA_REQUIRED_SETTINGS,
  type BrandKit,
  type CanvaAssetPage,
  type CanvaDesignPage,
  type CanvaPageQuery,
  type CanvaStatus,
  type CanvaTemplatePage,
  type ExportStatus,
  type GenerateAssetsResult,
} from '#shared/schemas/canva.ts';
import type { Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { AppError, notFound, validationFailed } from '#server/errors.ts';
import {
  CANVA_CONTINUATION_PATTERN,
  CanvaApiError,
  CanvaAuthorizationError,
  CanvaClient,
  CanvaClientCredentialsError,
  CanvaUnavailableError,
  EXPORT_URL_LIFETIME_MS,
  createPkcePair,
  type CanvaApi,
  type CanvaBrandTemplate,
  type CanvaExportFormat,
  type CanvaPage,
  type CanvaTokens,
  type TokenSession,
} from '#server/integrations/canva/client.ts';
import { INSTITUTE_ASSET_SPECS, STARTER_TEMPLATE_PREFIX, type CanvaExportFormatName } from '#shared/constants/asset-formats.ts';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { decryptToken, encryptToken, parseTokenKey } from '#server/lib/crypto.ts';
import { DEFAULT_BRAND_KIT, GENERATION_NEXT_STEPS, assetDesignTitle, starterTemplate } from './institute-assets.ts';
import * as repo from './repo.ts';
import { zipSync, type Zippable } from 'fflate';

/** Spec: a pending authorization is good for 10 minutes. */
export const OAUTH_STATE_LIFETIME_MS = 10 * 60_000;

export interface CanvaDeps {
  db: Database;
  missing: (typeof CANVA_REQUIRED_SETTINGS)[number][];
  client: CanvaClient | null;
  key: Buffer | null;
  /** The server's own origin (that of the redirect URI), the pop-up's postMessage target. */
  ownOrigin: string | null;
  /** Delay between polls of an autofill job while creating a design from a brand template. */
  autofillPollMs: number;
}

/** Reads the Canva settings once; an incomplete set is the "not configured" state, not a crash. */
export function canvaDeps(db: Database, env: Env, overrides: Partial<Pick<CanvaDeps, 'autofillPollMs'>> = {}): CanvaDeps {
  const key = parseTokenKey(env.TOKEN_ENCRYPTION_KEY);
  const present: Record<(typeof CANVA_REQUIRED_SETTINGS)[number], boolean> = {
    CANVA_CLIENT_ID: Boolean(env.CANVA_CLIENT_ID),
    CANVA_CLIENT_SECRET: Boolean(env.CANVA_CLIENT_SECRET),
    CANVA_REDIRECT_URI: Boolean(env.CANVA_REDIRECT_URI),
    // A key that is not 32 bytes counts as missing: tokens are never stored under a bad key.
    TOKEN_ENCRYPTION_KEY: key !== null,
  };
  const missing = CANVA_REQUIRED_SETTINGS.filter((name) => !present[name]);
  const client =
    missing.length === 0
      ? new CanvaClient({
          clientId: env.CANVA_CLIENT_ID!,
          clientSecret: env.CANVA_CLIENT_SECRET!,
          redirectUri: env.CANVA_REDIRECT_URI!,
          apiBaseUrl: env.CANVA_API_BASE_URL,
          authApiBaseUrl: env.CANVA_AUTH_API_BASE_URL,
          authUrl: env.CANVA_AUTH_URL,
        })
      : null;
  return {
    db,
    missing,
    client,
    key: missing.length === 0 ? key : null,
    ownOrigin: env.CANVA_REDIRECT_URI ? new URL(env.CANVA_REDIRECT_URI).origin : null,
    autofillPollMs: overrides.autofillPollMs ?? 1_000,
  };
}

// ---- Errors ----

export const notConfigured = () =>
  new AppError(
    503,
    'CANVA_NOT_CONFIGURED',
    'Canva is not set up: set CANVA_CLIENT_ID, CANVA_CLIENT_SECRET, CANVA_REDIRECT_URI and TOKEN_ENCRYPTION_KEY on the server.',
  );
export const notConnected = (message = 'Canva is not connected: an administrator must connect Canva for the institute first.') =>
  new AppError(409, 'CANVA_NOT_CONNECTED', message);

/** Canva refused this server's client id or secret: a setting to fix, not a connection to drop. */
const clientCredentialsRefused = () =>
  new AppError(
    503,
    'CANVA_NOT_CONFIGURED',
    "Canva refused the server's client credentials: check CANVA_CLIENT_ID and CANVA_CLIENT_SECRET. The Canva connection itself is kept.",
  );

/** Canva's answers in the API's error shape; the user sees what to do, the log keeps Canva's words. */
function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof CanvaClientCredentialsError) return clientCredentialsRefused();
  if (error instanceof CanvaAuthorizationError) return notConnected('The Canva connection has expired or was revoked: connect Canva again.');
  if (error instanceof CanvaApiError) {
    if (error.status === 401) return notConnected('The Canva connection has expired or was revoked: connect Canva again.');
    if (error.status === 429) {
      return new AppError(429, 'CANVA_RATE_LIMITED', 'Canva is receiving too many requests; try again shortly.', undefined, {
        'retry-after': String(error.retryAfterSeconds ?? 60),
      });
    }
    if (error.status === 404) return new AppError(404, 'CANVA_NOT_FOUND', `Canva could not find it (${error.message})`);
    if (error.status === 403) return new AppError(403, 'CANVA_PERMISSION_DENIED', `Canva refused: ${error.message}`);
    if (error.status === 400) return new AppError(400, 'CANVA_BAD_REQUEST', `Canva refused the request: ${error.message}`);
    return new AppError(502, 'CANVA_UNAVAILABLE', `Canva answered with an error (${error.status}); try again later.`);
  }
  if (error instanceof CanvaUnavailableError) return new AppError(502, 'CANVA_UNAVAILABLE', 'Canva could not be reached; try again later.');
  return error;
}

// ---- Status and connection ----

export function status(deps: CanvaDeps): CanvaStatus {
  return { configured: deps.missing.length === 0, missing: deps.missing };
}

function requireClient(deps: CanvaDeps): { client: CanvaClient; key: Buffer } {
  if (!deps.client || !deps.key) throw notConfigured();
  return { client: deps.client, key: deps.key };
}

const tokenContext = (userId: string) => `design_service_tokens:${userId}`;

function encryptTokens(key: Buffer, userId: string, tokens: CanvaTokens): repo.EncryptedTokens {
  return {
    encryptedAccessToken: encryptToken(key, tokens.accessToken, tokenContext(userId)),
    encryptedRefreshToken: tokens.refreshToken ? encryptToken(key, tokens.refreshToken, tokenContext(userId)) : null,
    expiresAt: tokens.expiresAt,
    scope: tokens.scope,
  };
}

function decryptTokens(key: Buffer, row: { userId: string } & repo.EncryptedTokens): CanvaTokens {
  return {
    accessToken: decryptToken(key, row.encryptedAccessToken, tokenContext(row.userId)),
    refreshToken: row.encryptedRefreshToken ? decryptToken(key, row.encryptedRefreshToken, tokenContext(row.userId)) : null,
    expiresAt: row.expiresAt,
    scope: row.scope,
  };
}

/** Starts "connect Canva for the institute": a fresh state and PKCE verifier, kept server-side. */
export async function startAuthorization(deps: CanvaDeps, userId: string): Promise<{ authUrl: string }> {
  const { client } = requireClient(deps);
  await repo.purgeOauthStatesBefore(deps.db, new Date(Date.now() - OAUTH_STATE_LIFETIME_MS));
  const state = newSecretToken();
  const { verifier, challenge } = createPkcePair();
  await repo.insertOauthState(deps.db, { state, userId, codeVerifier: verifier });
  return { authUrl: client.authorizeUrl({ state, codeChallenge: challenge }) };
}

export class CallbackError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The browser's return from Canva. The state must be one this server issued less than 10 minutes
 * ago (it is consumed here), and when the pop-up carries a session it must be the same user's.
 */
export async function completeAuthorization(
  deps: CanvaDeps,
  query: { code?: string; state?: string; error?: string; error_description?: string },
  sessionUserId: string | null,
): Promise<void> {
  if (!deps.client || !deps.key) throw new CallbackError(503, 'Canva is not set up on the server.');
  const pending = query.state ? await repo.takeOauthState(deps.db, query.state) : undefined;
  if (query.error) throw new CallbackError(400, `Canva authorization was not granted (${query.error}).`);
  if (!pending || Date.now() - pending.createdAt.getTime() > OAUTH_STATE_LIFETIME_MS) {
    throw new CallbackError(400, 'This Canva sign-in has expired or was already used; start the connection again.');
  }
  if (sessionUserId !== null && sessionUserId !== pending.userId) {
    throw new CallbackError(403, 'This Canva sign-in was started by another user.');
  }
  if (!query.code) throw new CallbackError(400, 'Canva did not return an authorization code.');
  let tokens: CanvaTokens;
  try {
    tokens = await deps.client.exchangeCode(query.code, pending.codeVerifier);
  } catch (error) {
    if (error instanceof CanvaClientCredentialsError)
      throw new CallbackError(503, "Canva refused the server's client credentials: an administrator must check CANVA_CLIENT_ID and CANVA_CLIENT_SECRET.");
    if (error instanceof CanvaAuthorizationError) throw new CallbackError(400, 'Canva refused the authorization code; start the connection again.');
    throw new CallbackError(502, 'Canva could not be reached to finish the connection; try again.');
  }
  await repo.upsertTokens(deps.db, pending.userId, encryptTokens(deps.key, pending.userId, tokens));
}

/** The institute connection is usable: tokens that decrypt and are unexpired or refreshable. */
export async function authStatus(deps: CanvaDeps): Promise<{ connected: boolean }> {
  if (!deps.key) return { connected: false };
  const row = await repo.findInstituteTokens(deps.db);
  if (!row) return { connected: false };
  try {
    const tokens = decryptTokens(deps.key, row);
    return { connected: tokens.refreshToken !== null || tokens.expiresAt.getTime() > Date.now() };
  } catch {
    return { connected: false };
  }
}

/**
 * Disconnects the institute's Canva: the refresh token is revoked at Canva
 * (which revokes its access tokens and the consent), then the stored connection is deleted. A
 * revoke Canva cannot take is logged and the local connection goes all the same.
 */
export async function disconnect(deps: CanvaDeps, log: { warn: (obj: object, msg: string) => void }): Promise<void> {
  const { client, key } = requireClient(deps);
  const row = await repo.findInstituteTokens(deps.db);
  if (!row) return;
  try {
    const tokens = decryptTokens(key, row);
    await client.revoke(tokens.refreshToken ?? tokens.accessToken);
  } catch (error) {
    log.warn({ err: (error as Error).message }, 'Canva did not take the token revocation; the local connection is removed anyway');
  }
  await repo.deleteTokens(deps.db, row.userId);
}

/** Runs `work` against Canva with the institute's connection, in the API's error shape. */
async function withInstituteApi<T>(deps: CanvaDeps, work: (api: CanvaApi, ownerId: string) => Promise<T>): Promise<T> {
  const { client, key } = requireClient(deps);
  const row = await repo.findInstituteTokens(deps.db);
  if (!row) throw notConnected();
  const ownerId = row.userId;
  const session: TokenSession = {
    key: ownerId,
    load: async () => {
      const current = await repo.findTokens(deps.db, ownerId);
      if (!current) throw notConnected();
      try {
        return decryptTokens(key, current);
      } catch {
        throw notConnected('The stored Canva connection cannot be read with the current TOKEN_ENCRYPTION_KEY: connect Canva again.');
      }
    },
    save: (tokens) => repo.upsertTokens(deps.db, ownerId, encryptTokens(key, ownerId, tokens)),
  };
  try {
    return await work(client.forSession(session), ownerId);
  } catch (error) {
    // A refused refresh token (invalid_grant), or a 401 that survived a refresh: this connection is
    // dead. Our own client credentials being refused (invalid_client) says nothing about it.
    const deadConnection =
      error instanceof CanvaAuthorizationError || (error instanceof CanvaApiError && error.status === 401 && !(error instanceof CanvaClientCredentialsError));
    if (deadConnection) await repo.deleteTokens(deps.db, ownerId);
    throw toAppError(error);
  }
}

// ---- Lists ----

/**
 * The lists are Canva's pages: each call asks Canva for one page and hands back its
 * `continuation` as our cursor, tagged with the list (a token of one list is refused by another)
 * and base64url-encoded, so a client holds an opaque string and never writes Canva's query.
 */
type CanvaList = 'canva-templates' | 'canva-designs' | 'canva-assets';

const cursorInvalid = () => validationFailed({ cursor: 'validation.cursor_invalid' });

/** Our cursor for Canva's token to the next page of `list`; null on the last page. */
export function canvaCursor(list: CanvaList, continuation: string | null): string | null {
  if (continuation === null) return null;
  // The client passes on only tokens that fit CANVA_CONTINUATION_PATTERN, so a cursor made here decodes.
  return Buffer.from(JSON.stringify([list, continuation]), 'utf8').toString('base64url');
}

/** Canva's token from our cursor, or a 400 naming `cursor` when it is not one of this list's. */
export function continuationOf(list: CanvaList, cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw cursorInvalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || parsed[0] !== list || typeof parsed[1] !== 'string' || !CANVA_CONTINUATION_PATTERN.test(parsed[1]))
    throw cursorInvalid();
  return parsed[1];
}

/**
 * One Canva page. Canva answers 400 to a continuation token it no longer takes (expired, or from
 * another query; its specification's example is `invalid_field`, "Invalid continuation token"):
 * that is our cursor's fault, a 400 naming it, not a failure of Canva.
 */
async function canvaPage<T>(continuation: string | undefined, fetchPage: () => Promise<T>): Promise<T> {
  try {
    return await fetchPage();
  } catch (error) {
    if (continuation !== undefined && error instanceof CanvaApiError && error.status === 400) throw cursorInvalid();
    throw error;
  }
}

/** The institute's starter formats (a blank design of a fixed size each), listed beside Canva's brand templates. */
function starterTemplates() {
  return INSTITUTE_ASSET_SPECS.map((spec) => ({
    id: `${STARTER_TEMPLATE_PREFIX}${spec.key}`,
    name: spec.name,
    tags: [...spec.tags] as string[],
    thumbnail: null,
    source: 'institute' as const,
  }));
}

/**
 * A page of the brand templates autofill can fill, with their use counts; the first page also
 * carries the starter formats. An account without brand templates (Canva answers 403) gets the
 * starters alone.
 */
export async function listTemplates(deps: CanvaDeps, query: CanvaPageQuery): Promise<CanvaTemplatePage> {
  const continuation = continuationOf('canva-templates', query.cursor);
  return withInstituteApi(deps, async (api) => {
    let page: CanvaPage<CanvaBrandTemplate> = { items: [], continuation: null };
    let brandTemplatesAvailable = true;
    try {
      // Only templates with fields to fill: a design is made from one by autofill.
      page = await canvaPage(continuation, () => api.listBrandTemplates({ dataset: 'non_empty', continuation, limit: query.limit }));
    } catch (error) {
      // A 403 means this account cannot use brand templates; the starter formats remain.
      if (!(error instanceof CanvaApiError && error.status === 403)) throw error;
      brandTemplatesAvailable = false;
    }
    const fromCanva = page.items.map((t) => ({
      id: t.id,
      name: t.title ?? 'Untitled template',
      tags: ['brand'],
      thumbnail: t.thumbnail ? { url: t.thumbnail.url } : null,
      source: 'brand_template' as const,
    }));
    const starters = continuation === undefined ? starterTemplates() : [];
    const usage = new Map(
      (
        await repo.findTemplates(
          deps.db,
          [...fromCanva, ...starters].map((t) => t.id),
        )
      ).map((row) => [row.templateId, row]),
    );
    const withUsage = <T extends { id: string; tags: string[] }>(t: T) => {
      const local = usage.get(t.id);
      return { ...t, tags: local?.category && !t.tags.includes(local.category) ? [...t.tags, local.category] : t.tags, usageCount: local?.usageCount ?? 0 };
    };
    return {
      items: fromCanva.map(withUsage),
      nextCursor: canvaCursor('canva-templates', page.continuation),
      starters: continuation === undefined ? starters.map(withUsage) : null,
      brandTemplatesAvailable,
    };
  });
}

/** A page of the account's designs, most recently modified first, with what this studio recorded of them. */
export async function listDesigns(deps: CanvaDeps, query: CanvaPageQuery): Promise<CanvaDesignPage> {
  const continuation = continuationOf('canva-designs', query.cursor);
  return withInstituteApi(deps, async (api) => {
    const page = await canvaPage(continuation, () => api.listDesigns({ continuation, limit: query.limit }));
    const local = new Map(
      (
        await repo.findDesigns(
          deps.db,
          page.items.map((d) => d.id),
        )
      ).map((row) => [row.designId, row]),
    );
    const items = page.items.map((d) => {
      const row = local.get(d.id);
      return {
        id: d.id,
        title: d.title ?? row?.title ?? 'Untitled design',
        updated_at: d.updated_at ?? null,
        thumbnail: d.thumbnail ? { url: d.thumbnail.url } : null,
        urls: { edit_url: d.urls.edit_url, view_url: d.urls.view_url ?? null },
        localData: row ? { templateType: row.templateType, brandCompliant: row.brandCompliant } : null,
      };
    });
    return { items, nextCursor: canvaCursor('canva-designs', page.continuation) };
  });
}

/** A page of the images in the account's Uploads folder, with what this studio recorded of them. */
export async function listAssets(deps: CanvaDeps, query: CanvaPageQuery): Promise<CanvaAssetPage> {
  const continuation = continuationOf('canva-assets', query.cursor);
  return withInstituteApi(deps, async (api) => {
    const page = await canvaPage(continuation, () => api.listUploadedImages({ continuation, limit: query.limit }));
    const local = new Map(
      (
        await repo.findAssets(
          deps.db,
          page.items.map((i) => i.id),
        )
      ).map((row) => [row.assetId, row]),
    );
    const items = page.items.map((image) => {
      const row = local.get(image.id);
      return {
        id: image.id,
        name: image.name ?? row?.name ?? 'Untitled asset',
        thumbnail: image.thumbnail ? { url: image.thumbnail.url } : null,
        localData: row ? { isInstituteBranded: row.isInstituteBranded, type: row.type } : null,
      };
    });
    return { items, nextCursor: canvaCursor('canva-assets', page.continuation) };
  });
}

// ---- Brand kit ----

/** Spec point 2, Brand Kit: served from design_service_brand_kit, seeded from the brand constants on first read. */
export async function brandKit(db: Database): Promise<BrandKit> {
  let rows = await repo.listBrandKit(db);
  if (rows.length === 0) {
    let order = 0;
    await repo.seedBrandKitOnce(db, [
      ...DEFAULT_BRAND_KIT.colors.map((c) => ({ name: c.name, type: 'color', value: c.hex, sortOrder: order++ })),
      ...DEFAULT_BRAND_KIT.fonts.map((f) => ({ name: f.name, type: 'font', value: { family: f.family, weights: f.weights }, sortOrder: order++ })),
      { name: 'tagline', type: 'messaging', value: DEFAULT_BRAND_KIT.messaging.tagline, sortOrder: order++ },
      { name: 'mission', type: 'messaging', value: DEFAULT_BRAND_KIT.messaging.mission, sortOrder: order++ },
      { name: 'values', type: 'messaging', value: DEFAULT_BRAND_KIT.messaging.values, sortOrder: order++ },
    ]);
    rows = await repo.listBrandKit(db);
  }
  const kit: BrandKit = { colors: [], fonts: [], messaging: { tagline: '', mission: '', values: [] } };
  for (const row of rows) {
    const value = row.value;
    if (row.type === 'color' && Array.isArray(value)) kit.colors.push({ name: row.name, hex: value.map(String) });
    else if (row.type === 'font' && value && typeof value === 'object') {
      const font = value as { family?: unknown; weights?: unknown };
      kit.fonts.push({ name: row.name, family: String(font.family ?? ''), weights: Array.isArray(font.weights) ? font.weights.map(Number) : [] });
    } else if (row.type === 'messaging') {
      if (row.name === 'values' && Array.isArray(value)) kit.messaging.values = value.map(String);
      else if (row.name === 'tagline' || row.name === 'mission') kit.messaging[row.name] = String(value);
    }
  }
  return kit;
}

// ---- Create ----

type CreateDesignBody = { templateId: string; templateType?: string | undefined; title: string; description?: string | undefined };

/** Spec point 5, create design: a blank design of a starter format, or an autofill of a brand template. */
export async function createDesign(
  deps: CanvaDeps,
  userId: string,
  input: CreateDesignBody,
): Promise<{ editUrl: string; designId: string; filledFromTemplate: boolean }> {
  const templateType = input.templateType || 'general';
  return withInstituteApi(deps, async (api) => {
    const starter = starterTemplate(input.templateId);
    let design: { id: string; editUrl: string; viewUrl: string | null; thumbnailUrl: string | null };
    let templateName: string;
    let templateThumbnail: string | null = null;
    let filledFromTemplate = false;
    if (starter) {
      const created = await api.createDesign({ design_type: { type: 'custom', width: starter.width, height: starter.height }, title: input.title });
      design = { id: created.id, editUrl: created.urls.edit_url, viewUrl: created.urls.view_url ?? null, thumbnailUrl: created.thumbnail?.url ?? null };
      templateName = starter.name;
    } else {
      const template = await api.getBrandTemplate(input.templateId);
      templateName = template.title ?? input.templateId;
      templateThumbnail = template.thumbnail?.url ?? null;
      const made = await designFromBrandTemplate(deps, api, input.templateId, input.title);
      filledFromTemplate = made.filled;
      design = made;
    }
    await repo.insertDesign(deps.db, {
      userId,
      designId: design.id,
      title: input.title,
      description: input.description ?? null,
      templateType,
      thumbnailUrl: design.thumbnailUrl,
      previewUrl: design.viewUrl,
      tags: [templateType],
    });
    await repo.countTemplateUse(deps.db, {
      templateId: input.templateId,
      name: templateName,
      category: templateType,
      thumbnailUrl: templateThumbnail,
      createdBy: userId,
    });
    return { editUrl: design.editUrl, designId: design.id, filledFromTemplate };
  });
}

/** A brand template's design where autofill cannot fill it: a blank A4 portrait design with the title. */
const PLAIN_DESIGN = { type: 'custom', width: 1240, height: 1754 } as const;

/**
 * The wording of the institute for a template's text fields, matched by the field's name: a
 * heading gets the design's title, a name the institute's, a tagline or subtitle the tagline, a
 * body or description the mission; any other text field gets the title.
 */
export function autofillData(
  dataset: Record<string, { type: string }>,
  wording: { title: string; institute: string; tagline: string; mission: string; values: string[] },
) {
  const data: Record<string, { type: 'text'; text: string }> = {};
  for (const [field, { type }] of Object.entries(dataset)) {
    // Images and charts need assets and tables the studio does not have: Canva keeps the template's own.
    if (type !== 'text') continue;
    const name = field.toLowerCase();
    const text = /title|heading|headline|header/.test(name)
      ? wording.title
      : /institute|organi[sz]ation|brand|school|name/.test(name)
        ? wording.institute
        : /tagline|subtitle|slogan|strapline/.test(name)
          ? wording.tagline
          : /mission|body|description|paragraph|text|about/.test(name)
            ? wording.mission
            : /value/.test(name)
              ? wording.values.join(' · ')
              : wording.title;
    data[field] = { type: 'text', text };
  }
  return data;
}

/**
 * A design from a brand template. Canva requires `data` and answers
 * 400 design_not_fillable for a template without fields and 403 for a user without the autofill
 * capability, so both are checked first; where autofill is not possible a plain design is made.
 */
async function designFromBrandTemplate(deps: CanvaDeps, api: CanvaApi, brandTemplateId: string, title: string) {
  const capabilities: string[] = await api.getCapabilities().catch((error: unknown) => {
    if (error instanceof CanvaApiError && error.status === 403) return [];
    throw error;
  });
  const dataset = capabilities.includes('autofill') ? await api.getBrandTemplateDataset(brandTemplateId) : {};
  const kit = await brandKit(deps.db);
  const data = autofillData(dataset, {
    title,
    institute: INSTITUTE.name,
    tagline: kit.messaging.tagline,
    mission: kit.messaging.mission,
    values: kit.messaging.values,
  });
  if (Object.keys(data).length === 0) {
    const created = await api.createDesign({ design_type: PLAIN_DESIGN, title });
    return {
      id: created.id,
      editUrl: created.urls.edit_url,
      viewUrl: created.urls.view_url ?? null,
      thumbnailUrl: created.thumbnail?.url ?? null,
      filled: false,
    };
  }
  return { ...(await autofillDesign(deps, api, brandTemplateId, title, data)), filled: true };
}

/** POST /v1/autofills, then GET /v1/autofills/{id} until the design exists (at most ~15 polls). */
async function autofillDesign(deps: CanvaDeps, api: CanvaApi, brandTemplateId: string, title: string, data: Record<string, { type: 'text'; text: string }>) {
  let job = await api.createAutofill({ brand_template_id: brandTemplateId, title, data });
  for (let poll = 0; job.status === 'in_progress' && poll < 15; poll++) {
    await sleep(deps.autofillPollMs);
    job = await api.getAutofill(job.id);
  }
  if (job.status === 'in_progress') throw new AppError(504, 'CANVA_TIMEOUT', 'Canva is still creating the design; try again in a moment.');
  const design = job.result?.design;
  const editUrl = design?.urls?.edit_url ?? design?.url;
  if (job.status === 'failed' || !design?.id || !editUrl) {
    throw new AppError(
      502,
      'CANVA_AUTOFILL_FAILED',
      `Canva could not create the design from this template${job.error?.message ? `: ${job.error.message}` : ''}.`,
    );
  }
  return { id: design.id, editUrl, viewUrl: design.urls?.view_url ?? null, thumbnailUrl: design.thumbnail?.url ?? null };
}

// ---- Export ----

/** Spec point 9: PNG, JPG or PDF; "high" asks Canva for its pro export quality (and JPG quality 100). */
export function exportFormat(format: CanvaExportFormatName, quality: 'standard' | 'high'): CanvaExportFormat {
  const exportQuality = quality === 'high' ? 'pro' : 'regular';
  if (format === 'JPG') return { type: 'jpg', quality: quality === 'high' ? 100 : 80, export_quality: exportQuality };
  if (format === 'PDF') return { type: 'pdf', export_quality: exportQuality };
  return { type: 'png', export_quality: exportQuality };
}

const jobStatus = (status: 'in_progress' | 'success' | 'failed') => (status === 'in_progress' ? 'pending' : status);

/**
 * Starts an export. "high" asks for Canva's pro quality, which needs a paid plan: Canva answers
 * license_required for the others, and the export is made at regular quality instead, which the
 * answer says.
 */
export async function startExport(
  deps: CanvaDeps,
  userId: string,
  input: { designId: string; format: CanvaExportFormatName; quality?: 'standard' | 'high' | undefined },
): Promise<{ jobId: string; qualityFallback: boolean }> {
  const requested = input.quality ?? 'standard';
  return withInstituteApi(deps, async (api) => {
    let quality = requested;
    let job;
    try {
      job = await api.createExport(input.designId, exportFormat(input.format, quality));
    } catch (error) {
      if (!(quality === 'high' && error instanceof CanvaApiError && error.code === 'license_required')) throw error;
      quality = 'standard';
      job = await api.createExport(input.designId, exportFormat(input.format, quality));
    }
    await repo.insertExport(deps.db, {
      designId: input.designId,
      exportId: job.id,
      format: input.format,
      quality,
      status: jobStatus(job.status),
      downloadUrl: job.urls?.[0] ?? null,
      expiresAt: job.status === 'success' ? new Date(Date.now() + EXPORT_URL_LIFETIME_MS) : null,
      exportedBy: userId,
    });
    return { jobId: job.id, qualityFallback: quality !== requested };
  });
}

/** GET /v1/exports/{id}, recorded on the export row. Only jobs this studio started are answered. */
export async function exportStatus(deps: CanvaDeps, jobId: string): Promise<ExportStatus> {
  const row = await repo.findExport(deps.db, jobId);
  if (!row) throw notFound('No export job with this id');
  return withInstituteApi(deps, async (api) => {
    const job = await api.getExport(jobId);
    const status = jobStatus(job.status);
    if (status !== row.status || (status === 'success' && job.urls?.[0] !== row.downloadUrl)) {
      await repo.updateExport(deps.db, jobId, {
        status,
        downloadUrl: job.urls?.[0] ?? null,
        expiresAt: status === 'success' ? new Date(Date.now() + EXPORT_URL_LIFETIME_MS) : null,
      });
    }
    if (status === 'success') return { status, url: job.urls?.[0], urls: job.urls ?? [] };
    if (status === 'failed') return { status, error: job.error?.message ?? job.error?.code ?? 'The export failed' };
    return { status };
  });
}

// ---- Institute assets ----

/** Spec point 7: each institute format becomes a design and a PNG export; one failure does not stop the rest. */
export async function generateInstituteAssets(deps: CanvaDeps, userId: string): Promise<GenerateAssetsResult> {
  requireClient(deps);
  if (!(await authStatus(deps)).connected) throw notConnected();
  const assets: GenerateAssetsResult['assets'] = [];
  for (const spec of INSTITUTE_ASSET_SPECS) {
    const entry: GenerateAssetsResult['assets'][number] = { spec: { name: spec.name, width: spec.width, height: spec.height } };
    try {
      const created = await createDesign(deps, userId, {
        templateId: `${STARTER_TEMPLATE_PREFIX}${spec.key}`,
        templateType: spec.tags[0],
        title: assetDesignTitle(spec),
        description: `${spec.name}, ${spec.width} x ${spec.height} px`,
      });
      entry.editUrl = created.editUrl;
      entry.jobId = (await startExport(deps, userId, { designId: created.designId, format: 'PNG', quality: 'standard' })).jobId;
    } catch (error) {
      if (error instanceof AppError && error.code === 'CANVA_NOT_CONNECTED') throw error;
      entry.error = error instanceof AppError ? error.message : 'Unexpected error';
    }
    assets.push(entry);
  }
  const failed = assets.filter((a) => a.error).length;
  const started = assets.length - failed;
  return {
    success: failed === 0,
    message:
      failed === 0
        ? `Created ${assets.length} institute designs and started their PNG exports.`
        : `Created ${started} of ${assets.length} institute designs; ${failed} could not be created or exported.`,
    assets,
    instructions: { next_steps: GENERATION_NEXT_STEPS },
  };
}

const EXTENSIONS: Record<string, string> = { PNG: 'png', JPG: 'jpg', PDF: 'pdf' };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'design';

/** Spec point 4: once all jobs succeed, their files come back as one zip; 409 while any is not ready. */
export async function downloadAssetsZip(deps: CanvaDeps, jobIds: string[]): Promise<Buffer> {
  const unique = [...new Set(jobIds)];
  const rows = await repo.findExportsWithTitles(deps.db, unique);
  const known = new Set(rows.map((r) => r.export.exportId));
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length > 0) throw notFound(`No export job with id ${unknown.join(', ')}`);
  return withInstituteApi(deps, async (api) => {
    const jobs = await Promise.all(rows.map(async (row) => ({ row, job: await api.getExport(row.export.exportId) })));
    for (const { row, job } of jobs) {
      const status = jobStatus(job.status);
      if (status !== row.export.status) await repo.updateExport(deps.db, row.export.exportId, { status, downloadUrl: job.urls?.[0] ?? null });
    }
    const notReady = jobs.filter(({ job }) => job.status !== 'success' || !job.urls?.length);
    if (notReady.length > 0) {
      const failed = notReady.filter(({ job }) => job.status === 'failed').length;
      throw new AppError(
        409,
        failed > 0 ? 'EXPORTS_FAILED' : 'EXPORTS_NOT_READY',
        failed > 0
          ? `${failed} of ${jobs.length} exports failed; export those designs again.`
          : `${notReady.length} of ${jobs.length} exports are still running; download once all have succeeded.`,
      );
    }
    const names = new Set<string>();
    // PNG, JPG and PDF are compressed already: stored as they are (level 0), they zip in no time.
    const entries: Zippable = {};
    for (const { row, job } of jobs) {
      const urls = job.urls ?? [];
      const base = slug(row.title ?? row.export.designId);
      const extension = EXTENSIONS[row.export.format] ?? 'bin';
      for (const [index, url] of urls.entries()) {
        let name = `${base}${urls.length > 1 ? `-page-${index + 1}` : ''}.${extension}`;
        for (let n = 2; names.has(name); n++) name = `${base}-${n}.${extension}`;
        names.add(name);
        const file = await api.download(url);
        entries[name] = [new Uint8Array(file.data), { level: 0, mtime: new Date() }];
        if (index === 0) await repo.updateExport(deps.db, row.export.exportId, { fileSize: file.data.length });
      }
    }
    return Buffer.from(zipSync(entries));
  });
}
