// The operator console: its own layout and screens under /operador/*. This shell is loaded lazily for the
// route group, so a customer never downloads the console.
import '@mantine/core/styles/Divider.layer.css';
import { messages } from '@brilho/domain';
import { Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, Route, Routes, useNavigate } from 'react-router';
import { pathTo } from '../../app/paths';
import { Logo } from '../../components/Logo';
import { SkipLink } from '../../components/SkipLink';
import { signOut, useCurrentUser } from '../../lib/session';
import { AuditPage } from './audit/AuditPage';
import { ListLoader } from './components';
import { CouponsPage } from './coupons/CouponsPage';
import { CustomerDetailPage } from './customers/CustomerDetailPage';
import { CustomersPage } from './customers/CustomersPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { OperatorNav } from './OperatorNav';
import classes from './operator.module.css';
import { OrderDetailPage } from './orders/OrderDetailPage';
import { OrdersPage } from './orders/OrdersPage';
import { operatorPath, operatorRoutes } from './paths';
import { CitiesPage } from './places/CitiesPage';
import { CityDistrictsPage, DistrictsChooserPage } from './places/DistrictsPage';
import { StatesPage } from './places/StatesPage';
import { ProfessionalDetailPage } from './professionals/ProfessionalDetailPage';
import { ProfessionalsPage } from './professionals/ProfessionalsPage';
import { SubscriptionsPage } from './subscriptions/SubscriptionsPage';
import { InboxPage } from './support/InboxPage';
import { texts } from './texts';
import { TicketDetailPage } from './tickets/TicketDetailPage';
import { TicketsPage } from './tickets/TicketsPage';

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
            <Link to={pathTo('dashboard')} aria-label="Brilho - início" className={classes.logoLink}>
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
          voltar para o início
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
    <Routes>
      <Route index element={<Navigate to={operatorPath('dashboard')} replace />} />
      <Route path={operatorRoutes.dashboard} element={<DashboardPage />} />
      <Route path={operatorRoutes.orders} element={<OrdersPage />} />
      <Route path={operatorRoutes.order} element={<OrderDetailPage />} />
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
