import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { cn } from '#app/lib/cn.ts';
import { LanguageSelector } from './language-selector.tsx';
import { isActiveLink, NAV_LINKS } from './nav-links.ts';

export function SiteHeader() {
  const { t } = useTranslation();
  const [path] = useLocation();
  return (
    <header className="border-b border-charcoal/10 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href="/" className="flex min-h-11 items-center gap-2 font-bold" aria-label={t('nav.home_logo', { name: INSTITUTE.name })}>
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-lavender text-sm">
            {INSTITUTE.abbreviation}
          </span>
          <span className="hidden sm:inline">{INSTITUTE.name}</span>
        </Link>
        <LanguageSelector />
        <nav aria-label={t('nav.label')} className="w-full overflow-x-auto lg:order-none lg:w-auto">
          <ul className="flex gap-1">
            {NAV_LINKS.map((link) => {
              const active = isActiveLink(link.href, path);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={active ? 'page' : undefined}
                    className={cn('flex min-h-11 items-center whitespace-nowrap rounded-[var(--radius-button)] px-3 text-sm', active ? 'bg-lavender font-semibold' : 'hover:bg-lavender/40')}
                  >
                    {t(link.key)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
