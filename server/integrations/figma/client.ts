import { figmaFileKeyFromUrl } from '#shared/schemas/figma.ts';

/**
 * A small client for the Figma REST API (https://www.figma.com/developers/api), the parts the
 * asset manager needs:
 * - GET /v1/files/:key/meta       a file's name, role and version, to check a link (Tier 3, cheaper than the file);
 * - GET /v1/files/:key            the file JSON: document tree, components, componentSets;
 * - GET /v1/files/:key/nodes?ids= chosen nodes with their subtrees;
 * - GET /v1/images/:key?ids=&format=&scale=  render nodes, answering { err, images: { id: url } };
 * and plain GETs of the rendered image URLs those answers point at.
 * Requests to the API carry the personal access token in `X-Figma-Token`; image downloads do not
 * (they are pre-signed URLs on another host).
 */

export type FigmaErrorCode = 'unauthorized' | 'forbidden' | 'not_found' | 'rate_limited' | 'bad_request' | 'server_error' | 'network' | 'invalid_response';

/** Any failure talking to Figma, classified so callers can tell the user what went wrong. */
export class FigmaError extends Error {
  constructor(
    readonly code: FigmaErrorCode,
    message: string,
    /** The HTTP status Figma answered with; null when no answer came (network, timeout). */
    readonly status: number | null = null,
    /** For `rate_limited`: how long Figma asked us to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'FigmaError';
  }
}

export interface FigmaNode {
  id: string;
  name: string;
  type: string;
  visible?: boolean;
  children?: FigmaNode[];
  absoluteBoundingBox?: { x: number; y: number; width: number; height: number } | null;
  [key: string]: unknown;
}

export interface FigmaComponentMeta {
  key: string;
  name: string;
  description: string;
  componentSetId?: string;
  /** Required in the published spec; older answers and fixtures may leave them out. */
  documentationLinks?: { uri: string }[];
  remote?: boolean;
}

export interface FigmaComponentSetMeta {
  key: string;
  name: string;
  description: string;
  documentationLinks?: { uri: string }[];
  remote?: boolean;
}

/** GET /v1/files/:key */
export interface FigmaFileResponse {
  name: string;
  role?: string;
  lastModified: string;
  editorType?: string;
  thumbnailUrl?: string;
  version: string;
  document: FigmaNode;
  components: Record<string, FigmaComponentMeta>;
  componentSets: Record<string, FigmaComponentSetMeta>;
  schemaVersion?: number;
  styles?: Record<string, unknown>;
}

/** GET /v1/files/:key/meta (figma/rest-api-spec, GetFileMeta). */
export interface FigmaFileMetaResponse {
  file: {
    name: string;
    folder_name?: string;
    last_touched_at: string;
    thumbnail_url?: string;
    editorType?: string;
    role?: string;
    version?: string;
    url?: string;
  };
}

/** GET /v1/files/:key/nodes */
export interface FigmaFileNodesResponse {
  name: string;
  role?: string;
  lastModified: string;
  version: string;
  nodes: Record<string, { document: FigmaNode; components: Record<string, FigmaComponentMeta> } | null>;
}

/** GET /v1/images/:key; a null URL means Figma could not render that node. */
export interface FigmaImagesResponse {
  err: string | null;
  images: Record<string, string | null>;
}

export type FigmaImageFormat = 'svg' | 'png' | 'jpg' | 'pdf';

export interface FigmaClientOptions {
  token: string;
  baseUrl: string;
  /** Per request; a render of many nodes can take a while. */
  timeoutMs?: number;
  /** A 429 whose Retry-After is at most this long is retried once; longer waits are the caller's. */
  maxRetryWaitSeconds?: number;
  /** The largest image download accepted (Figma renders at most 32 megapixels). */
  maxDownloadBytes?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRY_WAIT_SECONDS = 5;
const DEFAULT_MAX_DOWNLOAD_BYTES = 64 * 1024 * 1024;

/** The file key of a Figma file link (/file/, /design/, /proto/, /board/, branch links); throws on anything else. */
export function parseFigmaFileKey(url: string): string {
  const key = figmaFileKeyFromUrl(url);
  if (!key) throw new Error(`Not a Figma file link: ${url.slice(0, 200)}`);
  return key;
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110, 10.2.3). */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Figma's error bodies are `{ status, err }` (some endpoints use `message`). */
async function errorMessageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { err?: unknown; message?: unknown };
    const message = body.err ?? body.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 200) || response.statusText || `HTTP ${response.status}`;
}

function errorFromResponse(status: number, message: string, retryAfterSeconds?: number): FigmaError {
  if (status === 401) return new FigmaError('unauthorized', `Figma rejected the access token: ${message}`, status);
  // Figma answers a bad or expired personal access token with 403 "Invalid token", not 401.
  if (status === 403 && /token/i.test(message)) return new FigmaError('unauthorized', `Figma rejected the access token: ${message}`, status);
  if (status === 403) return new FigmaError('forbidden', `Figma refused access: ${message}`, status);
  if (status === 404) return new FigmaError('not_found', `Figma found nothing there: ${message}`, status);
  if (status === 429) {
    const wait = retryAfterSeconds === undefined ? '' : ` (retry after ${retryAfterSeconds} s)`;
    return new FigmaError('rate_limited', `Figma is rate limiting requests${wait}`, status, retryAfterSeconds);
  }
  if (status >= 500) return new FigmaError('server_error', `Figma failed (${status}): ${message}`, status);
  return new FigmaError('bad_request', `Figma refused the request (${status}): ${message}`, status);
}

function networkError(error: unknown, what: string, timeoutMs: number): FigmaError {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return new FigmaError('network', `${what} timed out after ${timeoutMs / 1000} s`);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message ?? (error as Error).message;
  return new FigmaError('network', `${what} failed: ${detail}`);
}

export class FigmaClient {
  private readonly token: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly maxRetryWaitSeconds: number;
  private readonly maxDownloadBytes: number;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: FigmaClientOptions) {
    this.token = options.token;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxRetryWaitSeconds = options.maxRetryWaitSeconds ?? DEFAULT_MAX_RETRY_WAIT_SECONDS;
    this.maxDownloadBytes = options.maxDownloadBytes ?? DEFAULT_MAX_DOWNLOAD_BYTES;
    this.fetchImpl = options.fetch ?? fetch;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** GET /v1/files/:key; `depth: 1` returns only the pages, enough to check a file exists. */
  getFile(fileKey: string, options: { depth?: number } = {}): Promise<FigmaFileResponse> {
    const query = new URLSearchParams();
    if (options.depth !== undefined) query.set('depth', String(options.depth));
    return this.getJson<FigmaFileResponse>(
      `/v1/files/${encodeURIComponent(fileKey)}`,
      query,
      (body) => typeof body.name === 'string' && typeof body.document === 'object' && body.document !== null,
    );
  }

  /** GET /v1/files/:key/meta: whether the token can open the file, without downloading its tree. */
  getFileMeta(fileKey: string): Promise<FigmaFileMetaResponse> {
    return this.getJson<FigmaFileMetaResponse>(
      `/v1/files/${encodeURIComponent(fileKey)}/meta`,
      new URLSearchParams(),
      (body) => typeof body.file === 'object' && body.file !== null && typeof body.file.name === 'string',
    );
  }

  /** GET /v1/files/:key/nodes?ids=1:2,1:3 */
  getFileNodes(fileKey: string, nodeIds: string[]): Promise<FigmaFileNodesResponse> {
    const query = new URLSearchParams({ ids: nodeIds.join(',') });
    return this.getJson<FigmaFileNodesResponse>(
      `/v1/files/${encodeURIComponent(fileKey)}/nodes`,
      query,
      (body) => typeof body.nodes === 'object' && body.nodes !== null,
    );
  }

  /** GET /v1/images/:key?ids=&format=&scale=; the URLs it returns expire after 30 days. */
  async getImages(fileKey: string, nodeIds: string[], options: { format: FigmaImageFormat; scale?: number }): Promise<FigmaImagesResponse> {
    const query = new URLSearchParams({ ids: nodeIds.join(','), format: options.format });
    if (options.scale !== undefined) query.set('scale', String(options.scale));
    const body = await this.getJson<FigmaImagesResponse>(
      `/v1/images/${encodeURIComponent(fileKey)}`,
      query,
      (b) => typeof b.images === 'object' && b.images !== null,
    );
    if (body.err) throw new FigmaError('bad_request', `Figma could not render the images: ${body.err}`, 200);
    return body;
  }

  /** Downloads a rendered image (an absolute URL from getImages), without the token. */
  async download(url: string): Promise<{ bytes: Buffer; contentType: string | null }> {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new FigmaError('invalid_response', 'Figma returned an image link that is not a URL');
    }
    if (target.protocol !== 'https:' && target.protocol !== 'http:')
      throw new FigmaError('invalid_response', 'Figma returned an image link that is not http(s)');
    let response: Response;
    try {
      response = await this.fetchImpl(target, { signal: AbortSignal.timeout(this.timeoutMs), redirect: 'follow' });
    } catch (error) {
      throw networkError(error, 'Downloading the rendered image', this.timeoutMs);
    }
    if (!response.ok) {
      const message = await errorMessageOf(response);
      throw new FigmaError(
        response.status === 404 ? 'not_found' : 'server_error',
        `Downloading the rendered image failed (${response.status}): ${message}`,
        response.status,
      );
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > this.maxDownloadBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new FigmaError('invalid_response', `The rendered image is larger than ${this.maxDownloadBytes} bytes`);
    }
    let bytes: Buffer;
    try {
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw networkError(error, 'Downloading the rendered image', this.timeoutMs);
    }
    if (bytes.length > this.maxDownloadBytes) throw new FigmaError('invalid_response', `The rendered image is larger than ${this.maxDownloadBytes} bytes`);
    return { bytes, contentType: response.headers.get('content-type') };
  }

  private async getJson<T>(path: string, query: URLSearchParams, isValid: (body: Partial<T>) => boolean): Promise<T> {
    const search = query.toString();
    const url = `${this.baseUrl}${path}${search ? `?${search}` : ''}`;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await this.fetchImpl(url, {
          headers: { 'X-Figma-Token': this.token, accept: 'application/json' },
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        throw networkError(error, `Figma request ${path}`, this.timeoutMs);
      }
      if (response.status === 429) {
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
        await response.body?.cancel().catch(() => undefined);
        // One retry when Figma asks for a short wait; a long wait goes back to the user as it is.
        if (attempt === 1 && retryAfter !== undefined && retryAfter <= this.maxRetryWaitSeconds) {
          await this.sleep(retryAfter * 1000);
          continue;
        }
        throw errorFromResponse(429, 'rate limited', retryAfter);
      }
      if (!response.ok) throw errorFromResponse(response.status, await errorMessageOf(response));
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        if ((error as { name?: string }).name === 'TimeoutError') throw networkError(error, `Figma request ${path}`, this.timeoutMs);
        throw new FigmaError('invalid_response', `Figma answered ${path} with something that is not JSON`, response.status);
      }
      if (typeof body !== 'object' || body === null || !isValid(body as Partial<T>)) {
        throw new FigmaError('invalid_response', `Figma answered ${path} in an unexpected shape`, response.status);
      }
      return body as T;
    }
  }
}

export interface DesignAssetNode {
  nodeId: string;
  name: string;
  type: 'COMPONENT' | 'COMPONENT_SET' | 'FRAME';
  /** component, variant (a component inside a set), component_set or frame. */
  category: 'component' | 'variant' | 'component_set' | 'frame';
  description: string | null;
  page: string;
  componentKey: string | null;
  width: number | null;
  height: number | null;
}

/**
 * Walks a file's document tree for the asset manager's assets: every component and component
 * set wherever it sits, and the frames placed directly on a page (top-level frames). Instances are
 * not descended into: their children are copies of a component's, not assets of their own.
 */
export function collectDesignAssets(file: Pick<FigmaFileResponse, 'document' | 'components' | 'componentSets'>): DesignAssetNode[] {
  const assets: DesignAssetNode[] = [];
  const components = file.components ?? {};
  const componentSets = file.componentSets ?? {};
  const visit = (node: FigmaNode, page: string, parent: FigmaNode | null) => {
    const box = node.absoluteBoundingBox ?? null;
    const base = { nodeId: node.id, name: node.name, page, width: box ? Math.round(box.width) : null, height: box ? Math.round(box.height) : null };
    if (node.type === 'COMPONENT') {
      const meta = components[node.id];
      assets.push({
        ...base,
        type: 'COMPONENT',
        category: parent?.type === 'COMPONENT_SET' ? 'variant' : 'component',
        description: meta?.description || null,
        componentKey: meta?.key ?? null,
      });
    } else if (node.type === 'COMPONENT_SET') {
      const meta = componentSets[node.id];
      assets.push({ ...base, type: 'COMPONENT_SET', category: 'component_set', description: meta?.description || null, componentKey: meta?.key ?? null });
    } else if (node.type === 'FRAME' && parent?.type === 'CANVAS') {
      assets.push({ ...base, type: 'FRAME', category: 'frame', description: null, componentKey: null });
    }
    if (node.type === 'INSTANCE') return;
    for (const child of node.children ?? []) visit(child, node.type === 'CANVAS' ? node.name : page, node);
  };
  visit(file.document, '', null);
  return assets;
}

/** A link that opens a node in Figma (the `node-id` parameter writes `1:2` as `1-2`). */
export function figmaNodeUrl(fileKey: string, nodeId: string): string {
  return `https://www.figma.com/design/${fileKey}/?node-id=${encodeURIComponent(nodeId.replace(/:/g, '-'))}`;
}
