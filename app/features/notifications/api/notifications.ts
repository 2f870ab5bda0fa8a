import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPage, NotificationSettings, NotificationSettingsResponse } from '#shared/schemas/notifications.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { linkSecretFromLocation } from '#app/lib/link-secret.ts';

const KEY = ['/api/notifications'] as const;

/** GET /api/notifications: the newest page, looked at again every two minutes while the dashboard is open. */
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

const SETTINGS_KEY = ['/api/me/notification-settings'] as const;

/** GET /api/me/notification-settings: where and in which language notifications are e-mailed, and which kinds. */
export function useNotificationSettings(enabled: boolean) {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiRequest<NotificationSettingsResponse>('GET', '/api/me/notification-settings'),
    enabled,
    // A form must open on what the server holds, not on a copy kept on the phone from an earlier visit.
    meta: { persist: false },
  });
}

/** PUT /api/me/notification-settings. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => apiRequest<NotificationSettingsResponse>('PUT', '/api/me/notification-settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}

/** The token of a confirmation link: `/auth#confirm-email=TOKEN` (in the fragment, so no server log holds it). */
export const emailConfirmationTokenFromLocation = () => linkSecretFromLocation('confirm-email');

/**
 * POST /api/me/email-confirmation, once per opened link: the new address becomes the
 * one notifications go to. A query, not a mutation, so a second render does not send it twice.
 */
export function useEmailConfirmation(token: string) {
  return useQuery({
    queryKey: ['/api/me/email-confirmation', token],
    queryFn: () => apiRequest<{ email: string }>('POST', '/api/me/email-confirmation', { token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { persist: false },
  });
}
