import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSES } from '#shared/constants/courses.ts';
import { AUTHOR_EMBODIMENT_FIELDS, CONTENT_TYPES, MAX_CONTENT_CHARACTERS } from '#shared/schemas/content.ts';
import { TextField } from '#app/components/ui/form-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { isCourseValue, type ContentFormValues, type ContentType } from '../lib/content-form.ts';
import { formatCount } from '#app/lib/admin/format.ts';
import { courseTitleKey, embodimentKey } from '#app/lib/admin/labels.ts';

export type ContentFormErrors = Partial<Record<keyof ContentFormValues | 'file', string>>;

interface ContentFormFieldsProps {
  values: ContentFormValues;
  onChange: <K extends keyof ContentFormValues>(field: K, value: ContentFormValues[K]) => void;
  errors: ContentFormErrors;
  /** A chosen file supplies the content and its name, so those two boxes step aside. */
  contentFromFile?: boolean;
  /** Rendered between the content box and the file name (the upload form's file picker). */
  fileSlot?: ReactNode;
  disabled?: boolean;
}

/**
 * Spec point 2, "Upload Content": course, type, title, author, content text with its character
 * count, file name, and the six author-embodiment areas. Used by Upload and by Edit.
 */
export function ContentFormFields({ values, onChange, errors, contentFromFile = false, fileSlot, disabled = false }: ContentFormFieldsProps) {
  const { t, i18n } = useTranslation();
  const embodimentId = useId();
  const length = values.content.length;
  const tooLong = values.content.trim().length > MAX_CONTENT_CHARACTERS;

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('dashboard.admin.form.course')}
          placeholder={t('dashboard.admin.form.course_placeholder')}
          value={values.course}
          required
          disabled={disabled}
          onChange={(event) => onChange('course', isCourseValue(event.target.value) ? event.target.value : '')}
          options={COURSES.map((course) => ({ value: course, label: t(courseTitleKey(course)) }))}
          error={errors.course}
        />
        <SelectField
          label={t('dashboard.admin.form.type')}
          value={values.type}
          disabled={disabled}
          onChange={(event) => onChange('type', event.target.value as ContentType)}
          options={CONTENT_TYPES.map((type) => ({ value: type, label: t(`dashboard.admin.content_types.${type}`) }))}
          error={errors.type}
        />
        <TextField
          label={t('dashboard.admin.form.title')}
          value={values.title}
          required
          maxLength={300}
          disabled={disabled}
          onChange={(event) => onChange('title', event.target.value)}
          error={errors.title}
        />
        <TextField
          label={t('dashboard.admin.form.author')}
          value={values.author}
          maxLength={200}
          disabled={disabled}
          onChange={(event) => onChange('author', event.target.value)}
          error={errors.author}
        />
      </div>

      <TextareaField
        label={t('dashboard.admin.form.content')}
        rows={10}
        value={values.content}
        required={!contentFromFile}
        disabled={disabled || contentFromFile}
        hint={contentFromFile ? t('dashboard.admin.form.content_from_file') : t('dashboard.admin.form.character_count', { count: length })}
        onChange={(event) => onChange('content', event.target.value)}
        error={
          errors.content ??
          (tooLong && !contentFromFile ? t('dashboard.admin.form.content_too_long', { max: formatCount(MAX_CONTENT_CHARACTERS, i18n.language) }) : undefined)
        }
      />

      {fileSlot}

      <TextField
        label={t('dashboard.admin.form.file_name')}
        value={values.fileName}
        maxLength={255}
        dir="ltr"
        disabled={disabled || contentFromFile}
        placeholder={t('dashboard.admin.form.file_name_placeholder')}
        onChange={(event) => onChange('fileName', event.target.value)}
        error={errors.fileName}
      />

      <fieldset className="grid gap-4 rounded-[var(--radius-card)] border border-charcoal/15 p-4" aria-describedby={embodimentId}>
        <legend className="px-1 text-base font-semibold">{t('dashboard.admin.form.embodiment_title')}</legend>
        <p id={embodimentId} className="text-sm text-muted">
          {t('dashboard.admin.form.embodiment_description')}
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {AUTHOR_EMBODIMENT_FIELDS.map((field) => (
            <TextareaField
              key={field}
              label={t(embodimentKey(field))}
              rows={3}
              maxLength={10_000}
              value={values[field]}
              disabled={disabled}
              onChange={(event) => onChange(field, event.target.value)}
              error={errors[field]}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
