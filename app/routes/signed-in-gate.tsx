import { useState, type ReactNode } from 'react';
import { DirectionProvider } from '@radix-ui/react-direction';
import { useTranslation } from 'react-i18next';
import { directionOf } from '#shared/constants/languages.ts';
import { ProtectedRoute } from '#app/features/auth/components/protected-route.tsx';
import { takeDashboardOpening, takeRenderedOpening } from '#app/lib/dashboard-opening.ts';
import { seedDashboardOpening } from '#app/routes/dashboard/dashboard-opening-queries.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { ServerState } from '#app/lib/server-state.tsx';

/** Server state plus the signed-in check, loaded only when a protected screen is opened. */
export function SignedInGate({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // The saved answers are refreshed once this has seeded the fresh ones (app/lib/offline/persisted-queries.ts).
  const [seeded] = useState(() => {
    // A page the server rendered: its data goes in before the first render, which then matches the
    // page's HTML. The copy the phone kept is as old as it is, and refreshed like other saved data.
    const rendered = takeRenderedOpening();
    if (rendered) {
      seedDashboardOpening(queryClient, rendered.screen, { withUser: true, updatedAt: rendered.keptAt });
      return undefined;
    }
    return takeDashboardOpening()?.then(
      (screen) => screen && seedDashboardOpening(queryClient, screen),
      () => undefined,
    );
  });
  // Radix primitives (tabs, dialogs) read the reading direction from here, not from <html dir>.
  return (
    <DirectionProvider dir={directionOf(i18n.language)}>
      <ServerState persisted refreshAfter={seeded}>
        <ProtectedRoute>{children}</ProtectedRoute>
      </ServerState>
    </DirectionProvider>
  );
}
