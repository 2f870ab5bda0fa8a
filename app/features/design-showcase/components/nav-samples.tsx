import { Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NAV_LINKS } from '#app/components/layout/nav-links.ts';
import { cn } from '#app/lib/cn.ts';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { SampleFrame } from './sample-frame.tsx';

const SEGMENTS = ['pages.canva_designs.nav.segment_overview', 'pages.canva_designs.nav.segment_courses', 'pages.canva_designs.nav.segment_calendar'] as const;

/**
 * Nav tab: the header bar, the phone drawer and segmented tabs. They are drawings of the real
 * components (no links, no landmarks), so the page keeps one main navigation.
 */
export function NavSamples() {
  const { t } = useTranslation();
  const labels = NAV_LINKS.map((link) => t(link.key));
  return (
    <div className="grid gap-8">
      <SampleFrame title={t('pages.canva_designs.nav.header_title')} caption={t('pages.canva_designs.nav.header_caption')}>
        <div className="flex items-center gap-4 overflow-x-auto rounded-[var(--radius-button)] bg-white p-2 shadow-sm">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-lavender font-heading text-sm">{INSTITUTE.abbreviation}</span>
          <ul className="flex gap-1 font-ui text-sm">
            {labels.map((label, index) => (
              <li key={label} className={cn('rounded-[var(--radius-button)] px-3 py-2 whitespace-nowrap', index === 0 && 'bg-lavender/60 font-medium')}>
                {label}
              </li>
            ))}
          </ul>
        </div>
      </SampleFrame>
      <div className="grid gap-8 md:grid-cols-2">
        <SampleFrame title={t('pages.canva_designs.nav.drawer_title')} caption={t('pages.canva_designs.nav.drawer_caption')}>
          <div className="relative h-80 overflow-hidden rounded-[var(--radius-button)] bg-charcoal/40">
            <div className="absolute inset-y-0 end-0 grid w-[90%] max-w-64 content-start gap-1 bg-white p-3 font-ui text-sm">
              <div className="mb-2 flex items-center justify-between">
                <span className="font-medium">{t('nav.menu')}</span>
                <X aria-hidden="true" className="size-5" />
              </div>
              {labels.map((label, index) => (
                <span key={label} className={cn('flex min-h-11 items-center rounded-[var(--radius-button)] px-3', index === 0 && 'bg-lavender/60 font-medium')}>
                  {label}
                </span>
              ))}
            </div>
            <Menu aria-hidden="true" className="absolute start-3 top-3 size-6 text-white" />
          </div>
        </SampleFrame>
        <SampleFrame title={t('pages.canva_designs.nav.segments_title')} caption={t('pages.canva_designs.nav.segments_caption')}>
          <div className="flex gap-1 overflow-x-auto rounded-[var(--radius-button)] bg-lavender/40 p-1 font-ui text-sm">
            {SEGMENTS.map((key, index) => (
              <span
                key={key}
                className={cn('flex min-h-11 shrink-0 items-center rounded-[var(--radius-button)] px-4 whitespace-nowrap', index === 0 && 'bg-white shadow')}
              >
                {t(key)}
              </span>
            ))}
          </div>
        </SampleFrame>
      </div>
    </div>
  );
}
