import type { ReactNode } from 'react';
import { DirectionProvider } from '@radix-ui/react-direction';
import { useTranslation } from 'react-i18next';
import { directionOf } from '#shared/constants/languages.ts';
import { ProtectedRoute } from '#app/features/auth/components/protected-route.tsx';
import { ServerState } from '#app/lib/server-state.tsx';

/** Server state plus the signed-in check, loaded only when a protected screen is opened. */
export function SignedInGate({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // Radix primitives (tabs, dialogs) read the reading direction from here, not from <html dir>.
  return (
    <DirectionProvider dir={directionOf(i18n.language)}>
      <ServerState persisted>
        <ProtectedRoute>{children}</ProtectedRoute>
      </ServerState>
    </DirectionProvider>
  );
}
