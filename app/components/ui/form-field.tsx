import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#app/lib/cn.ts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A translation key (shared zod messages are keys, spec point 5) or a plain message. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error under it, wired for screen readers. */
export function TextField({ label, error, className, id, ...props }: TextFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full min-w-0 min-h-11 rounded-[var(--radius-button)] border border-charcoal/25 bg-white px-3 text-base aria-[invalid=true]:border-destructive"
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}
