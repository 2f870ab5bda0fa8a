import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { LoadingScreen } from '#app/components/layout/loading-screen.tsx';
import { isFullySignedIn, useCurrentUser } from '../api/get-current-user.ts';

/**
 * Spec point 2: Loading... while the user is fetched, /auth when nobody is signed in (or a
 * privileged account has not chosen its role yet), the screen otherwise. The server enforces
 * the real rules on every call; this only keeps people from staring at empty screens.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;
  if (!isFullySignedIn(user)) return <Redirect to="/auth" replace />;
  return <>{children}</>;
}
