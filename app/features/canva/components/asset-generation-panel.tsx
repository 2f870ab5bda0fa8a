import { AlertTriangle, Download, LoaderCircle, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { INSTITUTE_ASSET_SPECS } from '#shared/constants/asset-formats.ts';
import { INSTITUTE } from '#shared/constants/brand.ts';
import type { GenerateAssetsResult } from '#shared/schemas/canva.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { useCanvaAuthStatus } from '../api/get-auth-status.ts';
import { useCanvaCurrentUser } from '../api/get-current-user.ts';
import { useCanvaStatus } from '../api/get-status.ts';
import { useGenerateInstituteAssets } from '../api/generate-assets.ts';
import { GeneratedAssets } from './generated-assets.tsx';
import { describeApiError } from '#app/lib/describe-api-error.ts';

/**
 * The showcase's asset generation panel (spec point 2): an admin with Canva connected creates the
 * institute's fixed set of designs and exports; everyone else is told what it takes.
 */
export function AssetGenerationPanel() {
  const { t } = useTranslation();
  const user = useCanvaCurrentUser();
  const isAdmin = user.data?.role === 'admin';
  const status = useCanvaStatus(isAdmin);
  const configured = status.data?.configured ?? false;
  const auth = useCanvaAuthStatus(isAdmin && configured);
  const generate = useGenerateInstituteAssets();
  // The last run stays on screen while another starts (or fails): its links and zip remain useful.
  const [result, setResult] = useState<GenerateAssetsResult | null>(null);

  function handleGenerate() {
    // Each run creates new designs in the institute's Canva account: a second one is confirmed.
    if (result && !window.confirm(t('pages.canva_designs.generate.confirm_again', { total: INSTITUTE_ASSET_SPECS.length }))) return;
    generate.mutate(undefined, { onSuccess: setResult });
  }

  return (
    <section aria-labelledby="asset-generation-title" className="grid gap-4">
      <Card className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="asset-generation-title" className="flex items-center gap-2 text-xl">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            {t('pages.canva_designs.generate.title', { abbreviation: INSTITUTE.abbreviation })}
          </h2>
          <p className="text-sm text-muted">{t('pages.canva_designs.generate.description')}</p>
        </div>
        <ul className="grid gap-1 text-sm" aria-label={t('pages.canva_designs.generate.formats_label')}>
          {INSTITUTE_ASSET_SPECS.map((spec) => (
            <li key={spec.key} className="flex flex-wrap justify-between gap-2 border-b border-charcoal/10 py-1 last:border-0">
              <span>{t(`pages.canva_designs.formats.${spec.key}`)}</span>
              <span dir="ltr" className="text-muted">
                {t('pages.canva_designs.formats.size', { width: spec.width, height: spec.height })}
              </span>
            </li>
          ))}
        </ul>

        {user.isLoading || (isAdmin && (status.isLoading || (configured && auth.isLoading))) ? (
          <p role="status" className="text-sm text-muted">
            {t('pages.canva_designs.generate.checking')}
          </p>
        ) : user.isError || status.isError || auth.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('pages.canva_designs.generate.status_failed')}
          </p>
        ) : !user.data ? (
          <div className="grid gap-3 sm:flex sm:items-center sm:justify-between">
            <p className="text-sm">{t('pages.canva_designs.generate.sign_in_needed')}</p>
            <Button asChild variant="outline">
              <Link href="/auth">{t('pages.canva_designs.generate.sign_in')}</Link>
            </Button>
          </div>
        ) : !isAdmin ? (
          <p className="text-sm">{t('pages.canva_designs.generate.admin_only')}</p>
        ) : !configured ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <AlertTriangle aria-hidden="true" className="size-4 text-destructive" />
              {t('pages.canva_designs.generate.not_configured')}
            </p>
            <ul className="list-disc ps-5">
              {status.data?.missing.map((name) => (
                <li key={name}>
                  <code>{name}</code>
                </li>
              ))}
            </ul>
          </div>
        ) : !auth.data?.connected ? (
          // Spec point 5: generation needs a connected design service; the alert says to connect first.
          <div role="alert" className="grid gap-3 rounded-[var(--radius-button)] border border-destructive/40 p-3 sm:flex sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-sm font-medium">
              <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-destructive" />
              {t('pages.canva_designs.generate.connect_first')}
            </p>
            <Button asChild variant="outline">
              <Link href="/design-studio">{t('pages.canva_designs.generate.open_studio')}</Link>
            </Button>
          </div>
        ) : (
          <div className="grid gap-3">
            <Button className="w-full sm:w-fit" aria-busy={generate.isPending || undefined} disabled={generate.isPending} onClick={handleGenerate}>
              {generate.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              ) : (
                <Download aria-hidden="true" className="size-4" />
              )}
              {generate.isPending
                ? t('pages.canva_designs.generate.generating')
                : result
                  ? t('pages.canva_designs.generate.action_again')
                  : t('pages.canva_designs.generate.action')}
            </Button>
            {generate.isError && (
              <p role="alert" className="text-sm text-destructive">
                {t('pages.canva_designs.generate.failed', {
                  error: describeApiError(t, generate.error),
                })}
              </p>
            )}
          </div>
        )}
      </Card>
      {result && <GeneratedAssets key={result.assets.map((asset) => asset.jobId).join()} result={result} />}
    </section>
  );
}
