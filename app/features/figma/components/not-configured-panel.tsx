import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '#app/components/ui/card.tsx';

/** Missing optional integrations are a state the UI shows, not a crash (conventions, habit 6). */
export function NotConfiguredPanel({ missing }: { missing: string[] }) {
  const { t } = useTranslation();
  const names = missing.length > 0 ? missing : ['FIGMA_ACCESS_TOKEN'];
  return (
    <Card role="status" className="grid gap-3 border-amber-300 bg-amber-50">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <AlertTriangle className="size-5 shrink-0" aria-hidden />
        {t('pages.assets.not_configured.title')}
      </h2>
      <p>{t('pages.assets.not_configured.description')}</p>
      <p className="text-sm font-medium">{t('pages.assets.not_configured.missing_label')}</p>
      <ul className="list-disc ps-6 text-sm">
        {names.map((name) => (
          <li key={name}>
            <code dir="ltr">{name}</code>
          </li>
        ))}
      </ul>
    </Card>
  );
}
