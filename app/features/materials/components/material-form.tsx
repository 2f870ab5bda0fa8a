import { zodResolver } from '@hookform/resolvers/zod';
import { FileUp } from 'lucide-react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  MATERIAL_ACCESS_LEVELS,
  MATERIAL_FILE_EXTENSIONS,
  MATERIAL_TYPES,
  materialFieldsSchema,
  MAX_MATERIAL_BYTES,
  type CourseUnit,
  type MaterialFields,
} from '#shared/schemas/materials.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { ApiError } from '#app/lib/api-client.ts';

type FormInput = z.input<typeof materialFieldsSchema>;
type FormOutput = z.output<typeof materialFieldsSchema>;

export const MAX_MATERIAL_MEGABYTES = MAX_MATERIAL_BYTES / 1024 / 1024;

interface MaterialFormProps {
  units: CourseUnit[];
  defaults?: Partial<FormInput>;
  /** Whether the form offers a file (adding); an edit keeps the file it has. */
  withFile: boolean;
  /** Whether the material already has a file (so a video address is optional on edit). */
  hasFile?: boolean;
  pending: boolean;
  submitLabel: ReactNode;
  onSubmit: (fields: MaterialFields, file: File | null) => Promise<unknown>;
}

/**
 * A course material's details, validated by the shared schema the server
 * uses; the server's field errors land under the same fields. Adding also takes a file (checked
 * for type and size here, for content on the server) or a video address.
 */
export function MaterialForm({ units, defaults, withFile, hasFile = false, pending, submitLabel, onSubmit }: MaterialFormProps) {
  const { t } = useTranslation();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(materialFieldsSchema),
    defaultValues: {
      title: '',
      author: '',
      description: '',
      type: 'textbook',
      unitId: '',
      isRequired: false,
      accessLevel: 'student',
      videoUrl: '',
      ...defaults,
    },
  });
  const { errors } = form.formState;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFileError(undefined);
    if (chosen && !MATERIAL_FILE_EXTENSIONS.some((ext) => chosen.name.toLowerCase().endsWith(ext))) {
      setFileError('validation.file_type_unsupported');
      event.target.value = '';
      return setFile(null);
    }
    if (chosen && chosen.size > MAX_MATERIAL_BYTES) {
      setFileError(t('dashboard.materials.file_too_large', { max: MAX_MATERIAL_MEGABYTES }));
      event.target.value = '';
      return setFile(null);
    }
    setFile(chosen);
  }

  async function submit(fields: FormOutput) {
    if (withFile && !file && !fields.videoUrl) return setFileError('validation.file_or_video_required');
    if (!withFile && !hasFile && !fields.videoUrl) return form.setError('videoUrl', { message: 'validation.file_or_video_required' });
    const sent: MaterialFields = {
      ...fields,
      author: fields.author ?? '',
      description: fields.description ?? '',
      videoUrl: fields.videoUrl ?? '',
      unitId: fields.unitId ?? '',
    };
    try {
      await onSubmit(sent, file);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 413) setFileError(t('dashboard.materials.file_too_large', { max: MAX_MATERIAL_MEGABYTES }));
      for (const [field, message] of Object.entries(error.fields ?? {})) {
        if (field === 'file') setFileError(message);
        else if (field in materialFieldsSchema.shape) form.setError(field as keyof FormInput, { message });
      }
    }
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
      <TextField label={t('dashboard.materials.fields.title')} error={errors.title?.message} {...form.register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('dashboard.materials.fields.author')} error={errors.author?.message} {...form.register('author')} />
        <SelectField
          label={t('dashboard.materials.fields.type')}
          error={errors.type?.message}
          options={MATERIAL_TYPES.map((type) => ({ value: type, label: t(`dashboard.student.books.types.${type}`) }))}
          {...form.register('type')}
        />
        <SelectField
          label={t('dashboard.materials.fields.unit')}
          error={errors.unitId?.message}
          placeholder={t('dashboard.student.books.whole_course')}
          options={units.map((unit) => ({ value: unit.id, label: unit.name }))}
          {...form.register('unitId')}
        />
        <SelectField
          label={t('dashboard.materials.fields.access')}
          error={errors.accessLevel?.message}
          options={MATERIAL_ACCESS_LEVELS.map((level) => ({ value: level, label: t(`dashboard.materials.access.${level}`) }))}
          {...form.register('accessLevel')}
        />
      </div>
      <TextareaField label={t('dashboard.materials.fields.description')} rows={3} error={errors.description?.message} {...form.register('description')} />
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input type="checkbox" className="size-5" {...form.register('isRequired')} />
        {t('dashboard.materials.fields.required')}
      </label>
      {withFile && (
        <div className="grid gap-2 rounded-[var(--radius-card)] border border-dashed border-charcoal/25 p-4">
          <label htmlFor={fileId} className="flex items-center gap-2 text-sm font-medium">
            <FileUp className="size-4" aria-hidden />
            {t('dashboard.materials.fields.file')}
          </label>
          <p id={`${fileId}-hint`} className="text-sm text-muted">
            {t('dashboard.materials.file_hint', { max: MAX_MATERIAL_MEGABYTES })}
          </p>
          <input
            id={fileId}
            type="file"
            accept={MATERIAL_FILE_EXTENSIONS.join(',')}
            disabled={pending}
            aria-describedby={fileError ? `${fileId}-hint ${fileId}-error` : `${fileId}-hint`}
            aria-invalid={fileError ? true : undefined}
            onChange={handleFile}
            className="min-h-11 min-w-0 text-sm file:me-3 file:min-h-11 file:rounded-[var(--radius-button)] file:border file:border-charcoal/20 file:bg-white file:px-4 file:text-sm file:font-medium"
          />
          {fileError && (
            <p id={`${fileId}-error`} role="alert" className="text-sm text-destructive">
              {t(fileError, { defaultValue: fileError })}
            </p>
          )}
        </div>
      )}
      <TextField
        label={t('dashboard.materials.fields.video_url')}
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.videoUrl?.message}
        {...form.register('videoUrl')}
      />
      <Button type="submit" disabled={pending} className="sm:justify-self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
