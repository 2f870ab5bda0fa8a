import { useInfiniteQuery } from '@tanstack/react-query';
import type { FigmaFilePage } from '#shared/schemas/figma.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** Files a page holds. */
const PAGE_SIZE = 50;

export const figmaFilesQueryKey = ['/api/figma', 'files'] as const;

/** GET /api/figma/files?cursor=: one page of the design files, newest first. */
export const getFigmaFiles = (cursor?: string) =>
  apiRequest<FigmaFilePage>('GET', `/api/figma/files?${new URLSearchParams({ limit: String(PAGE_SIZE), ...(cursor && { cursor }) })}`);

/** The design files, a page at a time: the files tab and the browse tab's picker share these pages. */
export function useFigmaFiles({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey: figmaFilesQueryKey,
    queryFn: ({ pageParam }) => getFigmaFiles(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
  return { ...query, files: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
