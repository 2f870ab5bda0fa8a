import { lazy, Suspense } from 'react';
import { useToasts } from '#app/lib/toast.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/** Loads the toast UI (Radix Toast) with the first toast, not on every page view. */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
