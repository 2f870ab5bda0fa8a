import { Check, RefreshCw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingItem } from '#shared/schemas/content.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import type { CourseFilter } from '../api/get-course-content.ts';
import { usePendingValidations } from '../api/get-pending-validations.ts';
import { APPROVE, REJECT, useValidateContent, useValidatingIds } from '../api/validate-content.ts';
import { QUEUE_EXCERPT_LENGTH, excerpt, formatCount, formatDateTime } from '#app/lib/admin/format.ts';
import { courseTitleKey } from '#app/lib/admin/labels.ts';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';
import { ContentSearchField } from './content-list-controls.tsx';
import { FileSize } from './file-size.tsx';
import { ProcessingStatusBadge } from './status-badges.tsx';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { Pill } from '#app/components/ui/pill.tsx';

/** Spec point 2, "Content Validation": the pending queue a page at a time, searchable, with Approve and Reject on each item. */
export function ContentValidationTab({ course }: { course: CourseFilter }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search);
  const pending = usePendingValidations(course, query);
  const validatingIds = useValidatingIds();

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {t('dashboard.admin.validation.title')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t('dashboard.admin.validation.description')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {pending.data && (
            <Pill className="bg-amber-100 text-amber-900" aria-live="polite">
              {/* What the loaded pages hold, "more than" while another page waits: the queue is never counted whole per request. */}
              {pending.hasNextPage
                ? t('dashboard.admin.validation.pending_more', { formatted: formatCount(pending.items.length, i18n.language) })
                : t('dashboard.admin.validation.pending_count', { count: pending.items.length, formatted: formatCount(pending.items.length, i18n.language) })}
            </Pill>
          )}
          {/* No polling (spec point 9): processing finishes in the background, so the admin refreshes by hand. */}
          <Button variant="outline" disabled={pending.isFetching} onClick={() => void pending.refetch()}>
            <RefreshCw className="size-4" aria-hidden />
            {t('dashboard.admin.refresh')}
          </Button>
        </div>
      </div>
      <ContentSearchField value={search} onChange={setSearch} />
      {pending.isPending ? (
        <TabStatus kind="loading">{t('dashboard.admin.loading.pending')}</TabStatus>
      ) : pending.isError && !pending.isFetchNextPageError ? (
        <TabStatus kind="error">{t('dashboard.admin.errors.pending')}</TabStatus>
      ) : pending.items.length === 0 ? (
        <TabStatus kind="empty">{t(query.trim() ? 'dashboard.admin.content_list.no_match' : 'dashboard.admin.validation.empty')}</TabStatus>
      ) : (
        <>
          <ul className="grid gap-4" aria-busy={pending.isPlaceholderData || undefined}>
            {pending.items.map((item) => (
              <li key={item.id}>
                <PendingItem item={item} validating={validatingIds.has(item.id)} />
              </li>
            ))}
          </ul>
          {pending.isFetchNextPageError && <TabStatus kind="error">{t('dashboard.admin.errors.pending')}</TabStatus>}
          <ShowMoreButton list={pending} label={t('dashboard.admin.content_list.show_more')} />
        </>
      )}
    </section>
  );
}

function PendingItem({ item, validating }: { item: PendingItem; validating: boolean }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const validate = useValidateContent();

  return (
    <Card className="grid gap-4 p-4 sm:p-5" aria-busy={validating || undefined}>
      <div className="grid gap-1">
        <h4 id={titleId} className="text-lg font-semibold break-words">
          {item.title}
        </h4>
        <p className="text-sm text-muted">
          {item.author ? t('dashboard.admin.by_author', { author: item.author }) : t('dashboard.admin.unknown_author')} · {t(courseTitleKey(item.course))}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted">{t('dashboard.admin.item.type')}</dt>
        <dd>{t(`dashboard.admin.content_types.${item.type}`)}</dd>
        <dt className="text-muted">{t('dashboard.admin.item.uploaded')}</dt>
        <dd>{formatDateTime(item.uploadedAt, i18n.language) ?? t('dashboard.admin.not_available')}</dd>
        <dt className="text-muted">{t('dashboard.admin.item.size')}</dt>
        <dd>
          <FileSize bytes={item.fileSize} />
        </dd>
        <dt className="text-muted">{t('dashboard.admin.item.processing')}</dt>
        <dd>
          <ProcessingStatusBadge status={item.processingStatus} />
        </dd>
      </dl>
      {item.processingStatus === 'error' && (
        <p className="rounded-[var(--radius-button)] border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {t('dashboard.admin.item.processing_error', { error: item.processingError ?? t('dashboard.admin.not_available') })}
        </p>
      )}
      <p className="text-sm break-words whitespace-pre-line">{excerpt(item.excerpt, QUEUE_EXCERPT_LENGTH, item.contentLength)}</p>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button
          variant="outline"
          disabled={validating}
          aria-describedby={titleId}
          onClick={() => validate.mutate({ id: item.id, ...REJECT })}
          className="text-destructive"
        >
          <X className="size-4" aria-hidden />
          {t('dashboard.admin.validation.reject')}
        </Button>
        <Button disabled={validating} aria-describedby={titleId} onClick={() => validate.mutate({ id: item.id, ...APPROVE })}>
          <Check className="size-4" aria-hidden />
          {t('dashboard.admin.validation.approve')}
        </Button>
      </div>
    </Card>
  );
}
