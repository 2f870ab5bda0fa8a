import { Award, CalendarDays, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#app/components/ui/badge.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { ProgressBar } from '#app/components/ui/progress-bar.tsx';
import { SampleFrame } from './sample-frame.tsx';

/** The Card primitive's shape; the tinted samples set their own background (Card's is white). */
const TINTED_CARD = 'rounded-[var(--radius-card)] border p-6 shadow-sm';

/** A sample course at level 2, three of four units done. */
const SAMPLE_PROGRESS = 0.75;

/** Cards tab: course, certificate, event and figure cards, all on the 16 px card radius. */
export function CardSamples() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <SampleFrame title={t('pages.canva_designs.cards.course_title')} caption={t('pages.canva_designs.cards.course_caption')}>
        <Card className="grid gap-3">
          <Badge className="w-fit">{t('pages.canva_designs.cards.course_level')}</Badge>
          <p className="font-heading text-lg font-bold">{t('courses.systematic_theology.title')}</p>
          <ProgressBar value={SAMPLE_PROGRESS} label={t('pages.canva_designs.cards.course_progress_label')} />
          <p className="text-sm text-muted">{t('pages.canva_designs.cards.course_units')}</p>
        </Card>
      </SampleFrame>
      <SampleFrame title={t('pages.canva_designs.cards.certificate_title')} caption={t('pages.canva_designs.cards.certificate_caption')}>
        <div className={`${TINTED_CARD} grid gap-2 border-2 border-beige bg-beige/50 text-center`}>
          <Award aria-hidden="true" className="mx-auto size-8 text-primary" />
          <p className="font-ui text-xs tracking-widest uppercase">{t('pages.canva_designs.cards.certificate_kind')}</p>
          <p className="font-heading text-xl font-bold">{t('pages.canva_designs.cards.certificate_name')}</p>
          <p className="text-sm">{t('pages.canva_designs.cards.certificate_text')}</p>
        </div>
      </SampleFrame>
      <SampleFrame title={t('pages.canva_designs.cards.event_title')} caption={t('pages.canva_designs.cards.event_caption')}>
        <div className={`${TINTED_CARD} flex gap-4 border-charcoal/10 bg-sky/40`}>
          <div className="grid size-16 shrink-0 place-items-center rounded-[var(--radius-button)] bg-white text-center">
            <CalendarDays aria-hidden="true" className="size-6 text-primary" />
          </div>
          <div className="grid gap-1">
            <p className="font-heading font-bold">{t('pages.canva_designs.cards.event_name')}</p>
            <p className="text-sm">{t('pages.canva_designs.cards.event_when')}</p>
            <p className="text-sm text-muted">{t('pages.canva_designs.cards.event_where')}</p>
          </div>
        </div>
      </SampleFrame>
      <SampleFrame title={t('pages.canva_designs.cards.figure_title')} caption={t('pages.canva_designs.cards.figure_caption')}>
        <div className={`${TINTED_CARD} grid gap-1 border-charcoal bg-charcoal text-white`}>
          <Users aria-hidden="true" className="size-6 text-mint" />
          <p className="font-heading text-3xl font-bold">{t('pages.canva_designs.cards.figure_value')}</p>
          <p className="text-sm text-white/85">{t('pages.canva_designs.cards.figure_text')}</p>
        </div>
      </SampleFrame>
    </div>
  );
}
