import {
  ArrowRight,
  BookOpen,
  CalendarDays,
  Compass,
  Landmark,
  Languages,
  LifeBuoy,
  Mail,
  Route,
  ScrollText,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { Section } from '#app/components/ui/section.tsx';
import { CONTACT, mailtoHref } from '#app/lib/contact-details.ts';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { FaqAccordion, type FaqItem } from './faq-accordion.tsx';

/** The six FAQ items, in the spec's order (point 2); the key is the id in snake case. */
const FAQ_IDS = ['program-duration', 'cost-fees', 'content-delivery', 'languages', 'technical-support', 'academic-calendar'] as const;

const faqKey = (id: (typeof FAQ_IDS)[number]) => id.replace(/-/g, '_');

/** Library cards (spec point 2); counts are the spec's library figures (point 9). */
const LIBRARY = [
  { key: 'church_fathers', icon: ScrollText },
  { key: 'church_history', icon: Landmark },
  { key: 'commentaries', icon: BookOpen },
  { key: 'lexicon', icon: Languages },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

const PATH_STEPS = [
  { key: 'start', icon: Compass },
  { key: 'questions', icon: Sparkles },
  { key: 'deeper', icon: Route },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline';

/** Resources and FAQ (spec point 2, /resources-faq). */
export function ResourcesFaqPage() {
  const { t } = useTranslation();
  const name = INSTITUTE.name;

  const faqItems: FaqItem[] = FAQ_IDS.map((id) => {
    const key = `pages.resources_faq.faq.items.${faqKey(id)}`;
    let extra: ReactNode = null;
    if (id === 'technical-support') {
      extra = (
        <a href={mailtoHref(CONTACT.supportEmail, t('pages.resources_faq.support.technical.email_subject', { name }))} className={linkClass}>
          <Mail aria-hidden="true" className="size-4" />
          {t('pages.resources_faq.faq.items.technical_support.email_link', { email: CONTACT.supportEmail })}
        </a>
      );
    }
    return {
      id,
      question: t(`${key}.question`, { name }),
      answer: (
        <div className="grid max-w-3xl gap-2">
          <p>{t(`${key}.answer`, { name })}</p>
          {extra}
        </div>
      ),
    };
  });

  return (
    <>
      <div className="bg-beige/60 px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl sm:text-4xl">{t('pages.resources_faq.title')}</h1>
          <p className="mt-4 max-w-3xl text-lg text-charcoal">{t('pages.resources_faq.subtitle', { name })}</p>
        </div>
      </div>

      <Section title={t('pages.resources_faq.faq.heading')} subtitle={t('pages.resources_faq.faq.subtitle')}>
        <FaqAccordion items={faqItems} />
      </Section>

      <Section title={t('pages.resources_faq.library.heading')} subtitle={t('pages.resources_faq.library.subtitle')} tone="sky">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {LIBRARY.map((item) => (
            <li key={item.key} className="flex">
              <LibraryCard
                icon={item.icon}
                title={t(`pages.resources_faq.library.items.${item.key}.title`)}
                description={t(`pages.resources_faq.library.items.${item.key}.description`)}
                count={t(`pages.resources_faq.library.items.${item.key}.count`)}
                linkLabel={t('pages.resources_faq.library.open_link')}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('pages.resources_faq.learning_paths.heading')} subtitle={t('pages.resources_faq.learning_paths.subtitle', { name })}>
        <ol className="grid gap-6 md:grid-cols-3">
          {PATH_STEPS.map((step) => (
            <li key={step.key}>
              <Card className="h-full bg-lavender/30">
                <step.icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="mt-3 text-lg">{t(`pages.resources_faq.learning_paths.steps.${step.key}.title`)}</h3>
                <p className="mt-2 text-charcoal">{t(`pages.resources_faq.learning_paths.steps.${step.key}.description`)}</p>
              </Card>
            </li>
          ))}
        </ol>
        <p className="mt-6 max-w-3xl text-muted">{t('pages.resources_faq.learning_paths.note')}</p>
        <Button asChild className="mt-6">
          <Link href="/dashboard">
            {t('pages.resources_faq.learning_paths.link')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </Link>
        </Button>
      </Section>

      <Section title={t('pages.resources_faq.support.heading')} subtitle={t('pages.resources_faq.support.subtitle')} tone="mint">
        <ul className="grid gap-6 md:grid-cols-3">
          <li className="flex">
            <SupportCard
              icon={LifeBuoy}
              title={t('pages.resources_faq.support.technical.title')}
              description={t('pages.resources_faq.support.technical.description')}
            >
              <a href={mailtoHref(CONTACT.supportEmail, t('pages.resources_faq.support.technical.email_subject', { name }))} className={linkClass}>
                <Mail aria-hidden="true" className="size-4" />
                {t('pages.resources_faq.support.technical.link', { email: CONTACT.supportEmail })}
              </a>
            </SupportCard>
          </li>
          <li className="flex">
            <SupportCard
              icon={Users}
              title={t('pages.resources_faq.support.community.title')}
              description={t('pages.resources_faq.support.community.description')}
            >
              <Link href="/dashboard" className={linkClass}>
                {t('pages.resources_faq.support.community.link')}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
            </SupportCard>
          </li>
          <li className="flex">
            <SupportCard
              icon={CalendarDays}
              title={t('pages.resources_faq.support.calendar.title')}
              description={t('pages.resources_faq.support.calendar.description')}
            >
              <Link href="/contact" className={linkClass}>
                {t('pages.resources_faq.support.calendar.link')}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
            </SupportCard>
          </li>
        </ul>
      </Section>
    </>
  );
}

interface LibraryCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  count: string;
  linkLabel: string;
}

/** A library card; its link shares one visible label, so the card title describes it. */
function LibraryCard({ icon: Icon, title, description, count, linkLabel }: LibraryCardProps) {
  const titleId = useId();
  return (
    <Card className="flex w-full flex-col">
      <Icon aria-hidden="true" className="size-6 text-primary" />
      <h3 id={titleId} className="mt-3 text-lg">
        {title}
      </h3>
      <p className="mt-2 text-charcoal">{description}</p>
      <p className="mt-3 text-sm font-semibold text-primary">{count}</p>
      <Link href="/dashboard" aria-describedby={titleId} className={`${linkClass} mt-auto pt-4`}>
        {linkLabel}
        <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </Link>
    </Card>
  );
}

interface SupportCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}

function SupportCard({ icon: Icon, title, description, children }: SupportCardProps) {
  return (
    <Card className="flex w-full flex-col">
      <Icon aria-hidden="true" className="size-6 text-primary" />
      <h3 className="mt-3 text-lg">{title}</h3>
      <p className="mt-2 flex-1 text-charcoal">{description}</p>
      <div className="mt-4">{children}</div>
    </Card>
  );
}
