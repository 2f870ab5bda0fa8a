import * as Tabs from '#app/components/ui/tabs.tsx';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { ScrollingTab, ScrollingTabList } from '#app/components/ui/scrolling-tab-list.tsx';
import { useAddressTab } from '#app/lib/use-address-tab.ts';
import { useTranslation } from 'react-i18next';
import { COURSES } from '#shared/constants/courses.ts';
import { directionOf } from '#shared/constants/languages.ts';
import { SelectField } from '#app/components/ui/select-field.tsx';
import type { CourseFilter } from '#app/features/content/api/get-course-content.ts';
import { AdminUserProvider } from '#app/lib/admin/admin-user.tsx';
import { isCourseValue } from '#app/features/content/lib/content-form.ts';
import { courseTitleKey } from '#app/lib/admin/labels.ts';
import { ApplicationsTab } from '#app/features/admissions/components/applications-tab.tsx';
import { ApplicationAssessment } from '#app/features/assessments/components/assessment-panel.tsx';
import { ContentLibraryTab } from '#app/features/content/components/content-library-tab.tsx';
import { ContentValidationTab } from '#app/features/content/components/content-validation-tab.tsx';
import { MailStatusNotice } from '#app/features/mail/components/mail-status-notice.tsx';
import { MessagesTab } from '#app/features/admissions/components/messages-tab.tsx';
import { SdaTrainingTab } from '#app/features/content/components/sda-training-tab.tsx';
import { StaffTab, StaffWaitingBadge } from '#app/features/staff/components/staff-tab.tsx';
import { UploadContentTab } from '#app/features/content/components/upload-content-tab.tsx';
import { Pill } from '#app/components/ui/pill.tsx';

const ADMIN_TABS = ['upload', 'validation', 'library', 'training', 'applications', 'messages', 'staff'] as const;
type AdminTab = (typeof ADMIN_TABS)[number];

const isAdminTab = (value: string): value is AdminTab => (ADMIN_TABS as readonly string[]).includes(value);

/**
 * The admin portal (spec point 2, "Admin portal"): the course content pipeline that
 * trains the Socratic Discussion Agent, plus the applications and messages the public site
 * stores. `userId` is the signed-in admin's id, sent as the user-id header on every admin call
 * (spec point 6); the server still decides from the session. Must be rendered inside the app's
 * QueryClientProvider.
 */
export function AdminPortal({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [course, setCourse] = useState<CourseFilter>('all');
  const [tab, setTab] = useAddressTab(isAdminTab, 'upload');
  // The course filter applies to the content tabs only; applications, messages and staff are not per course.
  const filtered = tab !== 'applications' && tab !== 'messages' && tab !== 'staff';

  return (
    <AdminUserProvider userId={userId}>
      <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-6">
        <MailStatusNotice />
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id={headingId} className="text-2xl">
                {t('dashboard.admin.title')}
              </h2>
              <Pill className="gap-1.5 bg-destructive text-white">
                <ShieldCheck className="size-3.5" aria-hidden />
                {t('dashboard.admin.access_badge')}
              </Pill>
            </div>
            <p className="max-w-2xl text-sm text-muted">{t('dashboard.admin.subtitle')}</p>
          </div>
          {filtered && (
            <SelectField
              className="w-full sm:w-72"
              label={t('dashboard.admin.filter.label')}
              value={course}
              onChange={(event) => setCourse(isCourseValue(event.target.value) ? event.target.value : 'all')}
              options={[{ value: 'all', label: t('dashboard.admin.filter.all') }, ...COURSES.map((value) => ({ value, label: t(courseTitleKey(value)) }))]}
            />
          )}
        </div>
        {/* Radix Tabs default to ltr without a DirectionProvider; arrow keys and layout must follow the language. */}
        <Tabs.Root className="min-w-0" dir={directionOf(i18n.language)} value={tab} onValueChange={(value) => isAdminTab(value) && setTab(value)}>
          <ScrollingTabList label={t('dashboard.admin.tabs.label')} value={tab} className="mb-6">
            {ADMIN_TABS.map((value) => (
              <ScrollingTab key={value} value={value}>
                {t(`dashboard.admin.tabs.${value}`)}
                {value === 'staff' && <StaffWaitingBadge />}
              </ScrollingTab>
            ))}
          </ScrollingTabList>
          {/* Kept mounted while hidden, so a half-typed upload survives a look at another tab. */}
          <Tabs.Content value="upload" forceMount className="data-[state=inactive]:hidden">
            <UploadContentTab course={course} />
          </Tabs.Content>
          <Tabs.Content value="validation">
            <ContentValidationTab course={course} />
          </Tabs.Content>
          <Tabs.Content value="library">
            <ContentLibraryTab course={course} />
          </Tabs.Content>
          <Tabs.Content value="training">
            <SdaTrainingTab course={course} />
          </Tabs.Content>
          <Tabs.Content value="applications">
            <ApplicationsTab Assessment={ApplicationAssessment} />
          </Tabs.Content>
          <Tabs.Content value="messages">
            <MessagesTab />
          </Tabs.Content>
          <Tabs.Content value="staff">
            <StaffTab />
          </Tabs.Content>
        </Tabs.Root>
      </section>
    </AdminUserProvider>
  );
}
