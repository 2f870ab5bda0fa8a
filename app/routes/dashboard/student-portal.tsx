import * as Tabs from '#app/components/ui/tabs.tsx';
import { lazy, Suspense } from 'react';
import { ScrollingTab, ScrollingTabList } from '#app/components/ui/scrolling-tab-list.tsx';
import { useAddressTab } from '#app/lib/use-address-tab.ts';
import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/constants/courses.ts';
import { directionOf } from '#shared/constants/languages.ts';
import { useStudentDashboard } from '#app/features/students/api/get-student-dashboard.ts';
import { OverviewTab } from '#app/features/students/components/overview-tab.tsx';
import { NextUp } from '#app/features/students/components/next-up.tsx';
import { PortalHeader } from '#app/features/students/components/portal-header.tsx';
import { usePrefetchPortalTabs } from './use-prefetch-portal-tabs.ts';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { TabLoadFailure } from '#app/components/offline/tab-load-failure.tsx';

// The Socratic dialogue and the papers are the heaviest screens of the portal: their code comes only when opened.
const DialogueTab = lazy(() => import('#app/features/discussions/components/dialogue-tab.tsx').then((module) => ({ default: module.DialogueTab })));
const PapersTab = lazy(() => import('#app/features/papers/components/papers-tab.tsx').then((module) => ({ default: module.PapersTab })));
// The first screen is the overview: the other tabs (and their forms, dialogs and zod) load when opened.
const CourseBooksTab = lazy(() => import('#app/features/materials/components/course-books-tab.tsx').then((module) => ({ default: module.CourseBooksTab })));
const CalendarTab = lazy(() => import('#app/features/calendar/components/calendar-tab.tsx').then((module) => ({ default: module.CalendarTab })));
const CohortDiscussionsTab = lazy(() =>
  import('#app/features/meetings/components/cohort-discussions-tab.tsx').then((module) => ({ default: module.CohortDiscussionsTab })),
);
const AssignmentsTab = lazy(() => import('#app/features/assignments/components/assignments-tab.tsx').then((module) => ({ default: module.AssignmentsTab })));

const PORTAL_TABS = ['overview', 'dialogue', 'books', 'calendar', 'discussions', 'assignments', 'papers'] as const;
type PortalTab = (typeof PORTAL_TABS)[number];

const isPortalTab = (value: string): value is PortalTab => (PORTAL_TABS as readonly string[]).includes(value);

/** Spec point 2, "Student portal": a header and five tabs for one student in one course, plus the Socratic dialogue and reflection papers tabs. */
/**
 * `readOnly` is for staff looking at a student's portal: they see everything, but joining and
 * submitting belong to the student (the server refuses them for anyone else).
 */
export function StudentPortal({ studentId, course, readOnly = false }: { studentId: string; course: Course; readOnly?: boolean }) {
  const { t, i18n } = useTranslation();
  const dashboard = useStudentDashboard(studentId, course);
  const [tab, setTab] = useAddressTab(isPortalTab, 'overview');
  // After one visit, every tab opens offline.
  usePrefetchPortalTabs(studentId, course, !readOnly);

  if (dashboard.isPending) {
    return (
      <p role="status" className="py-10 text-center text-muted">
        {t('dashboard.student.loading')}
      </p>
    );
  }
  // Spec point 8: an empty dashboard answer is a failure too. A failed refresh keeps what was shown.
  if (dashboard.isLoadingError || !dashboard.data?.student) return <TabLoadFailure>{t('dashboard.student.load_failed')}</TabLoadFailure>;

  const data = dashboard.data;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PortalHeader name={data.student.user.name} course={course} level={data.student.currentDifficultyLevel} pageHeading={!readOnly} />
      {!readOnly && <NextUp dashboard={data} onOpen={setTab} />}
      {/* Radix Tabs default to ltr without a DirectionProvider; arrow keys and layout must follow the language. */}
      <Tabs.Root className="min-w-0" dir={directionOf(i18n.language)} value={tab} onValueChange={(value) => isPortalTab(value) && setTab(value)}>
        <ScrollingTabList label={t('dashboard.student.tabs.label')} value={tab} className="mb-6">
          {PORTAL_TABS.map((value) => (
            <ScrollingTab key={value} value={value}>
              {t(`dashboard.student.tabs.${value}`)}
            </ScrollingTab>
          ))}
        </ScrollingTabList>
        <Tabs.Content value="overview">
          <OverviewTab dashboard={data} onViewAllAssignments={() => setTab('assignments')} />
        </Tabs.Content>
        <Tabs.Content value="dialogue">
          <Suspense fallback={<TabStatus kind="loading">{t('dashboard.student.dialogue.loading')}</TabStatus>}>
            <DialogueTab studentId={studentId} course={course} readOnly={readOnly} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="books">
          <Suspense fallback={<TabStatus kind="loading">{t('common.loading')}</TabStatus>}>
            <CourseBooksTab course={course} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="calendar">
          <Suspense fallback={<TabStatus kind="loading">{t('common.loading')}</TabStatus>}>
            <CalendarTab course={course} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="discussions">
          <Suspense fallback={<TabStatus kind="loading">{t('common.loading')}</TabStatus>}>
            <CohortDiscussionsTab studentId={studentId} course={course} readOnly={readOnly} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="assignments">
          <Suspense fallback={<TabStatus kind="loading">{t('common.loading')}</TabStatus>}>
            <AssignmentsTab studentId={studentId} course={course} readOnly={readOnly} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="papers">
          <Suspense fallback={<TabStatus kind="loading">{t('dashboard.student.papers.loading')}</TabStatus>}>
            <PapersTab studentId={studentId} course={course} readOnly={readOnly} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
