import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { LoadingScreen } from '#app/components/layout/loading-screen.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { isFullySignedIn, useCurrentUser } from '../api/get-current-user.ts';
import { StaffAccessNotice } from './staff-access-notice.tsx';

/**
 * Spec point 2: Loading... while the user is fetched, /auth when nobody is signed in (or a
 * privileged account has not chosen its role yet), the screen otherwise. The server enforces
 * the real rules on every call; this only keeps people from staring at empty screens. With no
 * connection and nobody saved on this phone, it says so rather than sending them to a sign-in
 * form that cannot work offline.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isLoading, isError, refetch, isFetching } = useCurrentUser();
  const { t } = useTranslation();
  if (isLoading) return <LoadingScreen />;
  if (isError && user === undefined) {
    return (
      <div role="alert" className="mx-auto grid min-h-[50vh] max-w-md content-center justify-items-center gap-3 px-4 text-center">
        <p>{t('errors.network')}</p>
        <Button disabled={isFetching} onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!isFullySignedIn(user)) return <Redirect to="/auth" replace />;
  // An educator account an admin has not approved (or no longer approves) sees why, not empty screens.
  if (user && !user.role && user.staffAccess) return <StaffAccessNotice user={user} />;
  return <>{children}</>;
}
