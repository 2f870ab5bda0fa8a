import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Follows a keyset list from its first page through `nextCursor` (20 pages at most, so a cursor
 * that never ends fails the test instead of hanging it): the ids (or each item's `key`) on each
 * page, in order.
 */
export async function idsByPage(get: (query: string) => Promise<LightMyRequestResponse>, query: string, key = 'id'): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const response = await get(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { items: Record<string, string>[]; nextCursor: string | null };
    pages.push(page.items.map((item) => item[key]!));
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}
