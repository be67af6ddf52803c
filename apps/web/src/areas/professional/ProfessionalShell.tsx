// The professional side: its own sign-in, layout and screens under /profissional/*. This shell is loaded
// lazily for the route group, so a customer never downloads it. The route group is open to both signed-in
// and signed-out visitors: the shell itself sends a visitor to the sign-in and refuses other accounts.

import '@mantine/core/styles/Badge.layer.css';
import { OFFER_POLL_MS } from '@brilho/domain';
import {
  Badge,
  Button,
  Container,
  Flex,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, matchPath, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { CalendarIcon, InboxIcon, SunIcon, UserIcon } from '../../components/icons';
import { Logo } from '../../components/Logo';
import { SkipLink } from '../../components/SkipLink';
import { pathTo } from '../../lib/paths';
import { type CurrentUser, signOut, useCurrentUser } from '../../lib/session';
import { AgendaPage } from './AgendaPage';
import { meQuery, offersQuery, useMe } from './api';
import { LoadFailed, Loading } from './components';
import { useProfessionalLive } from './hooks';
import { JobPage } from './JobPage';
import { OffersPage } from './OffersPage';
import { ProfilePage } from './ProfilePage';

// Its own chunk: the earnings screen loads only when opened (route byte budgets).
const EarningsPage = lazy(() => import('./EarningsPage').then((m) => ({ default: m.EarningsPage })));

import { NEW_OFFERS_COLOR, texts } from '../../words/professional';
import { type ProfessionalRouteName, professionalPath, professionalRoutes } from './paths';
import classes from './professional.module.css';
import { SignInPage } from './SignInPage';
import { TodayPage } from './TodayPage';

function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate(professionalPath('signIn'), { replace: true });
  };
}

function Header({ signedIn }: { signedIn: boolean }) {
  const logout = useSignOut();
  return (
    <header className={classes.header}>
      <Container size="md" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link to={professionalPath('today')} className={classes.logoLink}>
            <Group gap={8} wrap="nowrap">
              <Logo size="md" />
              <Badge variant="light" color="violet" radius="sm">
                Profissional
              </Badge>
            </Group>
          </Link>
          {signedIn && (
            <Button variant="subtle" color="red" c="red.9" size="sm" px="xs" onClick={logout}>
              {texts.signOut}
            </Button>
          )}
        </Group>
      </Container>
    </header>
  );
}

interface NavItem {
  label: string;
  to: ProfessionalRouteName;
  icon: typeof SunIcon;
  /** The screens where this item shows as current (its own by default). */
  current?: ProfessionalRouteName[];
}

const NAV: NavItem[] = [
  { label: texts.nav.today, to: 'today', icon: SunIcon },
  { label: texts.nav.agenda, to: 'agenda', icon: CalendarIcon, current: ['agenda', 'job'] },
  { label: texts.nav.offers, to: 'offers', icon: InboxIcon },
  { label: texts.nav.profile, to: 'profile', icon: UserIcon },
];

const ReviewPage = lazy(() => import('./ReviewPage').then((module) => ({ default: module.ReviewPage })));

// The sign-up form is for visitors only: its own chunk, never loaded by a signed-in professional.
const SignUpPage = lazy(() => import('./SignUpPage').then((module) => ({ default: module.SignUpPage })));

const patternOf = (name: ProfessionalRouteName) =>
  [pathTo('professional'), professionalRoutes[name]].filter(Boolean).join('/');

const isCurrent = (item: NavItem, pathname: string) =>
  (item.current ?? [item.to]).some((name) => matchPath({ path: patternOf(name), end: true }, pathname));

/** Hoje / Agenda / Ofertas / Perfil: a tab bar at the bottom of a phone, tabs under the header on a computer. */
function BottomNav() {
  const { pathname } = useLocation();
  // Polled every 10 s (and refreshed at once by the live channel), so the badge and the inbox stay current.
  const offers = useQuery({ ...offersQuery, refetchInterval: OFFER_POLL_MS });
  const open = (offers.data?.offers ?? []).filter((offer) => !offer.willing).length;
  return (
    <nav aria-label={texts.navLabel} className={classes.nav}>
      <ul className={classes.navList}>
        {NAV.map((item) => {
          const Icon = item.icon;
          const badge = item.to === 'offers' && open > 0;
          return (
            <li key={item.to}>
              <Link
                to={professionalPath(item.to)}
                className={classes.navLink}
                aria-current={isCurrent(item, pathname) ? 'page' : undefined}
              >
                <Icon size={22} />
                <span>{item.label}</span>
                {badge && (
                  <>
                    <Badge size="xs" circle color={NEW_OFFERS_COLOR} className={classes.navBadge} aria-hidden>
                      {open}
                    </Badge>
                    <VisuallyHidden>{`, ${open} ${open === 1 ? 'nova' : 'novas'}`}</VisuallyHidden>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A signed-in account that is not a professional's. */
function NoAccess() {
  const logout = useSignOut();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={22}>
            {texts.areaTitle}
          </Title>
          <Text fw={600}>{texts.noAccess}</Text>
          {/* Stacked full width on a phone (the second label is long), side by side from 576 px. */}
          <Flex gap="sm" direction={{ base: 'column', xs: 'row' }}>
            <Button component={Link} to={pathTo('dashboard')}>
              {texts.backHome}
            </Button>
            <Button variant="light" onClick={logout}>
              {texts.signInAsProfessional}
            </Button>
          </Flex>
        </Stack>
      </Paper>
    </Container>
  );
}

/** The signed-in professional's screens, with the live channel and the navigation. */
function ProfessionalApp({ user }: { user: CurrentUser }) {
  const me = useMe();
  useProfessionalLive(me.data?.id ?? null);
  // Until the operator validates the registration, the area is one page: 'cadastro em análise' (nothing
  // else is asked of the API before the professional's state is known).
  if (!me.data) return me.isError ? <LoadFailed onRetry={() => me.refetch()} /> : <Loading />;
  if (me.data.validation !== 'validated')
    return (
      <Container size="md" py="lg" w="100%">
        <Suspense fallback={<Loading />}>
          <ReviewPage me={me.data} />
        </Suspense>
      </Container>
    );
  return (
    <Container size="md" py="lg" w="100%">
      <Routes>
        <Route index element={<TodayPage user={user} />} />
        <Route path={professionalRoutes.agenda} element={<AgendaPage />} />
        <Route path={professionalRoutes.offers} element={<OffersPage />} />
        <Route path={professionalRoutes.job} element={<JobPage />} />
        <Route path={professionalRoutes.profile} element={<ProfilePage />} />
        <Route
          path={professionalRoutes.earnings}
          element={
            <Suspense fallback={<Loading />}>
              <EarningsPage />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to={professionalPath('today')} replace />} />
      </Routes>
    </Container>
  );
}

export function ProfessionalShell() {
  const { data: user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  const onSignIn = matchPath({ path: professionalPath('signIn'), end: true }, pathname) !== null;
  const onSignUp = matchPath({ path: professionalPath('signUp'), end: true }, pathname) !== null;
  const isProfessional = user?.role === 'professional';
  const me = useQuery({ ...meQuery, enabled: isProfessional });
  const validated = me.data?.validation === 'validated';

  if (isPending) return <Loading />;
  if (onSignIn && !user) return <SignInPage />;
  if (onSignUp && !user)
    return (
      <Suspense fallback={<Loading />}>
        <SignUpPage />
      </Suspense>
    );
  if (onSignUp && isProfessional) return <Navigate to={professionalPath('today')} replace />;
  if (!user) return <Navigate to={professionalPath('signIn')} replace />;
  if (onSignIn && isProfessional) return <Navigate to={professionalPath('today')} replace />;

  return (
    <div className={classes.shell}>
      <SkipLink />
      <Header signedIn />
      {isProfessional && validated && <BottomNav />}
      <main id="conteudo" tabIndex={-1} className={classes.main}>
        {isProfessional ? <ProfessionalApp user={user} /> : <NoAccess />}
      </main>
    </div>
  );
}
