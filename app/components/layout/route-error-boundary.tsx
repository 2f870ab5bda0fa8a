import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto grid min-h-[50vh] max-w-md content-center justify-items-center gap-3 px-4 text-center">
      <h1 className="text-2xl">{t('common.load_failed_title')}</h1>
      <p className="text-muted">{t('common.load_failed_text')}</p>
      {/* A reload fetches what failed afresh; the browser keeps a failed module import for the life of the page. */}
      <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
    </div>
  );
}

/**
 * A screen whose code or strings could not be downloaded (offline, a dropped mobile connection)
 * says so and offers to try again, instead of leaving the reader a blank page.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A screen could not load', error);
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
