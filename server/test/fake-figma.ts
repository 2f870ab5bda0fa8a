import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import type { FigmaFileResponse, FigmaNode } from '#server/integrations/figma/client.ts';

/**
 * A local stand-in for the Figma REST API, answering in the documented shapes:
 * GET /v1/files/:key (honouring depth), GET /v1/files/:key/nodes?ids=, GET /v1/images/:key
 * ({ err, images: { id: url } }, null for a node that cannot render), `X-Figma-Token` checked
 * (403 { status, err: 'Invalid token' }), 404 for unknown keys, 429 with Retry-After on demand.
 * The image URLs point back here (/render/...), as Figma's point at its own bucket, and serve a
 * real SVG and a real PNG (no token needed, like Figma's pre-signed links).
 */

const box = (x: number, y: number, width: number, height: number) => ({ absoluteBoundingBox: { x, y, width, height } });

/** A small branded file: two pages, frames, a component set with two variants, components, an instance. */
export function sampleFigmaFile(name = 'Institute brand kit'): FigmaFileResponse {
  return {
    name,
    role: 'owner',
    lastModified: '2026-01-10T09:00:00Z',
    editorType: 'figma',
    thumbnailUrl: 'https://example.invalid/thumbnail.png',
    version: '1234567890',
    schemaVersion: 0,
    styles: {},
    document: {
      id: '0:0',
      name: 'Document',
      type: 'DOCUMENT',
      children: [
        {
          id: '0:1',
          name: 'Brand',
          type: 'CANVAS',
          children: [
            {
              id: '1:2',
              name: 'Hero banner',
              type: 'FRAME',
              ...box(0, 0, 1440, 600),
              children: [
                {
                  id: '1:3',
                  name: 'Logo',
                  type: 'INSTANCE',
                  componentId: '3:1',
                  ...box(40, 40, 24, 16),
                  children: [{ id: 'I1:3;3:2', name: 'Mark', type: 'VECTOR' }],
                },
                { id: '1:4', name: 'Headline', type: 'TEXT', characters: 'Faithful stewards', ...box(40, 120, 600, 80) },
              ],
            },
            {
              id: '2:1',
              name: 'Button',
              type: 'COMPONENT_SET',
              ...box(0, 700, 240, 120),
              children: [
                { id: '2:2', name: 'State=Default', type: 'COMPONENT', ...box(0, 700, 120, 48) },
                { id: '2:3', name: 'State=Hover', type: 'COMPONENT', ...box(120, 700, 120, 48) },
              ],
            },
            { id: '3:1', name: 'Logo', type: 'COMPONENT', ...box(0, 900, 24, 16), children: [{ id: '3:2', name: 'Mark', type: 'VECTOR' }] },
            {
              id: '4:1',
              name: 'Icons',
              type: 'GROUP',
              children: [
                {
                  id: '4:2',
                  name: 'Icon grid',
                  type: 'FRAME',
                  ...box(0, 1000, 96, 96),
                  children: [{ id: '4:3', name: 'Icon/Cross', type: 'COMPONENT', ...box(0, 1000, 24, 24) }],
                },
              ],
            },
          ],
        },
        {
          id: '0:2',
          name: 'Social',
          type: 'CANVAS',
          children: [
            { id: '5:1', name: 'Instagram post', type: 'FRAME', ...box(0, 0, 1080, 1080) },
            { id: '5:2', name: 'Caption', type: 'TEXT', characters: 'Join the cohort' },
            { id: '5:3', name: 'Empty frame', type: 'FRAME', ...box(0, 1200, 0, 0) },
          ],
        },
      ],
    },
    components: {
      // documentationLinks and remote are required fields of Component in figma/rest-api-spec.
      '2:2': { key: 'c-button-default', name: 'State=Default', description: 'Primary button', componentSetId: '2:1', documentationLinks: [], remote: false },
      '2:3': { key: 'c-button-hover', name: 'State=Hover', description: '', componentSetId: '2:1', documentationLinks: [], remote: false },
      '3:1': { key: 'c-logo', name: 'Logo', description: 'The institute mark', documentationLinks: [], remote: false },
      '4:3': { key: 'c-icon-cross', name: 'Icon/Cross', description: '', documentationLinks: [], remote: false },
    },
    componentSets: { '2:1': { key: 'cs-button', name: 'Button', description: 'Buttons in two states', documentationLinks: [], remote: false } },
  };
}

/** Node ids of the sample whose render fails (Figma answers null for them). */
const UNRENDERABLE = new Set(['5:3']);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A real PNG: `width` x `height` RGB pixels of one colour, with a valid IHDR, IDAT and IEND. */
export function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG the fake renders for a node: 2 x 3 pixels, a colour derived from the node id. */
export function fakePngFor(nodeId: string): Buffer {
  const digest = createHash('sha256').update(nodeId).digest();
  return makePng(2, 3, [digest[0]!, digest[1]!, digest[2]!]);
}

/** The SVG the fake renders for a node: 24 x 16, titled with the node id. */
export function fakeSvgFor(nodeId: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16" viewBox="0 0 24 16" fill="none"><title>${nodeId}</title><rect width="24" height="16" rx="3" fill="#C9C8F2"/><path d="M4 8h16" stroke="#2E2E2E" stroke-width="2"/></svg>\n`,
  );
}

export interface FakeFigmaOptions {
  token: string;
  /** Files by key; defaults to one sample file under `sampleKey`. Mutable: tests edit documents to see a re-sync. */
  files?: Map<string, FigmaFileResponse>;
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /**
   * The most nodes one render call may carry; more answers 400 "Render timeout", as Figma does
   * for a render too heavy to finish. Default: no limit.
   */
  maxRenderIds?: number;
}

export interface FakeFigmaRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  token: string | undefined;
}

export interface FakeFigma {
  url: string;
  files: Map<string, FigmaFileResponse>;
  requests: FakeFigmaRequest[];
  /** The next `times` API requests answer 429 with this Retry-After (seconds). */
  rateLimitNext(retryAfterSeconds: number, times?: number): void;
  /** The next render downloads of these node ids answer 500. */
  failRenders(nodeIds: string[]): void;
  close(): Promise<void>;
}

export const SAMPLE_FILE_KEY = 'AbCdEf1234567890GhIjKl';

function findNode(node: FigmaNode, id: string): FigmaNode | null {
  if (node.id === id) return node;
  for (const child of node.children ?? []) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return null;
}

/** A copy of the tree cut at `depth` levels below the document (depth 1 = pages without children). */
function cut(node: FigmaNode, depth: number | undefined, level = 0): FigmaNode {
  if (depth === undefined) return node;
  const { children, ...rest } = node;
  if (!children) return node;
  if (level >= depth) return { ...rest, children: [] };
  return { ...rest, children: children.map((c) => cut(c, depth, level + 1)) };
}

export async function startFakeFigma(options: FakeFigmaOptions): Promise<FakeFigma> {
  const files = options.files ?? new Map([[SAMPLE_FILE_KEY, sampleFigmaFile()]]);
  const requests: FakeFigmaRequest[] = [];
  let rateLimited = { times: 0, retryAfter: 0 };
  const failing = new Set<string>();
  let baseUrl = '';

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', baseUrl);
    const token = req.headers['x-figma-token'];
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, token: typeof token === 'string' ? token : undefined });

    const render = /^\/render\/([^/]+)\/([^/]+)\.(svg|png)$/.exec(url.pathname);
    if (render) {
      const nodeId = decodeURIComponent(render[2]!);
      if (failing.delete(nodeId)) return json(res, 500, { status: 500, err: 'Render storage unavailable' });
      const bytes = render[3] === 'svg' ? fakeSvgFor(nodeId) : fakePngFor(nodeId);
      res.writeHead(200, { 'content-type': render[3] === 'svg' ? 'image/svg+xml' : 'image/png', 'content-length': String(bytes.length) });
      return res.end(bytes);
    }

    if (!url.pathname.startsWith('/v1/')) return json(res, 404, { status: 404, err: 'Not found' });
    if (token !== options.token) return json(res, 403, { status: 403, err: 'Invalid token' });
    if (rateLimited.times > 0) {
      rateLimited.times--;
      return json(
        res,
        429,
        { status: 429, err: 'Rate limit exceeded' },
        { 'retry-after': String(rateLimited.retryAfter), 'x-figma-plan-tier': 'pro', 'x-figma-rate-limit-type': 'high' },
      );
    }

    const metaRoute = /^\/v1\/files\/([^/]+)\/meta$/.exec(url.pathname);
    if (metaRoute) {
      const file = files.get(decodeURIComponent(metaRoute[1]!));
      if (!file) return json(res, 404, { status: 404, err: 'Not found' });
      return json(res, 200, {
        file: {
          name: file.name,
          folder_name: 'Institute',
          last_touched_at: file.lastModified,
          creator: { id: '1', handle: 'KTI Design', img_url: '' },
          thumbnail_url: file.thumbnailUrl,
          editorType: file.editorType ?? 'figma',
          role: file.role ?? 'viewer',
          link_access: 'view',
          url: `https://www.figma.com/design/${metaRoute[1]}`,
          version: file.version,
        },
      });
    }

    const fileRoute = /^\/v1\/files\/([^/]+)(\/nodes)?$/.exec(url.pathname);
    if (fileRoute) {
      const file = files.get(decodeURIComponent(fileRoute[1]!));
      if (!file) return json(res, 404, { status: 404, err: 'Not found' });
      if (fileRoute[2]) {
        const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
        if (!ids.length) return json(res, 400, { status: 400, err: 'ids is required' });
        const nodes = Object.fromEntries(
          ids.map((id) => {
            const node = findNode(file.document, id);
            return [id, node ? { document: node, components: file.components } : null];
          }),
        );
        return json(res, 200, { name: file.name, role: file.role, lastModified: file.lastModified, version: file.version, nodes });
      }
      const depthParam = url.searchParams.get('depth');
      const depth = depthParam === null ? undefined : Number(depthParam);
      if (depth !== undefined && !(Number.isInteger(depth) && depth > 0)) return json(res, 400, { status: 400, err: 'depth must be a positive integer' });
      return json(res, 200, { ...file, document: cut(file.document, depth) });
    }

    const imagesRoute = /^\/v1\/images\/([^/]+)$/.exec(url.pathname);
    if (imagesRoute) {
      const key = decodeURIComponent(imagesRoute[1]!);
      const file = files.get(key);
      if (!file) return json(res, 404, { status: 404, err: 'Not found' });
      const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
      const format = url.searchParams.get('format') ?? 'png';
      const scale = Number(url.searchParams.get('scale') ?? '1');
      if (!ids.length) return json(res, 400, { status: 400, err: 'No node ids given' });
      if (options.maxRenderIds !== undefined && ids.length > options.maxRenderIds)
        return json(res, 400, { status: 400, err: 'Render timeout, try requesting fewer or smaller images' });
      if (!['svg', 'png', 'jpg', 'pdf'].includes(format)) return json(res, 400, { status: 400, err: `Unsupported format ${format}` });
      if (!(scale >= 0.01 && scale <= 4)) return json(res, 400, { status: 400, err: 'scale must be between 0.01 and 4' });
      if (format !== 'svg' && format !== 'png') return json(res, 200, { err: null, images: Object.fromEntries(ids.map((id) => [id, null])) });
      const images = Object.fromEntries(
        ids.map((id) => [id, findNode(file.document, id) && !UNRENDERABLE.has(id) ? `${baseUrl}/render/${key}/${encodeURIComponent(id)}.${format}` : null]),
      );
      return json(res, 200, { err: null, images });
    }

    return json(res, 404, { status: 404, err: 'Not found' });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    files,
    requests,
    rateLimitNext(retryAfterSeconds, times = 1) {
      rateLimited = { times, retryAfter: retryAfterSeconds };
    },
    failRenders(nodeIds) {
      for (const id of nodeIds) failing.add(id);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
