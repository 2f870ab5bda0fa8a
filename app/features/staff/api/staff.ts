import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffAccess } from '#shared/auth/permissions.ts';
import type { StaffDecisionInput, StaffInvitationInput, StaffInvitationReceipt, StaffPage, StaffPendingCount } from '#shared/schemas/staff.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { toast } from '#app/lib/toast.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';

/** Accounts a page holds. */
const PAGE_SIZE = 30;

const staffKey = ['/api/admin', 'staff'] as const;

/** GET /api/admin/staff?status=: one standing's educator accounts, most recent change first, a page at a time. */
export function useStaff(status: StaffAccess) {
  const request = useAdminRequest();
  const result = useInfiniteQuery({
    queryKey: [...staffKey, { status }],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ status, limit: String(PAGE_SIZE), ...(pageParam && { cursor: pageParam }) });
      return request<StaffPage>('GET', `/api/admin/staff?${params}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
  });
  return { ...result, members: result.data?.pages.flatMap((page) => page.items) ?? [] };
}

/** GET /api/admin/staff/pending-count: the requests waiting, for the tab's badge. */
export function useStaffPendingCount() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: [...staffKey, 'pending-count'],
    queryFn: () => request<StaffPendingCount>('GET', '/api/admin/staff/pending-count'),
    select: (data) => data.pending,
  });
}

/** POST /api/admin/staff/{userId}/decision: approve, refuse or revoke, with a note. */
export function useDecideStaff() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ userId, ...body }: StaffDecisionInput & { userId: string; name: string }) =>
      request('POST', `/api/admin/staff/${encodeURIComponent(userId)}/decision`, { decision: body.decision, ...(body.note && { note: body.note }) }),
    onSuccess: async (_data, { decision, name }) => {
      toast({ title: t(`dashboard.admin.staff.toast.${decision}`, { name }) });
      await queryClient.invalidateQueries({ queryKey: staffKey });
    },
    onError: (error) => toast({ variant: 'destructive', title: t('dashboard.admin.staff.toast.failed'), description: describeApiError(t, error) }),
  });
}

/** POST /api/admin/staff/invitations: an educator invited directly, approved from the start; the link goes to their address. */
export function useInviteEducator() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffInvitationInput) => request<StaffInvitationReceipt>('POST', '/api/admin/staff/invitations', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
