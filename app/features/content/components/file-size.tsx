import { useTranslation } from 'react-i18next';
import { fileSizeParts } from '#app/lib/admin/format.ts';

/** A byte count per spec point 9 (KB below 1024 KB, MB above), or "Unknown size". */
export function FileSize({ bytes }: { bytes: number | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (bytes === null || bytes === undefined) return <>{t('dashboard.admin.size.unknown')}</>;
  const { value, unit } = fileSizeParts(bytes, i18n.language);
  return <>{t(`dashboard.admin.size.${unit}`, { value })}</>;
}
