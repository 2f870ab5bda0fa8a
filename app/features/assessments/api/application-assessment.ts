import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssessmentReview, ScheduleAssessmentInput } from '#shared/schemas/assessments.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';

const key = (id: string) => ['/api/admin', 'applications', 'assessment', id] as const;

/** GET /api/admin/applications/:id/assessment: the schedule and the engine's reading; null when none is scheduled. */
export function useAssessmentReview(id: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: key(id),
    queryFn: () => request<AssessmentReview | null>('GET', `/api/admin/applications/${encodeURIComponent(id)}/assessment`),
  });
}

/** POST /api/admin/applications/:id/assessment: schedules it and mails the applicant their link. */
export function useScheduleAssessment(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleAssessmentInput) => request<AssessmentReview>('POST', `/api/admin/applications/${encodeURIComponent(id)}/assessment`, input),
    onSuccess: (review) => {
      queryClient.setQueryData(key(id), review);
      // Every application read (the list, and the open application whose status scheduling moved) is under this prefix.
      void queryClient.invalidateQueries({ queryKey: ['/api/admin', 'applications'] });
    },
  });
}
