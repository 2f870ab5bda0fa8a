import { useTranslation } from 'react-i18next';
import { CANVA_EXPORT_FORMATS, CANVA_EXPORT_QUALITIES } from '#shared/constants/asset-formats.ts';
import { SampleFrame } from './sample-frame.tsx';

/** Export tab, first part: the file formats and qualities a design can be exported in (spec point 9). */
export function ExportFormats() {
  const { t } = useTranslation();
  return (
    <SampleFrame title={t('pages.canva_designs.export.formats_title')} caption={t('pages.canva_designs.export.formats_caption')}>
      <dl className="grid gap-3 sm:grid-cols-3">
        {CANVA_EXPORT_FORMATS.map((format) => (
          <div key={format} className="grid gap-1 rounded-[var(--radius-button)] bg-beige/60 p-3">
            <dt className="font-ui font-medium">{format}</dt>
            <dd className="text-sm">{t(`pages.canva_designs.export.format_${format.toLowerCase()}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">
        {t('pages.canva_designs.export.qualities', {
          qualities: CANVA_EXPORT_QUALITIES.map((quality) => t(`pages.canva_designs.export.quality_${quality}`)).join(' · '),
        })}
      </p>
    </SampleFrame>
  );
}
