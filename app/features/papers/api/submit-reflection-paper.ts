import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { PaperSummary } from '#shared/schemas/papers.ts';
import { enqueue } from '#app/lib/offline/outbox.ts';

export type SubmitPaperVariables = { studentId: string; course: Course; title: string } & ({ content: string } | { file: File });

/** The outbox kind of a reflection paper; its subject is the course. */
export const PAPER_SUBMISSION = 'reflection-paper';

/**
 * POST /api/students/{id}/reflection-papers through the outbox: a paper
 * written in the page (JSON) or a file (multipart, the file kept on the phone as it was chosen),
 * saved here first and sent now or when the connection returns. Resolves with the stored paper,
 * or `undefined` when it waits on the phone.
 */
export function submitReflectionPaper(variables: SubmitPaperVariables) {
  const url = `/api/students/${encodeURIComponent(variables.studentId)}/reflection-papers`;
  const write = { owner: variables.studentId, kind: PAPER_SUBMISSION, subject: variables.course, url };
  if ('file' in variables) {
    return enqueue<PaperSummary>({
      ...write,
      body: null,
      form: { fields: { course: variables.course, title: variables.title }, file: variables.file, fileName: variables.file.name },
    });
  }
  return enqueue<PaperSummary>({ ...write, body: { course: variables.course, title: variables.title, content: variables.content } });
}

export function useSubmitReflectionPaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReflectionPaper,
    onSuccess: (paper, { studentId }) => {
      if (paper !== undefined) return queryClient.invalidateQueries({ queryKey: ['/api/students', studentId, 'reflection-papers'] });
    },
  });
}
