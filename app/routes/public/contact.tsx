import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Clock, FileText, Mail, MapPin, MessageCircle, Phone, Send } from 'lucide-react';
import { CONTACT_DEPARTMENTS } from '#shared/schemas/admissions.ts';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { Card } from '#app/components/ui/card.tsx';
import { Section } from '#app/components/ui/section.tsx';
import { CONTACT, mailtoHref, telHref } from '#app/lib/contact-details.ts';
import { ContactForm } from '#app/features/admissions/components/contact-form.tsx';

const emailDomain = CONTACT.email.split('@')[1] ?? 'example.org';
const OFFICE_HOURS = ['email', 'phone', 'chat'] as const;

/** /contact (spec point 2): contact cards, the message form, departments, hours, service area, three calls to action. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-beige/60 px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl sm:text-4xl">{t('pages.contact.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">{t('pages.contact.subtitle', { name: INSTITUTE.name })}</p>
          <Card className="mt-8 grid gap-4 sm:grid-cols-2">
            <a href={mailtoHref(CONTACT.email)} className="flex min-h-11 items-center gap-3 rounded-[var(--radius-button)] p-2 hover:bg-lavender/40">
              <Mail aria-hidden="true" className="size-6 text-primary" />
              <span>
                <span className="block text-sm text-muted">{t('pages.contact.primary_email')}</span>
                <span className="font-semibold">{CONTACT.email}</span>
              </span>
            </a>
            <a href={telHref(CONTACT.phone)} className="flex min-h-11 items-center gap-3 rounded-[var(--radius-button)] p-2 hover:bg-lavender/40">
              <Phone aria-hidden="true" className="size-6 text-primary" />
              <span>
                <span className="block text-sm text-muted">{t('pages.contact.phone_whatsapp')}</span>
                <span className="font-semibold" dir="ltr">
                  {CONTACT.phone}
                </span>
              </span>
            </a>
          </Card>
        </div>
      </section>

      <Section title={t('pages.contact.form.title')} subtitle={t('pages.contact.form.subtitle')}>
        <Card>
          {/* The prerendered page brings this form to life on its own (app/public-page.ts). */}
          <div data-island="contact-form">
            <ContactForm />
          </div>
        </Card>
      </Section>

      <Section title={t('pages.contact.departments.title')} tone="lavender">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CONTACT_DEPARTMENTS.map((department) => (
            <li key={department}>
              <Card className="h-full">
                <h3 className="text-lg">{t(`pages.contact.departments.${department}.name`)}</h3>
                <p className="mt-1 text-sm text-muted">{t(`pages.contact.departments.${department}.description`)}</p>
                <a
                  href={mailtoHref(`${department}@${emailDomain}`)}
                  className="mt-2 inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
                >
                  {`${department}@${emailDomain}`}
                </a>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('pages.contact.hours.title')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <h3 className="flex items-center gap-2 text-lg">
              <Clock aria-hidden="true" className="size-5 text-primary" />
              {t('pages.contact.hours.heading')}
            </h3>
            <dl className="mt-3 grid gap-3">
              {OFFICE_HOURS.map((channel) => (
                <div key={channel}>
                  <dt className="font-medium">{t(`pages.contact.hours.${channel}.label`)}</dt>
                  <dd className="text-muted">{t(`pages.contact.hours.${channel}.value`)}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card>
            <h3 className="flex items-center gap-2 text-lg">
              <MapPin aria-hidden="true" className="size-5 text-primary" />
              {t('pages.contact.service_area.title')}
            </h3>
            <p className="mt-3 text-muted">{t('pages.contact.service_area.description')}</p>
          </Card>
        </div>
      </Section>

      <Section title={t('pages.contact.cta.title')} tone="mint">
        <div className="grid gap-4 md:grid-cols-3">
          <Card>
            <Send aria-hidden="true" className="size-6 text-primary rtl:-scale-x-100" />
            <h3 className="mt-2 text-lg">{t('pages.contact.cta.apply.title')}</h3>
            <p className="mt-1 text-sm text-muted">{t('pages.contact.cta.apply.description')}</p>
            <Link href="/admissions" className="mt-3 inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
              {t('pages.contact.cta.apply.link')}
            </Link>
          </Card>
          <Card>
            <FileText aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-2 text-lg">{t('pages.contact.cta.prospectus.title')}</h3>
            <p className="mt-1 text-sm text-muted">{t('pages.contact.cta.prospectus.description')}</p>
            <Link href="/academics" className="mt-3 inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
              {t('pages.contact.cta.prospectus.link')}
            </Link>
          </Card>
          <Card>
            <MessageCircle aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-2 text-lg">{t('pages.contact.cta.consultation.title')}</h3>
            <p className="mt-1 text-sm text-muted">{t('pages.contact.cta.consultation.description')}</p>
            <a
              href={mailtoHref(CONTACT.email, t('pages.contact.cta.consultation.subject', { name: INSTITUTE.name }))}
              className="mt-3 inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('pages.contact.cta.consultation.link')}
            </a>
          </Card>
        </div>
      </Section>
    </>
  );
}
