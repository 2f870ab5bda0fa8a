import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LoadingScreen } from '#app/components/layout/loading-screen.tsx';
import { restoreQueries, restoreQueriesNow } from './offline/persisted-queries.ts';
import { takeSavedDataHold } from './hydration-hold.ts';
import { queryClient } from './query-client.ts';

/**
 * TanStack Query for the screens that talk to the server. It wraps those screens rather than the
 * whole app so the static public pages do not download it; every wrapper shares one client.
 * With `persisted` (the signed-in screens), the screens wait for the data saved on the phone (a
 * few milliseconds), so they open on what the student last saw rather than on a spinner, online
 * or not, and refreshes them once `refreshAfter` settles; public forms do not load it.
 */
export function ServerState({ children, persisted = false, refreshAfter }: { children: ReactNode; persisted?: boolean; refreshAfter?: Promise<unknown> }) {
  // A page the server rendered hydrates without the saved data, which comes once this part of it has hydrated (app/lib/hydration-hold.ts).
  const [heldForHydration] = useState(() => persisted && takeSavedDataHold());
  // Read ahead by the router in the usual case: the screens render at once, not after a Loading frame.
  const [restored, setRestored] = useState(() => !persisted || heldForHydration || restoreQueriesNow(queryClient, refreshAfter));
  useEffect(() => {
    if (heldForHydration) void restoreQueries(queryClient, refreshAfter);
  }, [heldForHydration, refreshAfter]);
  useEffect(() => {
    if (restored) return;
    let live = true;
    void restoreQueries(queryClient, refreshAfter).then(() => live && setRestored(true));
    return () => {
      live = false;
    };
  }, [restored, refreshAfter]);
  return <QueryClientProvider client={queryClient}>{restored ? children : <LoadingScreen />}</QueryClientProvider>;
}
