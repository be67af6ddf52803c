import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { SkipLink } from '../../components/SkipLink';
import { SupportProvider } from '../../features/support/SupportProvider';
import { useAccountCable } from '../../lib/cable';
import { matchRouteName, type RouteInfo, routes } from '../../lib/paths';
import { useCurrentUser } from '../../lib/session';
import type { RootData } from '../guardLoader';
import { Footer } from './Footer';
import classes from './layout.module.css';
import { loadTopMenu } from './topMenuChunk';

const TopMenu = lazy(() => loadTopMenu().then((m) => ({ default: m.TopMenu })));

/**
 * The customer app's frame: top menu (only when a user exists), the routed view fading in, the footer.
 * The mobile checkout variants, shown inside the app's web view, have neither menu nor footer.
 */
export function CustomerLayout() {
  const { pathname } = useLocation();
  const info: RouteInfo = routes[matchRouteName(pathname)];
  const loaderData = useRouteLoaderData('root') as RootData | undefined;
  const { data: liveUser } = useCurrentUser();
  const user = liveUser ?? loaderData?.user ?? null;
  const bare = info.bare === true;
  useAccountCable(user?.id ?? null);

  return (
    <SupportProvider user={user} showButton={!bare}>
      <div className={classes.shell}>
        <SkipLink />
        {user && !bare && (
          <Suspense fallback={<div className={classes.header} />}>
            <TopMenu user={user} />
          </Suspense>
        )}
        {/* Keyed by path: each routed view mounts fresh and fades in. */}
        <main id="conteudo" tabIndex={-1} className={classes.main} key={pathname}>
          <Outlet />
        </main>
        {!bare && <Footer />}
      </div>
    </SupportProvider>
  );
}
