import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import { Drawer, Menu, NavLink, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { pathTo } from '../../lib/paths';
import type { CurrentUser } from '../../lib/session';
import { topMenuTexts as t } from '../../words/top-menu';
import { AccountButton, CleaningsButton } from './TopMenuButtons';

/**
 * The top menu's dropdowns and its mobile drawer (Mantine's Menu, Drawer: floating positioning, focus trap,
 * scroll lock — about 30 kB br). They load right after the first screen, not with it: until then
 * TopMenu shows the same buttons (./TopMenuButtons.tsx), which open nothing for those few milliseconds.
 */

export function CleaningsMenu() {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <CleaningsButton />
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
  );
}

export function AccountMenu({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <AccountButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to={pathTo('personal-data')}>
          Minha Conta
        </Menu.Item>
        <Menu.Item color="red" onClick={onLogout}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function MobileDrawer({
  opened,
  onClose,
  onLogout,
  isOperator,
}: {
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
  isOperator: boolean;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={<Logo size="md" />}
      closeButtonProps={{ 'aria-label': 'Fechar menu' }}
      hiddenFrom="md"
    >
      <Stack gap="md">
        <MobileGroup label={t.services}>
          <NavLink component={Link} to={pathTo('purchase-flow')} label="Agendar Limpeza" onClick={onClose} />
        </MobileGroup>
        <MobileGroup label={t.history}>
          <NavLink component={Link} to={pathTo('order-history')} label="Limpezas" onClick={onClose} />
          <NavLink component={Link} to={pathTo('subscriptions')} label="Assinaturas" onClick={onClose} />
        </MobileGroup>
        {isOperator && (
          <MobileGroup label={t.operation}>
            <NavLink component={Link} to={pathTo('operator')} label="Operador" onClick={onClose} />
          </MobileGroup>
        )}
        <MobileGroup label={t.user}>
          <NavLink component={Link} to={pathTo('personal-data')} label="Minha conta" onClick={onClose} />
          <NavLink component={Link} to={pathTo('help')} label={t.help} onClick={onClose} />
          <NavLink component="button" label="Sair" c="red" onClick={onLogout} />
        </MobileGroup>
      </Stack>
    </Drawer>
  );
}

function MobileGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {label}
      </Text>
      {children}
    </nav>
  );
}
