import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { CONTACT, mailtoHref, telHref } from '#app/lib/contact-details.ts';
import { NAV_LINKS } from './nav-links.ts';

/** The shared footer (spec point 2): identity, the same links as the header, contact details. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="bg-charcoal text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-[family-name:var(--font-heading)] text-lg font-bold">{INSTITUTE.name}</p>
          <p className="mt-2 text-sm text-white/80">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.links_label')}>
          <p className="text-sm font-semibold">{t('footer.links_label')}</p>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="flex min-h-11 items-center text-white/85 underline-offset-4 hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <p className="font-semibold">{t('footer.contact_label')}</p>
          <ul className="mt-2">
            <li>
              <a href={mailtoHref(CONTACT.email)} className="flex min-h-11 items-center text-white/85 underline-offset-4 hover:underline">
                {CONTACT.email}
              </a>
            </li>
            <li>
              <a href={telHref(CONTACT.phone)} dir="ltr" className="flex min-h-11 items-center text-white/85 underline-offset-4 hover:underline">
                {CONTACT.phone}
              </a>
            </li>
          </ul>
          <p className="mt-2 text-white/70">{t('footer.location')}</p>
        </div>
      </div>
      {/* The year is rendered at build time and again in the browser: they differ only around New Year. */}
      <div className="border-t border-white/10 px-4 py-4 text-center text-xs text-white/70" suppressHydrationWarning>
        {t('footer.copyright', { year: new Date().getFullYear(), name: INSTITUTE.name })}
      </div>
    </footer>
  );
}
