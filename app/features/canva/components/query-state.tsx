import { useTranslation } from 'react-i18next';

/** Loading, error and empty texts shared by the studio's tabs. */
export function QueryState({ isLoading, isError, isEmpty, emptyKey }: { isLoading: boolean; isError: boolean; isEmpty: boolean; emptyKey: string }) {
  const { t } = useTranslation();
  if (isLoading)
    return (
      <p role="status" className="text-sm text-muted">
        {t('pages.design_studio.loading')}
      </p>
    );
  if (isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('pages.design_studio.load_failed')}
      </p>
    );
  if (isEmpty) return <p className="text-sm text-muted">{t(emptyKey)}</p>;
  return null;
}

/** Shown in the Canva-backed tabs until the institute's account is connected. */
export function NeedsConnection() {
  const { t } = useTranslation();
  return <p className="text-sm text-muted">{t('pages.design_studio.needs_connection')}</p>;
}
