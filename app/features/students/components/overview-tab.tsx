import { Award, CalendarDays, ClipboardList, Layers, TrendingUp, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentDashboard } from '#shared/schemas/portal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { useFormatters } from '#app/lib/use-formatters.ts';
import { ProgressBar } from '#app/components/ui/progress-bar.tsx';
import { useValueLabels } from '#app/lib/value-labels.ts';

/** Spec point 9: the pending-assignments panel shows 3. */
const PENDING_PANEL_SIZE = 3;

interface OverviewTabProps {
  dashboard: StudentDashboard;
  onViewAllAssignments: () => void;
}

/** Spec point 2, Overview: certifications, quick stats and the first pending assignments. */
export function OverviewTab({ dashboard, onViewAllAssignments }: OverviewTabProps) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="grid content-start gap-6 lg:col-span-2">
        <Certifications certifications={dashboard.certifications} />
        <PendingAssignments assignments={dashboard.pendingAssignments} onViewAll={onViewAllAssignments} />
      </div>
      <QuickStats dashboard={dashboard} />
    </div>
  );
}

function Certifications({ certifications }: { certifications: StudentDashboard['certifications'] }) {
  const { t } = useTranslation();
  const labels = useValueLabels();
  const headingId = useId();
  const { formatDate, formatPercent } = useFormatters();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-xl font-semibold">
        {t('dashboard.student.overview.certifications_title')}
      </h3>
      {certifications.length === 0 ? (
        <p className="text-muted">{t('dashboard.student.overview.certifications_empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {certifications.map((item) => {
            const percent = formatPercent(item.progress);
            return (
              <li key={item.id}>
                <Card className="grid gap-3 p-5">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="flex items-start gap-2">
                      <Award className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                      <h4 className="font-semibold">{item.certification.name}</h4>
                    </div>
                    <span className="rounded-full bg-mint px-3 py-1 text-xs font-medium">
                      {t('dashboard.student.overview.status', { status: labels.certificationStatus(item.status) })}
                    </span>
                  </div>
                  {item.certification.description && <p className="text-sm text-muted">{item.certification.description}</p>}
                  <div className="grid gap-1.5">
                    <div className="flex justify-between gap-2 text-sm">
                      <span>{t('dashboard.student.overview.progress')}</span>
                      <span className="font-medium">{percent}</span>
                    </div>
                    <ProgressBar
                      value={item.progress}
                      valueText={percent}
                      label={t('dashboard.student.overview.progress_label', { name: item.certification.name })}
                    />
                  </div>
                  <dl className="grid gap-1 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="sr-only">{t('dashboard.student.overview.units_label')}</dt>
                      <dd>{t('dashboard.student.overview.units', { completed: item.completedUnits, total: item.totalUnits })}</dd>
                    </div>
                    <div className="sm:text-end">
                      <dt className="inline">{t('dashboard.student.overview.expected_completion')} </dt>
                      <dd className="inline font-medium">
                        {item.expectedCompletionDate ? formatDate(item.expectedCompletionDate) : t('dashboard.student.overview.not_set')}
                      </dd>
                    </div>
                  </dl>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function QuickStats({ dashboard }: { dashboard: StudentDashboard }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { formatPercent, formatNumber } = useFormatters();
  const stats: { key: string; icon: LucideIcon; label: string; value: string }[] = [
    {
      key: 'progress',
      icon: TrendingUp,
      label: t('dashboard.student.overview.stats.overall_progress'),
      value: formatPercent(dashboard.student.overallProgress),
    },
    {
      key: 'pending',
      icon: ClipboardList,
      label: t('dashboard.student.overview.stats.pending'),
      value: formatNumber(dashboard.pendingAssignments.length),
    },
    {
      key: 'level',
      icon: Layers,
      label: t('dashboard.student.overview.stats.level'),
      value: t('dashboard.student.overview.stats.level_value', { level: dashboard.student.currentDifficultyLevel }),
    },
    {
      key: 'events',
      icon: CalendarDays,
      label: t('dashboard.student.overview.stats.upcoming_events'),
      value: formatNumber(dashboard.upcomingEventsCount),
    },
  ];
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3">
      <h3 id={headingId} className="text-xl font-semibold">
        {t('dashboard.student.overview.stats.title')}
      </h3>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-1">
        {stats.map(({ key, icon: Icon, label, value }) => (
          <Card key={key} className="grid gap-1 p-4">
            <dt className="flex items-center gap-2 text-sm text-muted">
              <Icon className="size-4 shrink-0" aria-hidden />
              {label}
            </dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

interface PendingAssignmentsProps {
  assignments: StudentDashboard['pendingAssignments'];
  onViewAll: () => void;
}

function PendingAssignments({ assignments, onViewAll }: PendingAssignmentsProps) {
  const { t } = useTranslation();
  const labels = useValueLabels();
  const headingId = useId();
  const { formatDate } = useFormatters();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-semibold">
          {t('dashboard.student.overview.pending_title')}
        </h3>
        {assignments.length > PENDING_PANEL_SIZE && (
          <Button variant="outline" onClick={onViewAll}>
            {t('dashboard.student.overview.view_all', { count: assignments.length })}
          </Button>
        )}
      </div>
      {assignments.length === 0 ? (
        <p className="text-muted">{t('dashboard.student.assignments.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {assignments.slice(0, PENDING_PANEL_SIZE).map(({ id, assignment }) => (
            <li key={id}>
              <Card className="grid gap-2 p-4">
                <h4 className="font-semibold">{assignment.title}</h4>
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                  <li>{t('dashboard.student.assignments.type', { type: labels.assignmentType(assignment.type) })}</li>
                  <li>{t('dashboard.student.assignments.due', { date: formatDate(assignment.dueDate) })}</li>
                  <li>{t('dashboard.student.assignments.points', { points: assignment.maxPoints })}</li>
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
