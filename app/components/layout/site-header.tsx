import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { cn } from '#app/lib/cn.ts';
import { LanguageSelector } from './language-selector.tsx';
import { isActiveLink, NAV_LINKS } from './nav-links.ts';

function NavList({ path, vertical, onNavigate }: { path: string; vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={cn('flex gap-1', vertical && 'flex-col')}>
      {NAV_LINKS.map((link) => {
        const active = isActiveLink(link.href, path);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex min-h-11 items-center whitespace-nowrap rounded-[var(--radius-button)] px-3 text-sm',
                active ? 'bg-lavender font-semibold' : 'hover:bg-lavender/40',
                link.href === '/dashboard' && !active && 'border border-primary/40 text-primary',
              )}
            >
              {t(link.key)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Spec point 2, "Shared header and navigation". On small screens the links live in a drawer:
 * a native <dialog>, so focus trapping, Escape and the inert page behind it cost no JavaScript.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const drawer = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = drawer.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-charcoal/10 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
        <Link href="/" className="flex min-h-11 items-center gap-2 font-bold">
          <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-lavender font-[family-name:var(--font-heading)] text-sm">
            {INSTITUTE.abbreviation}
          </span>
          {/* The name is the link's accessible name everywhere; it is visible from small tablets up. */}
          <span className="sr-only font-[family-name:var(--font-heading)] sm:not-sr-only">{INSTITUTE.name}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <NavList path={path} />
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSelector />
          <button
            type="button"
            className="grid min-h-11 min-w-11 place-items-center rounded-[var(--radius-button)] hover:bg-lavender/40 lg:hidden"
            aria-label={t('nav.open_menu')}
            aria-expanded={open}
            aria-controls="site-drawer"
            onClick={() => setOpen(true)}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <dialog
        id="site-drawer"
        ref={drawer}
        className="drawer"
        aria-label={t('nav.menu')}
        onClose={() => setOpen(false)}
        onClick={(event) => event.target === drawer.current && setOpen(false)}
      >
        <div className="flex h-full flex-col gap-4 p-4">
          <div className="flex items-center justify-between">
            <span className="font-semibold">{t('nav.menu')}</span>
            <button
              type="button"
              className="grid min-h-11 min-w-11 place-items-center rounded-[var(--radius-button)] hover:bg-lavender/40"
              aria-label={t('nav.close_menu')}
              data-drawer-close
              onClick={() => setOpen(false)}
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label={t('nav.label')}>
            <NavList path={path} vertical onNavigate={() => setOpen(false)} />
          </nav>
        </div>
      </dialog>
    </header>
  );
}
