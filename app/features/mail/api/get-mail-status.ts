import { useQuery } from '@tanstack/react-query';
import type { MailStatus } from '#shared/schemas/admissions.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';

/** GET /api/admin/mail-status: whether outgoing mail is set up, and how many messages wait or failed. */
export function useMailStatus() {
  const request = useAdminRequest();
  return useQuery({ queryKey: ['/api/admin', 'mail-status'], queryFn: () => request<MailStatus>('GET', '/api/admin/mail-status') });
}
