import { Eye, Pencil, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryItem } from '#shared/schemas/content.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import { useCourseContent, type CourseFilter } from '../api/get-course-content.ts';
import { LIBRARY_EXCERPT_LENGTH, excerpt, formatDate, shortenId } from '#app/lib/admin/format.ts';
import { courseTitleKey } from '#app/lib/admin/labels.ts';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';
import { ContentSearchField } from './content-list-controls.tsx';
import { ContentViewDialog } from './content-view-dialog.tsx';
import { EditContentDialog } from './edit-content-dialog.tsx';
import { TrainingDataBadge, ValidationStatusBadge } from './status-badges.tsx';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { Pill } from '#app/components/ui/pill.tsx';

type OpenDialog = { kind: 'view' | 'edit'; item: LibraryItem } | null;

/** Spec point 2, "Content Library": the content for the filter a page at a time, searchable, with View and (approved only) Edit. */
export function ContentLibraryTab({ course }: { course: CourseFilter }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search);
  const content = useCourseContent(course, query);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {t('dashboard.admin.library.title')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t('dashboard.admin.library.description')}</p>
        </div>
        <Button variant="outline" disabled={content.isFetching} onClick={() => void content.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          {t('dashboard.admin.refresh')}
        </Button>
      </div>
      <ContentSearchField value={search} onChange={setSearch} />
      {content.isPending ? (
        <TabStatus kind="loading">{t('dashboard.admin.loading.content')}</TabStatus>
      ) : content.isError && !content.isFetchNextPageError ? (
        <TabStatus kind="error">{t('dashboard.admin.errors.content')}</TabStatus>
      ) : content.items.length === 0 ? (
        <TabStatus kind="empty">{t(query.trim() ? 'dashboard.admin.content_list.no_match' : 'dashboard.admin.library.empty')}</TabStatus>
      ) : (
        <>
          <ul className="grid gap-4 lg:grid-cols-2" aria-busy={content.isPlaceholderData || undefined}>
            {content.items.map((item) => (
              <li key={item.id} className="grid">
                <LibraryItem item={item} onView={() => setDialog({ kind: 'view', item })} onEdit={() => setDialog({ kind: 'edit', item })} />
              </li>
            ))}
          </ul>
          {content.isFetchNextPageError && <TabStatus kind="error">{t('dashboard.admin.errors.content')}</TabStatus>}
          <ShowMoreButton list={content} label={t('dashboard.admin.content_list.show_more')} />
        </>
      )}
      {dialog?.kind === 'view' && <ContentViewDialog item={dialog.item} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <EditContentDialog item={dialog.item} onClose={() => setDialog(null)} />}
    </section>
  );
}

function LibraryItem({ item, onView, onEdit }: { item: LibraryItem; onView: () => void; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  // Spec point 4: an approved item shows an Edit action.
  const editable = item.validationStatus === 'approved';

  return (
    <Card className="grid content-between gap-4 p-4 sm:p-5">
      <div className="grid gap-3">
        <div className="grid gap-1">
          <h4 id={titleId} className="text-lg font-semibold break-words">
            {item.title}
          </h4>
          <p className="text-sm text-muted">{item.author ? t('dashboard.admin.by_author', { author: item.author }) : t('dashboard.admin.unknown_author')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge>{t(courseTitleKey(item.course))}</Badge>
          <Pill className="bg-beige text-charcoal">{t(`dashboard.admin.content_types.${item.type}`)}</Pill>
          <ValidationStatusBadge status={item.validationStatus} />
          <TrainingDataBadge isTrainingData={item.isTrainingData} />
        </div>
        <p className="text-sm break-words whitespace-pre-line">{excerpt(item.excerpt, LIBRARY_EXCERPT_LENGTH, item.contentLength)}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t('dashboard.admin.library.admin')}</dt>
          <dd>
            {item.adminId ? (
              <code title={item.adminId} dir="ltr">
                {shortenId(item.adminId)}
              </code>
            ) : (
              t('dashboard.admin.not_available')
            )}
          </dd>
          <dt className="text-muted">{t('dashboard.admin.library.validated')}</dt>
          <dd>{formatDate(item.validatedAt, i18n.language) ?? t('dashboard.admin.library.not_validated')}</dd>
        </dl>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="outline" aria-describedby={titleId} onClick={onView}>
          <Eye className="size-4" aria-hidden />
          {t('dashboard.admin.library.view')}
        </Button>
        {editable && (
          <Button variant="outline" aria-describedby={titleId} onClick={onEdit}>
            <Pencil className="size-4" aria-hidden />
            {t('dashboard.admin.library.edit')}
          </Button>
        )}
      </div>
    </Card>
  );
}
