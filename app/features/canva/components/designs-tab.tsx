import { Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CanvaDesignItem } from '#shared/schemas/canva.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';
import { useCanvaDesigns } from '../api/get-designs.ts';
import { NeedsConnection, QueryState } from './query-state.tsx';
import { dateTimeFormat } from '#shared/constants/intl-locale.ts';

export function DesignsTab({ connected, onExport }: { connected: boolean; onExport: (design: CanvaDesignItem) => void }) {
  const { t, i18n } = useTranslation();
  const query = useCanvaDesigns(connected);
  if (!connected) return <NeedsConnection />;
  const designs = query.designs;
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">{t('pages.design_studio.designs.title')}</h2>
      <QueryState isLoading={query.isLoading} isError={query.isError} isEmpty={designs.length === 0} emptyKey="pages.design_studio.designs.empty" />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {designs.map((design) => (
          <li key={design.id}>
            <Card className="grid h-full gap-3 p-4">
              {design.thumbnail && <img src={design.thumbnail.url} alt="" loading="lazy" className="aspect-video w-full rounded object-cover" />}
              <h3 className="font-semibold break-words">{design.title}</h3>
              {design.updated_at !== null && (
                <p className="text-sm text-muted">
                  {/* Canva timestamps are Unix seconds. */}
                  {t('pages.design_studio.designs.updated', { date: dateFormat.format(new Date(design.updated_at * 1000)) })}
                </p>
              )}
              {design.localData?.brandCompliant && <Badge className="w-fit">{t('pages.design_studio.designs.brand_compliant')}</Badge>}
              <div className="mt-auto flex flex-wrap gap-2">
                <Button asChild variant="outline">
                  <a href={design.urls.edit_url} target="_blank" rel="noopener noreferrer">
                    <ExternalLink className="size-4" aria-hidden />
                    {t('pages.design_studio.designs.edit')}
                  </a>
                </Button>
                <Button onClick={() => onExport(design)}>
                  <Download className="size-4" aria-hidden />
                  {t('pages.design_studio.designs.export')}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ShowMoreButton list={query} label={t('pages.design_studio.designs.more')} />
    </div>
  );
}
