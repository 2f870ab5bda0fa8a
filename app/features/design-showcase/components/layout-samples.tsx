import { useTranslation } from 'react-i18next';
import { INSTITUTE_ASSET_SPECS } from '#shared/constants/asset-formats.ts';
import { BRAND_FONTS, BRAND_PALETTE } from '#shared/constants/brand.ts';
import { SampleFrame } from './sample-frame.tsx';

/** White text on charcoal, charcoal text on the pastels and white. */
const DARK_SWATCHES = new Set<string>([BRAND_PALETTE.charcoal]);

const FONT_SAMPLES = [
  { role: 'heading', className: 'font-heading font-bold', font: BRAND_FONTS.heading },
  { role: 'body', className: 'font-sans', font: BRAND_FONTS.body },
  { role: 'ui', className: 'font-ui font-medium', font: BRAND_FONTS.ui },
] as const;

/** Largest side of a format drawing, in px; the rest keeps the format's aspect ratio. */
const FORMAT_BOX = 120;

/** Layouts tab: the palette, the type scale and the institute's asset formats drawn to scale. */
export function LayoutSamples() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8">
      <SampleFrame title={t('pages.canva_designs.layouts.palette_title')} caption={t('pages.canva_designs.layouts.palette_caption')}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {Object.entries(BRAND_PALETTE).map(([name, hex]) => (
            <li
              key={name}
              className="grid h-24 content-end rounded-[var(--radius-button)] border border-charcoal/10 p-3"
              style={{ backgroundColor: hex, color: DARK_SWATCHES.has(hex) ? '#FFFFFF' : BRAND_PALETTE.charcoal }}
            >
              <span className="font-ui text-sm font-medium">{t(`pages.canva_designs.layouts.colors.${name}`)}</span>
              <code dir="ltr" className="text-xs">
                {hex}
              </code>
            </li>
          ))}
        </ul>
      </SampleFrame>
      <SampleFrame title={t('pages.canva_designs.layouts.type_title')} caption={t('pages.canva_designs.layouts.type_caption')}>
        <dl className="grid gap-4">
          {FONT_SAMPLES.map(({ role, className, font }) => (
            <div key={role} className="grid gap-1 border-b border-charcoal/10 pb-3 last:border-0">
              <dt className="text-sm text-muted">{t(`pages.canva_designs.layouts.font_${role}`, { family: font.family, weight: font.weight })}</dt>
              <dd className={`${className} text-xl`}>{t('pages.canva_designs.layouts.type_sample')}</dd>
            </div>
          ))}
        </dl>
      </SampleFrame>
      <SampleFrame title={t('pages.canva_designs.layouts.formats_title')} caption={t('pages.canva_designs.layouts.formats_caption')}>
        <ul className="flex flex-wrap items-end gap-6">
          {INSTITUTE_ASSET_SPECS.map((spec) => {
            const scale = FORMAT_BOX / Math.max(spec.width, spec.height);
            return (
              <li key={spec.key} className="grid justify-items-center gap-2 text-center">
                <div
                  aria-hidden="true"
                  className="rounded-md border-2 border-primary/60 bg-lavender/40"
                  style={{ width: Math.round(spec.width * scale), height: Math.round(spec.height * scale) }}
                />
                <span className="font-ui text-sm font-medium">{t(`pages.canva_designs.formats.${spec.key}`)}</span>
                <span dir="ltr" className="text-xs text-muted">
                  {t('pages.canva_designs.formats.size', { width: spec.width, height: spec.height })}
                </span>
              </li>
            );
          })}
        </ul>
      </SampleFrame>
    </div>
  );
}
