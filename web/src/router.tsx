import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { answerQuery, overviewFilters, sessionQuery, visibilityQuery } from './queries';
import { answersSearch, competitorsSearch, loginSearch, opportunitiesSearch, overviewSearch, sourcesSearch } from './search';
import { AppShell, NotFound } from './shell';

/**
 * The routes, in code: every page's filters are typed query-string state (validateSearch), so a view is a URL that can
 * be reloaded and shared. Pages are loaded when first visited; the charts only with the overview.
 */

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  notFoundComponent: NotFound,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearch,
  component: lazyRouteComponent(() => import('./pages/login'), 'LoginPage'),
});

/** The link of an invite: public, the token in its fragment; accepting it signs in. */
const acceptInviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accept-invite',
  component: lazyRouteComponent(() => import('./pages/accept-invite'), 'AcceptInvitePage'),
});

/** Every other page needs a session: without one, sign in first and come back. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { session };
  },
  component: AppShell,
});

const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./pages/home'), 'HomePage'),
});

const newBrandRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/brands/new',
  component: lazyRouteComponent(() => import('./pages/home'), 'NewBrandPage'),
});

const brandRoute = createRoute({ getParentRoute: () => appRoute, path: '/brands/$brandId', component: Outlet });

const overviewRoute = createRoute({
  getParentRoute: () => brandRoute,
  path: '/',
  validateSearch: overviewSearch,
  // The figures and the chart code are fetched while the page's own code loads, not after it.
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(visibilityQuery(params.brandId, overviewFilters(deps)));
    void import('./pages/overview-charts');
  },
  component: lazyRouteComponent(() => import('./pages/overview'), 'OverviewPage'),
});

const answersRoute = createRoute({
  getParentRoute: () => brandRoute,
  path: '/answers',
  validateSearch: answersSearch,
  component: lazyRouteComponent(() => import('./pages/answers'), 'AnswersPage'),
});

const answerRoute = createRoute({
  getParentRoute: () => brandRoute,
  path: '/answers/$answerId',
  // The answer and the Markdown parser are fetched while the page's own code loads, not after it.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(answerQuery(params.brandId, params.answerId));
    void import('./markdown');
  },
  component: lazyRouteComponent(() => import('./pages/answer'), 'AnswerPage'),
});

const campaignsRoute = createRoute({
  getParentRoute: () => brandRoute,
  path: '/campaigns',
  component: lazyRouteComponent(() => import('./pages/campaigns'), 'CampaignsPage'),
});

const topicsRoute = createRoute({
  getParentRoute: () => brandRoute,
  path: '/topics',
  component: lazyRouteComponent(() => import('./pages/topics'), 'TopicsPage'),
});

const avatarsRoute = createRoute({
  getParentRoute: () => brandRoute,
  path: '/avatars',
  component: lazyRouteComponent(() => import('./pages/avatars'), 'AvatarsPage'),
});

const competitorsRoute = createRoute({
  getParentRoute: () => brandRoute,
  path: '/competitors',
  validateSearch: competitorsSearch,
  component: lazyRouteComponent(() => import('./pages/competitors'), 'CompetitorsPage'),
});

const sourcesRoute = createRoute({
  getParentRoute: () => brandRoute,
  path: '/sources',
  validateSearch: sourcesSearch,
  component: lazyRouteComponent(() => import('./pages/sources'), 'SourcesPage'),
});

const opportunitiesRoute = createRoute({
  getParentRoute: () => brandRoute,
  path: '/opportunities',
  validateSearch: opportunitiesSearch,
  component: lazyRouteComponent(() => import('./pages/opportunities'), 'OpportunitiesPage'),
});

const keysRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/settings/keys',
  component: lazyRouteComponent(() => import('./pages/keys'), 'KeysPage'),
});

const accountRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/settings/account',
  component: lazyRouteComponent(() => import('./pages/account'), 'AccountPage'),
});

const teamRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/settings/team',
  component: lazyRouteComponent(() => import('./pages/team'), 'TeamPage'),
});

const usageRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/settings/usage',
  component: lazyRouteComponent(() => import('./pages/usage'), 'UsagePage'),
});

const brandSettingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/brands/$brandId/settings',
  component: lazyRouteComponent(() => import('./pages/brand-settings'), 'BrandSettingsPage'),
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  acceptInviteRoute,
  appRoute.addChildren([
    homeRoute,
    newBrandRoute,
    brandRoute.addChildren([
      overviewRoute,
      answersRoute,
      answerRoute,
      campaignsRoute,
      topicsRoute,
      avatarsRoute,
      competitorsRoute,
      sourcesRoute,
      opportunitiesRoute,
    ]),
    keysRoute,
    accountRoute,
    teamRoute,
    usageRoute,
    brandSettingsRoute,
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
