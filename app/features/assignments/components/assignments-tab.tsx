import { AlertTriangle, CalendarDays, Eye, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/constants/courses.ts';
import type { StudentAssignment } from '#shared/schemas/portal.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { useStudentAssignments } from '../api/get-student-assignments.ts';
import { useFormatters } from '#app/lib/use-formatters.ts';
import { AssignmentDetailsDialog } from './assignment-details-dialog.tsx';
import { SubmitAssignmentDialog } from './submit-assignment-dialog.tsx';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { TabLoadFailure } from '#app/components/offline/tab-load-failure.tsx';
import { useValueLabels } from '#app/lib/value-labels.ts';
import { PendingWrite } from '#app/components/offline/pending-write.tsx';
import { useOutbox, type OutboxEntry } from '#app/lib/offline/outbox.ts';
import { ASSIGNMENT_SUBMISSION } from '../api/submit-assignment.ts';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';

/** Spec point 4: a student assignment starts as `assigned`; only those can be submitted. */
const SUBMITTABLE_STATUS = 'assigned';

/** Spec point 2, Assignments: the student's assignments by due date with View and Submit, a page at a time. */
export function AssignmentsTab({ studentId, course, readOnly }: { studentId: string; course: Course; readOnly: boolean }) {
  const { t } = useTranslation();
  const assignments = useStudentAssignments(studentId, course);
  const writes = useOutbox(studentId, ASSIGNMENT_SUBMISSION);
  // Ids, not objects: after a submit the list is read again and the dialogs show the fresh row.
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [submittingId, setSubmittingId] = useState<string | null>(null);
  const headingId = useId();

  const list = assignments.assignments;
  const viewing = list.find((item) => item.id === viewingId);
  const submitting = list.find((item) => item.id === submittingId);
  const hasPending = list.some((item) => item.status === SUBMITTABLE_STATUS);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="text-xl font-semibold">
        {t('dashboard.student.assignments.title')}
      </h3>
      {assignments.isPending ? (
        <TabStatus kind="loading">{t('dashboard.student.assignments.loading')}</TabStatus>
      ) : assignments.isLoadingError ? (
        <TabLoadFailure>{t('dashboard.student.assignments.failed')}</TabLoadFailure>
      ) : (
        <>
          {!hasPending && !assignments.hasNextPage && <TabStatus kind="empty">{t('dashboard.student.assignments.empty')}</TabStatus>}
          {list.length > 0 && (
            <ul className="grid gap-3">
              {list.map((item) => (
                <li key={item.id}>
                  <AssignmentCard
                    item={item}
                    write={writes.filter((w) => w.subject === item.id).at(-1)}
                    onView={() => setViewingId(item.id)}
                    onSubmit={readOnly ? undefined : () => setSubmittingId(item.id)}
                  />
                </li>
              ))}
            </ul>
          )}
          <ShowMoreButton list={assignments} label={t('dashboard.student.assignments.more')} />
        </>
      )}
      {viewing && <AssignmentDetailsDialog item={viewing} open onOpenChange={(open) => !open && setViewingId(null)} />}
      {submitting && <SubmitAssignmentDialog studentId={studentId} item={submitting} open onOpenChange={(open) => !open && setSubmittingId(null)} />}
    </section>
  );
}

interface AssignmentCardProps {
  item: StudentAssignment;
  /** This phone's submission of it, when one was made here (it may still be waiting to go). */
  write?: OutboxEntry;
  onView: () => void;
  /** Absent when the viewer may not submit (staff looking at a student). */
  onSubmit?: () => void;
}

function AssignmentCard({ item, write, onView, onSubmit }: AssignmentCardProps) {
  const { t } = useTranslation();
  const labels = useValueLabels();
  const { formatDate } = useFormatters();
  const titleId = useId();
  const { assignment } = item;
  return (
    <Card className="grid gap-3 p-4 sm:flex sm:items-center sm:justify-between">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h4 id={titleId} className="font-semibold">
            {assignment.title}
          </h4>
          {item.isLate && (
            <Badge className="gap-1 bg-beige">
              <AlertTriangle className="size-3.5 shrink-0" aria-hidden />
              {t('dashboard.student.assignments.late')}
            </Badge>
          )}
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <li>{t('dashboard.student.assignments.status', { status: labels.assignmentStatus(item.status) })}</li>
          <li>{t('dashboard.student.assignments.type', { type: labels.assignmentType(assignment.type) })}</li>
          <li className="flex items-center gap-1">
            <CalendarDays className="size-4 shrink-0" aria-hidden />
            {t('dashboard.student.assignments.due', { date: formatDate(assignment.dueDate) })}
          </li>
          <li>{t('dashboard.student.assignments.points', { points: assignment.maxPoints })}</li>
        </ul>
        {/* Until the server's list shows it submitted, say where the copy on this phone stands. */}
        {write && item.status === SUBMITTABLE_STATUS && <PendingWrite entry={write} />}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
        <Button variant="outline" aria-describedby={titleId} onClick={onView}>
          <Eye className="size-4 shrink-0" aria-hidden />
          {t('dashboard.student.assignments.view')}
        </Button>
        {item.status === SUBMITTABLE_STATUS && onSubmit && (!write || write.state === 'failed') && (
          <Button aria-describedby={titleId} onClick={onSubmit}>
            <Send className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden />
            {t('dashboard.student.assignments.submit')}
          </Button>
        )}
      </div>
    </Card>
  );
}
