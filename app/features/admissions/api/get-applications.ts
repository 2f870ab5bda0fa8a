import { useInfiniteQuery } from '@tanstack/react-query';
import type { APPLICATION_STATUSES, ApplicationListItem, ApplicationPage } from '#shared/schemas/admissions.ts';
import type { AdminRequest } from '#app/lib/admin/admin-request.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type { ApplicationListItem, ApplicationPage };

/** The list's status filter; "all" means every status except draft (the server's default). */
export type ApplicationStatusFilter = ApplicationStatus | 'all';

/** Applications a page holds: what a reviewer scans before searching instead. */
const PAGE_SIZE = 50;

export interface ApplicationsQuery {
  status: ApplicationStatusFilter;
  /** Part of a name, e-mail or reference; empty for every application. */
  search: string;
}

export const applicationsQueryKey = (query: ApplicationsQuery) => ['/api/admin', 'applications', query] as const;

/** GET /api/admin/applications?status=&q=&cursor=&limit=: one page of the review list, newest first. */
export function getApplications(request: AdminRequest, { status, search }: ApplicationsQuery, cursor?: string) {
  const params = new URLSearchParams({
    limit: String(PAGE_SIZE),
    ...(status !== 'all' && { status }),
    ...(search && { q: search }),
    ...(cursor && { cursor }),
  });
  return request<ApplicationPage>('GET', `/api/admin/applications?${params}`);
}

/** The review list a page at a time; `fetchNextPage` is "Show more". A status change refetches the pages loaded. */
export function useApplications(query: ApplicationsQuery) {
  const request = useAdminRequest();
  const result = useInfiniteQuery({
    queryKey: applicationsQueryKey(query),
    queryFn: ({ pageParam }) => getApplications(request, query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new filter or search keeps the last list on screen until its first page arrives.
    placeholderData: (previous) => previous,
  });
  return { ...result, applications: result.data?.pages.flatMap((page) => page.items) ?? [] };
}
