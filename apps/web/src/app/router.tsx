import { Suspense, lazy } from 'react';
import { Outlet, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { hotelStatus, profileFieldName } from '@hotel/contracts';
import { useAuth } from '../lib/auth';
import { AppLayout } from '../components/layout/app-layout';
import { PageLoader } from '../components/ui/page-loader';

// Every screen is its own chunk: the first download is only the shell (providers, layout, router).
const LoginPage = lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const VerifyEmailPage = lazy(() =>
  import('../features/auth/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const HotelsPage = lazy(() => import('../features/hotels/components/hotels-page').then((m) => ({ default: m.HotelsPage })));
const HotelDetailPage = lazy(() =>
  import('../features/hotel-detail/components/hotel-detail-page').then((m) => ({ default: m.HotelDetailPage })),
);
const ChangesPage = lazy(() => import('../features/changes/components/changes-page').then((m) => ({ default: m.ChangesPage })));
const UsersPage = lazy(() => import('../features/users/components/users-page').then((m) => ({ default: m.UsersPage })));
const WebhooksPage = lazy(() => import('../features/webhooks/components/webhooks-page').then((m) => ({ default: m.WebhooksPage })));
const AuditLogsPage = lazy(() => import('../features/audit-logs/components/audit-logs-page').then((m) => ({ default: m.AuditLogsPage })));
const NotFoundPage = lazy(() => import('../features/not-found/components/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** A signed-in user who mistypes an address keeps the sidebar and header to find their way back. */
function RootNotFound() {
  const { user } = useAuth();
  if (!user) {
    return (
      <Suspense fallback={<PageLoader />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <AppLayout>
      <Suspense fallback={<PageLoader />}>
        <NotFoundPage inLayout />
      </Suspense>
    </AppLayout>
  );
}

const rootRoute = createRootRoute({
  component: () => <Outlet />,
  notFoundComponent: RootNotFound,
});

/**
 * Signed out or still restoring the session: every app path shows the login screen in place (the
 * URL is kept, so signing in lands on the page that was asked for).
 */
function AuthGate() {
  const { user, isLoading } = useAuth();
  if (isLoading || !user) {
    return (
      <Suspense fallback={<PageLoader label="Loading sign-in" />}>
        <LoginPage />
      </Suspense>
    );
  }
  return (
    <AppLayout>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}

const appRoute = createRoute({ getParentRoute: () => rootRoute, id: 'app', component: AuthGate });

/** The mailed confirmation link; open whether signed in or not (opening it signs the person in). */
const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  validateSearch: (search: Record<string, unknown>) =>
    z.object({ token: z.string().max(100).optional().catch(undefined) }).parse(search),
  component: function VerifyEmailRoute() {
    const { token } = verifyEmailRoute.useSearch();
    return (
      <Suspense fallback={<PageLoader label="Loading" />}>
        <VerifyEmailPage token={token} />
      </Suspense>
    );
  },
});

const dashboardRoute = createRoute({ getParentRoute: () => appRoute, path: '/', component: () => <DashboardPage /> });

/** Hotels list search params; read them with `getRouteApi('/app/hotels').useSearch()`. */
export const hotelsSearchSchema = z.object({
  q: z.string().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  status: hotelStatus.optional().catch(undefined),
});
export type HotelsSearch = z.infer<typeof hotelsSearchSchema>;

const hotelsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/hotels',
  validateSearch: (search: Record<string, unknown>): HotelsSearch => hotelsSearchSchema.parse(search),
  component: () => <HotelsPage />,
});

const hotelDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/hotels/$id',
  component: function HotelDetailRoute() {
    const { id } = hotelDetailRoute.useParams();
    return <HotelDetailPage hotelId={id} />;
  },
});

/** Changes screen search params: the page and the filters, kept in the address like the hotels list's. */
export const changesSearchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  field: profileFieldName.optional().catch(undefined),
  since: z.iso.date().optional().catch(undefined),
});
export type ChangesSearch = z.infer<typeof changesSearchSchema>;

const changesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/changes',
  validateSearch: (search: Record<string, unknown>): ChangesSearch => changesSearchSchema.parse(search),
  component: () => <ChangesPage />,
});

const usersRoute = createRoute({ getParentRoute: () => appRoute, path: '/users', component: () => <UsersPage /> });
const webhooksRoute = createRoute({ getParentRoute: () => appRoute, path: '/webhooks', component: () => <WebhooksPage /> });
const auditLogsRoute = createRoute({ getParentRoute: () => appRoute, path: '/audit-logs', component: () => <AuditLogsPage /> });

/** Exported for tests that drive the real screens through a memory history. */
export const routeTree = rootRoute.addChildren([
  verifyEmailRoute,
  appRoute.addChildren([dashboardRoute, hotelsRoute, hotelDetailRoute, changesRoute, usersRoute, webhooksRoute, auditLogsRoute]),
]);

export const router = createRouter({
  routeTree,
  defaultPendingComponent: () => <PageLoader />,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
