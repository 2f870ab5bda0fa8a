import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeBackend } from './locale-backend.ts';

function read(): Promise<[unknown, unknown]> {
  return new Promise((resolve) => localeBackend.read('fr', 'common', (error, data) => resolve([error, data])));
}

afterEach(() => vi.unstubAllGlobals());

describe('the locale backend (spec points 7 and 8)', () => {
  it('fetches /locales/{lng}/{ns}.json and hands over the strings', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"nav":{"home":"Accueil"}}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await read()).toEqual([null, { nav: { home: 'Accueil' } }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/locales/fr/common.json');
  });

  it('marks a 5xx and a network failure as retryable, a 4xx as not', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('busy', { status: 503 })));
    expect(await read()).toEqual([expect.stringContaining('503'), true]);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(await read()).toEqual([expect.stringContaining('no response'), true]);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('missing', { status: 404 })));
    expect(await read()).toEqual([expect.stringContaining('404'), false]);
  });

  it('reports a body that is not JSON as failed parsing', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 200 })));
    expect(await read()).toEqual([expect.stringContaining('failed parsing'), false]);
  });
});
