import { useId } from 'react';
import { Eye, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { ShowMoreButton, type PagedList } from '#app/components/ui/show-more-button.tsx';
import type { StudentListItem } from '../api/get-students.ts';
import { formatDateTime, formatPercent } from '#app/lib/format-figures.ts';
import { levelNameKey } from '#app/lib/level-names.ts';
import { ShareBar } from '#app/components/ui/share-bar.tsx';

interface StudentPerformanceTableProps {
  students: StudentListItem[];
  failed: boolean;
  onAdjust: (student: StudentListItem) => void;
  onView: (studentId: string) => void;
  /** The roster's paging (50 students a page), for its "Show more students". */
  more?: PagedList;
}

/**
 * Student Performance Overview (spec point 2): Student, Level, Progress, Last Activity, Actions.
 * A real table from md up; stacked cards on phones, where five columns do not fit.
 */
export function StudentPerformanceTable({ students, failed, onAdjust, onView, more }: StudentPerformanceTableProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const lastActivity = (student: StudentListItem) => formatDateTime(student.lastActivityAt, i18n.language) ?? t('dashboard.educator.table.no_activity');
  const progress = (student: StudentListItem) => formatPercent(student.overallProgress, i18n.language);

  function actions(student: StudentListItem) {
    return (
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" aria-label={t('dashboard.educator.table.adjust_label', { name: student.user.name })} onClick={() => onAdjust(student)}>
          <SlidersHorizontal aria-hidden className="size-4" />
          {t('dashboard.educator.table.adjust')}
        </Button>
        <Button variant="ghost" aria-label={t('dashboard.educator.table.view_label', { name: student.user.name })} onClick={() => onView(student.id)}>
          <Eye aria-hidden className="size-4" />
          {t('dashboard.educator.table.view')}
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Card className="grid gap-4">
        <h3 id={headingId} className="text-xl font-semibold">
          {t('dashboard.educator.table.title')}
        </h3>
        {failed ? (
          <p className="text-sm text-destructive">{t('dashboard.educator.errors.students')}</p>
        ) : students.length === 0 ? (
          <p className="text-sm text-muted">{t('dashboard.educator.table.empty')}</p>
        ) : (
          <>
            <div className="hidden overflow-x-auto md:block">
              <table aria-labelledby={headingId} className="w-full border-collapse text-sm">
                <thead>
                  <tr className="border-b border-charcoal/15 text-start text-muted">
                    <th scope="col" className="py-2 pe-4 text-start font-medium">
                      {t('dashboard.educator.table.student')}
                    </th>
                    <th scope="col" className="py-2 pe-4 text-start font-medium">
                      {t('dashboard.educator.table.level')}
                    </th>
                    <th scope="col" className="py-2 pe-4 text-start font-medium">
                      {t('dashboard.educator.table.progress')}
                    </th>
                    <th scope="col" className="py-2 pe-4 text-start font-medium">
                      {t('dashboard.educator.table.last_activity')}
                    </th>
                    <th scope="col" className="py-2 text-start font-medium">
                      {t('dashboard.educator.table.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {students.map((student) => (
                    <tr key={student.id} className="border-b border-charcoal/10 last:border-0">
                      <th scope="row" className="py-3 pe-4 text-start font-medium">
                        {student.user.name}
                      </th>
                      <td className="py-3 pe-4">
                        <span title={t(levelNameKey(student.currentDifficultyLevel))}>
                          {t('dashboard.educator.level_label', { level: student.currentDifficultyLevel })}
                        </span>
                      </td>
                      <td className="py-3 pe-4">
                        <div className="flex min-w-32 items-center gap-2">
                          <ShareBar share={student.overallProgress} />
                          <span className="w-10 shrink-0 text-end tabular-nums">{progress(student)}</span>
                        </div>
                      </td>
                      <td className="py-3 pe-4">{lastActivity(student)}</td>
                      <td className="py-3">{actions(student)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <ul className="grid gap-3 md:hidden">
              {students.map((student) => (
                <li key={student.id} className="grid gap-3 rounded-[var(--radius-button)] border border-charcoal/15 p-4">
                  <h4 className="font-semibold">{student.user.name}</h4>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                    <dt className="text-muted">{t('dashboard.educator.table.level')}</dt>
                    <dd>
                      {t('dashboard.educator.level_label', { level: student.currentDifficultyLevel })}
                      <span className="block text-xs text-muted">{t(levelNameKey(student.currentDifficultyLevel))}</span>
                    </dd>
                    <dt className="text-muted">{t('dashboard.educator.table.progress')}</dt>
                    <dd className="flex items-center gap-2">
                      <ShareBar share={student.overallProgress} />
                      <span className="shrink-0 tabular-nums">{progress(student)}</span>
                    </dd>
                    <dt className="text-muted">{t('dashboard.educator.table.last_activity')}</dt>
                    <dd>{lastActivity(student)}</dd>
                  </dl>
                  {actions(student)}
                </li>
              ))}
            </ul>
            {more && <ShowMoreButton list={more} label={t('dashboard.educator.table.show_more')} />}
          </>
        )}
      </Card>
    </section>
  );
}
