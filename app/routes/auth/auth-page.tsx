import * as Tabs from '#app/components/ui/tabs.tsx';
import { useState } from 'react';
import { DirectionProvider } from '@radix-ui/react-direction';
import { directionOf } from '#shared/constants/languages.ts';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { LoadingScreen } from '#app/components/layout/loading-screen.tsx';
import { ServerState } from '#app/lib/server-state.tsx';
import { LanguageSelector } from '#app/components/layout/language-selector.tsx';
import { isFullySignedIn, useCurrentUser } from '#app/features/auth/api/get-current-user.ts';
import { LoginForm } from '#app/features/auth/components/login-form.tsx';
import { RegisterForm } from '#app/features/auth/components/register-form.tsx';
import { RoleSelection } from '#app/features/auth/components/role-selection.tsx';
import { SetPasswordForm } from '#app/features/auth/components/set-password-form.tsx';
import { invitationTokenFromLocation } from '#app/features/auth/api/invitation.ts';
import { emailConfirmationTokenFromLocation } from '#app/features/notifications/api/notifications.ts';
import { EmailConfirmation } from '#app/features/notifications/components/email-confirmation.tsx';

const tabClass = 'min-h-11 flex-1 rounded-[var(--radius-button)] px-4 text-sm font-medium data-[state=active]:bg-white data-[state=active]:shadow';

/** /auth (spec point 2): login and register tabs; a signed-in user goes to /dashboard. */
export function AuthPage() {
  const { i18n } = useTranslation();
  return (
    <DirectionProvider dir={directionOf(i18n.language)}>
      <ServerState>
        <AuthScreen />
      </ServerState>
    </DirectionProvider>
  );
}

function AuthScreen() {
  const { t } = useTranslation();
  const [invitation] = useState(invitationTokenFromLocation);
  const [emailConfirmation] = useState(emailConfirmationTokenFromLocation);
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;
  // Someone already signed in goes to the dashboard, unless they came to set a new account's password or confirm an address.
  if (isFullySignedIn(user) && !invitation && !emailConfirmation) return <Redirect to="/dashboard" replace />;

  return (
    <main id="main" className="grid min-h-screen place-items-center bg-beige/50 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-between gap-3">
          <a href="/" className="flex min-h-11 items-center font-bold">
            {INSTITUTE.name}
          </a>
          <LanguageSelector />
        </div>
        <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-sm">
          {invitation ? (
            <SetPasswordForm token={invitation} />
          ) : emailConfirmation ? (
            <EmailConfirmation token={emailConfirmation} />
          ) : user?.roleSelectionRequired ? (
            <RoleSelection name={user.name} />
          ) : (
            <>
              <h1 className="mb-1 text-2xl font-bold">{t('auth.title')}</h1>
              <p className="mb-6 text-sm text-muted">{t('auth.subtitle')}</p>
              <Tabs.Root defaultValue="login">
                <Tabs.List aria-label={t('auth.tabs_label')} className="mb-6 flex gap-1 rounded-[var(--radius-button)] bg-lavender/40 p-1">
                  <Tabs.Trigger value="login" className={tabClass}>
                    {t('auth.login.tab')}
                  </Tabs.Trigger>
                  <Tabs.Trigger value="register" className={tabClass}>
                    {t('auth.register.tab')}
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="login">
                  <LoginForm />
                </Tabs.Content>
                <Tabs.Content value="register">
                  <RegisterForm />
                </Tabs.Content>
              </Tabs.Root>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
