import { queryOptions, useQuery } from '@tanstack/react-query';
import { CANVA_EXPORT_POLL_INTERVAL_MS, type ExportStatus } from '#shared/schemas/canva.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const exportStatusQueryKey = (jobId: string) => ['/api/canva', 'exports', jobId, 'status'] as const;

export const getExportStatus = (jobId: string) => apiRequest<ExportStatus>('GET', `/api/canva/exports/${encodeURIComponent(jobId)}/status`);

/**
 * GET /api/canva/exports/:jobId/status, polled every 5 s while pending and `polling` (the caller
 * stops it after 600 s, spec point 9). A failed check (a dropped connection) is tried again at the
 * next tick: the export itself goes on in Canva.
 */
export const exportStatusQuery = (jobId: string, polling: boolean) =>
  queryOptions({
    queryKey: exportStatusQueryKey(jobId),
    queryFn: () => getExportStatus(jobId),
    refetchInterval: (query) => (polling && (query.state.data?.status ?? 'pending') === 'pending' ? CANVA_EXPORT_POLL_INTERVAL_MS : false),
  });

export function useExportStatus(jobId: string, polling: boolean) {
  return useQuery(exportStatusQuery(jobId, polling));
}
