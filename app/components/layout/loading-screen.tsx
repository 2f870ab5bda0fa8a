import { useTranslation } from 'react-i18next';

/** Spec point 2: a centred Loading... indicator. */
export function LoadingScreen() {
  const { t, ready } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center text-muted">
      {ready ? t('common.loading') : 'Loading...'}
    </div>
  );
}
