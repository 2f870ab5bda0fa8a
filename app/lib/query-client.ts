import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';

/**
 * Spec point 9: no retries, no refetch on focus, no polling, data never stale. Requests go out
 * even when the phone says it is offline (`networkMode: 'always'`): a screen with nothing saved
 * then says it needs a connection at once instead of waiting silently (issue 13).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
