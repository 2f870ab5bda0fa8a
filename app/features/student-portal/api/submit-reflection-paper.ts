import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { PaperSummary } from '#shared/schemas/papers.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export type SubmitPaperVariables = { studentId: string; course: Course; title: string } & ({ content: string } | { file: File });

/** POST /api/students/{id}/reflection-papers: a paper written in the page (JSON) or a file (multipart). */
export function submitReflectionPaper(variables: SubmitPaperVariables) {
  const path = `/api/students/${encodeURIComponent(variables.studentId)}/reflection-papers`;
  if ('file' in variables) {
    const form = new FormData();
    form.set('course', variables.course);
    form.set('title', variables.title);
    form.set('file', variables.file);
    return apiRequest<PaperSummary>('POST', path, form);
  }
  return apiRequest<PaperSummary>('POST', path, { course: variables.course, title: variables.title, content: variables.content });
}

export function useSubmitReflectionPaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReflectionPaper,
    onSuccess: (_paper, { studentId }) => queryClient.invalidateQueries({ queryKey: ['/api/students', studentId, 'reflection-papers'] }),
  });
}
