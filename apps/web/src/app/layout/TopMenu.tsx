import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import {
  ActionIcon,
  Avatar,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { ChevronDownIcon, DashboardIcon } from '../../components/icons';
import { Logo } from '../../components/Logo';
import { type CurrentUser, signOut, useCurrentUser } from '../../lib/session';
import { pathTo } from '../paths';
import classes from './layout.module.css';

export function TopMenu({ user }: { user: CurrentUser }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const logout = async () => {
    close();
    await signOut();
    navigate(pathTo('login'));
  };
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase();
  // The console's entry, for operators only (the API refuses everyone else anyway).
  const isOperator = useCurrentUser().data?.role === 'operator';

  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to={pathTo('dashboard')} aria-label="Brilho - início" className={classes.logoLink}>
            <Logo />
          </Link>
          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            <Button component={Link} to={pathTo('purchase-flow')} variant="subtle">
              agendar limpezas
            </Button>
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Button variant="subtle" rightSection={<ChevronDownIcon size={16} />}>
                  minhas limpezas
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to={pathTo('order-history')}>
                  Limpezas
                </Menu.Item>
                <Menu.Item component={Link} to={pathTo('subscriptions')}>
                  Assinaturas
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
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
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={`${initials} - menu da conta`} className={classes.avatarButton}>
                  <Avatar
                    src={user.profile?.profile_picture ?? undefined}
                    color="violet"
                    radius="xl"
                    alt={user.profile?.profile_picture ? user.first_name : undefined}
                  >
                    {initials}
                  </Avatar>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{user.email}</Menu.Label>
                <Menu.Item component={Link} to={pathTo('personal-data')}>
                  Minha Conta
                </Menu.Item>
                <Menu.Item color="red" onClick={logout}>
                  Sair
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label="Abrir menu" />
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="xs"
        title={<Logo size="md" />}
        closeButtonProps={{ 'aria-label': 'Fechar menu' }}
        hiddenFrom="md"
      >
        <Stack gap="md">
          <MobileGroup label="Serviços">
            <NavLink component={Link} to={pathTo('purchase-flow')} label="Agendar Limpeza" onClick={close} />
          </MobileGroup>
          <MobileGroup label="Histórico">
            <NavLink component={Link} to={pathTo('order-history')} label="Limpezas" onClick={close} />
            <NavLink component={Link} to={pathTo('subscriptions')} label="Assinaturas" onClick={close} />
          </MobileGroup>
          {isOperator && (
            <MobileGroup label="Operação">
              <NavLink component={Link} to={pathTo('operator')} label="Operador" onClick={close} />
            </MobileGroup>
          )}
          <MobileGroup label="Usuário">
            <NavLink component={Link} to={pathTo('personal-data')} label="Minha conta" onClick={close} />
            <NavLink component={Link} to={pathTo('help')} label="Regras e informações" onClick={close} />
            <NavLink component="button" label="Sair" c="red" onClick={logout} />
          </MobileGroup>
        </Stack>
      </Drawer>
    </header>
  );
}

function MobileGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <nav aria-label={label}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {label}
      </Text>
      {children}
    </nav>
  );
}
