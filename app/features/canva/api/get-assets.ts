import { useInfiniteQuery } from '@tanstack/react-query';
import type { CanvaAssetPage } from '#shared/schemas/canva.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** Assets a page holds. */
const PAGE_SIZE = 50;

export const canvaAssetsQueryKey = ['/api/canva', 'assets'] as const;

/** GET /api/canva/assets?cursor=: one page of the images in the account's Canva uploads. */
export const getCanvaAssets = (cursor?: string) =>
  apiRequest<CanvaAssetPage>('GET', `/api/canva/assets?${new URLSearchParams({ limit: String(PAGE_SIZE), ...(cursor && { cursor }) })}`);

/** The Canva image assets, a page at a time. */
export function useCanvaAssets(enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: canvaAssetsQueryKey,
    queryFn: ({ pageParam }) => getCanvaAssets(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
  return { ...query, assets: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
