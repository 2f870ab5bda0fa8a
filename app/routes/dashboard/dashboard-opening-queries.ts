import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { FirstScreen } from '#shared/schemas/first-screen.ts';
import { currentUserQueryKey } from '#app/features/auth/api/get-current-user.ts';
import { cohortAnalyticsQueryOptions } from '#app/features/analytics/api/get-cohort-analytics.ts';
import { performanceGapsQueryOptions } from '#app/features/analytics/api/get-performance-gaps.ts';
import { studentDirectoryQueryKey } from '#app/features/students/api/get-students.ts';
import { studentDashboardQueryKey } from '#app/features/students/api/get-student-dashboard.ts';

/**
 * The parts of the dashboard's opening answer (app/lib/dashboard-opening.ts), under the keys of
 * the queries that would otherwise ask for each. Newer than anything saved on
 * the phone, so the restore of saved queries keeps them. `withUser`: the answer names the
 * signed-in user too (a page the server rendered, where no current-user query has run yet).
 */
export function seedDashboardOpening(
  queryClient: QueryClient,
  screen: FirstScreen,
  { withUser = false, updatedAt }: { withUser?: boolean; updatedAt?: number } = {},
) {
  const { user, course } = screen;
  // `updatedAt`: an answer from before this page (the page the phone kept), refreshed as saved data is.
  const when = { updatedAt };
  if (withUser) queryClient.setQueryData(currentUserQueryKey, user, when);
  // Another user signed in on this phone meanwhile: their answers are not these.
  const signedIn = queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey);
  if (signedIn && signedIn.id !== user.id) return;
  if (screen.dashboard && user.studentId) queryClient.setQueryData(studentDashboardQueryKey(user.studentId, course), screen.dashboard, when);
  if (screen.cohort) queryClient.setQueryData(cohortAnalyticsQueryOptions(course).queryKey, screen.cohort, when);
  if (screen.gaps) queryClient.setQueryData(performanceGapsQueryOptions(course).queryKey, screen.gaps, when);
  if (screen.students) queryClient.setQueryData(studentDirectoryQueryKey(course, ''), { pages: [screen.students], pageParams: [undefined] }, when);
}
