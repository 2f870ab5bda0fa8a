import { Download, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '#app/components/ui/button.tsx';
import { SampleFrame } from './sample-frame.tsx';

const VARIANTS: NonNullable<ButtonProps['variant']>[] = ['primary', 'outline', 'ghost', 'destructive'];

/** Buttons tab: the four variants and their states, at the 44 px touch target and 12 px radius. */
export function ButtonSamples() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8">
      <SampleFrame title={t('pages.canva_designs.buttons.variants_title')} caption={t('pages.canva_designs.buttons.variants_caption')}>
        <div className="flex flex-wrap gap-3">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {t(`pages.canva_designs.buttons.variant_${variant}`)}
            </Button>
          ))}
        </div>
      </SampleFrame>
      <SampleFrame title={t('pages.canva_designs.buttons.states_title')} caption={t('pages.canva_designs.buttons.states_caption')}>
        <div className="flex flex-wrap gap-3">
          <Button>
            <Download aria-hidden="true" className="size-4" />
            {t('pages.canva_designs.buttons.with_icon')}
          </Button>
          <Button aria-busy="true" disabled>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            {t('pages.canva_designs.buttons.busy')}
          </Button>
          <Button variant="outline" disabled>
            {t('pages.canva_designs.buttons.disabled')}
          </Button>
          <Button className="w-full sm:w-auto">{t('pages.canva_designs.buttons.full_width')}</Button>
        </div>
      </SampleFrame>
    </div>
  );
}
