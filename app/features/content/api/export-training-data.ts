import { courseQuery, type CourseFilter } from './get-course-content.ts';

/** The name the server's Content-Disposition gives the export; the link suggests the same. */
export const TRAINING_EXPORT_FILE_NAME = 'sda-training-data.jsonl';

/**
 * GET /api/admin/training-data/export?course=: the approved training items as JSONL, streamed by
 * the server. It is opened as a plain download link, not fetched: the browser streams it to disk
 * instead of holding it in memory. The session cookie goes with the link; the optional user-id
 * header cannot.
 */
export function trainingDataExportUrl(course: CourseFilter): string {
  return `/api/admin/training-data/export${courseQuery(course)}`;
}
