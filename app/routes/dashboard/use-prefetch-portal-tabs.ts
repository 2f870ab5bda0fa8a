import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import { courseMaterialsQueryOptions } from '#app/features/materials/api/course-materials.ts';
import { savesData, whenLoadedAndQuiet } from '#app/lib/when-network-quiet.ts';
import { calendarEventsQueryOptions } from '#app/features/calendar/api/get-calendar-events.ts';
import { cohortMeetingsQueryOptions } from '#app/features/meetings/api/get-cohort-meetings.ts';
import { discussionsQueryOptions } from '#app/features/discussions/api/get-discussions.ts';
import { reflectionPapersQueryOptions } from '#app/features/papers/api/get-reflection-papers.ts';
import { studentAssignmentsQueryOptions } from '#app/features/assignments/api/get-student-assignments.ts';
import { startOfToday } from '#app/lib/dates.ts';

/**
 * What the portal's other tabs open on, fetched once the first screen has loaded
 * and the network is quiet, so that it is saved on the phone (app/lib/offline/persisted-queries.ts)
 * and every tab opens offline after one visit. Only what the cache does not hold: a tab's saved
 * data is refreshed when the tab is opened online, not here, since the bytes are the student's.
 * Nothing on a data-saving connection, nor for staff looking at a student (`enabled` false).
 */
export function usePrefetchPortalTabs(studentId: string, course: Course, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    whenLoadedAndQuiet(() => live && prefetchPortalTabs(queryClient, studentId, course));
    return () => {
      live = false;
    };
  }, [queryClient, studentId, course, enabled]);
}

function prefetchPortalTabs(queryClient: QueryClient, studentId: string, course: Course) {
  if (savesData() || !navigator.onLine) return;
  const missing = ({ queryKey }: { queryKey: QueryKey }) => queryClient.getQueryData(queryKey) === undefined;
  // The windows the Calendar and Cohort Discussions tabs open on: from the start of today.
  const today = startOfToday().toISOString();
  const discussions = discussionsQueryOptions(studentId, course);
  if (missing(discussions)) void queryClient.prefetchInfiniteQuery(discussions);
  const events = calendarEventsQueryOptions(course, { from: today });
  if (missing(events)) void queryClient.prefetchInfiniteQuery(events);
  const meetings = cohortMeetingsQueryOptions(course, 'upcoming', today);
  if (missing(meetings)) void queryClient.prefetchInfiniteQuery(meetings);
  const assignments = studentAssignmentsQueryOptions(studentId, course);
  if (missing(assignments)) void queryClient.prefetchInfiniteQuery(assignments);
  const papers = reflectionPapersQueryOptions(studentId, course);
  if (missing(papers)) void queryClient.prefetchInfiniteQuery(papers);
  const books = courseMaterialsQueryOptions(course);
  if (missing(books)) void queryClient.prefetchQuery(books);
}
