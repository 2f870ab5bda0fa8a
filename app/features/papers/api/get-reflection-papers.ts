import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { PaperSummary } from '#shared/schemas/papers.ts';
import { apiRequest } from '#app/lib/api-client.ts';

interface PaperPage {
  items: PaperSummary[];
  nextCursor: string | null;
}

export const papersQueryKey = (studentId: string, course: Course) => ['/api/students', studentId, 'reflection-papers', course] as const;

/** GET /api/students/{id}/reflection-papers?course=: the student's papers with their analysis, newest first. */
export function getReflectionPapers(studentId: string, course: Course, cursor?: string) {
  const query = new URLSearchParams({ course, limit: '10', ...(cursor && { cursor }) });
  return apiRequest<PaperPage>('GET', `/api/students/${encodeURIComponent(studentId)}/reflection-papers?${query}`);
}

/** The Reflection Papers tab's query; also fetched ahead for offline use (hooks/use-prefetch-portal-tabs.ts). */
export const reflectionPapersQueryOptions = (studentId: string, course: Course) =>
  infiniteQueryOptions({
    queryKey: papersQueryKey(studentId, course),
    queryFn: ({ pageParam }) => getReflectionPapers(studentId, course, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useReflectionPapers(studentId: string, course: Course) {
  return useInfiniteQuery({
    ...reflectionPapersQueryOptions(studentId, course),
    // A paper's analysis arrives from a background job: asked again until it has.
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.items.some((paper) => paper.analysisStatus === 'pending')) ? 5_000 : false),
  });
}

/** GET .../reflection-papers/{paperId}: one paper with its text. */
export function useReflectionPaper(studentId: string, paperId: string | null) {
  return useQuery({
    queryKey: ['/api/students', studentId, 'reflection-papers', 'detail', paperId],
    queryFn: () =>
      apiRequest<PaperSummary & { content: string }>('GET', `/api/students/${encodeURIComponent(studentId)}/reflection-papers/${encodeURIComponent(paperId!)}`),
    enabled: paperId !== null,
  });
}
