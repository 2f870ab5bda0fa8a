import { ArrowRight, CalendarDays, ClipboardList, MessageCircleQuestion, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StudentDashboard } from '#shared/schemas/portal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useFormatters } from '#app/lib/use-formatters.ts';

type Destination = 'dialogue' | 'assignments' | 'calendar';

/**
 * The one next thing to do, first on a phone's screen: a Socratic question
 * waiting for an answer, else the assignment due soonest, else the next event. Nothing when
 * there is nothing to do. Everything it needs is in the dashboard's one answer.
 */
export function NextUp({ dashboard, onOpen }: { dashboard: StudentDashboard; onOpen: (tab: Destination) => void }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  // The dashboard lists pending assignments by due date, soonest first.
  const assignment = dashboard.pendingAssignments[0];
  const event = dashboard.upcomingEvents[0];

  let next: { icon: LucideIcon; text: string; action: string; tab: Destination } | null = null;
  if (dashboard.openQuestions > 0) {
    next = {
      icon: MessageCircleQuestion,
      text: t('dashboard.student.next_up.questions', { count: dashboard.openQuestions }),
      action: t('dashboard.student.next_up.answer'),
      tab: 'dialogue',
    };
  } else if (assignment) {
    next = {
      icon: ClipboardList,
      text: t('dashboard.student.next_up.assignment', { title: assignment.assignment.title, date: formatDate(assignment.assignment.dueDate) }),
      action: t('dashboard.student.next_up.open_assignments'),
      tab: 'assignments',
    };
  } else if (event) {
    next = {
      icon: CalendarDays,
      text: t('dashboard.student.next_up.event', { title: event.title, date: formatDate(event.startTime) }),
      action: t('dashboard.student.next_up.open_calendar'),
      tab: 'calendar',
    };
  }
  if (!next) return null;
  const Icon = next.icon;
  return (
    <section
      aria-label={t('dashboard.student.next_up.title')}
      className="flex flex-wrap items-center gap-3 rounded-[var(--radius-card)] border border-primary/30 bg-white p-4"
    >
      <Icon aria-hidden className="size-6 shrink-0 text-primary" />
      <p className="min-w-0 flex-1 font-medium break-words">{next.text}</p>
      <Button onClick={() => onOpen(next.tab)} className="w-full sm:w-auto">
        {next.action}
        <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
      </Button>
    </section>
  );
}
