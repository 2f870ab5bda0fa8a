import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CohortAnalytics, PerformanceGap } from '#shared/schemas/educator.ts';

/**
 * Cohort analytics and learning gaps as last computed: one row per course and
 * one for every course ('all'). Reading them is one primary-key lookup however many students
 * there are; the `analytics:refresh` job recomputes every row from the full tables in one
 * transaction, so the figures are always those of one full recomputation at `computed_at`.
 */
export const analyticsSnapshots = pgTable('analytics_snapshots', {
  scope: text('scope').primaryKey(),
  cohort: jsonb('cohort').$type<Omit<CohortAnalytics, 'computedAt'>>().notNull(),
  gaps: jsonb('gaps').$type<PerformanceGap[]>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
