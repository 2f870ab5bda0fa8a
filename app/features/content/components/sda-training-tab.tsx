import { BookOpen, Download, FileText, Layers, Video, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import { TRAINING_EXPORT_FILE_NAME, trainingDataExportUrl } from '../api/export-training-data.ts';
import type { CourseFilter } from '../api/get-course-content.ts';
import { useTrainingData } from '../api/get-training-data.ts';
import { formatCount, formatDate, formatPercentFigure } from '#app/lib/admin/format.ts';
import { courseTitleKey } from '#app/lib/admin/labels.ts';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';
import { ContentSearchField } from './content-list-controls.tsx';
import { Pill } from '#app/components/ui/pill.tsx';

/** Spec point 2, "SDA Training": totals, the approved training items (a page at a time, searchable), the analytics and the JSONL export. */
export function SdaTrainingTab({ course }: { course: CourseFilter }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search);
  const training = useTrainingData(course, query);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {t('dashboard.admin.training.title')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t('dashboard.admin.training.description')}</p>
        </div>
        <div className="grid gap-1">
          <Button asChild>
            {/* A plain link, so the browser streams the file to disk with the session cookie. */}
            <a href={trainingDataExportUrl(course)} download={TRAINING_EXPORT_FILE_NAME}>
              <Download className="size-4" aria-hidden />
              {t('dashboard.admin.training.export')}
            </a>
          </Button>
          <p className="max-w-xs text-xs text-muted">{t('dashboard.admin.training.export_hint')}</p>
        </div>
      </div>
      {training.isPending ? (
        <TabStatus kind="loading">{t('dashboard.admin.loading.training')}</TabStatus>
      ) : training.isError && !training.isFetchNextPageError ? (
        <TabStatus kind="error">{t('dashboard.admin.errors.training')}</TabStatus>
      ) : (
        <TrainingBody training={training} search={search} searched={query.trim() !== ''} onSearch={setSearch} />
      )}
    </section>
  );
}

function Figure({ label, value, Icon }: { label: string; value: string; Icon?: LucideIcon }) {
  return (
    <div className="grid gap-1 rounded-[var(--radius-card)] border border-charcoal/10 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-muted">
        {Icon && <Icon className="size-4" aria-hidden />}
        {label}
      </dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

interface TrainingBodyProps {
  training: ReturnType<typeof useTrainingData>;
  search: string;
  /** True when the items shown are a search's, not the whole list. */
  searched: boolean;
  onSearch: (value: string) => void;
}

function TrainingBody({ training, search, searched, onSearch }: TrainingBodyProps) {
  const { t, i18n } = useTranslation();
  const totalsId = useId();
  const analyticsId = useId();
  const itemsId = useId();
  const count = (value: number) => formatCount(value, i18n.language);
  const percent = (value: number) => formatPercentFigure(value, i18n.language);
  const { totals, analytics, items } = training;

  return (
    <div className="grid gap-6">
      {totals && (
        <section aria-labelledby={totalsId} className="grid gap-3">
          <h4 id={totalsId} className="text-lg font-semibold">
            {t('dashboard.admin.training.totals_title')}
          </h4>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label={t('dashboard.admin.training.total')} value={count(totals.total)} Icon={Layers} />
            <Figure label={t('dashboard.admin.training.books')} value={count(totals.books)} Icon={BookOpen} />
            <Figure label={t('dashboard.admin.training.videos')} value={count(totals.videos)} Icon={Video} />
            <Figure label={t('dashboard.admin.training.transcripts')} value={count(totals.transcripts)} Icon={FileText} />
          </dl>
        </section>
      )}

      {analytics && (
        <section aria-labelledby={analyticsId} className="grid gap-3">
          <h4 id={analyticsId} className="text-lg font-semibold">
            {t('dashboard.admin.training.analytics_title')}
          </h4>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label={t('dashboard.admin.training.validation_rate')} value={percent(analytics.validationRate)} />
            <Figure label={t('dashboard.admin.training.processing_complete')} value={percent(analytics.processingCompleteRate)} />
            <Figure label={t('dashboard.admin.training.approved_count')} value={count(analytics.approvedCount)} />
            <Figure label={t('dashboard.admin.training.pending_count')} value={count(analytics.pendingCount)} />
          </dl>
        </section>
      )}

      <section aria-labelledby={itemsId} className="grid gap-3">
        <h4 id={itemsId} className="text-lg font-semibold">
          {t('dashboard.admin.training.items_title')}
        </h4>
        <ContentSearchField value={search} onChange={onSearch} />
        {items.length === 0 ? (
          <TabStatus kind="empty">{t(searched ? 'dashboard.admin.content_list.no_match' : 'dashboard.admin.training.empty')}</TabStatus>
        ) : (
          <Card className="p-0">
            <ul className="divide-y divide-charcoal/10" aria-busy={training.isPlaceholderData || undefined}>
              {items.map((item) => (
                <li key={item.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium break-words">{item.title}</p>
                    <p className="text-sm text-muted">
                      {item.author ? t('dashboard.admin.by_author', { author: item.author }) : t('dashboard.admin.unknown_author')} ·{' '}
                      {t(courseTitleKey(item.course))}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <Pill className="bg-beige text-charcoal">{t(`dashboard.admin.content_types.${item.type}`)}</Pill>
                    <span className="text-muted">
                      {t('dashboard.admin.training.validated_on', {
                        date: formatDate(item.validatedAt, i18n.language) ?? t('dashboard.admin.not_available'),
                      })}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        )}
        {training.isFetchNextPageError && <TabStatus kind="error">{t('dashboard.admin.errors.training')}</TabStatus>}
        <ShowMoreButton list={training} label={t('dashboard.admin.content_list.show_more')} />
      </section>
    </div>
  );
}
