import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { Button } from '#app/components/ui/button.tsx';
import { LanguageSelector } from '#app/components/layout/language-selector.tsx';
import { useCurrentUser } from '#app/features/auth/api/get-current-user.ts';
import { useLogout } from '#app/features/auth/api/logout.ts';

/** /dashboard (spec point 2). The role-based portals arrive with the dashboard issue; this is its frame. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  if (!user) return null;
  return (
    <div className="min-h-screen bg-beige/30">
      <header className="border-b border-charcoal/10 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href="/" className="flex min-h-11 items-center font-bold">
            {INSTITUTE.name}
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <LanguageSelector />
            <div className="text-end text-sm" aria-label={t('dashboard.user_menu')}>
              <p className="font-semibold">{user.name}</p>
              <p className="text-muted">{user.role && t(`roles.${user.role}`)}</p>
            </div>
            <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
              {t('dashboard.logout')}
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-6xl gap-3 px-4 py-10">
        <h1 className="text-3xl font-bold">{t('dashboard.welcome', { name: user.name })}</h1>
        <p className="text-muted">{t('common.page_in_preparation')}</p>
      </main>
    </div>
  );
}
