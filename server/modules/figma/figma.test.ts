import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figmaFileKeyFromUrl, figmaNodeIdFromUrl, MAX_ASSETS_PER_FETCH } from '#shared/schemas/figma.ts';
import { designFiles } from '#server/db/schema/index.ts';
import { collectDesignAssets, FigmaClient, FigmaError, parseFigmaFileKey } from '#server/integrations/figma/client.ts';
import { fakePngFor, fakeSvgFor, SAMPLE_FILE_KEY, sampleFigmaFile, startFakeFigma, type FakeFigma } from '#server/test/fake-figma.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { renderInBatches, RENDER_BATCH_SIZE } from './service.ts';

const TOKEN = 'figd_test-token-for-the-fake';
const SECOND_KEY = 'ZyXwVu0987654321TsRq';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let fake: FakeFigma;
let storageDir: string;
let t: TestApp;
const cookies = { admin: '', educator: '', student: '' };

beforeAll(async () => {
  fake = await startFakeFigma({ token: TOKEN });
  fake.files.set(SECOND_KEY, sampleFigmaFile('Second file'));
  storageDir = await mkdtemp(join(tmpdir(), 'figma-test-'));
  t = await createTestApp({ FIGMA_ACCESS_TOKEN: TOKEN, FIGMA_API_BASE_URL: fake.url, STORAGE_DIR: storageDir });
  cookies.admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  cookies.educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
  cookies.student = await loginAs(t.app, await createUser(t.db, { role: 'student' }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

type Role = keyof typeof cookies | 'anonymous';
type Method = 'GET' | 'POST' | 'DELETE';
const call = (role: Role, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: role === 'anonymous' ? {} : { cookie: cookies[role] } });

const figmaUrl = (key = SAMPLE_FILE_KEY) => `https://www.figma.com/design/${key}/Institute-brand-kit?node-id=0-1`;
const requestsTo = (path: string) => fake.requests.filter((r) => r.path === path);

async function addSampleFile(key = SAMPLE_FILE_KEY, name = 'Brand kit') {
  const response = await call('admin', 'POST', '/api/figma/files', { figmaUrl: figmaUrl(key), name, description: 'Logos, buttons and banners' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; fileKey: string; lastSyncedAt: string | null; metadata: { role?: string } };
}

describe('Figma file links', () => {
  it('reads the file key from every known link form', () => {
    const key = 'AbCdEf1234567890GhIjKl';
    const forms = [
      `https://www.figma.com/file/${key}/Brand-kit`,
      `https://www.figma.com/file/${key}/Brand-kit?type=design&node-id=1-2&mode=design`,
      `https://www.figma.com/design/${key}/Brand-kit`,
      `https://www.figma.com/design/${key}/Brand-kit?node-id=12-345&t=abc-0`,
      `https://www.figma.com/proto/${key}`,
      `https://www.figma.com/proto/${key}/Brand-kit?node-id=1-2&starting-point-node-id=1%3A2`,
      `https://figma.com/design/${key}`,
      `https://www.figma.com/board/${key}/Workshop`,
      `  https://www.figma.com/file/${key}/Brand-kit  `,
    ];
    for (const form of forms) expect(parseFigmaFileKey(form), form).toBe(key);
    expect(parseFigmaFileKey(`https://www.figma.com/design/${key}/branch/BrAnCh1234567890/Brand-kit`)).toBe('BrAnCh1234567890');
    expect(figmaNodeIdFromUrl(forms[3]!)).toBe('12:345');
  });

  it('refuses links that name no file', () => {
    const bad = [
      '',
      'not a url',
      'ftp://www.figma.com/file/AbCdEf1234567890/x',
      'https://www.figma.com/',
      'https://www.figma.com/files/recent',
      'https://www.figma.com/community/file/1035203688168086460',
      'https://www.figma.com/file/short/x',
      'https://www.figma.com/file/has-dashes-in-key/x',
      'https://evil.example.com/file/AbCdEf1234567890/x',
      'https://www.figma.com.evil.example/file/AbCdEf1234567890/x',
    ];
    for (const url of bad) {
      expect(figmaFileKeyFromUrl(url), url).toBeNull();
      expect(() => parseFigmaFileKey(url), url).toThrow(/Not a Figma file link/);
    }
  });
});

describe('the Figma client against the fake API', () => {
  const client = (token = TOKEN, options: Partial<ConstructorParameters<typeof FigmaClient>[0]> = {}) =>
    new FigmaClient({ token, baseUrl: fake.url, ...options });

  it('reads a file with the token header, honouring depth, and reads nodes', async () => {
    const pages = await client().getFile(SAMPLE_FILE_KEY, { depth: 1 });
    expect(pages.name).toBe('Institute brand kit');
    expect(pages.document.children?.map((p) => [p.type, p.name, p.children])).toEqual([
      ['CANVAS', 'Brand', []],
      ['CANVAS', 'Social', []],
    ]);
    const last = fake.requests.at(-1)!;
    expect([last.path, last.query.get('depth'), last.token]).toEqual([`/v1/files/${SAMPLE_FILE_KEY}`, '1', TOKEN]);
    const nodes = await client().getFileNodes(SAMPLE_FILE_KEY, ['3:1', '9:9']);
    expect(nodes.nodes['3:1']?.document.name).toBe('Logo');
    expect(nodes.nodes['9:9']).toBeNull();
  });

  it('walks the document for components, component sets and top-level frames only', () => {
    const assets = collectDesignAssets(sampleFigmaFile());
    expect(assets.map((a) => [a.nodeId, a.type, a.category, a.page])).toEqual([
      ['1:2', 'FRAME', 'frame', 'Brand'],
      ['2:1', 'COMPONENT_SET', 'component_set', 'Brand'],
      ['2:2', 'COMPONENT', 'variant', 'Brand'],
      ['2:3', 'COMPONENT', 'variant', 'Brand'],
      ['3:1', 'COMPONENT', 'component', 'Brand'],
      ['4:3', 'COMPONENT', 'component', 'Brand'],
      ['5:1', 'FRAME', 'frame', 'Social'],
      ['5:3', 'FRAME', 'frame', 'Social'],
    ]);
    expect(assets.find((a) => a.nodeId === '3:1')).toMatchObject({ description: 'The institute mark', componentKey: 'c-logo', width: 24, height: 16 });
  });

  it('turns a bad token (403 Invalid token) into an unauthorized FigmaError', async () => {
    const error = await client('wrong-token')
      .getFile(SAMPLE_FILE_KEY)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FigmaError);
    expect(error).toMatchObject({ code: 'unauthorized', status: 403 });
    expect((error as Error).message).toMatch(/Invalid token/);
  });

  it('answers not_found for an unknown key, and refuses a render error', async () => {
    await expect(client().getFile('UnknownKey1234567890')).rejects.toMatchObject({ code: 'not_found', status: 404 });
    await expect(client().getImages(SAMPLE_FILE_KEY, ['3:1'], { format: 'svg', scale: 9 })).rejects.toMatchObject({ code: 'bad_request', status: 400 });
  });

  it('waits out a short 429 once, and hands back a long one with its Retry-After', async () => {
    const sleeps: number[] = [];
    const sleep = async (ms: number) => void sleeps.push(ms);
    fake.rateLimitNext(2);
    const file = await client(TOKEN, { sleep }).getFile(SAMPLE_FILE_KEY, { depth: 1 });
    expect(file.name).toBe('Institute brand kit');
    expect(sleeps).toEqual([2000]);

    fake.rateLimitNext(2, 2);
    await expect(client(TOKEN, { sleep }).getFile(SAMPLE_FILE_KEY)).rejects.toMatchObject({ code: 'rate_limited', status: 429, retryAfterSeconds: 2 });

    fake.rateLimitNext(60);
    await expect(client(TOKEN, { sleep }).getFile(SAMPLE_FILE_KEY)).rejects.toMatchObject({ code: 'rate_limited', retryAfterSeconds: 60 });
    expect(sleeps).toEqual([2000, 2000]);
  });

  it('reports an unreachable server and a timeout as network errors', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(new FigmaClient({ token: TOKEN, baseUrl: `http://127.0.0.1:${port}` }).getFile(SAMPLE_FILE_KEY)).rejects.toMatchObject({
      code: 'network',
      status: null,
    });

    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const slow = new FigmaClient({ token: TOKEN, baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, timeoutMs: 100 });
      await expect(slow.getFile(SAMPLE_FILE_KEY)).rejects.toMatchObject({ code: 'network', message: expect.stringMatching(/timed out/) });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('who may call /api/figma', () => {
  const someId = '00000000-0000-4000-8000-000000000001';

  it('answers 401 to anonymous callers on every call', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/api/figma/status'],
      ['GET', '/api/figma/files'],
      ['POST', '/api/figma/files', { figmaUrl: figmaUrl(), name: 'x' }],
      ['DELETE', `/api/figma/files/${someId}`],
      ['GET', `/api/figma/assets/${someId}`],
      ['POST', '/api/figma/fetch-assets', { fileId: someId, assetIds: [someId], formats: ['SVG'] }],
      ['GET', '/api/figma/stored-assets'],
      ['GET', `/api/figma/stored-assets/${someId}/file`],
    ];
    for (const [method, url, payload] of calls) expect((await call('anonymous', method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('keeps adding, deleting, fetching and re-syncing for admins', async () => {
    const file = await addSampleFile(SECOND_KEY, 'Role check');
    for (const role of ['student', 'educator'] as const) {
      const refused = [
        await call(role, 'POST', '/api/figma/files', { figmaUrl: figmaUrl(), name: 'x' }),
        await call(role, 'DELETE', `/api/figma/files/${file.id}`),
        await call(role, 'POST', '/api/figma/fetch-assets', { fileId: file.id, assetIds: [someId], formats: ['SVG', 'PNG'] }),
        await call(role, 'GET', `/api/figma/assets/${file.id}?refresh=true`),
      ];
      for (const response of refused) expect([response.statusCode, response.json().code], `${role} ${response.body}`).toEqual([403, 'FORBIDDEN']);
    }
    // Reading is for everyone signed in, students included.
    for (const role of ['student', 'educator', 'admin'] as const) {
      for (const url of ['/api/figma/status', '/api/figma/files', '/api/figma/stored-assets', `/api/figma/assets/${file.id}`]) {
        expect((await call(role, 'GET', url)).statusCode, `${role} ${url}`).toBe(200);
      }
    }
    expect((await call('admin', 'DELETE', `/api/figma/files/${file.id}`)).statusCode).toBe(204);
  });
});

describe('design files', () => {
  it('says Figma is configured', async () => {
    const response = await call('student', 'GET', '/api/figma/status');
    expect(response.json()).toEqual({ configured: true });
  });

  it('rejects bad input naming the field', async () => {
    const cases: [object, Record<string, string>][] = [
      [{}, { figmaUrl: 'validation.required', name: 'validation.required' }],
      [{ figmaUrl: 'https://www.figma.com/files/recent', name: 'x' }, { figmaUrl: 'validation.figma_url_invalid' }],
      [{ figmaUrl: 'https://example.com/file/AbCdEf1234567890/x', name: 'x' }, { figmaUrl: 'validation.figma_url_invalid' }],
      [{ figmaUrl: figmaUrl(), name: '   ' }, { name: 'validation.required' }],
      [{ figmaUrl: figmaUrl(), name: 'x'.repeat(201) }, { name: 'validation.too_long' }],
      [{ figmaUrl: figmaUrl(), name: 'x', description: 'x'.repeat(2001) }, { description: 'validation.too_long' }],
      [{ figmaUrl: 42, name: 'x' }, { figmaUrl: 'validation.required' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await call('admin', 'POST', '/api/figma/files', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    const badId = await call('admin', 'DELETE', '/api/figma/files/not-a-uuid');
    expect([badId.statusCode, badId.json().fields]).toEqual([400, { id: 'validation.id_invalid' }]);
    const unknown = await call('admin', 'DELETE', '/api/figma/files/00000000-0000-4000-8000-000000000009');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses a link to a file Figma does not have, naming the problem', async () => {
    const response = await call('admin', 'POST', '/api/figma/files', { figmaUrl: figmaUrl('NoSuchFile1234567890'), name: 'Ghost' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FIGMA_FILE_NOT_FOUND', fields: { figmaUrl: 'validation.figma_file_not_found' } });
    expect(response.json().error).toMatch(/NoSuchFile1234567890/);
  });

  it("adds a file after checking it with Figma's file metadata (not the whole file), once only", async () => {
    const before = { file: requestsTo(`/v1/files/${SAMPLE_FILE_KEY}`).length, meta: requestsTo(`/v1/files/${SAMPLE_FILE_KEY}/meta`).length };
    const file = await addSampleFile();
    expect(file).toMatchObject({
      fileKey: SAMPLE_FILE_KEY,
      name: 'Brand kit',
      description: 'Logos, buttons and banners',
      lastSyncedAt: null,
      metadata: { role: 'owner' },
    });
    expect(requestsTo(`/v1/files/${SAMPLE_FILE_KEY}/meta`).length).toBe(before.meta + 1);
    expect(requestsTo(`/v1/files/${SAMPLE_FILE_KEY}`).length).toBe(before.file);

    const again = await call('admin', 'POST', '/api/figma/files', { figmaUrl: `https://www.figma.com/file/${SAMPLE_FILE_KEY}/Other-name`, name: 'Again' });
    expect([again.statusCode, again.json().code, again.json().fields]).toEqual([409, 'CONFLICT', { figmaUrl: 'validation.figma_file_exists' }]);

    const list = await call('student', 'GET', '/api/figma/files');
    const item = list.json().items.find((f: { id: string }) => f.id === file.id);
    expect(item).toEqual({
      id: file.id,
      fileKey: SAMPLE_FILE_KEY,
      name: 'Brand kit',
      description: 'Logos, buttons and banners',
      url: figmaUrl(),
      lastSyncedAt: null,
      metadata: { role: 'owner' },
    });
  });
});

describe('assets: sync, fetch, store, serve', () => {
  let fileId: string;
  let assets: { id: string; nodeId: string; name: string; type: string; isDownloaded: boolean; downloadFormats: string[] }[];
  const assetByNode = (nodeId: string) => assets.find((a) => a.nodeId === nodeId)!;

  beforeAll(async () => {
    const list = await call('admin', 'GET', '/api/figma/files');
    fileId = list.json().items.find((f: { fileKey: string }) => f.fileKey === SAMPLE_FILE_KEY).id;
  });

  it('rejects bad ids and flags', async () => {
    expect((await call('student', 'GET', '/api/figma/assets/nope')).json().fields).toEqual({ fileId: 'validation.id_invalid' });
    expect((await call('admin', 'GET', `/api/figma/assets/${fileId}?refresh=maybe`)).json().fields).toEqual({ refresh: 'validation.boolean_invalid' });
    const unknown = await call('student', 'GET', '/api/figma/assets/00000000-0000-4000-8000-000000000009');
    expect(unknown.statusCode).toBe(404);
  });

  it('syncs a never-synced file on its first read, then serves from the database', async () => {
    const before = requestsTo(`/v1/files/${SAMPLE_FILE_KEY}`).length;
    const response = await call('student', 'GET', `/api/figma/assets/${fileId}`);
    expect(response.statusCode, response.body).toBe(200);
    assets = response.json();
    expect(assets.map((a) => [a.nodeId, a.type]).sort()).toEqual([
      ['1:2', 'FRAME'],
      ['2:1', 'COMPONENT_SET'],
      ['2:2', 'COMPONENT'],
      ['2:3', 'COMPONENT'],
      ['3:1', 'COMPONENT'],
      ['4:3', 'COMPONENT'],
      ['5:1', 'FRAME'],
      ['5:3', 'FRAME'],
    ]);
    expect(assetByNode('3:1')).toMatchObject({
      name: 'Logo',
      isDownloaded: false,
      downloadFormats: [],
      description: 'The institute mark',
      figmaUrl: `https://www.figma.com/design/${SAMPLE_FILE_KEY}/?node-id=3-1`,
    });
    const fileCalls = requestsTo(`/v1/files/${SAMPLE_FILE_KEY}`).slice(before);
    expect(fileCalls.map((r) => r.query.get('depth'))).toEqual([null]);

    const files = await call('student', 'GET', '/api/figma/files');
    expect(files.json().items.find((f: { id: string }) => f.id === fileId).lastSyncedAt).not.toBeNull();

    await call('student', 'GET', `/api/figma/assets/${fileId}`);
    expect(requestsTo(`/v1/files/${SAMPLE_FILE_KEY}`).length).toBe(before + 1);
  });

  it('re-syncs on ?refresh=true, keeping ids and following renames and removals', async () => {
    const document = fake.files.get(SAMPLE_FILE_KEY)!;
    const brand = document.document.children![0]!;
    const logo = brand.children!.find((n) => n.id === '3:1')!;
    logo.name = 'Logo mark';
    brand.children!.push({ id: '6:1', name: 'Badge', type: 'COMPONENT' });
    const social = document.document.children![1]!;
    social.children = social.children!.filter((n) => n.id !== '5:1');
    try {
      const response = await call('admin', 'GET', `/api/figma/assets/${fileId}?refresh=true`);
      expect(response.statusCode, response.body).toBe(200);
      const refreshed = response.json() as typeof assets;
      expect(refreshed.find((a) => a.nodeId === '3:1')).toMatchObject({ id: assetByNode('3:1').id, name: 'Logo mark' });
      expect(refreshed.some((a) => a.nodeId === '6:1')).toBe(true);
      expect(refreshed.some((a) => a.nodeId === '5:1')).toBe(false);
      expect(refreshed).toHaveLength(8);
    } finally {
      fake.files.set(SAMPLE_FILE_KEY, sampleFigmaFile());
    }
    const restored = await call('admin', 'GET', `/api/figma/assets/${fileId}?refresh=1`);
    assets = restored.json();
    expect(assets).toHaveLength(8);
  });

  it('rejects a bad fetch request naming the field', async () => {
    const id = assetByNode('3:1').id;
    const cases: [object, Record<string, string>][] = [
      [{}, { fileId: 'validation.required', assetIds: 'validation.required', formats: 'validation.required' }],
      [{ fileId: 'x', assetIds: [id], formats: ['SVG'] }, { fileId: 'validation.id_invalid' }],
      [{ fileId, assetIds: [], formats: ['SVG'] }, { assetIds: 'validation.assets_none_selected' }],
      [{ fileId, assetIds: Array.from({ length: MAX_ASSETS_PER_FETCH + 1 }, () => id), formats: ['SVG'] }, { assetIds: 'validation.assets_over_limit' }],
      [{ fileId, assetIds: ['nope'], formats: ['SVG'] }, { 'assetIds.0': 'validation.id_invalid' }],
      [{ fileId, assetIds: [id], formats: [] }, { formats: 'validation.required' }],
      [{ fileId, assetIds: [id], formats: ['GIF'] }, { 'formats.0': 'validation.format_invalid' }],
      [{ fileId, assetIds: [id, '00000000-0000-4000-8000-000000000009'], formats: ['SVG'] }, { assetIds: 'validation.assets_not_in_file' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await call('admin', 'POST', '/api/figma/fetch-assets', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    const unknownFile = await call('admin', 'POST', '/api/figma/fetch-assets', {
      fileId: '00000000-0000-4000-8000-000000000009',
      assetIds: [id],
      formats: ['SVG'],
    });
    expect(unknownFile.statusCode).toBe(404);
  });

  it('fetches two assets as SVG and PNG and stores them with checksums and dimensions', async () => {
    const logo = assetByNode('3:1');
    const hero = assetByNode('1:2');
    const imageCallsBefore = requestsTo(`/v1/images/${SAMPLE_FILE_KEY}`).length;
    const response = await call('admin', 'POST', '/api/figma/fetch-assets', { fileId, assetIds: [logo.id, hero.id], formats: ['SVG', 'PNG'] });
    expect(response.statusCode, response.body).toBe(200);
    const { stored, failed } = response.json() as { stored: Record<string, unknown>[]; failed: unknown[] };
    expect(failed).toEqual([]);
    expect(stored).toHaveLength(4);

    // One images call per format, both nodes in each.
    const imageCalls = requestsTo(`/v1/images/${SAMPLE_FILE_KEY}`).slice(imageCallsBefore);
    expect(imageCalls.map((r) => [r.query.get('format'), r.query.get('ids')?.split(',').sort().join(','), r.token])).toEqual([
      ['svg', '1:2,3:1', TOKEN],
      ['png', '1:2,3:1', TOKEN],
    ]);
    // The rendered files come from the links Figma returned, without the token.
    const renders = fake.requests.filter((r) => r.path.startsWith('/render/')).slice(-4);
    expect(renders.every((r) => r.token === undefined)).toBe(true);

    for (const [asset, nodeId] of [
      [logo, '3:1'],
      [hero, '1:2'],
    ] as const) {
      const svg = stored.find((s) => s.format === 'SVG' && (s.figmaAsset as { id: string }).id === asset.id)!;
      const png = stored.find((s) => s.format === 'PNG' && (s.figmaAsset as { id: string }).id === asset.id)!;
      expect(svg).toMatchObject({
        name: asset.name,
        mimeType: 'image/svg+xml',
        checksum: sha256(fakeSvgFor(nodeId)),
        fileSize: fakeSvgFor(nodeId).length,
        width: 24,
        height: 16,
      });
      expect(png).toMatchObject({
        name: asset.name,
        mimeType: 'image/png',
        checksum: sha256(fakePngFor(nodeId)),
        fileSize: fakePngFor(nodeId).length,
        width: 2,
        height: 3,
      });
      expect(png.url).toBe(`/api/figma/stored-assets/${png.id}/file`);
      expect(png.figmaAsset).toEqual({ id: asset.id, type: asset.type, name: asset.name });
      const onDisk = await readFile(join(storageDir, 'design-assets', SAMPLE_FILE_KEY, `${nodeId.replace(':', '-')}.png`));
      expect(sha256(onDisk)).toBe(sha256(fakePngFor(nodeId)));
    }

    const after = (await call('student', 'GET', `/api/figma/assets/${fileId}`)).json() as typeof assets;
    for (const nodeId of ['3:1', '1:2']) {
      expect(after.find((a) => a.nodeId === nodeId)).toMatchObject({ isDownloaded: true, downloadFormats: ['PNG', 'SVG'] });
    }
    expect(after.find((a) => a.nodeId === '2:2')).toMatchObject({ isDownloaded: false, downloadFormats: [] });
  });

  it('lists stored assets for anyone signed in and serves the same bytes back', async () => {
    const response = await call('student', 'GET', '/api/figma/stored-assets');
    expect(response.statusCode).toBe(200);
    const list = response.json().items as {
      id: string;
      name: string;
      format: string;
      url: string;
      checksum: string;
      fileSize: number;
      figmaAsset: { type: string } | null;
    }[];
    expect(list).toHaveLength(4);
    expect(list.map((s) => `${s.figmaAsset?.type}:${s.format}`).sort()).toEqual(['COMPONENT:PNG', 'COMPONENT:SVG', 'FRAME:PNG', 'FRAME:SVG']);

    const png = list.find((s) => s.format === 'PNG' && s.figmaAsset?.type === 'COMPONENT')!;
    const view = await call('student', 'GET', png.url);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/png');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="Logo\.png"/);
    expect(view.rawPayload.equals(fakePngFor('3:1'))).toBe(true);
    expect(sha256(view.rawPayload)).toBe(png.checksum);

    const svg = list.find((s) => s.format === 'SVG' && s.figmaAsset?.type === 'FRAME')!;
    const download = await call('student', 'GET', `${svg.url}?download=1`);
    expect(download.headers['content-type']).toBe('image/svg+xml');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Hero banner\.svg"/);
    expect(download.headers['content-security-policy']).toMatch(/sandbox/);
    expect(download.rawPayload.equals(fakeSvgFor('1:2'))).toBe(true);

    expect((await call('student', 'GET', `${svg.url}?download=maybe`)).statusCode).toBe(400);
    expect((await call('student', 'GET', '/api/figma/stored-assets/00000000-0000-4000-8000-000000000009/file')).statusCode).toBe(404);
  });

  it('refreshes the same records when fetched again, and reports nodes that fail', async () => {
    const logo = assetByNode('3:1');
    const empty = assetByNode('5:3');
    const cross = assetByNode('4:3');
    fake.failRenders(['4:3']);
    const response = await call('admin', 'POST', '/api/figma/fetch-assets', { fileId, assetIds: [logo.id, empty.id, cross.id], formats: ['PNG'] });
    expect(response.statusCode, response.body).toBe(200);
    const { stored, failed } = response.json() as { stored: { id: string }[]; failed: { assetId: string; format: string; error: string }[] };
    expect(stored).toHaveLength(1);
    expect(failed).toEqual(
      expect.arrayContaining([
        { assetId: empty.id, format: 'PNG', error: 'Figma could not render this node' },
        { assetId: cross.id, format: 'PNG', error: expect.stringMatching(/500/) },
      ]),
    );
    expect(failed).toHaveLength(2);
    const list = (await call('admin', 'GET', '/api/figma/stored-assets')).json().items as { id: string }[];
    expect(list).toHaveLength(4);
    expect(list.map((s) => s.id)).toContain(stored[0]!.id);
  });

  it('surfaces a short 429 as success after one wait, and a long one as a clear 429', async () => {
    fake.rateLimitNext(1);
    const before = fake.requests.length;
    const added = await addSampleFile(SECOND_KEY, 'Second file');
    expect(fake.requests.slice(before).filter((r) => r.path === `/v1/files/${SECOND_KEY}/meta`)).toHaveLength(2);

    fake.rateLimitNext(120);
    const limited = await call('admin', 'GET', `/api/figma/assets/${added.id}?refresh=true`);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('120');
    expect(limited.json()).toMatchObject({ code: 'FIGMA_RATE_LIMITED', error: expect.stringMatching(/120 s/) });
    expect((await call('admin', 'DELETE', `/api/figma/files/${added.id}`)).statusCode).toBe(204);
  });

  it('renders in batches, retries a batch too heavy for Figma node by node, and reports only what still fails', async () => {
    const heavyFake = await startFakeFigma({ token: TOKEN, maxRenderIds: 1 });
    const heavyStorage = await mkdtemp(join(tmpdir(), 'figma-heavy-'));
    const heavy = await createTestApp({ FIGMA_ACCESS_TOKEN: TOKEN, FIGMA_API_BASE_URL: heavyFake.url, STORAGE_DIR: heavyStorage });
    try {
      const cookie = await loginAs(heavy.app, await createUser(heavy.db, { role: 'admin' }), 'admin');
      const added = await heavy.app.inject({ method: 'POST', url: '/api/figma/files', headers: { cookie }, payload: { figmaUrl: figmaUrl(), name: 'Heavy' } });
      const assetList = (await heavy.app.inject({ method: 'GET', url: `/api/figma/assets/${added.json().id}`, headers: { cookie } })).json() as {
        id: string;
        nodeId: string;
      }[];
      const chosen = assetList.filter((a) => ['3:1', '1:2', '5:3'].includes(a.nodeId));
      const response = await heavy.app.inject({
        method: 'POST',
        url: '/api/figma/fetch-assets',
        headers: { cookie },
        payload: { fileId: added.json().id, assetIds: chosen.map((a) => a.id), formats: ['PNG'] },
      });
      expect(response.statusCode, response.body).toBe(200);
      // The three-node batch was refused as too heavy; one call per node then rendered two of them.
      const renderCalls = heavyFake.requests.filter((r) => r.path === `/v1/images/${SAMPLE_FILE_KEY}`).map((r) => r.query.get('ids')!.split(',').length);
      expect(renderCalls).toEqual([3, 1, 1, 1]);
      expect(response.json().stored).toHaveLength(2);
      expect(response.json().failed).toEqual([
        { assetId: chosen.find((a) => a.nodeId === '5:3')!.id, format: 'PNG', error: 'Figma could not render this node' },
      ]);
    } finally {
      await heavy.close();
      await heavyFake.close();
      await rm(heavyStorage, { recursive: true, force: true });
    }
  });

  it('splits a large selection into render calls of at most RENDER_BATCH_SIZE nodes', async () => {
    const ids = Array.from({ length: 45 }, (_, i) => `9:${i}`);
    const calls: number[] = [];
    const stub = {
      getImages: async (_key: string, batch: string[]) => (
        calls.push(batch.length),
        { err: null, images: Object.fromEntries(batch.map((id) => [id, `https://x/${id}`])) }
      ),
    };
    const images = await renderInBatches(stub as unknown as FigmaClient, 'KEY', ids, { format: 'png' });
    expect(calls).toEqual([RENDER_BATCH_SIZE, RENDER_BATCH_SIZE, 45 - 2 * RENDER_BATCH_SIZE]);
    expect(Object.keys(images)).toHaveLength(45);
  });

  it('deletes a file and its assets but keeps the stored files recorded and served', async () => {
    const removed = await call('admin', 'DELETE', `/api/figma/files/${fileId}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('student', 'GET', `/api/figma/assets/${fileId}`)).statusCode).toBe(404);
    expect((await call('student', 'GET', '/api/figma/files')).json().items.some((f: { id: string }) => f.id === fileId)).toBe(false);
    const list = (await call('student', 'GET', '/api/figma/stored-assets')).json().items as { url: string; figmaAsset: unknown }[];
    expect(list).toHaveLength(4);
    expect(list.every((s) => s.figmaAsset === null)).toBe(true);
    expect((await call('student', 'GET', list[0]!.url)).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `/api/figma/files/${fileId}`)).statusCode).toBe(404);
  });
});

describe('a token Figma rejects', () => {
  let bad: TestApp;
  let cookie: string;
  beforeAll(async () => {
    bad = await createTestApp({ FIGMA_ACCESS_TOKEN: 'figd_revoked', FIGMA_API_BASE_URL: fake.url, STORAGE_DIR: storageDir });
    cookie = await loginAs(bad.app, await createUser(bad.db, { role: 'admin' }), 'admin');
  });
  afterAll(() => bad?.close());

  it('surfaces 403 Invalid token as a clear error naming the setting', async () => {
    const response = await bad.app.inject({
      method: 'POST',
      url: '/api/figma/files',
      headers: { cookie },
      payload: { figmaUrl: figmaUrl(), name: 'Brand kit' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'FIGMA_TOKEN_REJECTED', error: expect.stringMatching(/FIGMA_ACCESS_TOKEN/) });

    const [file] = await bad.db.insert(designFiles).values({ fileKey: SAMPLE_FILE_KEY, name: 'Brand kit', url: figmaUrl() }).returning();
    const sync = await bad.app.inject({ method: 'GET', url: `/api/figma/assets/${file!.id}`, headers: { cookie } });
    expect([sync.statusCode, sync.json().code]).toEqual([502, 'FIGMA_TOKEN_REJECTED']);
  });
});

describe('without a Figma token', () => {
  let off: TestApp;
  let admin: string;
  let student: string;
  const notConfigured = { code: 'FIGMA_NOT_CONFIGURED', error: 'Figma is not set up: set FIGMA_ACCESS_TOKEN on the server.' };
  beforeAll(async () => {
    off = await createTestApp({ STORAGE_DIR: storageDir });
    admin = await loginAs(off.app, await createUser(off.db, { role: 'admin' }), 'admin');
    student = await loginAs(off.app, await createUser(off.db, { role: 'student' }));
  });
  afterAll(() => off?.close());

  it('says what is missing and answers 503 to the calls that need Figma, crashing nothing', async () => {
    const inject = (cookie: string, method: Method, url: string, payload?: object) => off.app.inject({ method, url, payload, headers: { cookie } });
    expect((await inject(student, 'GET', '/api/figma/status')).json()).toEqual({ configured: false, missing: ['FIGMA_ACCESS_TOKEN'] });
    expect((await inject(student, 'GET', '/api/figma/files')).json()).toEqual({ items: [], nextCursor: null });
    expect((await inject(student, 'GET', '/api/figma/stored-assets')).json()).toEqual({ items: [], nextCursor: null });

    const add = await inject(admin, 'POST', '/api/figma/files', { figmaUrl: figmaUrl(), name: 'Brand kit' });
    expect([add.statusCode, add.json()]).toEqual([503, notConfigured]);

    const [file] = await off.db.insert(designFiles).values({ fileKey: SAMPLE_FILE_KEY, name: 'Brand kit', url: figmaUrl() }).returning();
    const assets = await inject(student, 'GET', `/api/figma/assets/${file!.id}`);
    expect([assets.statusCode, assets.json()]).toEqual([503, notConfigured]);
    const fetch = await inject(admin, 'POST', '/api/figma/fetch-assets', { fileId: file!.id, assetIds: [file!.id], formats: ['SVG', 'PNG'] });
    expect([fetch.statusCode, fetch.json()]).toEqual([503, notConfigured]);
    // Deleting needs no Figma call.
    expect((await inject(admin, 'DELETE', `/api/figma/files/${file!.id}`)).statusCode).toBe(204);
  });
});
