import { useInfiniteQuery } from '@tanstack/react-query';
import type { CanvaTemplatePage } from '#shared/schemas/canva.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** Brand templates a page holds. */
const PAGE_SIZE = 50;

export const canvaTemplatesQueryKey = ['/api/canva', 'templates'] as const;

/** GET /api/canva/templates?cursor=: one page of the Canva brand templates; the first also carries the starter formats. */
export const getCanvaTemplates = (cursor?: string) =>
  apiRequest<CanvaTemplatePage>('GET', `/api/canva/templates?${new URLSearchParams({ limit: String(PAGE_SIZE), ...(cursor && { cursor }) })}`);

/**
 * The templates, a page at a time: the institute's starter formats first, then the brand
 * templates of the pages loaded so far. The templates tab and the create dialog share these pages.
 */
export function useCanvaTemplates(enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: canvaTemplatesQueryKey,
    queryFn: ({ pageParam }) => getCanvaTemplates(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
  const pages = query.data?.pages ?? [];
  return { ...query, templates: [...(pages[0]?.starters ?? []), ...pages.flatMap((page) => page.items)] };
}
