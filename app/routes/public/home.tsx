import type { LucideIcon } from 'lucide-react';
import { ArrowRight, BookOpenText, CalendarCheck, HandCoins, Mail, MessagesSquare, Phone, Smartphone, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingScreen } from '#app/components/layout/loading-screen.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { Section } from '#app/components/ui/section.tsx';
import { CONTACT, mailtoHref, telHref } from '#app/lib/contact-details.ts';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { AcademicYearTitle } from '#app/features/admissions/components/admissions-calendar.tsx';
import { HomeLanguagePicker } from './home-language-picker.tsx';
import { InstallApp } from './install-app.tsx';

/** Spec point 2, theological-need section; point 9, "Home figures". */
const NEED_FIGURES = ['churches', 'pastors', 'growing'] as const;

/** Spec point 1, "Public themes": the four differentiators. */
const DIFFERENTIATORS: { key: string; icon: LucideIcon }[] = [
  { key: 'african_context', icon: BookOpenText },
  { key: 'digital_access', icon: WifiOff },
  { key: 'socratic_pedagogy', icon: MessagesSquare },
  { key: 'affordability', icon: HandCoins },
];

/** The home page (spec point 2, "Home (/)"), sections in the spec's order. */
export function HomePage() {
  const { t, ready } = useTranslation();
  // Without this the first paint would show raw translation keys.
  if (!ready) return <LoadingScreen />;

  return (
    <>
      {/* The hero is the largest contentful paint: plain text and two links, no images or effects. */}
      <section className="px-4 pt-14 pb-12 sm:pt-20 sm:pb-16">
        <div className="mx-auto max-w-6xl">
          <p className="font-[family-name:var(--font-ui)] text-sm font-medium text-primary">{t('pages.home.hero.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight sm:text-5xl">{t('pages.home.hero.title', { name: INSTITUTE.name })}</h1>
          <p className="mt-4 max-w-3xl text-xl text-charcoal sm:text-2xl">{t('pages.home.hero.tagline')}</p>
          <p className="mt-4 max-w-2xl text-lg text-muted">{t('pages.home.hero.mission')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link href="/admissions">
                {t('pages.home.hero.apply_now')}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/academics">{t('pages.home.hero.learn_pedagogy')}</Link>
            </Button>
          </div>
        </div>
      </section>

      <Section tone="lavender" title={t('pages.home.languages.title')} subtitle={t('pages.home.languages.subtitle')}>
        <HomeLanguagePicker />
      </Section>

      <Section tone="beige" title={t('pages.home.status.title')}>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <div className="flex items-center gap-3">
              <CalendarCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />
              <h3 className="text-lg">
                <AcademicYearTitle />
              </h3>
            </div>
            <Badge className="mt-4">{t('pages.home.status.badge')}</Badge>
            <p className="mt-4 text-muted">{t('pages.home.status.rollout_text')}</p>
          </Card>
          <Card>
            <div className="flex items-center gap-3">
              <Smartphone aria-hidden="true" className="size-6 shrink-0 text-primary" />
              <h3 className="text-lg">{t('pages.home.status.app_title')}</h3>
            </div>
            <p className="mt-4 text-muted">{t('pages.home.status.app_text')}</p>
            {/* The spec's disabled download button, live now that the app installs from the browser. */}
            <InstallApp />
          </Card>
        </div>
      </Section>

      <Section tone="mint" title={t('pages.home.need.title')} subtitle={t('pages.home.need.subtitle')}>
        <ul className="grid gap-6 sm:grid-cols-3">
          {NEED_FIGURES.map((figure) => (
            <li key={figure}>
              <Card className="h-full">
                <p className="font-[family-name:var(--font-heading)] text-4xl font-bold text-primary sm:text-5xl">{t(`pages.home.need.${figure}.value`)}</p>
                <p className="mt-2 font-semibold">{t(`pages.home.need.${figure}.label`)}</p>
                <p className="mt-1 text-muted">{t(`pages.home.need.${figure}.caption`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('pages.home.differentiators.title', { name: INSTITUTE.name })} subtitle={t('pages.home.differentiators.subtitle')}>
        <ul className="grid gap-6 sm:grid-cols-2">
          {DIFFERENTIATORS.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-lavender">
                  <Icon aria-hidden="true" className="size-5 text-charcoal" />
                </span>
                <h3 className="mt-4 text-lg">{t(`pages.home.differentiators.${key}.title`)}</h3>
                <p className="mt-2 text-muted">{t(`pages.home.differentiators.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="lavender" title={t('pages.home.contact.title')} subtitle={t('pages.home.contact.subtitle')}>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <div className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <h3 className="text-lg">{t('pages.home.contact.email_title')}</h3>
            </div>
            <p className="mt-2 text-muted">{t('pages.home.contact.email_text')}</p>
            <a
              href={mailtoHref(CONTACT.email)}
              className="mt-2 inline-flex min-h-11 items-center font-medium break-all text-primary underline underline-offset-4"
            >
              {t('pages.home.contact.email_link', { email: CONTACT.email })}
            </a>
          </Card>
          <Card>
            <div className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <h3 className="text-lg">{t('pages.home.contact.phone_title')}</h3>
            </div>
            <p className="mt-2 text-muted">{t('pages.home.contact.phone_text')}</p>
            {/* A phone number reads left to right even on an Arabic page. */}
            <a href={telHref(CONTACT.phone)} dir="ltr" className="mt-2 inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
              {t('pages.home.contact.phone_link', { phone: CONTACT.phone })}
            </a>
          </Card>
        </div>
      </Section>

      <Section tone="beige" title={t('pages.home.cta.title')} subtitle={t('pages.home.cta.subtitle')}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link href="/admissions">
              {t('pages.home.cta.apply')}
              <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">{t('pages.home.cta.consultation')}</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
