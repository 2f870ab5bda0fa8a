import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#app/lib/cn.ts';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the phone's own picker) with its error under it. */
export function SelectField({ label, error, options, placeholder, className, id, ...props }: SelectFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full min-w-0 min-h-11 rounded-[var(--radius-button)] border border-charcoal/25 bg-white px-3 text-base aria-[invalid=true]:border-destructive"
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}
