import { environmentManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client.ts';

describe('the query client', () => {
  afterEach(() => {
    vi.useRealTimers();
    environmentManager.setIsServer(() => typeof window === 'undefined');
  });

  // The saved copy on the phone is the whole cache (offline/persisted-queries.ts): a tab's data
  // fetched ahead, or restored, must still be there when the tab is opened offline.
  it('keeps an answer no screen shows past the five minutes after which TanStack Query drops it by default', async () => {
    // A browser: on a server TanStack Query keeps every answer anyway.
    environmentManager.setIsServer(() => false);
    vi.useFakeTimers();
    await queryClient.prefetchQuery({ queryKey: ['/api/kept'], queryFn: () => 'kept' });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(queryClient.getQueryData(['/api/kept'])).toBe('kept');
  });
});
