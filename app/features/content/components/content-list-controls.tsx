import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The box that narrows a content list to the items whose title or author contains what is typed. */
export function ContentSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <div className="grid w-full gap-1.5 sm:max-w-sm">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('dashboard.admin.content_list.search')}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
        <input
          id={inputId}
          type="search"
          value={value}
          maxLength={100}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full rounded-[var(--radius-button)] border border-charcoal/25 bg-white ps-9 pe-3 text-base"
        />
      </div>
    </div>
  );
}
