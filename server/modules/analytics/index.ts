/**
 * Analytics: the cohort's figures, level distribution and learning gaps, computed in SQL into
 * snapshots and refreshed by a job (stale while revalidating). Other modules only ask for a
 * refresh after writes that change the figures.
 */
export { analyticsRoutes } from './routes.ts';
export * from './service.ts';
/** Queues a refresh of the figures in `afterSeconds` (one job for a burst of writes). */
export { queueRefresh as queueAnalyticsRefresh } from './repo.ts';
