import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RequiredField } from '../lib/content-form.ts';

const BULLET_KEYS: Record<RequiredField, string> = {
  course: 'dashboard.admin.incomplete.course',
  title: 'dashboard.admin.incomplete.title_field',
  content: 'dashboard.admin.incomplete.content',
};

/**
 * Spec point 5, "Admin upload": 'Incomplete Form' / 'Please provide course, title, and content.'
 * with a bullet for each blank field. Not a live region: it is there from the first render, and
 * the submit button points at it with aria-describedby instead.
 */
export function MissingFieldsNotice({ id, missing }: { id: string; missing: RequiredField[] }) {
  const { t } = useTranslation();
  if (missing.length === 0) return null;
  return (
    <div id={id} className="flex items-start gap-3 rounded-[var(--radius-button)] border border-amber-600/50 bg-amber-50 p-3 text-sm">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="grid gap-1">
        <p className="font-semibold">{t('dashboard.admin.incomplete.title')}</p>
        <p>{t('dashboard.admin.incomplete.description')}</p>
        <ul className="list-disc ps-5">
          {missing.map((field) => (
            <li key={field}>{t(BULLET_KEYS[field])}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
