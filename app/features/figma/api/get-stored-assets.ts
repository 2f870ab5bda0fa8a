import { useInfiniteQuery } from '@tanstack/react-query';
import type { StoredAssetPage } from '#shared/schemas/figma.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** Stored assets a page holds. */
const PAGE_SIZE = 50;

export const storedAssetsQueryKey = ['/api/figma', 'stored-assets'] as const;

/** GET /api/figma/stored-assets?cursor=: one page of the stored assets, newest first. */
export const getStoredAssets = (cursor?: string) =>
  apiRequest<StoredAssetPage>('GET', `/api/figma/stored-assets?${new URLSearchParams({ limit: String(PAGE_SIZE), ...(cursor && { cursor }) })}`);

export function useStoredAssets({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey: storedAssetsQueryKey,
    queryFn: ({ pageParam }) => getStoredAssets(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
  return { ...query, assets: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

/** GET /api/figma/stored-assets/:id/file: inline to view, ?download=1 to save. */
export function storedAssetFileUrl(id: string, download = false) {
  const base = `/api/figma/stored-assets/${encodeURIComponent(id)}/file`;
  return download ? `${base}?${new URLSearchParams({ download: '1' }).toString()}` : base;
}
