import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

/**
 * TanStack Query for the screens that talk to the server. It wraps those screens rather than the
 * whole app so the static public pages do not download it; every wrapper shares one client.
 */
export function ServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
