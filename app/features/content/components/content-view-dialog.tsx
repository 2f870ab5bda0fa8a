import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTHOR_EMBODIMENT_FIELDS, type ContentDetail, type LibraryItem, type NlpMetadata } from '#shared/schemas/content.ts';
import { useContentDetail } from '../api/get-content-detail.ts';
import { formatCount, formatDate } from '#app/lib/admin/format.ts';
import { courseTitleKey, embodimentKey } from '#app/lib/admin/labels.ts';
import { SheetDialog } from '#app/components/ui/sheet-dialog.tsx';
import { FileSize } from './file-size.tsx';
import { ProcessingStatusBadge, TrainingDataBadge, ValidationStatusBadge } from './status-badges.tsx';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { Pill } from '#app/components/ui/pill.tsx';

/** View (spec point 2, "Content Library"): the full text, the six areas and the NLP results. */
export function ContentViewDialog({ item, onClose }: { item: LibraryItem; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useContentDetail(item.id);
  return (
    <SheetDialog
      width="lg"
      open
      onOpenChange={(open) => !open && onClose()}
      title={item.title}
      description={t('dashboard.admin.view.description', {
        course: t(courseTitleKey(item.course)),
        type: t(`dashboard.admin.content_types.${item.type}`),
      })}
    >
      {detail.isPending ? (
        <TabStatus kind="loading">{t('dashboard.admin.loading.detail')}</TabStatus>
      ) : detail.isError ? (
        <TabStatus kind="error">{t('dashboard.admin.errors.detail')}</TabStatus>
      ) : (
        <ContentDetailBody detail={detail.data} />
      )}
    </SheetDialog>
  );
}

function ContentDetailBody({ detail }: { detail: ContentDetail }) {
  const { t, i18n } = useTranslation();
  const textId = useId();
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap gap-2">
        <ValidationStatusBadge status={detail.validationStatus} />
        <ProcessingStatusBadge status={detail.processingStatus} />
        <TrainingDataBadge isTrainingData={detail.isTrainingData} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('dashboard.admin.item.author')}</dt>
        <dd>{detail.author ?? t('dashboard.admin.unknown_author')}</dd>
        <dt className="text-muted">{t('dashboard.admin.item.file_name')}</dt>
        <dd className="break-all" dir="auto">
          {detail.fileName ?? t('dashboard.admin.not_available')}
        </dd>
        <dt className="text-muted">{t('dashboard.admin.item.size')}</dt>
        <dd>
          <FileSize bytes={detail.fileSize} />
        </dd>
        <dt className="text-muted">{t('dashboard.admin.item.uploaded')}</dt>
        <dd>{formatDate(detail.uploadedAt, i18n.language) ?? t('dashboard.admin.not_available')}</dd>
        <dt className="text-muted">{t('dashboard.admin.library.validated')}</dt>
        <dd>{formatDate(detail.validatedAt, i18n.language) ?? t('dashboard.admin.library.not_validated')}</dd>
        {detail.validationNotes && (
          <>
            <dt className="text-muted">{t('dashboard.admin.item.validation_notes')}</dt>
            <dd>{detail.validationNotes}</dd>
          </>
        )}
      </dl>
      {detail.processingStatus === 'error' && detail.processingError && (
        <p className="rounded-[var(--radius-button)] border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {t('dashboard.admin.item.processing_error', { error: detail.processingError })}
        </p>
      )}

      <section aria-labelledby={textId} className="grid gap-2">
        <h3 id={textId} className="text-base font-semibold">
          {t('dashboard.admin.view.full_text')}
        </h3>
        {/* Focusable so a keyboard can scroll a long text. */}
        <div
          tabIndex={0}
          role="region"
          aria-labelledby={textId}
          dir="auto"
          className="max-h-80 overflow-y-auto rounded-[var(--radius-button)] border border-charcoal/15 bg-beige/30 p-3 text-sm break-words whitespace-pre-wrap"
        >
          {detail.content}
        </div>
      </section>

      <section className="grid gap-2">
        <h3 className="text-base font-semibold">{t('dashboard.admin.form.embodiment_title')}</h3>
        <dl className="grid gap-3 text-sm">
          {AUTHOR_EMBODIMENT_FIELDS.map((field) => (
            <div key={field} className="grid gap-0.5">
              <dt className="font-medium">{t(embodimentKey(field))}</dt>
              <dd className={detail[field] ? 'break-words whitespace-pre-line' : 'text-muted'}>{detail[field] ?? t('dashboard.admin.view.not_given')}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="grid gap-2">
        <h3 className="text-base font-semibold">{t('dashboard.admin.nlp.title')}</h3>
        {detail.nlpMetadata ? (
          <NlpDetails nlp={detail.nlpMetadata} />
        ) : (
          <p className="text-sm text-muted">{detail.processingStatus === 'error' ? t('dashboard.admin.nlp.failed') : t('dashboard.admin.nlp.not_ready')}</p>
        )}
      </section>
    </div>
  );
}

function NlpDetails({ nlp }: { nlp: NlpMetadata }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const list = (values: string[]) =>
    values.length === 0 ? (
      <span className="text-muted">{t('dashboard.admin.nlp.none')}</span>
    ) : (
      <span className="flex flex-wrap gap-1.5">
        {values.map((value) => (
          <Pill key={value} className="bg-lavender/60 text-charcoal">
            {value}
          </Pill>
        ))}
      </span>
    );

  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">{t('dashboard.admin.nlp.language')}</dt>
      <dd>{nlp.language}</dd>
      <dt className="font-medium">{t('dashboard.admin.nlp.words')}</dt>
      <dd>{count(nlp.wordCount)}</dd>
      <dt className="font-medium">{t('dashboard.admin.nlp.reading_time')}</dt>
      <dd>{t('dashboard.admin.nlp.minutes', { count: nlp.readingTimeMinutes, formatted: count(nlp.readingTimeMinutes) })}</dd>
      <dt className="font-medium">{t('dashboard.admin.nlp.sentences')}</dt>
      <dd>{count(nlp.sentenceCount)}</dd>
      <dt className="font-medium">{t('dashboard.admin.nlp.key_phrases')}</dt>
      <dd>{list(nlp.keyPhrases)}</dd>
      <dt className="font-medium">{t('dashboard.admin.nlp.people')}</dt>
      <dd>{list(nlp.entities.people)}</dd>
      <dt className="font-medium">{t('dashboard.admin.nlp.places')}</dt>
      <dd>{list(nlp.entities.places)}</dd>
      <dt className="font-medium">{t('dashboard.admin.nlp.works')}</dt>
      <dd>{list(nlp.entities.works)}</dd>
      <dt className="font-medium">{t('dashboard.admin.nlp.summary')}</dt>
      <dd className="break-words whitespace-pre-line">{nlp.summary || t('dashboard.admin.nlp.none')}</dd>
    </dl>
  );
}
