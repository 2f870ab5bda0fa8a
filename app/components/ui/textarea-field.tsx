import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#app/lib/cn.ts';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with an optional hint and its error under it. */
export function TextareaField({ label, error, hint, className, id, rows = 4, ...props }: TextareaFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${fieldId}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="w-full min-w-0 rounded-[var(--radius-button)] border border-charcoal/25 bg-white px-3 py-2 text-base aria-[invalid=true]:border-destructive"
        {...props}
      />
      {error && (
        <p id={`${fieldId}-error`} className="text-sm text-destructive">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}
