import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CanvaTemplate } from '#shared/schemas/canva.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';
import { useCanvaTemplates } from '../api/get-templates.ts';
import { templateName } from '../lib/template-name.ts';
import { NeedsConnection, QueryState } from './query-state.tsx';

export function TemplatesTab({ connected, onCreate }: { connected: boolean; onCreate: (template: CanvaTemplate) => void }) {
  const { t } = useTranslation();
  const query = useCanvaTemplates(connected);
  if (!connected) return <NeedsConnection />;
  const templates = query.templates;
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">{t('pages.design_studio.templates.title')}</h2>
      <QueryState isLoading={query.isLoading} isError={query.isError} isEmpty={templates.length === 0} emptyKey="pages.design_studio.templates.empty" />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {templates.map((template) => (
          <li key={template.id}>
            <Card className="grid h-full gap-3 p-4">
              {template.thumbnail && <img src={template.thumbnail.url} alt="" loading="lazy" className="aspect-video w-full rounded object-cover" />}
              <h3 className="font-semibold break-words">{templateName(t, template)}</h3>
              {template.tags.length > 0 && (
                <ul className="flex flex-wrap gap-1" aria-label={t('pages.design_studio.templates.tags')}>
                  {template.tags.map((tag) => (
                    <li key={tag}>
                      <Badge>{tag}</Badge>
                    </li>
                  ))}
                </ul>
              )}
              <p className="text-sm text-muted">{t('pages.design_studio.templates.usage', { count: template.usageCount })}</p>
              <Button className="mt-auto" onClick={() => onCreate(template)}>
                <Plus className="size-4" aria-hidden />
                {t('pages.design_studio.templates.create')}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <ShowMoreButton list={query} label={t('pages.design_studio.templates.more')} />
    </div>
  );
}
