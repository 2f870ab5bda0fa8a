import type { Database } from '#server/db/client.ts';
import { queueAnalyticsRefresh } from '#server/modules/analytics/index.ts';
import * as repo from './repo.ts';

/** How long answers gather before the cohort analytics are recomputed for them. */
const ANSWER_REFRESH_DELAY_SECONDS = 10;

/**
 * Records what an analysed answer showed of the course's objectives (repo.recordObjectiveEvidence);
 * the cohort's learning gaps then catch up within seconds, answers arriving together sharing one
 * refresh.
 */
export async function recordObjectiveEvidence(db: Database, studentId: string, shown: { objectiveId: string; level: number }[], missed: string[]) {
  await repo.recordObjectiveEvidence(db, studentId, shown, missed);
  if (shown.length + missed.length > 0) await queueAnalyticsRefresh(db, ANSWER_REFRESH_DELAY_SECONDS);
}
