import { useId } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CohortAnalytics, PerformanceGap } from '#shared/schemas/educator.ts';
import { Card } from '#app/components/ui/card.tsx';
import { formatPercent } from '#app/lib/format-figures.ts';
import { LEVELS, levelNameKey } from '#app/lib/level-names.ts';
import { ShareBar } from '#app/components/ui/share-bar.tsx';

interface CohortAnalysisProps {
  analytics: CohortAnalytics | undefined;
  analyticsFailed: boolean;
  gaps: PerformanceGap[] | undefined;
  gapsPending: boolean;
  gapsFailed: boolean;
}

const MORE_GAPS_SHOWN = 4;

/** Cohort Analysis (spec point 2): the level distribution and the first identified learning gap. */
export function CohortAnalysis({ analytics, analyticsFailed, gaps, gapsPending, gapsFailed }: CohortAnalysisProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const counts = LEVELS.map((level) => ({ level, count: analytics?.difficultyDistribution[`${level}` as const] ?? 0 }));
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const firstGap = gaps?.[0];
  // Spec point 2 puts the first gap in an alert; the next ones follow as a list, so a gap that
  // students' answers reveal is seen even when it is not the largest.
  const moreGaps = gaps?.slice(1, 1 + MORE_GAPS_SHOWN) ?? [];

  return (
    <section aria-labelledby={headingId}>
      <Card className="grid gap-5">
        <h3 id={headingId} className="text-xl font-semibold">
          {t('dashboard.educator.cohort.title')}
        </h3>

        <div className="grid gap-3">
          <h4 className="text-sm font-semibold">{t('dashboard.educator.cohort.distribution_title')}</h4>
          {analyticsFailed ? (
            <p className="text-sm text-destructive">{t('dashboard.educator.errors.cohort')}</p>
          ) : (
            <ul className="grid gap-3">
              {counts.map(({ level, count }) => {
                const share = total > 0 ? count / total : 0;
                return (
                  <li key={level} className="grid gap-1">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                      <span>
                        <span className="font-medium">{t('dashboard.educator.level_label', { level })}</span>
                        <span className="text-muted"> · {t(levelNameKey(level))}</span>
                      </span>
                      <span className="font-medium">
                        {t('dashboard.educator.cohort.students_count', { count, share: formatPercent(share, i18n.language) })}
                      </span>
                    </div>
                    <ShareBar share={share} />
                  </li>
                );
              })}
            </ul>
          )}
        </div>

        <div className="grid gap-3">
          <h4 className="text-sm font-semibold">{t('dashboard.educator.cohort.gaps_title')}</h4>
          {gapsPending ? (
            <p className="text-sm text-muted">{t('dashboard.educator.loading')}</p>
          ) : gapsFailed ? (
            <p className="text-sm text-destructive">{t('dashboard.educator.errors.gaps')}</p>
          ) : firstGap ? (
            <>
              {/* A bordered callout rather than role="alert": the gap is standing information, not an interruption. */}
              <div className="flex items-start gap-3 rounded-[var(--radius-button)] border border-amber-600/50 bg-amber-50 p-3 text-sm">
                <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
                <p>
                  <span className="sr-only">{t('dashboard.educator.cohort.gap_prefix')} </span>
                  {t('dashboard.educator.cohort.gap', { objective: firstGap.objectiveTitle, count: firstGap.studentsAffected })}
                </p>
              </div>
              {moreGaps.length > 0 && (
                <div className="grid gap-1 text-sm">
                  <h5 className="font-medium">{t('dashboard.educator.cohort.more_gaps')}</h5>
                  <ul className="grid list-disc gap-1 ps-5">
                    {moreGaps.map((gap) => (
                      <li key={gap.objectiveId}>{t('dashboard.educator.cohort.gap', { objective: gap.objectiveTitle, count: gap.studentsAffected })}</li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          ) : (
            <p className="text-sm text-muted">{t('dashboard.educator.cohort.no_gaps')}</p>
          )}
        </div>
      </Card>
    </section>
  );
}
