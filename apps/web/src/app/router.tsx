import { createBrowserRouter, Navigate, type RouteObject, useParams } from 'react-router';
import { guardLoader } from './guardLoader';
import { RootLayout } from './layout/RootLayout';
import { pathTo, type RouteName, routes } from './paths';

type Lazy = NonNullable<RouteObject['lazy']>;

/** Each screen is its own chunk, loaded when its route opens. */
const screens: Record<RouteName, Lazy> = {
  signup: () => import('../features/signup/SignupPage').then((m) => ({ Component: m.SignupPage })),
  login: () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
  'forgot-my-password': () =>
    import('../features/auth/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  'reset-your-password': () =>
    import('../features/auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  'verify-email': () =>
    import('../features/auth/VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })),
  search: () =>
    import('../features/placeholder/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
  dashboard: () =>
    import('../features/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  help: () => import('../features/placeholder/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
  'personal-data': () =>
    import('../features/profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  'update-your-data': () =>
    import('../features/profile/ProfilePage').then((m) => ({ Component: m.UpdateYourDataPage })),
  'order-history': () =>
    import('../features/placeholder/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
  order: () =>
    import('../features/placeholder/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
  subscriptions: () =>
    import('../features/placeholder/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
  'purchase-flow': () =>
    import('../features/placeholder/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
  'order-checkout': () =>
    import('../features/placeholder/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
  'cycle-checkout': () =>
    import('../features/placeholder/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
  'mobile-order-checkout': () =>
    import('../features/placeholder/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
  'mobile-cycle-checkout': () =>
    import('../features/placeholder/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
  'terms-of-use': () =>
    import('../features/auth/TermsOfUsePage').then((m) => ({ Component: m.TermsOfUsePage })),
  cycle: () =>
    import('../features/placeholder/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
  'not-found': () =>
    import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
};

function CheckoutRedirect() {
  const { order_id: orderId = '' } = useParams();
  return <Navigate replace to={pathTo('order-checkout', { order_id: orderId })} />;
}

export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [
    { path: '/pesquisa', element: <Navigate replace to={pathTo('purchase-flow')} /> },
    { path: '/checkout/:order_id', element: <CheckoutRedirect /> },
    ...(Object.keys(routes) as RouteName[]).map((name) => ({
      id: name,
      path: routes[name].path,
      lazy: screens[name],
    })),
  ];
  return [
    {
      id: 'root',
      loader: guardLoader,
      // The guard must run on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      element: <RootLayout />,
      hydrateFallbackElement: null,
      children,
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
