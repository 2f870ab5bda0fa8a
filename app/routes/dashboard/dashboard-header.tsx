import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LogOut } from 'lucide-react';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { COURSES, courseSlug, type Course } from '#shared/constants/courses.ts';
import { INSTITUTE } from '#shared/constants/brand.ts';
import type { RosterEntry } from '#shared/schemas/educator.ts';
import { LanguageSelector } from '#app/components/layout/language-selector.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { NotificationsMenu } from '#app/features/notifications/components/notifications-menu.tsx';

interface DashboardHeaderProps {
  user: CurrentUser;
  course: Course;
  onCourseChange: (course: Course) => void;
  /** Present for educators and admins (spec point 2: the student selector). */
  studentPicker?: { students: RosterEntry[]; selected: string | null; onSelect: (id: string) => void; search: string; onSearch: (search: string) => void };
  onLogout: () => void;
  loggingOut: boolean;
}

/** Spec point 2, Dashboard header: logo, course selector, student selector, user menu, notifications. */
export function DashboardHeader({ user, course, onCourseChange, studentPicker, onLogout, loggingOut }: DashboardHeaderProps) {
  const { t } = useTranslation();
  const selectClass = 'min-h-11 w-full rounded-[var(--radius-button)] border border-charcoal/20 bg-white px-2 text-sm sm:w-auto';
  return (
    <header className="border-b border-charcoal/10 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2">
        <Link href="/" className="flex min-h-11 items-center gap-2 font-bold">
          <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-lavender text-sm">
            {INSTITUTE.abbreviation}
          </span>
          <span className="sr-only lg:not-sr-only">{INSTITUTE.name}</span>
        </Link>
        {/* On a 360 px phone the row does not fit: the user's name gives way, cut short, not the page. */}
        <div className="ms-auto flex min-w-0 items-center gap-2">
          <LanguageSelector />
          <NotificationsMenu />
          <div className="min-w-0 text-end text-sm" aria-label={t('dashboard.user_menu')} role="group">
            <p className="truncate font-semibold" title={user.name}>
              {user.name}
            </p>
            <p className="truncate text-muted">{user.role && t(`roles.${user.role}`)}</p>
          </div>
          <Button variant="outline" disabled={loggingOut} onClick={onLogout} aria-label={t('dashboard.logout')}>
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            <span className="hidden sm:inline">{t('dashboard.logout')}</span>
          </Button>
        </div>
        <div className="flex w-full flex-wrap gap-3">
          <label className="grid w-full gap-1 text-sm sm:w-auto">
            <span className="font-medium">{t('dashboard.shell.course')}</span>
            <select className={selectClass} value={course} onChange={(event) => onCourseChange(event.target.value as Course)}>
              {COURSES.map((c) => (
                <option key={c} value={c}>
                  {t(`courses.${courseSlug(c)}.title`)}
                </option>
              ))}
            </select>
          </label>
          {studentPicker && (
            <label className="grid w-full gap-1 text-sm sm:w-auto">
              <span className="font-medium">{t('dashboard.shell.find_student')}</span>
              <input
                type="search"
                className={selectClass}
                value={studentPicker.search}
                onChange={(event) => studentPicker.onSearch(event.target.value)}
                placeholder={t('dashboard.shell.find_student_placeholder')}
                maxLength={100}
              />
            </label>
          )}
          {studentPicker && (
            <label className="grid w-full gap-1 text-sm sm:w-auto">
              <span className="font-medium">{t('dashboard.shell.student')}</span>
              <select className={selectClass} value={studentPicker.selected ?? ''} onChange={(event) => studentPicker.onSelect(event.target.value)}>
                {studentPicker.students.length === 0 && (
                  <option value="">{t(studentPicker.search.trim() ? 'dashboard.shell.no_match' : 'dashboard.shell.no_students')}</option>
                )}
                {studentPicker.students.map((student) => (
                  <option key={student.id} value={student.id}>
                    {t('dashboard.shell.student_option', { name: student.user.name, level: student.currentDifficultyLevel })}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </div>
    </header>
  );
}
