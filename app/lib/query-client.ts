import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';

/**
 * Spec point 9: no retries, no refetch on focus, no polling, data never stale. Requests go out
 * even when the phone says it is offline (`networkMode: 'always'`): a screen with nothing saved
 * then says it needs a connection at once instead of waiting silently. Answers no
 * screen shows are kept (`gcTime`), not dropped after five minutes: the copy saved on the phone
 * (offline/persisted-queries.ts) is the whole cache, and a tab's data must stay in it until the
 * tab is opened offline.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      gcTime: Infinity,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
