import '@mantine/core/styles/Burger.layer.css';
import { ActionIcon, Burger, Button, Container, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DashboardIcon } from '../../components/icons';
import { Logo } from '../../components/Logo';
import { pathTo } from '../../lib/paths';
import { type CurrentUser, signOut, useCurrentUser } from '../../lib/session';
import { topMenuTexts as t } from '../../words/top-menu';
import classes from './layout.module.css';
import { AccountButton, CleaningsButton } from './TopMenuButtons';

// The dropdowns and the drawer load after the first screen (./TopMenuPopups.tsx); the buttons stand in. On a
// phone the dropdowns' row is hidden (`visibleFrom="md"`), so their chunk is not loaded there at all: its
// evaluation and the menus' first render were long tasks of the dashboard's boot on a slow phone (decision 0123).
const popups = () => import('./TopMenuPopups');
const CleaningsMenu = lazy(() => popups().then((m) => ({ default: m.CleaningsMenu })));
const AccountMenu = lazy(() => popups().then((m) => ({ default: m.AccountMenu })));
const MobileDrawer = lazy(() => popups().then((m) => ({ default: m.MobileDrawer })));

export function TopMenu({ user }: { user: CurrentUser }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer mounts from the first opening on, so closing still animates.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const navigate = useNavigate();
  const logout = async () => {
    close();
    await signOut();
    navigate(pathTo('login'));
  };
  // The console's entry, for operators only (the API refuses everyone else anyway).
  const isOperator = useCurrentUser().data?.role === 'operator';
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false, {
    getInitialValueInEffect: false,
  });

  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to={pathTo('dashboard')} aria-label={t.homeLink} className={classes.logoLink}>
            <Logo />
          </Link>
          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            <Button component={Link} to={pathTo('purchase-flow')} variant="subtle">
              agendar limpezas
            </Button>
            {wide ? (
              <Suspense fallback={<CleaningsButton />}>
                <CleaningsMenu />
              </Suspense>
            ) : (
              <CleaningsButton />
            )}
            <Button component={Link} to={pathTo('help')} variant="subtle">
              regras e infos
            </Button>
            {isOperator && (
              <Button component={Link} to={pathTo('operator')} variant="subtle">
                Operador
              </Button>
            )}
            <ActionIcon
              component={Link}
              to={pathTo('dashboard')}
              variant="subtle"
              size="lg"
              aria-label="Painel"
            >
              <DashboardIcon />
            </ActionIcon>
            {wide ? (
              <Suspense fallback={<AccountButton user={user} />}>
                <AccountMenu user={user} onLogout={logout} />
              </Suspense>
            ) : (
              <AccountButton user={user} />
            )}
          </Group>
          <Burger
            opened={opened}
            onClick={() => {
              setDrawerWanted(true);
              toggle();
            }}
            hiddenFrom="md"
            aria-label="Abrir menu"
          />
        </Group>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer opened={opened} onClose={close} onLogout={logout} isOperator={isOperator} />
        </Suspense>
      )}
    </header>
  );
}
