import { useInfiniteQuery } from '@tanstack/react-query';
import type { ContactMessageListItem, ContactMessagePage } from '#shared/schemas/admissions.ts';
import type { AdminRequest } from '#app/lib/admin/admin-request.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';

export type { ContactMessageListItem, ContactMessagePage };

/** Messages a page holds. */
const PAGE_SIZE = 50;

export const contactMessagesQueryKey = (search: string) => ['/api/admin', 'contact-messages', { search }] as const;

/** GET /api/admin/contact-messages?q=&cursor=&limit=: one page of messages, newest first. */
export function getContactMessages(request: AdminRequest, search: string, cursor?: string) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), ...(search && { q: search }), ...(cursor && { cursor }) });
  return request<ContactMessagePage>('GET', `/api/admin/contact-messages?${params}`);
}

/** The messages whose sender's name or e-mail contains `search`, a page at a time; `fetchNextPage` is "Show more". */
export function useContactMessages(search: string) {
  const request = useAdminRequest();
  const result = useInfiniteQuery({
    queryKey: contactMessagesQueryKey(search),
    queryFn: ({ pageParam }) => getContactMessages(request, search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
  });
  return { ...result, messages: result.data?.pages.flatMap((page) => page.items) ?? [] };
}
