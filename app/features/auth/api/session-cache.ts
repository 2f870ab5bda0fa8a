import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { forgetDashboardOpening } from '#app/lib/dashboard-opening.ts';
import { forgetSavedQueries } from '#app/lib/offline/persisted-queries.ts';
import { forgetKeptFirstScreen } from '#app/lib/offline/service-worker.ts';
import { currentUserQueryKey } from './get-current-user.ts';

// The current-user query itself is updated, not removed: screens observing it must see the change.
const isOtherQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== currentUserQueryKey[0];

/** An answer still on its way belongs to the session before: it must not bring that user back. */
function forgetSessionInFlight(queryClient: QueryClient) {
  forgetDashboardOpening();
  // The dashboard the phone kept is the session's before (app/sw.ts).
  void forgetKeptFirstScreen();
  void queryClient.cancelQueries({ queryKey: currentUserQueryKey });
}

/** Spec point 4: a login or registration sets the user and discards every other cached answer. */
export function startSessionCache(queryClient: QueryClient, user: CurrentUser) {
  forgetSessionInFlight(queryClient);
  queryClient.removeQueries({ predicate: isOtherQuery });
  queryClient.setQueryData(currentUserQueryKey, user);
}

/** Spec point 4: a logout clears the user and all cached data, on the phone too. */
export function endSessionCache(queryClient: QueryClient) {
  forgetSessionInFlight(queryClient);
  queryClient.setQueryData(currentUserQueryKey, null);
  queryClient.removeQueries({ predicate: isOtherQuery });
  queryClient.getMutationCache().clear();
  void forgetSavedQueries();
}
