import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdmissionsCalendar, AdmissionsCalendarResponse } from '#shared/schemas/admissions-calendar.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';

const KEY = ['/api/admin', 'admissions-calendar'] as const;

/** GET /api/admin/admissions-calendar: the calendar the public pages show. */
export function useAdmissionsCalendar(enabled: boolean) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: KEY,
    queryFn: () => request<AdmissionsCalendarResponse>('GET', '/api/admin/admissions-calendar'),
    enabled,
    // The form opens on what the server holds, never on a copy kept from an earlier visit.
    meta: { persist: false },
  });
}

/** PUT /api/admin/admissions-calendar: the academic year and the intakes, checked by the shared schema on both sides. */
export function useSaveAdmissionsCalendar() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (calendar: AdmissionsCalendar) => request<AdmissionsCalendarResponse>('PUT', '/api/admin/admissions-calendar', calendar),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
