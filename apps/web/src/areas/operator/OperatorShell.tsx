// The operator console: its own layout and screens under /operador/*. This shell is loaded lazily for the
// route group, so a customer never downloads the console.
import '@mantine/core/styles/Divider.layer.css';
import { messages } from '@brilho/domain';
import { Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, Navigate, Route, Routes, useNavigate } from 'react-router';
import { Logo } from '../../components/Logo';
import { SkipLink } from '../../components/SkipLink';
import { pathTo } from '../../lib/paths';
import { signOut, useCurrentUser } from '../../lib/session';
import { texts } from '../../words/operator';
import { ListLoader } from './components';
import { OperatorNav } from './OperatorNav';
import classes from './operator.module.css';
import { operatorPath, operatorRoutes } from './paths';

// Each screen is its own chunk, loaded when the operator first opens it.
const AuditPage = lazy(() => import('./audit/AuditPage').then((m) => ({ default: m.AuditPage })));
const CouponsPage = lazy(() => import('./coupons/CouponsPage').then((m) => ({ default: m.CouponsPage })));
const CustomerDetailPage = lazy(() =>
  import('./customers/CustomerDetailPage').then((m) => ({ default: m.CustomerDetailPage })),
);
const CustomersPage = lazy(() =>
  import('./customers/CustomersPage').then((m) => ({ default: m.CustomersPage })),
);
const DashboardPage = lazy(() =>
  import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const OrderDetailPage = lazy(() =>
  import('./orders/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })),
);
const FinancePage = lazy(() => import('./finance/FinancePage').then((m) => ({ default: m.FinancePage })));
const OrdersPage = lazy(() => import('./orders/OrdersPage').then((m) => ({ default: m.OrdersPage })));
const CitiesPage = lazy(() => import('./places/CitiesPage').then((m) => ({ default: m.CitiesPage })));
const StatesPage = lazy(() => import('./places/StatesPage').then((m) => ({ default: m.StatesPage })));
const ProfessionalDetailPage = lazy(() =>
  import('./professionals/ProfessionalDetailPage').then((m) => ({ default: m.ProfessionalDetailPage })),
);
const ProfessionalsPage = lazy(() =>
  import('./professionals/ProfessionalsPage').then((m) => ({ default: m.ProfessionalsPage })),
);
const SubscriptionsPage = lazy(() =>
  import('./subscriptions/SubscriptionsPage').then((m) => ({ default: m.SubscriptionsPage })),
);
const InboxPage = lazy(() => import('./support/InboxPage').then((m) => ({ default: m.InboxPage })));
const TicketDetailPage = lazy(() =>
  import('./tickets/TicketDetailPage').then((m) => ({ default: m.TicketDetailPage })),
);
const TicketsPage = lazy(() => import('./tickets/TicketsPage').then((m) => ({ default: m.TicketsPage })));
const CityDistrictsPage = lazy(() =>
  import('./places/DistrictsPage').then((m) => ({ default: m.CityDistrictsPage })),
);
const DistrictsChooserPage = lazy(() =>
  import('./places/DistrictsPage').then((m) => ({ default: m.DistrictsChooserPage })),
);

function ConsoleHeader() {
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    navigate(pathTo('login'));
  };
  return (
    <header className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Link to={pathTo('dashboard')} aria-label={texts.homeLink} className={classes.logoLink}>
              <Logo size="md" />
            </Link>
            <Divider orientation="vertical" visibleFrom="xs" />
            <Title order={1} fz={{ base: 14, sm: 18 }} fw={700} style={{ whiteSpace: 'nowrap' }}>
              {texts.consoleTitle}
            </Title>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Button component={Link} to={pathTo('dashboard')} variant="subtle" size="sm" visibleFrom="sm">
              Voltar ao site
            </Button>
            <Button variant="subtle" color="red" c="red.9" size="sm" px="xs" onClick={logout}>
              Sair
            </Button>
          </Group>
        </Group>
      </Container>
    </header>
  );
}

function NoAccess() {
  return (
    <Paper withBorder radius="lg" p="xl" maw={560}>
      <Stack gap="md" align="flex-start">
        <Text fw={600}>{texts.noAccess}</Text>
        <Button component={Link} to={pathTo('dashboard')} variant="light">
          {texts.backHome}
        </Button>
      </Stack>
    </Paper>
  );
}

function ConsoleNotFound() {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={2} fz={22}>
        {messages.common.notFoundPage}
      </Title>
      <Button component={Link} to={operatorPath('cities')} variant="light">
        voltar para o console
      </Button>
    </Stack>
  );
}

/** The console's screens, relative to /operador. */
function ConsoleRoutes() {
  return (
    <Suspense fallback={<ListLoader />}>
      <Routes>
        <Route index element={<Navigate to={operatorPath('dashboard')} replace />} />
        <Route path={operatorRoutes.dashboard} element={<DashboardPage />} />
        <Route path={operatorRoutes.orders} element={<OrdersPage />} />
        <Route path={operatorRoutes.order} element={<OrderDetailPage />} />
        <Route path={operatorRoutes.finance} element={<FinancePage />} />
        <Route path={operatorRoutes.tickets} element={<TicketsPage />} />
        <Route path={operatorRoutes.ticket} element={<TicketDetailPage />} />
        <Route path={operatorRoutes.support} element={<InboxPage />} />
        <Route path={operatorRoutes.subscriptions} element={<SubscriptionsPage />} />
        <Route path={operatorRoutes.coupons} element={<CouponsPage />} />
        <Route path={operatorRoutes.audit} element={<AuditPage />} />
        <Route path={operatorRoutes.professionals} element={<ProfessionalsPage />} />
        <Route path={operatorRoutes.professional} element={<ProfessionalDetailPage />} />
        <Route path={operatorRoutes.customers} element={<CustomersPage />} />
        <Route path={operatorRoutes.customer} element={<CustomerDetailPage />} />
        <Route path={operatorRoutes.states} element={<StatesPage />} />
        <Route path={operatorRoutes.cities} element={<CitiesPage />} />
        <Route path={operatorRoutes.city} element={<CityDistrictsPage />} />
        <Route path={operatorRoutes.districts} element={<DistrictsChooserPage />} />
        <Route path="*" element={<ConsoleNotFound />} />
      </Routes>
    </Suspense>
  );
}

export function OperatorShell() {
  const { data: user, isPending } = useCurrentUser();
  const isOperator = user?.role === 'operator';

  return (
    <div className={classes.shell}>
      <SkipLink />
      <ConsoleHeader />
      <Container size="xl" py="lg" w="100%" className={classes.layout}>
        {isOperator && <OperatorNav />}
        <main id="conteudo" tabIndex={-1} className={classes.main}>
          {isPending ? <ListLoader /> : isOperator ? <ConsoleRoutes /> : <NoAccess />}
        </main>
      </Container>
    </div>
  );
}
