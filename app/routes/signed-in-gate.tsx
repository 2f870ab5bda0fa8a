import { useState, type ReactNode } from 'react';
import { DirectionProvider } from '@radix-ui/react-direction';
import { useTranslation } from 'react-i18next';
import { directionOf } from '#shared/constants/languages.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { FirstScreen } from '#shared/schemas/first-screen.ts';
import { currentUserQueryKey } from '#app/features/auth/api/get-current-user.ts';
import { ProtectedRoute } from '#app/features/auth/components/protected-route.tsx';
import { cohortAnalyticsQueryOptions } from '#app/features/educator/api/get-cohort-analytics.ts';
import { performanceGapsQueryOptions } from '#app/features/educator/api/get-performance-gaps.ts';
import { studentDirectoryQueryKey } from '#app/features/educator/api/get-students.ts';
import { studentDashboardQueryKey } from '#app/features/student-portal/api/get-student-dashboard.ts';
import { takeFirstScreen } from '#app/lib/early-first-screen.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { ServerState } from '#app/lib/server-state.tsx';

/**
 * The parts of the early first-screen answer, under the keys of the queries that would otherwise
 * ask for each (issue 16, item 2). Newer than anything saved on the phone, so the restore of saved
 * queries keeps them.
 */
function seedFirstScreen(screen: FirstScreen) {
  const { user, course } = screen;
  // Another user signed in on this phone meanwhile: their answers are not these.
  const signedIn = queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey);
  if (signedIn && signedIn.id !== user.id) return;
  if (screen.dashboard && user.studentId) queryClient.setQueryData(studentDashboardQueryKey(user.studentId, course), screen.dashboard);
  if (screen.cohort) queryClient.setQueryData(cohortAnalyticsQueryOptions(course).queryKey, screen.cohort);
  if (screen.gaps) queryClient.setQueryData(performanceGapsQueryOptions(course).queryKey, screen.gaps);
  if (screen.students) queryClient.setQueryData(studentDirectoryQueryKey(course, ''), { pages: [screen.students], pageParams: [undefined] });
}

/** Server state plus the signed-in check, loaded only when a protected screen is opened. */
export function SignedInGate({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // The saved answers are refreshed once this has seeded the fresh ones (app/lib/offline/persisted-queries.ts).
  const [seeded] = useState(() => takeFirstScreen()?.then((screen) => screen && seedFirstScreen(screen), () => undefined));
  // Radix primitives (tabs, dialogs) read the reading direction from here, not from <html dir>.
  return (
    <DirectionProvider dir={directionOf(i18n.language)}>
      <ServerState persisted refreshAfter={seeded}>
        <ProtectedRoute>{children}</ProtectedRoute>
      </ServerState>
    </DirectionProvider>
  );
}
