import { lazy, Suspense, useState, type ReactNode } from 'react';
import * as Tabs from '#app/components/ui/tabs.tsx';
import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import { DEFAULT_COURSE, type Course } from '#shared/constants/courses.ts';
import type { Role } from '#shared/auth/permissions.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { useCurrentUser } from '#app/features/auth/api/get-current-user.ts';
import { useLogout } from '#app/features/auth/api/logout.ts';
import { OfflineBanner } from '#app/components/offline/offline-banner.tsx';
import { OutboxSync } from '#app/components/offline/outbox-sync.tsx';
import { useOwnStudent } from '#app/features/students/api/get-own-student.ts';
import { cohortAnalyticsQueryOptions } from '#app/features/analytics/api/get-cohort-analytics.ts';
import { performanceGapsQueryOptions } from '#app/features/analytics/api/get-performance-gaps.ts';
import { studentDashboardQueryOptions } from '#app/features/students/api/get-student-dashboard.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { useStudentDirectory, withChosen } from '#app/features/students/api/get-students.ts';
import { cn } from '#app/lib/cn.ts';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import { withSections } from '#app/lib/language.ts';
import { preloadable } from '#app/lib/preloadable.ts';
import { STAFF_BODY_SECTIONS } from '#app/lib/i18n-settings.ts';

/**
 * Each role's body is its own chunk: a student's phone downloads neither the
 * educator's nor the admin's code. The router starts the student portal's with this page's, before
 * the user is known: nearly every user is a student, and staff see a student's portal too.
 */
const StudentPortal = preloadable(() => import('./student-portal.tsx').then((module) => module.StudentPortal));
// Staff's bodies use strings a dashboard's shell may leave out (dashboardShellOmits): they load with the code.
const EducatorDashboard = preloadable(
  withSections(() => import('./educator-dashboard.tsx').then((module) => module.EducatorDashboard), [STAFF_BODY_SECTIONS.educator]),
);
const AdminPortal = preloadable(withSections(() => import('./admin-portal.tsx').then((module) => module.AdminPortal), [STAFF_BODY_SECTIONS.admin]));

/**
 * The body the dashboard opens on for a role (its own tab, `ownTab`), for the router to load before
 * the first render (app/router.tsx): rendered then without suspending, one commit instead of a
 * fallback and then the screen.
 */
export const preloadOpeningBody = (role: Role): Promise<unknown> =>
  role === 'admin' ? AdminPortal.preload() : role === 'educator' ? EducatorDashboard.preload() : StudentPortal.preload();

// The reader's code loads only when a material is opened.
const MaterialReaderPage = lazy(() => import('./material-reader-page.tsx').then((module) => ({ default: module.MaterialReaderPage })));
// Staff only: students never download the materials screen's code.
const MaterialsManager = lazy(
  withSections(
    () => import('#app/features/materials/components/materials-manager.tsx').then((module) => ({ default: module.MaterialsManager })),
    [STAFF_BODY_SECTIONS.materials],
  ),
);

type Tab = 'student' | 'educator' | 'materials' | 'admin';

/** Spec point 2: the tabs each role sees. */
function tabsFor(role: Role): Tab[] {
  if (role === 'admin') return ['student', 'educator', 'materials', 'admin'];
  if (role === 'educator') return ['student', 'educator', 'materials'];
  return ['student'];
}

/**
 * The tab a role opens on: its own screen. Whoever signs in "as Admin" lands on the admin portal,
 * not on the educator's dashboard an admin may also see.
 */
const ownTab = (role: Role): Tab => role;

const tabClass = (tab: Tab) =>
  cn(
    'min-h-11 rounded-[var(--radius-button)] px-4 text-sm font-medium data-[state=active]:shadow',
    tab === 'admin' ? 'text-destructive data-[state=active]:bg-destructive data-[state=active]:text-white' : 'data-[state=active]:bg-white',
  );

/** A tab's body while its chunk loads. */
function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<p role="status">{t('common.loading')}</p>}>{children}</Suspense>;
}

/** /dashboard (spec point 2), and the reader of one course material at /dashboard/read/:id. */
export function DashboardPage() {
  const [reading, params] = useRoute('/dashboard/read/:id');
  if (!reading) return <DashboardHome />;
  return (
    <Loading>
      <MaterialReaderPage id={params.id} />
    </Loading>
  );
}

/**
 * Asks for the first screen's data as soon as the user is known, while the role's chunk is still
 * on its way: a student's dashboard, or the educator's figures and gaps (the
 * roster is asked for above). What TanStack Query's usePrefetchQuery does, for a list of queries.
 */
function usePrefetchOpeningData(user: CurrentUser | null | undefined, course: Course) {
  const queryClient = useQueryClient();
  if (!user) return;
  const staff = user.role === 'educator' || user.role === 'admin';
  const firstScreen = staff
    ? [cohortAnalyticsQueryOptions(course), performanceGapsQueryOptions(course)]
    : user.studentId
      ? [studentDashboardQueryOptions(user.studentId, course)]
      : [];
  for (const options of firstScreen) if (!queryClient.getQueryState(options.queryKey)) void queryClient.prefetchQuery(options as FetchQueryOptions);
}

/** The header, the role tabs, and the student, educator or admin body. */
function DashboardHome() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const role = user?.role ?? 'student';
  const staff = role === 'educator' || role === 'admin';
  // A student's dashboard opens on their own course (an accepted applicant's is the one chosen at
  // acceptance), which the current user carries; staff start on the default.
  const [chosenCourse, setCourse] = useState<Course | null>(null);
  // A user saved on the phone before /api/user carried the course has none: then the student's record says.
  const own = useOwnStudent(user?.role === 'student' && !user.course ? (user.studentId ?? null) : null);
  const course = chosenCourse ?? (user?.role === 'student' ? (user.course ?? own.data?.course) : null) ?? DEFAULT_COURSE;
  // Null until a tab is chosen; a tab the role no longer has (a changed session) falls back to its own.
  const [chosenTab, setTab] = useState<Tab | null>(null);
  const [chosenStudent, setChosenStudent] = useState<string | null>(null);
  // Staff find a student by name among the course's students, a page at a time.
  const [studentSearch, setStudentSearch] = useState('');
  const directory = useStudentDirectory(course, useDebouncedValue(studentSearch.trim()), staff);
  const loadedChoice = directory.students.find((student) => student.id === chosenStudent);
  // The chosen student's own record is fetched only when the loaded pages (a changed search) do not hold them.
  const chosenRecord = useOwnStudent(staff && chosenStudent && !loadedChoice ? chosenStudent : null);
  usePrefetchOpeningData(user, course);
  if (!user) return null;

  // Staff look at a sample student's portal (the first one until they pick); students see their own.
  const portalStudentId = staff ? (chosenStudent ?? directory.students[0]?.id ?? null) : user.studentId;
  const chosen =
    directory.students.find((student) => student.id === portalStudentId) ?? (chosenRecord.data?.id === portalStudentId ? chosenRecord.data : undefined);
  const tabs = tabsFor(role);
  const tab = chosenTab && tabs.includes(chosenTab) ? chosenTab : ownTab(role);

  return (
    <div className="min-h-screen bg-beige/30">
      <DashboardHeader
        user={user}
        course={course}
        onCourseChange={setCourse}
        studentPicker={
          staff
            ? {
                students: withChosen(directory.students, chosen),
                selected: portalStudentId,
                onSelect: setChosenStudent,
                search: studentSearch,
                onSearch: setStudentSearch,
              }
            : undefined
        }
        onLogout={() => logout.mutate()}
        loggingOut={logout.isPending}
      />
      <main id="main" className="mx-auto grid max-w-6xl gap-4 px-4 py-6">
        <OfflineBanner />
        {user.studentId && <OutboxSync owner={user.studentId} />}
        {/* A student's own portal greets them in its header: one greeting, and the next thing to do on the first screen. */}
        {(staff || !portalStudentId) && <h1 className="text-2xl sm:text-3xl">{t('dashboard.welcome', { name: user.name })}</h1>}
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
          {/* One view (a student) needs no tab bar. */}
          {tabs.length > 1 && (
            <Tabs.List aria-label={t('dashboard.shell.tabs_label')} className="mb-4 flex flex-wrap gap-1 rounded-[var(--radius-button)] bg-lavender/40 p-1">
              {tabs.map((name) => (
                <Tabs.Trigger key={name} value={name} className={tabClass(name)}>
                  {t(`dashboard.shell.tabs.${name}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          )}
          <Tabs.Content value="student">
            {portalStudentId ? (
              <Loading>
                <StudentPortal studentId={portalStudentId} course={course} readOnly={staff} />
              </Loading>
            ) : (
              <p className="text-muted">{staff && directory.isLoading ? t('common.loading') : t('dashboard.shell.no_student_profile')}</p>
            )}
          </Tabs.Content>
          {staff && (
            <Tabs.Content value="educator">
              <Loading>
                <EducatorDashboard
                  course={course}
                  directory={directory}
                  chosen={chosen}
                  onStudentChange={setChosenStudent}
                  onViewStudent={(studentId) => {
                    setChosenStudent(studentId);
                    setTab('student');
                  }}
                />
              </Loading>
            </Tabs.Content>
          )}
          {staff && (
            <Tabs.Content value="materials">
              <Loading>
                <MaterialsManager course={course} />
              </Loading>
            </Tabs.Content>
          )}
          {role === 'admin' && (
            <Tabs.Content value="admin">
              <Loading>
                <AdminPortal userId={user.id} />
              </Loading>
            </Tabs.Content>
          )}
        </Tabs.Root>
      </main>
    </div>
  );
}
