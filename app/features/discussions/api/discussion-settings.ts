import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { DiscussionSettings } from '#shared/schemas/discussions.ts';
import { apiRequest } from '#app/lib/api-client.ts';

const settingsPath = (course: Course) => `/api/discussions/settings/${encodeURIComponent(course)}`;
const settingsKey = (course: Course) => ['/api/discussions', 'settings', course] as const;

/** GET /api/discussions/settings/{course}: automatic sending and the turns a thread may have. */
export function useDiscussionSettings(course: Course) {
  return useQuery({ queryKey: settingsKey(course), queryFn: () => apiRequest<DiscussionSettings>('GET', settingsPath(course)) });
}

/** PUT /api/discussions/settings/{course}. */
export function useSaveDiscussionSettings(course: Course) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DiscussionSettings) => apiRequest<DiscussionSettings>('PUT', settingsPath(course), settings),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(course), saved),
  });
}
