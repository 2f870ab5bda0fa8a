import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/** A real PNG (8-bit RGB, one colour) so downloads carry image bytes, not placeholders. */
export function makePng(width: number, height: number, rgb: [number, number, number] = [0xc9, 0xc8, 0xf2]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]!)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Design {
  id: string;
  title: string;
  width: number;
  height: number;
  created_at: number;
  updated_at: number;
}

interface ExportJob {
  id: string;
  designId: string;
  format: { type: string; [key: string]: unknown };
  polls: number;
  fail: boolean;
}

export interface FakeCanvaOptions {
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of issued access tokens, in seconds (Canva: currently 4 hours). */
  accessTokenSeconds?: number;
  /** An export job reports success on this GET (earlier GETs say in_progress). */
  exportPollsUntilDone?: number;
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /**
   * Also answer POST /__fake/revoke-all (revokeAll over HTTP), for tests in another process than
   * the fake, such as the browser tests.
   */
  httpControls?: boolean;
  /** What GET /v1/users/me/capabilities lists (default: autofill and brand_template). */
  capabilities?: string[];
}

export interface FakeCanva {
  /** http://127.0.0.1:port */
  origin: string;
  /** CANVA_API_BASE_URL for the client: the fake serves /rest/v1/... like api.canva.com. */
  apiBaseUrl: string;
  /** CANVA_AUTH_URL for the client. */
  authUrl: string;
  /** CANVA_AUTH_API_BASE_URL for the client: the fake serves /auth/v1/oauth/token and /revoke like api.canva.com. */
  authApiBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every request the fake answered, in order, with its query parameters. */
  requests: { method: string; path: string; query: Record<string, string>; body: unknown; authorization: string | undefined }[];
  /** Token grants answered, and the tokens issued (newest last). */
  grants: { grant_type: string; access_token?: string; refresh_token?: string }[];
  exports: Map<string, ExportJob>;
  designs: Map<string, Design>;
  /** The user approving in Canva: opens the authorize URL and returns where Canva redirects. */
  approve: (authUrl: string) => Promise<URL>;
  /** The next request to this path (e.g. '/v1/designs') answers 429 with Retry-After. */
  rateLimitOnce: (path: string, retryAfterSeconds?: number) => void;
  /** Invalidates an access token so the next call with it answers 401. */
  revokeAccessToken: (token: string) => void;
  /** The user removes the app's access in Canva: every access and refresh token stops working. */
  revokeAll: () => void;
  /** The next export created fails instead of succeeding. */
  failNextExport: () => void;
  /** Brand templates need Canva Enterprise: make the list answer 403. */
  setBrandTemplatesForbidden: (forbidden: boolean) => void;
  /** The user's capabilities (GET /v1/users/me/capabilities); without "autofill", POST /v1/autofills answers 403. */
  setCapabilities: (capabilities: string[]) => void;
  /** Whether pro-quality exports are licensed; when not, they answer 403 license_required. */
  setProExportsLicensed: (licensed: boolean) => void;
  /** The client secret the token and revoke endpoints accept (to act out a secret rotated in Canva). */
  setClientSecret: (secret: string) => void;
  /** Tokens revoked through POST /v1/oauth/revoke. */
  revoked: string[];
  /** Adds designs straight to the account (as if made in Canva's editor), each modified a second after the last; returns their ids. */
  addDesigns: (count: number, titlePrefix?: string) => string[];
  /** Adds fillable brand templates (one text field each) after the sample ones; returns their ids. */
  addBrandTemplates: (count: number) => string[];
  /** Adds images to the Uploads folder after the sample logo; returns their ids. */
  addImages: (count: number) => string[];
  /** Every continuation token handed out stops working (Canva answers 400 to it), as an expired one does. */
  expireContinuations: () => void;
  close: () => Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const apiError = (res: ServerResponse, status: number, code: string, message: string, headers?: Record<string, string>) =>
  json(res, status, { code, message }, headers);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A local stand-in for Canva Connect, answering with the shapes of its documentation. */
export async function startFakeCanva(options: FakeCanvaOptions = {}): Promise<FakeCanva> {
  const clientId = options.clientId ?? 'OC-test-client';
  const clientSecret = options.clientSecret ?? 'cnvca-test-secret';
  const accessTokenSeconds = options.accessTokenSeconds ?? 14_400;
  const exportPollsUntilDone = options.exportPollsUntilDone ?? 2;

  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>();
  const accessTokens = new Map<string, { expiresAt: number; scope: string }>();
  const refreshTokens = new Map<string, { scope: string }>();
  const designs = new Map<string, Design>();
  const exports = new Map<string, ExportJob>();
  const autofills = new Map<string, { designId: string; polls: number }>();
  const rateLimits = new Map<string, number>();
  let failNext = false;
  let brandTemplatesForbidden = false;
  let capabilities = options.capabilities ?? ['autofill', 'brand_template'];
  let proLicensed = true;
  let acceptedSecret = clientSecret;
  const revoked: string[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}${(++counter).toString().padStart(6, '0')}${randomBytes(3).toString('hex')}`;
  const requests: FakeCanva['requests'] = [];
  const grants: FakeCanva['grants'] = [];
  let origin = '';
  const revokeAll = () => {
    accessTokens.clear();
    refreshTokens.clear();
  };

  // Thumbnails are served by the fake itself (Canva's sit on its own export bucket), so a browser
  // showing them loads real images. A getter, as the origin is known only once the server listens.
  const thumbnail = (id: string, width: number, height: number) => ({
    width,
    height,
    get url() {
      return `${origin}/thumbnails/${id}.png`;
    },
  });
  // Canva's shapes: a template with fields to fill; one just published (thumbnail null until Canva
  // draws it); one with nothing to fill (Canva leaves it out of ?dataset=non_empty).
  const template = (id: string, title: string, thumb: ReturnType<typeof thumbnail> | null, created: number) => ({
    id,
    title,
    view_url: `https://www.canva.com/design/${id}/view`,
    create_url: `https://www.canva.com/design/${id}/remix`,
    thumbnail: thumb,
    created_at: created,
    updated_at: created + 100,
  });
  const brandTemplates = [
    template('BTkti0001', 'KTI lecture handout', thumbnail('BTkti0001', 400, 300), 1_700_000_000),
    template('BTkti0002', 'KTI welcome card', null, 1_700_000_200),
    template('BTkti0003', 'KTI plain letterhead', thumbnail('BTkti0003', 400, 560), 1_700_000_300),
  ];
  const datasets: Record<string, Record<string, { type: 'text' | 'image' | 'chart' }>> = {
    BTkti0001: { heading: { type: 'text' }, institute_name: { type: 'text' }, tagline: { type: 'text' }, cover_photo: { type: 'image' } },
    BTkti0002: { title: { type: 'text' } },
    BTkti0003: {},
  };
  const images = [
    {
      type: 'image',
      id: 'MAkti-logo',
      name: 'KTI logo',
      tags: ['logo'],
      created_at: 1_700_000_000,
      updated_at: 1_700_000_000,
      thumbnail: thumbnail('MAkti-logo', 256, 256),
    },
  ];

  // Canva's paging (openapi/spec.yml: listDesigns, listBrandTemplates, listFolderItems): `limit` is
  // 1-100 with a default per list, and a page that is not the last carries an opaque
  // `continuation` token for the next. A token it does not know (or no longer takes) is a 400, in
  // the shape of the specification's example for an invalid continuation.
  const continuations = new Map<string, { path: string; offset: number }>();
  const pageOf = (res: ServerResponse, url: URL, path: string, items: unknown[], defaultLimit: number) => {
    const limitParam = url.searchParams.get('limit');
    const limit = limitParam === null ? defaultLimit : Number(limitParam);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return apiError(res, 400, 'invalid_field', 'limit must be an integer from 1 to 100');
    const token = url.searchParams.get('continuation');
    const from = token === null ? { path, offset: 0 } : continuations.get(token);
    if (!from || from.path !== path) return apiError(res, 400, 'invalid_field', 'Invalid continuation token');
    const end = from.offset + limit;
    let continuation: string | undefined;
    if (end < items.length) {
      continuation = `${randomBytes(12).toString('base64url')}:${randomBytes(45).toString('base64url')}`;
      continuations.set(continuation, { path, offset: end });
    }
    return json(res, 200, { items: items.slice(from.offset, end), ...(continuation && { continuation }) });
  };

  const designJson = (d: Design) => ({
    id: d.id,
    title: d.title,
    owner: { user_id: 'UAfake', team_id: 'BAfake' },
    thumbnail: thumbnail(d.id, 320, Math.round((320 * d.height) / d.width)),
    urls: { edit_url: `https://www.canva.com/api/design/${d.id}/edit?token=fake`, view_url: `https://www.canva.com/api/design/${d.id}/view?token=fake` },
    created_at: d.created_at,
    updated_at: d.updated_at,
    page_count: 1,
  });

  const createDesign = (title: string, width: number, height: number): Design => {
    const now = Math.floor(Date.now() / 1000);
    const design = { id: nextId('DA'), title, width, height, created_at: now, updated_at: now };
    designs.set(design.id, design);
    return design;
  };

  const issueTokens = (scope: string) => {
    const access = `acc_${randomBytes(24).toString('base64url')}`;
    const refresh = `ref_${randomBytes(24).toString('base64url')}`;
    accessTokens.set(access, { expiresAt: Date.now() + accessTokenSeconds * 1000, scope });
    refreshTokens.set(refresh, { scope });
    return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: accessTokenSeconds, scope };
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    const raw = req.method === 'POST' ? await readBody(req) : '';
    let body: unknown = raw;
    if (raw && String(req.headers['content-type']).startsWith('application/json')) {
      try {
        body = JSON.parse(raw);
      } catch {
        return apiError(res, 400, 'bad_request_body', 'Malformed JSON');
      }
    }
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: req.headers.authorization,
    });

    if (options.httpControls && req.method === 'POST' && url.pathname === '/__fake/revoke-all') {
      revokeAll();
      res.writeHead(204);
      return res.end();
    }

    // The browser's authorization step: the user approves at once.
    if (req.method === 'GET' && url.pathname === '/api/oauth/authorize') {
      const p = url.searchParams;
      if (p.get('client_id') !== clientId) return json(res, 400, { error: 'invalid_client' });
      if (p.get('response_type') !== 'code' || p.get('code_challenge_method')?.toLowerCase() !== 's256' || !p.get('code_challenge') || !p.get('redirect_uri')) {
        return json(res, 400, { error: 'invalid_request' });
      }
      const code = `code_${randomBytes(16).toString('base64url')}`;
      codes.set(code, { challenge: p.get('code_challenge')!, redirectUri: p.get('redirect_uri')!, scope: p.get('scope') ?? '' });
      const redirect = new URL(p.get('redirect_uri')!);
      redirect.searchParams.set('code', code);
      if (p.get('state')) redirect.searchParams.set('state', p.get('state')!);
      res.writeHead(302, { location: redirect.toString() });
      return res.end();
    }

    if (req.method === 'GET' && url.pathname.startsWith('/thumbnails/')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(makePng(16, 9));
    }

    if (url.pathname.startsWith('/files/')) {
      const name = url.pathname.slice('/files/'.length);
      if (name.endsWith('.png')) {
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(makePng(4, 3));
      }
      res.writeHead(200, { 'content-type': name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg' });
      return res.end(name.endsWith('.pdf') ? Buffer.from('%PDF-1.4\n%fake\n') : Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    }

    // Canva's OAuth server: /auth/v1/oauth/token and /revoke; errors in the OAuth shape { error, error_description }.
    if (url.pathname.startsWith('/auth/v1/oauth/')) {
      const expected = `Basic ${Buffer.from(`${clientId}:${acceptedSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return json(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      const form = new URLSearchParams(raw);
      if (url.pathname === '/auth/v1/oauth/revoke' && req.method === 'POST') {
        const token = form.get('token') ?? '';
        if (!token) return json(res, 400, { error: 'invalid_request', error_description: 'token is required' });
        revoked.push(token);
        // Revoking a refresh token revokes its lineage: every token of this grant.
        accessTokens.clear();
        refreshTokens.delete(token);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{}');
      }
      if (url.pathname !== '/auth/v1/oauth/token' || req.method !== 'POST') return json(res, 404, { error: 'not_found' });
      const grantType = form.get('grant_type') ?? '';
      if (grantType === 'authorization_code') {
        const pending = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!pending || pending.challenge !== challenge || pending.redirectUri !== form.get('redirect_uri')) {
          return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid authorization code or code verifier' });
        }
        const tokens = issueTokens(pending.scope);
        grants.push({ grant_type: grantType, ...tokens });
        return json(res, 200, tokens);
      }
      if (grantType === 'refresh_token') {
        const old = form.get('refresh_token') ?? '';
        const known = refreshTokens.get(old);
        if (!known) return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
        refreshTokens.delete(old); // single-use: Canva rotates refresh tokens
        const tokens = issueTokens(known.scope);
        grants.push({ grant_type: grantType, ...tokens });
        return json(res, 200, tokens);
      }
      return json(res, 400, { error: 'unsupported_grant_type' });
    }

    if (!url.pathname.startsWith('/rest/v1/')) return apiError(res, 404, 'endpoint_not_found', 'No such endpoint');
    const path = url.pathname.slice('/rest'.length);

    const limited = rateLimits.get(path);
    if (limited !== undefined) {
      rateLimits.delete(path);
      return apiError(res, 429, 'too_many_requests', 'Too many requests', { 'retry-after': String(limited) });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer ? accessTokens.get(bearer) : undefined;
    if (!token || token.expiresAt < Date.now()) return apiError(res, 401, 'invalid_access_token', 'Access token is invalid');
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;

    if (path === '/v1/designs' && req.method === 'GET') {
      const items = [...designs.values()].sort((a, b) => b.updated_at - a.updated_at || (a.id < b.id ? 1 : -1)).map(designJson);
      return pageOf(res, url, path, items, 25);
    }
    if (path === '/v1/designs' && req.method === 'POST') {
      const type = input.design_type as { type?: string; name?: string; width?: number; height?: number } | undefined;
      let width = 1920;
      let height = 1080;
      if (type?.type === 'custom') {
        if (
          !Number.isInteger(type.width) ||
          !Number.isInteger(type.height) ||
          type.width! < 40 ||
          type.height! < 40 ||
          type.width! > 8000 ||
          type.height! > 8000
        ) {
          return apiError(res, 400, 'invalid_field', 'design_type width and height must be 40-8000');
        }
        width = type.width!;
        height = type.height!;
      } else if (type?.type === 'preset') {
        if (!['doc', 'whiteboard', 'presentation'].includes(type.name ?? '')) return apiError(res, 400, 'invalid_field', 'Unknown preset');
      } else if (!input.asset_id) {
        return apiError(res, 400, 'missing_field', 'design_type or asset_id is required');
      }
      const design = createDesign(typeof input.title === 'string' ? input.title : 'Untitled design', width, height);
      return json(res, 200, { design: designJson(design) });
    }
    if (path === '/v1/users/me/capabilities' && req.method === 'GET') return json(res, 200, { capabilities });
    if (path === '/v1/brand-templates' && req.method === 'GET') {
      if (brandTemplatesForbidden) return apiError(res, 403, 'permission_denied', 'This user cannot use brand templates');
      const nonEmpty = url.searchParams.get('dataset') === 'non_empty';
      return pageOf(
        res,
        url,
        path,
        brandTemplates.filter((t) => !nonEmpty || Object.keys(datasets[t.id] ?? {}).length > 0),
        25,
      );
    }
    const datasetMatch = /^\/v1\/brand-templates\/([^/]+)\/dataset$/.exec(path);
    if (datasetMatch && req.method === 'GET') {
      const id = decodeURIComponent(datasetMatch[1]!);
      if (!brandTemplates.some((t) => t.id === id)) return apiError(res, 404, 'not_found', 'Brand template not found');
      return json(res, 200, { dataset: datasets[id] ?? {} });
    }
    const brandTemplateMatch = /^\/v1\/brand-templates\/([^/]+)$/.exec(path);
    if (brandTemplateMatch && req.method === 'GET') {
      const template = brandTemplates.find((t) => t.id === decodeURIComponent(brandTemplateMatch[1]!));
      if (!template) return apiError(res, 404, 'not_found', 'Brand template not found');
      return json(res, 200, { brand_template: template });
    }
    if (path === '/v1/autofills' && req.method === 'POST') {
      if (!capabilities.includes('autofill')) return apiError(res, 403, 'permission_denied', 'This user does not have the autofill capability');
      if (!brandTemplates.some((t) => t.id === input.brand_template_id)) return apiError(res, 404, 'not_found', 'Brand template not found');
      const fields = datasets[String(input.brand_template_id)] ?? {};
      if (Object.keys(fields).length === 0) return apiError(res, 400, 'design_not_fillable', 'The brand template has no autofill fields');
      if (!input.data || typeof input.data !== 'object') return apiError(res, 400, 'invalid_field', "'data' is required");
      for (const [field, value] of Object.entries(input.data as Record<string, { type?: string; text?: unknown }>)) {
        if (fields[field]?.type !== value?.type || (value.type === 'text' && typeof value.text !== 'string')) {
          return apiError(res, 400, 'autofill_data_invalid', `Field ${field} does not match the template's dataset`);
        }
      }
      const design = createDesign(typeof input.title === 'string' ? input.title : 'Autofilled design', 1240, 1754);
      const id = nextId('AF');
      autofills.set(id, { designId: design.id, polls: 0 });
      return json(res, 200, { job: { id, status: 'in_progress' } });
    }
    const autofillMatch = /^\/v1\/autofills\/([^/]+)$/.exec(path);
    if (autofillMatch && req.method === 'GET') {
      const job = autofills.get(decodeURIComponent(autofillMatch[1]!));
      if (!job) return apiError(res, 404, 'not_found', 'Job not found');
      const d = designJson(designs.get(job.designId)!);
      return json(res, 200, {
        job: {
          id: autofillMatch[1],
          status: 'success',
          result: { type: 'create_design', design: { id: d.id, title: d.title, url: d.urls.edit_url, urls: d.urls, thumbnail: d.thumbnail } },
        },
      });
    }
    if (path === '/v1/folders/uploads/items' && req.method === 'GET') {
      const types = (url.searchParams.get('item_types') ?? 'image').split(',');
      return pageOf(res, url, path, types.includes('image') ? images.map((image) => ({ type: 'image', image })) : [], 50);
    }
    if (path === '/v1/exports' && req.method === 'POST') {
      const designId = String(input.design_id ?? '');
      const format = input.format as ExportJob['format'] | undefined;
      if (!designs.has(designId)) return apiError(res, 404, 'design_not_found', `Design ${designId} not found`);
      if (!format || !['png', 'jpg', 'pdf', 'gif', 'pptx', 'mp4'].includes(format.type)) return apiError(res, 400, 'invalid_field', 'format.type is invalid');
      if (format.type === 'jpg' && !(Number.isInteger(format.quality) && (format.quality as number) >= 1 && (format.quality as number) <= 100)) {
        return apiError(res, 400, 'invalid_field', 'format.quality must be 1-100 for jpg');
      }
      if (format.export_quality !== undefined && !['regular', 'pro'].includes(String(format.export_quality))) {
        return apiError(res, 400, 'invalid_field', 'format.export_quality must be regular or pro');
      }
      if (format.export_quality === 'pro' && !proLicensed) return apiError(res, 403, 'license_required', 'Pro quality exports need a paid Canva plan');
      const job: ExportJob = { id: nextId('EX'), designId, format, polls: 0, fail: failNext };
      failNext = false;
      exports.set(job.id, job);
      return json(res, 200, { job: { id: job.id, status: 'in_progress' } });
    }
    const exportMatch = /^\/v1\/exports\/([^/]+)$/.exec(path);
    if (exportMatch && req.method === 'GET') {
      const job = exports.get(decodeURIComponent(exportMatch[1]!));
      if (!job) return apiError(res, 404, 'not_found', 'Export job not found');
      job.polls++;
      if (job.polls < exportPollsUntilDone) return json(res, 200, { job: { id: job.id, status: 'in_progress' } });
      if (job.fail)
        return json(res, 200, { job: { id: job.id, status: 'failed', error: { code: 'internal_failure', message: 'The export could not be rendered' } } });
      return json(res, 200, { job: { id: job.id, status: 'success', urls: [`${origin}/files/${job.id}.${job.format.type}`] } });
    }
    return apiError(res, 404, 'endpoint_not_found', `No endpoint ${req.method} ${path}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => apiError(res, 500, 'internal_error', String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    apiBaseUrl: `${origin}/rest`,
    authUrl: `${origin}/api/oauth/authorize`,
    authApiBaseUrl: `${origin}/auth`,
    clientId,
    clientSecret,
    requests,
    grants,
    exports,
    designs,
    approve: async (authUrl) => {
      const response = await fetch(authUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) throw new Error(`authorize refused: ${response.status} ${await response.text()}`);
      return new URL(location);
    },
    rateLimitOnce: (path, retryAfterSeconds = 1) => void rateLimits.set(path, retryAfterSeconds),
    revokeAccessToken: (accessToken) => void accessTokens.delete(accessToken),
    revokeAll,
    failNextExport: () => {
      failNext = true;
    },
    setBrandTemplatesForbidden: (forbidden) => {
      brandTemplatesForbidden = forbidden;
    },
    setCapabilities: (list) => {
      capabilities = list;
    },
    setProExportsLicensed: (licensed) => {
      proLicensed = licensed;
    },
    setClientSecret: (secret) => {
      acceptedSecret = secret;
    },
    revoked,
    addDesigns: (count, titlePrefix = 'Made in Canva') => {
      const latest = Math.max(Math.floor(Date.now() / 1000), ...[...designs.values()].map((d) => d.updated_at));
      return Array.from({ length: count }, (_, i) => {
        const design = createDesign(`${titlePrefix} ${i + 1}`, 1080, 1080);
        design.updated_at = latest + i + 1;
        return design.id;
      });
    },
    addBrandTemplates: (count) =>
      Array.from({ length: count }, (_, i) => {
        const id = nextId('BTextra');
        brandTemplates.push(template(id, `Extra brand template ${i + 1}`, thumbnail(id, 400, 300), 1_700_001_000 + i));
        datasets[id] = { heading: { type: 'text' } };
        return id;
      }),
    addImages: (count) =>
      Array.from({ length: count }, (_, i) => {
        const id = nextId('MAextra');
        images.push({
          type: 'image',
          id,
          name: `Upload ${i + 1}`,
          tags: [],
          created_at: 1_700_001_000 + i,
          updated_at: 1_700_001_000 + i,
          thumbnail: thumbnail(id, 256, 256),
        });
        return id;
      }),
    expireContinuations: () => continuations.clear(),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
