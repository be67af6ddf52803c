import { Anchor, Container, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router';
import { useAccountCable } from '../../lib/cable';
import { useCurrentUser } from '../../lib/session';
import type { RootData } from '../guardLoader';
import { matchRouteName, pathTo, type RouteInfo, routes } from '../paths';
import classes from './layout.module.css';
import { TopMenu } from './TopMenu';

/** 'Brilho - {title}' and the route's meta description, set in one place for every route. */
function usePageMeta(pathname: string): RouteInfo {
  const info: RouteInfo = routes[matchRouteName(pathname)];
  useEffect(() => {
    document.title = `Brilho - ${info.title}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = info.description ?? 'Brilho: agende limpezas com profissionais verificados.';
  }, [info]);
  return info;
}

export function RootLayout() {
  const location = useLocation();
  const info = usePageMeta(location.pathname);
  const loaderData = useRouteLoaderData('root') as RootData | undefined;
  const { data: liveUser } = useCurrentUser();
  const user = liveUser ?? loaderData?.user ?? null;
  const bare = info.bare === true;
  useAccountCable(user?.id ?? null);

  return (
    <div className={classes.shell}>
      {user && !bare && <TopMenu user={user} />}
      <main className={classes.main} key={location.pathname}>
        <Outlet />
      </main>
      {!bare && (
        <footer className={classes.footer}>
          <Container size="lg">
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                © {new Date().getFullYear()} Brilho. Todos os direitos reservados.
              </Text>
              <Anchor component={Link} to={pathTo('terms-of-use')} size="sm">
                Termos de uso
              </Anchor>
            </Group>
          </Container>
        </footer>
      )}
      <ScrollRestoration />
    </div>
  );
}
