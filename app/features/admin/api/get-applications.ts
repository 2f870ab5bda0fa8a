import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { APPLICATION_STATUSES, applicationListItemSchema, pageOf } from '#shared/schemas/admissions.ts';
import type { AdminRequest } from '../lib/admin-request.ts';
import { useAdminRequest } from '../lib/admin-user.tsx';

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;
export type ApplicationPage = z.infer<ReturnType<typeof pageOf<typeof applicationListItemSchema>>>;

/** The list's status filter; "all" means every status except draft (the server's default). */
export type ApplicationStatusFilter = ApplicationStatus | 'all';

export const APPLICATIONS_PAGE_SIZE = 20;

export interface ApplicationsQuery {
  status: ApplicationStatusFilter;
  page: number;
}

export const applicationsQueryKey = (query: ApplicationsQuery) => ['/api/admin', 'applications', query] as const;

/** GET /api/admin/applications?status=&page=&pageSize=: one page of submitted applications. */
export function getApplications(request: AdminRequest, { status, page }: ApplicationsQuery) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(APPLICATIONS_PAGE_SIZE) });
  if (status !== 'all') params.set('status', status);
  return request<ApplicationPage>('GET', `/api/admin/applications?${params}`);
}

export function useApplications(query: ApplicationsQuery) {
  const request = useAdminRequest();
  // The previous page stays on screen while the next one loads, so the pager does not jump.
  return useQuery({ queryKey: applicationsQueryKey(query), queryFn: () => getApplications(request, query), placeholderData: keepPreviousData });
}
