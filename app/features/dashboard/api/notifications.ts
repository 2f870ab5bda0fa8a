import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '#shared/schemas/notifications.ts';
import { apiRequest } from '#app/lib/api-client.ts';

const KEY = ['/api/notifications'] as const;

/** GET /api/notifications (issue 14, item 5): the newest page, looked at again every two minutes while the dashboard is open. */
export function useNotifications() {
  return useQuery({ queryKey: KEY, queryFn: () => apiRequest<NotificationPage>('GET', '/api/notifications?limit=20'), refetchInterval: 120_000 });
}

/** POST /api/notifications/:id/read, or /read-all without an id. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => apiRequest<null>('POST', id ? `/api/notifications/${encodeURIComponent(id)}/read` : '/api/notifications/read-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
