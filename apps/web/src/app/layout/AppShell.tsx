import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { applyPageMeta } from '../../lib/page-meta';
import { matchRouteName, routes } from '../../lib/paths';
import classes from './layout.module.css';

/**
 * The root of every area (customer, operator, professional): the route's title and description, a
 * progress line while the next screen loads, and the scroll reset to the top on each navigation.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { title, description } = routes[matchRouteName(pathname)] as { title: string; description?: string };
  // A layout effect runs before any page's own `usePageMeta` effect, so a page with data-driven meta wins.
  useLayoutEffect(() => applyPageMeta({ title, description }), [title, description]);

  return (
    <>
      {navigation.state !== 'idle' && (
        <div className={classes.progress} role="progressbar" aria-label="Carregando" />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
