import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactMessageListItemSchema, pageOf } from '#shared/schemas/admissions.ts';
import type { AdminRequest } from '../lib/admin-request.ts';
import { useAdminRequest } from '../lib/admin-user.tsx';

export type ContactMessageListItem = z.infer<typeof contactMessageListItemSchema>;
export type ContactMessagePage = z.infer<ReturnType<typeof pageOf<typeof contactMessageListItemSchema>>>;

export const CONTACT_MESSAGES_PAGE_SIZE = 20;

export const contactMessagesQueryKey = (page: number) => ['/api/admin', 'contact-messages', page] as const;

/** GET /api/admin/contact-messages?page=&pageSize=: one page of messages, newest first. */
export function getContactMessages(request: AdminRequest, page: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(CONTACT_MESSAGES_PAGE_SIZE) });
  return request<ContactMessagePage>('GET', `/api/admin/contact-messages?${params}`);
}

export function useContactMessages(page: number) {
  const request = useAdminRequest();
  return useQuery({ queryKey: contactMessagesQueryKey(page), queryFn: () => getContactMessages(request, page), placeholderData: keepPreviousData });
}
