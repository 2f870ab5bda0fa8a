import { useTranslation } from 'react-i18next';
import type { StudentAssignment } from '#shared/schemas/portal.ts';
import { useFormatters } from '#app/lib/use-formatters.ts';
import { SheetDialog } from '#app/components/ui/sheet-dialog.tsx';
import { useValueLabels } from '#app/lib/value-labels.ts';

interface AssignmentDetailsDialogProps {
  item: StudentAssignment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** View: the assignment's description, instructions, rubric, due date, points and any submission. */
export function AssignmentDetailsDialog({ item, open, onOpenChange }: AssignmentDetailsDialogProps) {
  const { t } = useTranslation();
  const labels = useValueLabels();
  const { formatDate, formatDateTime, formatNumber } = useFormatters();
  const { assignment } = item;
  const rubric = assignment.rubric ?? [];

  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title={assignment.title} description={assignment.description}>
      <dl className="grid grid-cols-2 gap-3 rounded-[var(--radius-button)] bg-lavender/30 p-4 text-sm">
        <div>
          <dt className="text-muted">{t('dashboard.student.assignments.due_date')}</dt>
          <dd className="font-medium">{formatDate(assignment.dueDate)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('dashboard.student.assignments.max_points')}</dt>
          <dd className="font-medium">{formatNumber(assignment.maxPoints)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('dashboard.student.assignments.type_label')}</dt>
          <dd className="font-medium">{labels.assignmentType(assignment.type)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('dashboard.student.assignments.status_label')}</dt>
          <dd className="font-medium">{labels.assignmentStatus(item.status)}</dd>
        </div>
      </dl>

      <section className="grid gap-1">
        <h3 className="font-semibold">{t('dashboard.student.assignments.instructions')}</h3>
        <p className="text-sm whitespace-pre-line">{assignment.instructions ?? t('dashboard.student.assignments.no_instructions')}</p>
      </section>

      <section className="grid gap-2">
        <h3 className="font-semibold">{t('dashboard.student.assignments.rubric')}</h3>
        {rubric.length === 0 ? (
          <p className="text-sm text-muted">{t('dashboard.student.assignments.no_rubric')}</p>
        ) : (
          <>
            {/* Small screens: stacked rows; from sm up: a table. Only one is displayed at a time. */}
            <ul className="grid gap-2 sm:hidden">
              {rubric.map((row, index) => (
                <li key={index} className="flex justify-between gap-3 rounded-[var(--radius-button)] border border-charcoal/10 p-3 text-sm">
                  <span>{row.criterion}</span>
                  <span className="shrink-0 font-medium">{t('dashboard.student.assignments.points', { points: formatNumber(row.points) })}</span>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-sm sm:table">
              <thead>
                <tr className="border-b border-charcoal/15 text-start">
                  <th scope="col" className="py-2 pe-3 text-start font-semibold">
                    {t('dashboard.student.assignments.criterion')}
                  </th>
                  <th scope="col" className="py-2 text-end font-semibold">
                    {t('dashboard.student.assignments.points_column')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rubric.map((row, index) => (
                  <tr key={index} className="border-b border-charcoal/10">
                    <td className="py-2 pe-3">{row.criterion}</td>
                    <td className="py-2 text-end">{formatNumber(row.points)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section className="grid gap-2">
        <h3 className="font-semibold">{t('dashboard.student.assignments.submission')}</h3>
        {item.submittedAt || item.submissionContent ? (
          <div className="grid gap-2 text-sm">
            {item.submittedAt && (
              <p className="text-muted">
                {t('dashboard.student.assignments.submitted_at', { date: formatDateTime(item.submittedAt) })}
                {item.isLate && ` · ${t('dashboard.student.assignments.late')}`}
              </p>
            )}
            {item.submissionContent && (
              <p className="rounded-[var(--radius-button)] border border-charcoal/10 bg-beige/40 p-3 whitespace-pre-wrap">{item.submissionContent}</p>
            )}
            {item.grade !== null && (
              <p className="font-medium">
                {t('dashboard.student.assignments.grade', { grade: formatNumber(item.grade), max: formatNumber(assignment.maxPoints) })}
              </p>
            )}
            {item.feedback && (
              <div className="grid gap-1">
                <h4 className="font-semibold">{t('dashboard.student.assignments.feedback')}</h4>
                <p className="whitespace-pre-line">{item.feedback}</p>
              </div>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted">{t('dashboard.student.assignments.no_submission')}</p>
        )}
      </section>
    </SheetDialog>
  );
}
