import type { ReactNode } from 'react';
import { Providers } from './providers.tsx';
import { AppRouter } from './router.tsx';

/** The whole client. `children` go last, where they cannot shift the ids React gives the page. */
export function App({ children }: { children?: ReactNode }) {
  return (
    <Providers>
      <AppRouter />
      {children}
    </Providers>
  );
}
