import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

/**
 * A client for the Canva Connect REST API (https://www.canva.dev/docs/connect/): OAuth 2.0
 * authorization code with PKCE (SHA-256), then Bearer calls on the user's behalf. Endpoints used:
 *   GET  {authUrl}                                    (the browser, https://www.canva.com/api/oauth/authorize)
 *   POST {auth}/v1/oauth/token                        grant_type authorization_code | refresh_token, HTTP Basic client auth
 *   POST {auth}/v1/oauth/revoke                       revoke a token and its lineage (disconnecting)
 *   GET  {api}/v1/users/me/capabilities               whether the user may autofill
 *   GET  {api}/v1/brand-templates/{id}/dataset        a template's fillable fields
 *   GET  {api}/v1/designs                             list designs, a page at a time
 *   POST {api}/v1/designs                             create a design (design_type preset or custom)
 *   GET  {api}/v1/brand-templates                     list brand templates, a page at a time (Pro, Teams, Enterprise)
 *   GET  {api}/v1/brand-templates/{brandTemplateId}   one brand template
 *   POST {api}/v1/autofills, GET {api}/v1/autofills/{jobId}   a design from a brand template
 *   GET  {api}/v1/folders/uploads/items?item_types=image       the user's uploaded image assets, a page at a time
 *   POST {api}/v1/exports, GET {api}/v1/exports/{exportId}    export jobs
 * plus a plain GET of each export download URL (pre-signed, no Authorization header).
 *
 * The three lists answer one Canva page per call: `continuation` and `limit` are the
 * query parameters Canva's OpenAPI description gives each of them (openapi/spec.yml of
 * canva-sdks/canva-connect-api-starter-kit, a copy of https://www.canva.dev/sources/connect/api/latest/api.yml:
 * listDesigns, listBrandTemplates and listFolderItems), and the answer's `continuation` is handed
 * back for the caller to carry to the next page.
 */

/** Scopes the design studio needs (https://www.canva.dev/docs/connect/appendix/scopes/). */
export const CANVA_SCOPES = [
  'profile:read',
  'design:meta:read',
  'design:content:read',
  'design:content:write',
  'brandtemplate:meta:read',
  'brandtemplate:content:read',
  'asset:read',
  'folder:read',
] as const;

/** Refresh the access token when less than this is left of it. */
const REFRESH_MARGIN_MS = 60_000;
/** Export download URLs are valid for 24 hours (Canva docs, "Create design export job"). */
export const EXPORT_URL_LIFETIME_MS = 24 * 3_600_000;
const MAX_DOWNLOAD_BYTES = 100 * 1024 * 1024;

export interface CanvaConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Up to and excluding /v1, e.g. https://api.canva.com/rest. */
  apiBaseUrl: string;
  /**
   * The OAuth server, up to and excluding /v1: https://api.canva.com/auth (Canva's discovery
   * document names https://api.canva.com/auth/v1/oauth/token; the /rest path is deprecated).
   */
  authApiBaseUrl: string;
  authUrl: string;
  /** A 429 whose Retry-After is at most this many seconds is retried once; longer waits are the caller's. */
  maxRetryAfterSeconds?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface CanvaTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  scope: string[];
}

/** Where one user's tokens live; the client loads them before a call and saves them after a refresh. */
export interface TokenSession {
  /** Serialises refreshes: one per key at a time (Canva refresh tokens are single-use). */
  key: string;
  load: () => Promise<CanvaTokens>;
  save: (tokens: CanvaTokens) => Promise<void>;
}

/** An error answer from Canva: `{ code, message }` (https://www.canva.dev/docs/connect/error-responses/). */
export class CanvaApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'CanvaApiError';
  }
}

/** The token endpoint refused the code or refresh token (invalid_grant): the user must connect again. */
export class CanvaAuthorizationError extends CanvaApiError {
  override name = 'CanvaAuthorizationError';
}

/**
 * The token endpoint refused this server's own client credentials (invalid_client): a
 * configuration fault. The user's connection is fine and must not be thrown away.
 */
export class CanvaClientCredentialsError extends CanvaApiError {
  override name = 'CanvaClientCredentialsError';
}

/** Canva could not be reached or answered something unreadable. */
export class CanvaUnavailableError extends Error {
  override name = 'CanvaUnavailableError';
}

// Response shapes (only the fields used; zod drops the rest).
const thumbnailSchema = z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() });
const designSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  thumbnail: thumbnailSchema.optional(),
  urls: z.object({ edit_url: z.string(), view_url: z.string().optional() }),
  created_at: z.number().optional(),
  updated_at: z.number().optional(),
  page_count: z.number().optional(),
});
export type CanvaDesign = z.infer<typeof designSchema>;

const brandTemplateSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  view_url: z.string().optional(),
  create_url: z.string().optional(),
  // Null just after a template is published, before Canva has drawn it.
  thumbnail: thumbnailSchema.nullable().optional(),
  created_at: z.number().optional(),
  updated_at: z.number().optional(),
});
export type CanvaBrandTemplate = z.infer<typeof brandTemplateSchema>;

const jobErrorSchema = z.object({ code: z.string(), message: z.string().optional() });
const jobStatusSchema = z.enum(['in_progress', 'success', 'failed']);

const autofillJobSchema = z.object({
  id: z.string(),
  status: jobStatusSchema,
  result: z
    .object({
      type: z.string(),
      design: z.object({
        id: z.string().optional(),
        title: z.string().optional(),
        url: z.string().optional(),
        urls: z.object({ edit_url: z.string(), view_url: z.string().optional() }).optional(),
        thumbnail: thumbnailSchema.optional(),
      }),
    })
    .optional(),
  error: jobErrorSchema.optional(),
});
export type CanvaAutofillJob = z.infer<typeof autofillJobSchema>;

const exportJobSchema = z.object({
  id: z.string(),
  status: jobStatusSchema,
  urls: z.array(z.string()).optional(),
  error: jobErrorSchema.optional(),
});
export type CanvaExportJob = z.infer<typeof exportJobSchema>;

const imageItemSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  tags: z.array(z.string()).optional(),
  thumbnail: thumbnailSchema.optional(),
});
export type CanvaImageAsset = z.infer<typeof imageItemSchema>;
const folderItemSchema = z.object({ type: z.string(), image: imageItemSchema.optional() });

const capabilitiesSchema = z.object({ capabilities: z.array(z.string()).optional() });
const datasetSchema = z.object({ dataset: z.record(z.string(), z.object({ type: z.string() })).optional() });

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  token_type: z.string().optional(),
  expires_in: z.number(),
  scope: z.string().optional(),
});

/**
 * The most items Canva gives a page: `limit` is 1-100 on all three lists (`maximum: 100` in the
 * specification; the defaults are 25 for designs and brand templates, 50 for folder items).
 */
export const CANVA_MAX_PAGE_SIZE = 100;
/**
 * The longest continuation token carried. Canva's specification gives the token no length; its
 * examples are 79 characters. One longer than this is an answer we cannot page on, and is read as
 * an unreadable answer rather than dropped (which would end the list silently).
 */
export const CANVA_MAX_CONTINUATION_LENGTH = 2_000;
/** A continuation token we carry: visible ASCII, as Canva's examples are ("RkFGMgXlsVTDbMd:MR3L..."). */
export const CANVA_CONTINUATION_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${CANVA_MAX_CONTINUATION_LENGTH}}$`);

const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), continuation: z.string().optional() });

/** One page of a Canva list, and the token to the next page (null on the last). */
export interface CanvaPage<T> {
  items: T[];
  continuation: string | null;
}

/** Which page of a list: Canva's token from the page before (none for the first), and its size (clamped to 1-100). */
export interface CanvaPageRequest {
  continuation?: string | undefined;
  limit?: number | undefined;
}

export type CanvaDesignType = { type: 'preset'; name: 'doc' | 'whiteboard' | 'presentation' } | { type: 'custom'; width: number; height: number };

/** The `format` object of POST /v1/exports. */
export type CanvaExportFormat =
  | { type: 'png'; export_quality?: 'regular' | 'pro'; width?: number; height?: number; lossless?: boolean }
  | { type: 'jpg'; quality: number; export_quality?: 'regular' | 'pro'; width?: number; height?: number }
  | { type: 'pdf'; export_quality?: 'regular' | 'pro'; size?: 'a4' | 'a3' | 'letter' | 'legal' };

/** A PKCE pair: a 43-128 character verifier and its S256 challenge (RFC 7636). */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(64).toString('base64url'); // 86 characters
  return { verifier, challenge: pkceChallenge(verifier) };
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date); 1 when absent or unreadable. */
function retryAfterSeconds(header: string | null): number {
  if (!header) return 1;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1 : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function errorFrom(response: Response): Promise<CanvaApiError> {
  const text = await response.text().catch(() => '');
  let code = `http_${response.status}`;
  let message = text.slice(0, 300) || response.statusText || `HTTP ${response.status}`;
  try {
    const body = JSON.parse(text) as { code?: unknown; error?: unknown; message?: unknown; error_description?: unknown };
    // API errors are { code, message }; the token endpoint answers OAuth-style { error, error_description }.
    const bodyCode = body.code ?? body.error;
    const bodyMessage = body.message ?? body.error_description;
    if (typeof bodyCode === 'string') code = bodyCode;
    if (typeof bodyMessage === 'string') message = bodyMessage;
  } catch {
    // Not JSON: keep the text.
  }
  const retryAfter = response.status === 429 ? retryAfterSeconds(response.headers.get('retry-after')) : undefined;
  return new CanvaApiError(response.status, code, message, retryAfter);
}

export class CanvaClient {
  private readonly fetchImpl: typeof fetch;
  private readonly refreshing = new Map<string, Promise<CanvaTokens>>();

  constructor(readonly config: CanvaConfig) {
    this.fetchImpl = config.fetch ?? fetch;
  }

  /** The URL to open in the pop-up (https://www.canva.dev/docs/connect/authentication/). */
  authorizeUrl({ state, codeChallenge, scopes = CANVA_SCOPES }: { state: string; codeChallenge: string; scopes?: readonly string[] }): string {
    const url = new URL(this.config.authUrl);
    url.searchParams.set('code_challenge', codeChallenge);
    // Canva's documentation spells the method in lower case: code_challenge_method=s256.
    url.searchParams.set('code_challenge_method', 's256');
    url.searchParams.set('scope', scopes.join(' '));
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('state', state);
    url.searchParams.set('redirect_uri', this.config.redirectUri);
    return url.toString();
  }

  /** POST /v1/oauth/token with grant_type=authorization_code. */
  exchangeCode(code: string, codeVerifier: string): Promise<CanvaTokens> {
    return this.tokenRequest({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: this.config.redirectUri });
  }

  /** POST /v1/oauth/token with grant_type=refresh_token; Canva rotates the refresh token. */
  refreshTokens(refreshToken: string): Promise<CanvaTokens> {
    return this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** An API bound to one user's stored tokens. */
  forSession(session: TokenSession): CanvaApi {
    return new CanvaApi(this, session);
  }

  /** POST /v1/oauth/revoke: the token and its lineage stop working, and the user's consent is withdrawn. */
  async revoke(token: string): Promise<void> {
    const response = await this.send(this.authUrl('/v1/oauth/revoke'), {
      method: 'POST',
      headers: { authorization: this.basicAuth(), 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ token }).toString(),
    });
    if (!response.ok) throw await errorFrom(response);
    await response.body?.cancel();
  }

  private basicAuth(): string {
    return `Basic ${Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64')}`;
  }

  private authUrl(path: string): string {
    return `${this.config.authApiBaseUrl.replace(/\/+$/, '')}${path}`;
  }

  private async tokenRequest(params: Record<string, string>): Promise<CanvaTokens> {
    const response = await this.send(this.authUrl('/v1/oauth/token'), {
      method: 'POST',
      headers: { authorization: this.basicAuth(), 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(params).toString(),
    });
    if (!response.ok) {
      const error = await errorFrom(response);
      // RFC 6749, 5.2: invalid_client is our credentials, invalid_grant the user's code or refresh token.
      if (error.code === 'invalid_client') throw new CanvaClientCredentialsError(error.status, error.code, error.message);
      if (error.code === 'invalid_grant' || (response.status === 400 && params.grant_type === 'authorization_code')) {
        throw new CanvaAuthorizationError(error.status, error.code, error.message);
      }
      throw error;
    }
    const parsed = tokenResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new CanvaUnavailableError('Canva answered the token request with an unreadable body');
    const body = parsed.data;
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? params.refresh_token ?? null,
      expiresAt: new Date(Date.now() + body.expires_in * 1000),
      scope: body.scope ? body.scope.split(/\s+/).filter(Boolean) : [],
    };
  }

  /**
   * Refreshes `session`'s tokens unless someone already replaced `staleAccessToken`: concurrent
   * callers share one refresh, since reusing a rotated refresh token would fail.
   */
  async refreshFor(session: TokenSession, staleAccessToken: string): Promise<CanvaTokens> {
    const running = this.refreshing.get(session.key);
    if (running) return running;
    const work = (async () => {
      const current = await session.load();
      if (current.accessToken !== staleAccessToken) return current;
      if (!current.refreshToken) throw new CanvaAuthorizationError(401, 'invalid_grant', 'The Canva access token expired and there is no refresh token');
      const fresh = await this.refreshTokens(current.refreshToken);
      await session.save(fresh);
      return fresh;
    })();
    this.refreshing.set(session.key, work);
    try {
      return await work;
    } finally {
      this.refreshing.delete(session.key);
    }
  }

  apiUrl(path: string, query?: Record<string, string | undefined>): string {
    const url = new URL(`${this.config.apiBaseUrl.replace(/\/+$/, '')}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, value);
    return url.toString();
  }

  /** fetch with a timeout and one retry after a short Retry-After on 429. */
  async send(url: string, init: RequestInit): Promise<Response> {
    const maxWait = this.config.maxRetryAfterSeconds ?? 5;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(this.config.timeoutMs ?? 20_000) });
      } catch (error) {
        throw new CanvaUnavailableError(`Canva could not be reached: ${(error as Error).message}`);
      }
      if (response.status !== 429 || attempt > 0) return response;
      const wait = retryAfterSeconds(response.headers.get('retry-after'));
      if (wait > maxWait) return response;
      await response.body?.cancel();
      await sleep(wait * 1000);
    }
  }
}

/** Canva Connect calls on behalf of one user. */
export class CanvaApi {
  constructor(
    private readonly client: CanvaClient,
    private readonly session: TokenSession,
  ) {}

  /** GET /v1/designs: one page, most recently modified first. */
  async listDesigns(request: CanvaPageRequest = {}): Promise<CanvaPage<CanvaDesign>> {
    return this.listPage('/v1/designs', { sort_by: 'modified_descending' }, designSchema, request);
  }

  /** POST /v1/designs. */
  async createDesign(body: { design_type?: CanvaDesignType; asset_id?: string; title?: string }): Promise<CanvaDesign> {
    const result = await this.call('POST', '/v1/designs', z.object({ design: designSchema }), { body });
    return result.design;
  }

  /** GET /v1/brand-templates: one page; `dataset: 'non_empty'` keeps only templates autofill can fill. */
  async listBrandTemplates(options: { dataset?: 'any' | 'non_empty' } & CanvaPageRequest = {}): Promise<CanvaPage<CanvaBrandTemplate>> {
    const { dataset, ...request } = options;
    return this.listPage('/v1/brand-templates', dataset ? { dataset } : {}, brandTemplateSchema, request);
  }

  /** GET /v1/users/me/capabilities (scope profile:read): e.g. "autofill", "brand_template". */
  async getCapabilities(): Promise<string[]> {
    return (await this.call('GET', '/v1/users/me/capabilities', capabilitiesSchema)).capabilities ?? [];
  }

  /** GET /v1/brand-templates/{id}/dataset: the template's fillable fields and their types (text, image, chart). */
  async getBrandTemplateDataset(brandTemplateId: string): Promise<Record<string, { type: string }>> {
    const path = `/v1/brand-templates/${encodeURIComponent(brandTemplateId)}/dataset`;
    return (await this.call('GET', path, datasetSchema)).dataset ?? {};
  }

  /** GET /v1/brand-templates/{brandTemplateId}. */
  async getBrandTemplate(brandTemplateId: string): Promise<CanvaBrandTemplate> {
    const path = `/v1/brand-templates/${encodeURIComponent(brandTemplateId)}`;
    return (await this.call('GET', path, z.object({ brand_template: brandTemplateSchema }))).brand_template;
  }

  /** POST /v1/autofills: a new design from a brand template. */
  async createAutofill(body: { brand_template_id: string; title?: string; data: Record<string, { type: 'text'; text: string }> }): Promise<CanvaAutofillJob> {
    return (await this.call('POST', '/v1/autofills', z.object({ job: autofillJobSchema }), { body })).job;
  }

  /** GET /v1/autofills/{jobId}. */
  async getAutofill(jobId: string): Promise<CanvaAutofillJob> {
    return (await this.call('GET', `/v1/autofills/${encodeURIComponent(jobId)}`, z.object({ job: autofillJobSchema }))).job;
  }

  /** GET /v1/folders/uploads/items?item_types=image: one page of the images in the user's Uploads folder. */
  async listUploadedImages(request: CanvaPageRequest = {}): Promise<CanvaPage<CanvaImageAsset>> {
    const result = await this.listPage('/v1/folders/uploads/items', { item_types: 'image' }, folderItemSchema, request);
    return { items: result.items.flatMap((item) => (item.type === 'image' && item.image ? [item.image] : [])), continuation: result.continuation };
  }

  /** POST /v1/exports. */
  async createExport(designId: string, format: CanvaExportFormat): Promise<CanvaExportJob> {
    return (await this.call('POST', '/v1/exports', z.object({ job: exportJobSchema }), { body: { design_id: designId, format } })).job;
  }

  /** GET /v1/exports/{exportId}. */
  async getExport(exportId: string): Promise<CanvaExportJob> {
    return (await this.call('GET', `/v1/exports/${encodeURIComponent(exportId)}`, z.object({ job: exportJobSchema }))).job;
  }

  /** Downloads an export URL (pre-signed: no Authorization header), refusing bodies over 100 MB. */
  async download(url: string): Promise<{ data: Buffer; contentType: string | null }> {
    const response = await this.client.send(url, { method: 'GET' });
    if (!response.ok) throw await errorFrom(response);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_DOWNLOAD_BYTES) throw new CanvaUnavailableError('The exported file is too large to download');
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length > MAX_DOWNLOAD_BYTES) throw new CanvaUnavailableError('The exported file is too large to download');
    return { data, contentType: response.headers.get('content-type') };
  }

  /**
   * One page of a list. The filters and sort go with every page, as on the first (Canva documents
   * them beside `continuation`, not instead of it); the token is sent as a query value, encoded.
   */
  private async listPage<T extends z.ZodType>(path: string, query: Record<string, string>, item: T, request: CanvaPageRequest): Promise<CanvaPage<z.infer<T>>> {
    const limit = request.limit === undefined ? undefined : String(Math.min(Math.max(Math.trunc(request.limit), 1), CANVA_MAX_PAGE_SIZE));
    const result = await this.call('GET', path, page(item), { query: { ...query, limit, continuation: request.continuation || undefined } });
    const continuation = result.continuation || null;
    if (continuation !== null && !CANVA_CONTINUATION_PATTERN.test(continuation)) {
      throw new CanvaUnavailableError(`Canva answered GET ${path} with a continuation token that cannot be carried to the next page`);
    }
    return { items: result.items as z.infer<T>[], continuation };
  }

  /** A Bearer call: refreshes first when under a minute is left, and once more on a 401. */
  private async call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    options: { query?: Record<string, string | undefined>; body?: unknown } = {},
  ): Promise<z.infer<T>> {
    let tokens = await this.session.load();
    if (tokens.expiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS) tokens = await this.client.refreshFor(this.session, tokens.accessToken);
    const url = this.client.apiUrl(path, options.query);
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const response = await this.client.send(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      if (response.status === 401 && attempt === 0 && tokens.refreshToken) {
        await response.body?.cancel();
        tokens = await this.client.refreshFor(this.session, tokens.accessToken);
        continue;
      }
      if (!response.ok) throw await errorFrom(response);
      const parsed = schema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new CanvaUnavailableError(`Canva answered ${method} ${path} with an unexpected body`);
      return parsed.data;
    }
  }
}
