import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CalendarDays, CheckCircle2, Laptop, Mail, Phone, Smartphone, Users } from 'lucide-react';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { Section } from '#app/components/ui/section.tsx';
import { LoadingScreen } from '#app/components/layout/loading-screen.tsx';
import { CONTACT, mailtoHref, telHref } from '#app/lib/contact-details.ts';
import type { SubmittedApplication } from '#app/features/admissions/components/application-wizard.tsx';
import { IntakeList } from '#app/features/admissions/components/admissions-calendar.tsx';

// The wizard (forms and validation) is downloaded only when someone starts an application.
const ApplicationWizard = lazy(() => import('#app/features/admissions/components/application-wizard.tsx').then((m) => ({ default: m.ApplicationWizard })));

const WHO = ['pastors', 'leaders', 'students', 'ministry'] as const;
const BACKGROUND = ['faith', 'ministry', 'english', 'time'] as const;
const PROCESS = ['apply', 'review', 'assessment', 'decision'] as const;
const TIMELINE = ['application', 'review', 'assessment', 'decision'] as const;
const DEVICES = ['ram', 'phone', 'connection', 'storage'] as const;

/**
 * /admissions (spec point 2): the information view, and the four-step wizard opened by Start.
 * Prerendered, the page is for reading and has no React: Start, or a link to
 * resume an application, loads it into the page (app/islands/admissions.tsx renders
 * `AdmissionsContent` in place of the `data-island` element's HTML).
 */
export function AdmissionsPage() {
  return (
    <>
      <div data-island="admissions">
        <AdmissionsContent />
      </div>
      {/* In the prerendered page only: the wizard's first step as HTML, which Start shows at once, so
          that someone can type while the wizard's code comes; the island takes over what was typed. */}
      {import.meta.env.SSR && (
        <div data-early-wizard hidden>
          <WizardScreen onDone={() => undefined} />
        </div>
      )}
    </>
  );
}

/** The wizard's component itself, for a caller that already has its code (the island): no frame of Loading before it. */
type WizardComponent = ComponentType<ComponentProps<typeof import('#app/features/admissions/components/application-wizard.tsx').ApplicationWizard>>;

interface WizardScreenProps {
  onDone: (receipt?: SubmittedApplication) => void;
  wizard?: WizardComponent;
  initialValues?: Record<string, string>;
}

function WizardScreen({ onDone, wizard: Wizard = ApplicationWizard, initialValues }: WizardScreenProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="sr-only">{t('pages.admissions.wizard.title')}</h1>
      <Suspense fallback={<LoadingScreen />}>
        <Wizard onDone={onDone} initialValues={initialValues} />
      </Suspense>
    </>
  );
}

/** `wizard` and `initialValues`: the island's, when the page's HTML form was typed in before its code came (app/islands/admissions.tsx). */
export function AdmissionsContent({
  opening = 'information',
  wizard,
  initialValues,
}: { opening?: 'information' | 'wizard' } & Pick<WizardScreenProps, 'wizard' | 'initialValues'>) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'information' | 'wizard'>(opening);
  const [receipt, setReceipt] = useState<SubmittedApplication | null>(null);
  const [resumeFailed, setResumeFailed] = useState(false);

  // A "continue your application" link: its draft is fetched, put on this device, and the wizard opens on it.
  useEffect(() => {
    if (!location.hash.includes('resume=')) return;
    void import('#app/features/admissions/api/application-drafts.ts').then(async ({ resumeApplicationDraft, resumeTokenFromLocation }) => {
      const token = resumeTokenFromLocation();
      history.replaceState(null, '', location.pathname);
      if (!token) return;
      try {
        await resumeApplicationDraft(token);
        setMode('wizard');
      } catch {
        setResumeFailed(true);
      }
    });
  }, []);

  function handleStart() {
    setMode('wizard');
    window.scrollTo({ top: 0 });
  }

  if (mode === 'wizard') {
    return (
      <WizardScreen
        wizard={wizard}
        initialValues={initialValues}
        onDone={(submitted) => {
          if (submitted) setReceipt(submitted);
          setMode('information');
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }

  // data-start-application and its loading label: for the page's script while React is not there yet (app/public-page.ts).
  const startButton = (
    <Button onClick={handleStart} className="text-base" data-start-application={t('common.loading')}>
      {t('pages.admissions.start')}
    </Button>
  );

  return (
    <>
      <section className="bg-lavender/50 px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-6xl">
          {resumeFailed && (
            <p role="alert" className="mb-8 rounded-[var(--radius-card)] border border-destructive/30 bg-white p-5">
              {t('pages.admissions.draft.resume_failed')}
            </p>
          )}
          {receipt && (
            <div role="status" className="mb-8 grid gap-2 rounded-[var(--radius-card)] border border-primary/30 bg-white p-5">
              <h2 className="flex items-center gap-2 text-xl">
                <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-primary" />
                {t('pages.admissions.received.title')}
              </h2>
              <p>
                {t('pages.admissions.received.reference')}{' '}
                <strong dir="ltr" className="text-xl tracking-wider">
                  {receipt.reference}
                </strong>
              </p>
              <p className="text-muted">{t('pages.admissions.received.email', { email: receipt.email })}</p>
            </div>
          )}
          <h1 className="text-3xl sm:text-4xl">{t('pages.admissions.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">{t('pages.admissions.subtitle', { name: INSTITUTE.name })}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {startButton}
            <Button asChild variant="outline">
              <Link href="/contact">{t('pages.admissions.contact_admissions')}</Link>
            </Button>
          </div>
        </div>
      </section>

      <Section title={t('pages.admissions.who.title')}>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <h3 className="flex items-center gap-2 text-lg">
              <Users aria-hidden="true" className="size-5 text-primary" />
              {t('pages.admissions.who.heading')}
            </h3>
            <ul className="mt-3 grid gap-2">
              {WHO.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  {t(`pages.admissions.who.items.${item}`)}
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <h3 className="text-lg">{t('pages.admissions.background.title')}</h3>
            <ul className="mt-3 grid gap-2">
              {BACKGROUND.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  {t(`pages.admissions.background.items.${item}`)}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>

      <Section title={t('pages.admissions.technology.title')} subtitle={t('pages.admissions.technology.subtitle')} tone="sky">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {DEVICES.map((item) => (
            <li key={item}>
              <Card className="h-full">
                {item === 'phone' ? (
                  <Smartphone aria-hidden="true" className="size-6 text-primary" />
                ) : (
                  <Laptop aria-hidden="true" className="size-6 text-primary" />
                )}
                <h3 className="mt-2 text-lg">{t(`pages.admissions.technology.items.${item}.title`)}</h3>
                <p className="mt-1 text-sm text-muted">{t(`pages.admissions.technology.items.${item}.description`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('pages.admissions.process.title')}>
        <ol className="grid gap-4 md:grid-cols-4">
          {PROCESS.map((item, i) => (
            <li key={item}>
              <Card className="h-full">
                <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-primary font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-3 text-lg">{t(`pages.admissions.process.steps.${item}.title`)}</h3>
                <p className="mt-1 text-sm text-muted">{t(`pages.admissions.process.steps.${item}.description`)}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={t('pages.admissions.timeline.title')} tone="beige">
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <h3 className="text-lg">{t('pages.admissions.timeline.heading')}</h3>
            <dl className="mt-3 grid gap-3">
              {TIMELINE.map((item) => (
                <div key={item} className="flex flex-wrap justify-between gap-2 border-b border-charcoal/10 pb-2 last:border-0">
                  <dt>{t(`pages.admissions.timeline.items.${item}.label`)}</dt>
                  <dd className="font-semibold">{t(`pages.admissions.timeline.items.${item}.value`)}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card>
            <h3 className="flex items-center gap-2 text-lg">
              <CalendarDays aria-hidden="true" className="size-5 text-primary" />
              {t('pages.admissions.enrollment.title')}
            </h3>
            <IntakeList />
          </Card>
        </div>
      </Section>

      <Section title={t('pages.admissions.contact.title')} subtitle={t('pages.admissions.contact.subtitle')} tone="mint">
        <div className="flex flex-wrap items-center gap-3">
          <a href={mailtoHref(CONTACT.email)} className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-button)] bg-white px-4 font-medium">
            <Mail aria-hidden="true" className="size-5 text-primary" />
            {CONTACT.email}
          </a>
          <a href={telHref(CONTACT.phone)} className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-button)] bg-white px-4 font-medium">
            <Phone aria-hidden="true" className="size-5 text-primary" />
            <span dir="ltr">{CONTACT.phone}</span>
          </a>
          <Button asChild variant="outline">
            <Link href="/contact">{t('pages.admissions.contact_admissions')}</Link>
          </Button>
        </div>
        <div className="mt-8">{startButton}</div>
      </Section>
    </>
  );
}
