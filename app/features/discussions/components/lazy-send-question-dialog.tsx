import { lazy, Suspense } from 'react';
import type { SendQuestionDialogProps } from './send-question-dialog.tsx';

const SendQuestionDialog = lazy(() => import('./send-question-dialog.tsx').then((module) => ({ default: module.SendQuestionDialog })));

/** The send dialog, whose code (its form, the shared schema and zod) loads when an educator opens it. */
export function LazySendQuestionDialog(props: SendQuestionDialogProps) {
  return (
    <Suspense fallback={null}>
      <SendQuestionDialog {...props} />
    </Suspense>
  );
}
