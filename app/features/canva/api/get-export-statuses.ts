import { useQueries } from '@tanstack/react-query';
import { exportStatusQuery } from './get-export-status.ts';

/** Several export jobs at once, each polled like a single one (spec point 9). */
export function useExportStatuses(jobIds: string[], polling: boolean) {
  return useQueries({ queries: jobIds.map((jobId) => exportStatusQuery(jobId, polling)) });
}
