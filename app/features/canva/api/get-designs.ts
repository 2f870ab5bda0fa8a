import { useInfiniteQuery } from '@tanstack/react-query';
import type { CanvaDesignPage } from '#shared/schemas/canva.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** Designs a page holds. */
const PAGE_SIZE = 50;

export const canvaDesignsQueryKey = ['/api/canva', 'designs'] as const;

/** GET /api/canva/designs?cursor=: one page of the account's Canva designs, most recently modified first. */
export const getCanvaDesigns = (cursor?: string) =>
  apiRequest<CanvaDesignPage>('GET', `/api/canva/designs?${new URLSearchParams({ limit: String(PAGE_SIZE), ...(cursor && { cursor }) })}`);

/** The Canva designs, a page at a time. */
export function useCanvaDesigns(enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: canvaDesignsQueryKey,
    queryFn: ({ pageParam }) => getCanvaDesigns(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
  return { ...query, designs: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
