import type { Course } from '#shared/constants/courses.ts';
import type { PerformanceGap } from '#shared/schemas/educator.ts';
import type { Database } from '#server/db/client.ts';

/** Placeholder signature; the analytics work fills it in. */
export async function findPerformanceGaps(_db: Database, _course?: Course): Promise<PerformanceGap[]> {
  return [];
}
