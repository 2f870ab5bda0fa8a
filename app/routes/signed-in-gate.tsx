import type { ReactNode } from 'react';
import { ProtectedRoute } from '#app/features/auth/components/protected-route.tsx';
import { ServerState } from '#app/lib/server-state.tsx';

/** Server state plus the signed-in check, loaded only when a protected screen is opened. */
export function SignedInGate({ children }: { children: ReactNode }) {
  return (
    <ServerState>
      <ProtectedRoute>{children}</ProtectedRoute>
    </ServerState>
  );
}
