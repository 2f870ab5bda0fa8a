import { Eye } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES } from '#shared/schemas/admissions.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import { useApplications, type ApplicationListItem, type ApplicationStatusFilter } from '../api/get-applications.ts';
import { countryName, formatDate } from '#app/lib/admin/format.ts';
import { applicantName, applicationStatusKey } from '../lib/applications.ts';
import { AdmissionsCalendarPanel } from './admissions-calendar-panel.tsx';
import { ApplicationDetailDialog, type AssessmentSection } from './application-detail-dialog.tsx';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';

/** Drafts are never listed (the server leaves them out); the filter offers the statuses after submit. */
const FILTER_STATUSES = APPLICATION_STATUSES.filter((status) => status !== 'draft');

/**
 * The applications the public site stored, with a detail view and the status
 * change; a page at a time with "Show more", found by name, e-mail or reference.
 * No total is shown: it would cost a count over every matching application on each request, and
 * a reviewer works down the list or searches for one applicant rather than counting.
 */
export function ApplicationsTab({ Assessment }: { Assessment: AssessmentSection }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [status, setStatus] = useState<ApplicationStatusFilter>('all');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useApplications({ status, search: useDebouncedValue(search.trim()) });

  function handleStatusChange(value: string) {
    setStatus((FILTER_STATUSES as readonly string[]).includes(value) ? (value as ApplicationStatusFilter) : 'all');
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {t('dashboard.admin.applications.title')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t('dashboard.admin.applications.description')}</p>
        </div>
        <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
          <TextField
            className="w-full sm:w-64"
            type="search"
            label={t('dashboard.admin.applications.search')}
            placeholder={t('dashboard.admin.applications.search_placeholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={100}
          />
          <SelectField
            className="w-full sm:w-64"
            label={t('dashboard.admin.applications.status_filter')}
            value={status}
            onChange={(event) => handleStatusChange(event.target.value)}
            options={[
              { value: 'all', label: t('dashboard.admin.applications.all_statuses') },
              ...FILTER_STATUSES.map((value) => ({ value, label: t(applicationStatusKey(value)) })),
            ]}
          />
        </div>
      </div>
      {list.isPending ? (
        <TabStatus kind="loading">{t('dashboard.admin.loading.applications')}</TabStatus>
      ) : list.isError && !list.isFetchNextPageError ? (
        <TabStatus kind="error">{t('dashboard.admin.errors.applications')}</TabStatus>
      ) : list.applications.length === 0 ? (
        <TabStatus kind="empty">{t('dashboard.admin.applications.empty')}</TabStatus>
      ) : (
        <>
          <ul className="grid gap-3" aria-busy={list.isPlaceholderData || undefined}>
            {list.applications.map((application) => (
              <li key={application.id}>
                <ApplicationRow application={application} onView={() => setOpenId(application.id)} />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError && <TabStatus kind="error">{t('dashboard.admin.errors.applications')}</TabStatus>}
          <ShowMoreButton list={list} label={t('dashboard.admin.applications.more')} />
        </>
      )}
      {openId && <ApplicationDetailDialog id={openId} onClose={() => setOpenId(null)} Assessment={Assessment} />}
      <AdmissionsCalendarPanel />
    </section>
  );
}

/** One application: a stacked card on phones, a row of columns from md up. */
function ApplicationRow({ application, onView }: { application: ApplicationListItem; onView: () => void }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const name = applicantName(application) ?? t('dashboard.admin.applications.no_name');
  return (
    <Card className="grid gap-3 p-4 md:grid-cols-[minmax(0,1.2fr)_minmax(0,2fr)_auto] md:items-center">
      <h4 id={nameId} className="font-semibold break-words">
        {name}
      </h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm md:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted">{t('dashboard.admin.applications.fields.reference')}</dt>
        <dd dir="ltr" className="justify-self-start font-mono">
          {application.reference ?? t('dashboard.admin.not_available')}
        </dd>
        <dt className="text-muted">{t('dashboard.admin.applications.email')}</dt>
        <dd className="break-all" dir="ltr">
          {application.email ?? t('dashboard.admin.not_available')}
        </dd>
        <dt className="text-muted">{t('dashboard.admin.applications.country')}</dt>
        <dd>{countryName(application.country, i18n.language)}</dd>
        <dt className="text-muted">{t('dashboard.admin.applications.status')}</dt>
        <dd>
          <Badge>{t(applicationStatusKey(application.status), { defaultValue: application.status })}</Badge>
        </dd>
        <dt className="text-muted">{t('dashboard.admin.applications.submitted')}</dt>
        <dd>{formatDate(application.submittedAt, i18n.language) ?? t('dashboard.admin.not_available')}</dd>
      </dl>
      <Button variant="outline" aria-describedby={nameId} onClick={onView} className="md:justify-self-end">
        <Eye className="size-4" aria-hidden />
        {t('dashboard.admin.applications.view')}
      </Button>
    </Card>
  );
}
