import { Info, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentDetail, LibraryItem } from '#shared/schemas/content.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { useContentDetail } from '../api/get-content-detail.ts';
import { useUpdateContent } from '../api/update-content.ts';
import { contentFormFrom, isContentTooLong, missingFields, toUploadInput, type ContentFormValues } from '../lib/content-form.ts';
import { SheetDialog } from '#app/components/ui/sheet-dialog.tsx';
import { ContentFormFields, type ContentFormErrors } from './content-form-fields.tsx';
import { MissingFieldsNotice } from './missing-fields-notice.tsx';
import { TabStatus } from '#app/components/ui/tab-status.tsx';

/** Edit an approved item (spec point 2): the upload form, prefilled; saving returns it to pending validation. */
export function EditContentDialog({ item, onClose }: { item: LibraryItem; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useContentDetail(item.id);
  return (
    <SheetDialog
      width="lg"
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('dashboard.admin.edit.title', { title: item.title })}
      description={
        <p className="flex items-start gap-2 rounded-[var(--radius-button)] bg-amber-50 p-3 text-amber-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('dashboard.admin.edit.note')}
        </p>
      }
    >
      {detail.isPending ? (
        <TabStatus kind="loading">{t('dashboard.admin.loading.detail')}</TabStatus>
      ) : detail.isError ? (
        <TabStatus kind="error">{t('dashboard.admin.errors.detail')}</TabStatus>
      ) : (
        // Keyed by the item so the form starts again from the stored values for each item.
        <EditContentForm key={detail.data.id} stored={detail.data} onDone={onClose} />
      )}
    </SheetDialog>
  );
}

function EditContentForm({ stored, onDone }: { stored: ContentDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const noticeId = useId();
  const [values, setValues] = useState<ContentFormValues>(() => contentFormFrom(stored));
  const [errors, setErrors] = useState<ContentFormErrors>({});
  const update = useUpdateContent();
  const missing = missingFields(values);
  const canSave = missing.length === 0 && !isContentTooLong(values) && !update.isPending;

  function handleChange<K extends keyof ContentFormValues>(field: K, value: ContentFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    update.mutate(
      { id: stored.id, input: toUploadInput(values, stored) },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            const fieldErrors: ContentFormErrors = {};
            for (const [field, message] of Object.entries(error.fields)) if (field in values) fieldErrors[field as keyof ContentFormValues] = message;
            setErrors(fieldErrors);
          }
        },
      },
    );
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ContentFormFields values={values} onChange={handleChange} errors={errors} disabled={update.isPending} />
      <MissingFieldsNotice id={noticeId} missing={missing} />
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('dashboard.admin.cancel')}
        </Button>
        <Button type="submit" disabled={!canSave} aria-describedby={missing.length > 0 ? noticeId : undefined}>
          <Save className="size-4" aria-hidden />
          {update.isPending ? t('dashboard.admin.edit.saving') : t('dashboard.admin.edit.save')}
        </Button>
      </div>
    </form>
  );
}
