import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import type { Role } from '#shared/auth/permissions.ts';
import { LoadingScreen } from '#app/components/layout/loading-screen.tsx';
import { RouteErrorBoundary } from '#app/components/layout/route-error-boundary.tsx';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { withSections } from '#app/lib/language.ts';
import { fetchOpeningUser } from '#app/lib/dashboard-opening.ts';
import { preloadable } from '#app/lib/preloadable.ts';

/**
 * Every screen is its own chunk: a phone downloads only the page it opens (spec point 2 routes).
 * `preload()` fetches the chunk ahead; once loaded, the page renders (and hydrates) without suspending.
 */
const page = <K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  preloadable(() => load().then((module) => module[name]));

// Each screen names the sections of the strings it needs (withSections): a page whose inline
// strings left them out (a prerendered public page, a dashboard's shell) loads the whole file first.
const HomePage = page(
  withSections(() => import('./routes/public/home.tsx'), ['pages.home']),
  'HomePage',
);
const AboutPage = page(
  withSections(() => import('./routes/public/about.tsx'), ['pages.about']),
  'AboutPage',
);
const AcademicsPage = page(
  withSections(() => import('./routes/public/academics.tsx'), ['pages.academics']),
  'AcademicsPage',
);
const AdmissionsPage = page(
  withSections(() => import('./routes/public/admissions.tsx'), ['pages.admissions']),
  'AdmissionsPage',
);
const ContactPage = page(
  withSections(() => import('./routes/public/contact.tsx'), ['pages.contact']),
  'ContactPage',
);
const ResourcesFaqPage = page(
  withSections(() => import('./routes/public/resources-faq.tsx'), ['pages.resources_faq']),
  'ResourcesFaqPage',
);
const AuthPage = page(
  withSections(() => import('./routes/auth/auth-page.tsx')),
  'AuthPage',
);
const DashboardPage = page(
  withSections(() => import('./routes/dashboard/dashboard-page.tsx'), ['dashboard', 'errors.codes']),
  'DashboardPage',
);
const DesignStudioPage = page(
  withSections(() => import('./routes/design/design-studio.tsx')),
  'DesignStudioPage',
);
const AssetsPage = page(
  withSections(() => import('./routes/design/assets.tsx')),
  'AssetsPage',
);
const CanvaDesignsPage = page(
  withSections(() => import('./routes/design/canva-designs.tsx'), ['pages.canva_designs']),
  'CanvaDesignsPage',
);
const AssessmentPage = page(
  withSections(() => import('./routes/assessment/assessment-page.tsx'), ['assessment', 'errors.codes']),
  'AssessmentPage',
);
const NotFoundPage = page(() => import('./routes/not-found.tsx'), 'NotFoundPage');
// Server state and the auth check live in their own chunk: the public pages never download them.
// Its code comes with the reading of the data saved on the phone, which its first render shows.
const signedInGate = () =>
  Promise.all([import('./routes/signed-in-gate.tsx'), import('./lib/offline/persisted-queries.ts').then((saved) => saved.readSavedQueries())]).then(
    ([gate]) => gate,
  );
const SignedInGate = page<'SignedInGate', { children: ReactNode }>(withSections(signedInGate, ['auth']), 'SignedInGate');

const PAGE_BY_PATH: Record<string, { preload: () => Promise<unknown> }> = {
  '/': HomePage,
  '/about': AboutPage,
  '/academics': AcademicsPage,
  '/admissions': AdmissionsPage,
  '/contact': ContactPage,
  '/resources-faq': ResourcesFaqPage,
  '/canva-designs': CanvaDesignsPage,
  '/auth': AuthPage,
};

/** The signed-in screens: their chunk and the gate's, which wraps them. */
const SIGNED_IN_PAGE_BY_ROOT: Record<string, { preload: () => Promise<unknown> }> = {
  '/dashboard': { preload: () => Promise.all([DashboardPage.preload(), preloadRoleScreen()]) },
  '/design-studio': DesignStudioPage,
  '/assets': AssetsPage,
};

/**
 * The chunk of the screen the dashboard opens on, fetched alongside the dashboard's own chunk, not
 * after it has rendered. A staff shell (scripts/prerender.ts) says so: the
 * educator's dashboard. Otherwise the student portal at once (nearly every user is a student), and
 * the educator's dashboard as soon as the opening answer says the user is staff. An admin opens on
 * the admin portal (their own tab): its chunk is asked for as soon as the opening answer says so.
 * The promise is the chunk the first render (app/main.tsx) waits for: never the network's answer
 * about the user.
 */
function preloadRoleScreen(): Promise<unknown> {
  const educatorDashboard = () => import('./routes/dashboard/educator-dashboard.tsx');
  // The dashboard's own chunk, to mark the body it opens on as loaded once both have arrived.
  const openingBody = (role: Role) => import('./routes/dashboard/dashboard-page.tsx').then((module) => module.preloadOpeningBody(role));
  // Asked for in any case: the signed-in gate takes this answer instead of asking again, and shows
  // its failure (offline, say); here a failure is no one's to handle, not an uncaught rejection.
  const user = fetchOpeningUser();
  void user.then((known) => (known?.role === 'admin' ? openingBody('admin') : undefined)).catch(() => undefined);
  if (document.documentElement.dataset.shell === 'staff') return Promise.all([educatorDashboard(), openingBody('educator')]);
  const studentPortal = import('./routes/dashboard/student-portal.tsx');
  void user
    .then((known) => (known?.role === 'educator' || known?.role === 'admin' ? Promise.all([educatorDashboard(), openingBody('educator')]) : undefined))
    .catch(() => undefined);
  return Promise.all([studentPortal, openingBody('student')]);
}

/**
 * Every chunk a dashboard's first screen renders with, for a student or an educator: the server
 * renders that screen into the page (app/entry-server.tsx) and, once these are in, without
 * suspending. Not an admin's: the server sends them the shell (server/plugins/static.ts).
 */
export const preloadDashboardForServer = () =>
  Promise.all([
    SignedInGate.preload(),
    DashboardPage.preload(),
    import('./routes/dashboard/dashboard-page.tsx').then((module) =>
      Promise.all([module.preloadOpeningBody('student'), module.preloadOpeningBody('educator')]),
    ),
  ]);

/**
 * Loads the chunk of the page at `path` (the not-found page for unknown paths): before hydrating
 * a prerendered page, and alongside the strings for a signed-in screen, so that its chunks do not
 * wait for the gate's to arrive first.
 */
export function preloadPage(path: string): Promise<unknown> {
  const route = path.replace(/\/+$/, '') || '/';
  const signedIn = SIGNED_IN_PAGE_BY_ROOT[`/${route.split('/')[1]}`];
  if (signedIn) return Promise.all([SignedInGate.preload(), signedIn.preload()]);
  return (PAGE_BY_PATH[route] ?? NotFoundPage).preload();
}

const publicPage = (Page: ComponentType) => () => (
  <SiteLayout>
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  </SiteLayout>
);

const protectedPage =
  (Page: ComponentType, wrap: (node: ReactNode) => ReactNode = (node) => node) =>
  () => (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <SignedInGate>{wrap(<Page />)}</SignedInGate>
      </Suspense>
    </RouteErrorBoundary>
  );

const withSiteLayout = (node: ReactNode) => <SiteLayout>{node}</SiteLayout>;

export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={publicPage(HomePage)} />
      <Route path="/about" component={publicPage(AboutPage)} />
      <Route path="/academics" component={publicPage(AcademicsPage)} />
      <Route path="/admissions" component={publicPage(AdmissionsPage)} />
      <Route path="/contact" component={publicPage(ContactPage)} />
      <Route path="/resources-faq" component={publicPage(ResourcesFaqPage)} />
      <Route path="/canva-designs" component={publicPage(CanvaDesignsPage)} />
      <Route path="/assessment" component={publicPage(AssessmentPage)} />
      <Route path="/auth">
        <RouteErrorBoundary>
          <Suspense fallback={<LoadingScreen />}>
            <AuthPage />
          </Suspense>
        </RouteErrorBoundary>
      </Route>
      {/* The dashboard's chunk routes within itself (the reader at /dashboard/read/:id), keeping this one small. */}
      <Route path="/dashboard/*?" component={protectedPage(DashboardPage)} />
      <Route path="/design-studio" component={protectedPage(DesignStudioPage, withSiteLayout)} />
      <Route path="/assets" component={protectedPage(AssetsPage, withSiteLayout)} />
      <Route component={publicPage(NotFoundPage)} />
    </Switch>
  );
}
