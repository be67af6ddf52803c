import { createBrowserRouter, data, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { buildPath, isCycleId, type RouteName, redirects, routes } from '../lib/paths';
import { guardLoader } from './guardLoader';
import { AppShell } from './layout/AppShell';
import { CustomerLayout } from './layout/CustomerLayout';
import { RouteError } from './layout/RouteError';

type Lazy = NonNullable<RouteObject['lazy']>;
type AreaName = 'operator' | 'professional';
type ScreenName = Exclude<RouteName, AreaName>;

/** Every screen is its own chunk, loaded when its route first opens. */
const screens: Record<ScreenName, Lazy> = {
  signup: () => import('../features/signup/SignupPage').then((m) => ({ Component: m.SignupPage })),
  login: () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
  'forgot-my-password': () =>
    import('../features/auth/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  'reset-your-password': () =>
    import('../features/auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  'verify-email': () =>
    import('../features/auth/VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })),
  search: () =>
    import('../features/public-profile/ProfessionalProfilePage').then((m) => ({
      Component: m.ProfessionalProfilePage,
    })),
  dashboard: () =>
    import('../features/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  help: () => import('../features/help/HelpPage').then((m) => ({ Component: m.HelpPage })),
  'personal-data': () =>
    import('../features/profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  'update-your-data': () =>
    import('../features/profile/ProfilePage').then((m) => ({ Component: m.UpdateYourDataPage })),
  'order-history': () =>
    import('../features/orders/OrderHistoryPage').then((m) => ({ Component: m.OrderHistoryPage })),
  order: () => import('../features/orders/OrderPage').then((m) => ({ Component: m.OrderPage })),
  subscriptions: () =>
    import('../features/subscriptions/SubscriptionsPage').then((m) => ({ Component: m.SubscriptionsPage })),
  'purchase-flow': () =>
    import('../features/scheduler/PurchaseFlowPage').then((m) => ({ Component: m.PurchaseFlowPage })),
  'order-checkout': () =>
    import('../features/checkout/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
  'cycle-checkout': () =>
    import('../features/checkout/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
  'mobile-order-checkout': () =>
    import('../features/checkout/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
  'mobile-cycle-checkout': () =>
    import('../features/checkout/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
  'terms-of-use': () =>
    import('../features/auth/TermsOfUsePage').then((m) => ({ Component: m.TermsOfUsePage })),
  cycle: () => import('../features/subscriptions/CyclePage').then((m) => ({ Component: m.CyclePage })),
  'not-found': () => import('../components/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
};

/** The operator console and the professional side: lazy route groups with their own layouts. */
const areas: Record<AreaName, Lazy> = {
  operator: () => import('../areas/operator/OperatorShell').then((m) => ({ Component: m.OperatorShell })),
  professional: () =>
    import('../areas/professional/ProfessionalShell').then((m) => ({ Component: m.ProfessionalShell })),
};

/** `/{id}` opens a cycle only for a cycle id; `/qualquer-coisa` is the not-found page (a 404 here). */
function requireCycleId({ params }: LoaderFunctionArgs) {
  if (!isCycleId(params.id)) throw data(null, { status: 404 });
  return null;
}

function screenRoute(name: ScreenName): RouteObject {
  const route: RouteObject = { id: name, path: routes[name].path, lazy: screens[name] };
  if (name === 'cycle') return { ...route, loader: requireCycleId, ErrorBoundary: RouteError };
  return route;
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      loader: guardLoader,
      // The guard must run on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      Component: AppShell,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        ...redirects.map(
          ({ from, to }): RouteObject => ({
            path: from,
            loader: ({ params }) => redirect(buildPath(to, params)),
          }),
        ),
        ...(Object.keys(areas) as AreaName[]).map((name) => ({
          id: name,
          path: routes[name].path,
          lazy: areas[name],
        })),
        {
          id: 'customer',
          Component: CustomerLayout,
          ErrorBoundary: RouteError,
          children: (Object.keys(screens) as ScreenName[]).map(screenRoute),
        },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
