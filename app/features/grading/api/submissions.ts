import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { GradeSubmissionInput, SubmissionPage } from '#shared/schemas/grading.ts';
import { apiRequest } from '#app/lib/api-client.ts';

const submissionsKey = (course: Course) => ['/api/submissions', course] as const;

/** GET /api/submissions?course=: submitted work waiting for a grade, the longest waiting first, ten at a time. */
export function useSubmissionsToGrade(course: Course) {
  return useInfiniteQuery({
    queryKey: submissionsKey(course),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ course, limit: '10', ...(pageParam && { cursor: pageParam }) });
      return apiRequest<SubmissionPage>('GET', `/api/submissions?${query}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** POST /api/submissions/:id/grade: the grade and feedback; the student is told, and the item leaves the queue. */
export function useGradeSubmission(course: Course) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: GradeSubmissionInput & { id: string }) => apiRequest('POST', `/api/submissions/${encodeURIComponent(id)}/grade`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsKey(course) }),
  });
}
