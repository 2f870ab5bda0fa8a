import { Activity, Clock, SlidersHorizontal, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { courseSlug, type Course } from '#shared/constants/courses.ts';
import type { CohortAnalytics } from '#shared/schemas/educator.ts';
import { numberFormat } from '#shared/constants/intl-locale.ts';
import { formatDateTime, formatPercent } from '#app/lib/format-figures.ts';

/** Spec point 9: the engagement shown when the cohort analytics are unavailable. */
const ENGAGEMENT_DISPLAY_FALLBACK = 87;
// Spec point 2 lists these two figures as static ("Static figures shown"); nothing records them yet.
const STATIC_ADJUSTMENTS_TODAY = 7;
const STATIC_AVERAGE_RESPONSE_MINUTES = 12;

/** The dashboard's heading and its four figures: active students, engagement and the two static ones. */
export function EducatorHeader({ course, analytics }: { course: Course; analytics: CohortAnalytics | undefined }) {
  const { t, i18n } = useTranslation();
  const engagement = Math.round(analytics?.averageEngagement ?? ENGAGEMENT_DISPLAY_FALLBACK);
  const figures: { icon: LucideIcon; label: string; value: string }[] = [
    {
      icon: Users,
      label: t('dashboard.educator.header.active_students'),
      value: analytics ? numberFormat(i18n.language).format(analytics.totalStudents) : t('dashboard.educator.not_available'),
    },
    { icon: Activity, label: t('dashboard.educator.header.average_engagement'), value: formatPercent(engagement / 100, i18n.language) },
    { icon: SlidersHorizontal, label: t('dashboard.educator.header.adjustments_today'), value: numberFormat(i18n.language).format(STATIC_ADJUSTMENTS_TODAY) },
    {
      icon: Clock,
      label: t('dashboard.educator.header.average_response'),
      value: t('dashboard.educator.header.minutes', { minutes: STATIC_AVERAGE_RESPONSE_MINUTES }),
    },
  ];

  return (
    <header className="grid gap-4">
      <div>
        <h2 className="text-2xl font-bold">{t('dashboard.educator.title')}</h2>
        <p className="mt-1 text-muted">{t('dashboard.educator.subtitle', { course: t(`courses.${courseSlug(course)}.title`) })}</p>
        {/* The figures are kept, not recomputed per visit: say when they were computed. */}
        {analytics && (
          <p className="mt-1 text-sm text-muted">{t('dashboard.educator.header.computed_at', { time: formatDateTime(analytics.computedAt, i18n.language) })}</p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map(({ icon: Icon, label, value }) => (
          // A dl may hold only dt/dd groups (one wrapping div each): the icon goes inside the term.
          <div key={label} className="grid gap-1 rounded-[var(--radius-card)] border border-charcoal/10 bg-white p-4">
            <dt className="flex items-center gap-2 text-sm text-muted">
              <Icon aria-hidden className="size-5 shrink-0 text-primary" />
              {label}
            </dt>
            <dd className="text-xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
