import { FileUp, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import type { CourseFilter } from '../api/get-course-content.ts';
import { useUploadContent } from '../api/upload-content.ts';
import { useUploadContentFile } from '../api/upload-content-file.ts';
import {
  MAX_UPLOAD_MEGABYTES,
  UPLOAD_ACCEPT,
  checkUploadFile,
  emptyContentForm,
  isContentTooLong,
  missingFields,
  toUploadFormData,
  toUploadInput,
  type ContentFormValues,
} from '../lib/content-form.ts';
import { ContentFormFields, type ContentFormErrors } from './content-form-fields.tsx';
import { FileSize } from './file-size.tsx';
import { MissingFieldsNotice } from './missing-fields-notice.tsx';

/** Spec point 2, "Upload Content": typed text, or a file whose text the server extracts. */
export function UploadContentTab({ course }: { course: CourseFilter }) {
  const { t } = useTranslation();
  const headingId = useId();
  const noticeId = useId();
  const fileInputId = useId();
  const fileHintId = useId();
  const fileErrorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const initialCourse = course === 'all' ? '' : course;
  const [values, setValues] = useState<ContentFormValues>(() => emptyContentForm(initialCourse));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ContentFormErrors>({});
  const uploadText = useUploadContent();
  const uploadFile = useUploadContentFile();
  const pending = uploadText.isPending || uploadFile.isPending;

  const missing = missingFields(values, { contentFromFile: file !== null });
  const tooLong = file === null && isContentTooLong(values);
  const canSubmit = missing.length === 0 && !tooLong && !pending;

  function handleChange<K extends keyof ContentFormValues>(field: K, value: ContentFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function clearFile() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return clearFile();
    const problem = checkUploadFile(chosen);
    if (problem) {
      clearFile();
      setErrors((current) => ({ ...current, file: t(`dashboard.admin.upload.file_${problem}`, { max: MAX_UPLOAD_MEGABYTES }) }));
      return;
    }
    setErrors((current) => ({ ...current, file: undefined }));
    setFile(chosen);
  }

  // The toasts come from the upload mutations; here only the form's own state.
  function handleSuccess() {
    // Spec point 8: the form resets after a successful upload.
    setValues(emptyContentForm(course === 'all' ? '' : course));
    setErrors({});
    clearFile();
  }

  function handleError(error: Error) {
    if (error instanceof ApiError && error.fields) {
      const fieldErrors: ContentFormErrors = {};
      for (const [field, message] of Object.entries(error.fields)) {
        if (field in values || field === 'file') fieldErrors[field as keyof ContentFormErrors] = message;
      }
      setErrors(fieldErrors);
    } else if (error instanceof ApiError && error.status === 413) {
      setErrors({ file: t('dashboard.admin.upload.file_too_large', { max: MAX_UPLOAD_MEGABYTES }) });
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    if (file) uploadFile.mutate(toUploadFormData(values, file), { onSuccess: handleSuccess, onError: handleError });
    else uploadText.mutate(toUploadInput(values), { onSuccess: handleSuccess, onError: handleError });
  }

  const fileSlot = (
    <div className="grid gap-2 rounded-[var(--radius-card)] border border-dashed border-charcoal/25 p-4">
      <label htmlFor={fileInputId} className="flex items-center gap-2 text-sm font-medium">
        <FileUp className="size-4" aria-hidden />
        {t('dashboard.admin.upload.file_label')}
      </label>
      <p id={fileHintId} className="text-sm text-muted">
        {t('dashboard.admin.upload.file_hint', { max: MAX_UPLOAD_MEGABYTES })}
      </p>
      <input
        ref={fileInput}
        id={fileInputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={pending}
        aria-describedby={errors.file ? `${fileHintId} ${fileErrorId}` : fileHintId}
        aria-invalid={errors.file ? true : undefined}
        onChange={handleFileChange}
        className="min-h-11 w-full min-w-0 text-sm file:me-3 file:min-h-11 file:rounded-[var(--radius-button)] file:border file:border-charcoal/20 file:bg-white file:px-4 file:text-sm file:font-medium"
      />
      {errors.file && (
        <p id={fileErrorId} role="alert" className="text-sm text-destructive">
          {t(errors.file, { defaultValue: errors.file })}
        </p>
      )}
      {file && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-[var(--radius-button)] bg-lavender/30 p-3 text-sm">
          <p className="min-w-0 break-all">
            {t('dashboard.admin.upload.file_chosen', { name: file.name })} · <FileSize bytes={file.size} />
          </p>
          <Button variant="ghost" onClick={clearFile} disabled={pending}>
            <X className="size-4" aria-hidden />
            {t('dashboard.admin.upload.file_remove')}
          </Button>
        </div>
      )}
    </div>
  );

  return (
    <section aria-labelledby={headingId}>
      <Card className="grid gap-5 p-4 sm:p-6">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {t('dashboard.admin.upload.title')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t('dashboard.admin.upload.description')}</p>
        </div>
        <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
          <ContentFormFields values={values} onChange={handleChange} errors={errors} contentFromFile={file !== null} fileSlot={fileSlot} disabled={pending} />
          <MissingFieldsNotice id={noticeId} missing={missing} />
          <Button type="submit" disabled={!canSubmit} aria-describedby={missing.length > 0 ? noticeId : undefined} className="sm:justify-self-start">
            <Upload className="size-4" aria-hidden />
            {pending ? t('dashboard.admin.upload.submitting') : t('dashboard.admin.upload.submit')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
