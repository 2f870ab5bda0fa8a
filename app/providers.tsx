import type { ReactNode } from 'react';
import { LazyToaster } from '#app/components/ui/lazy-toaster.tsx';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LazyToaster />
    </>
  );
}
