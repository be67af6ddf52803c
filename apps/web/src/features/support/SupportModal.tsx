import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { Anchor, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import type { SupportTab } from '../../components/support';
import { pathTo } from '../../lib/paths';
import type { CurrentUser } from '../../lib/session';
import { SUPPORT_TEXTS } from '../../words/support';
import { ContactForm } from './ContactForm';
import { SupportChat } from './SupportChat';

export function SupportModal({
  user,
  tab,
  opened,
  onTab,
  onClose,
}: {
  user: Pick<CurrentUser, 'email' | 'role'> | null;
  tab: SupportTab;
  opened: boolean;
  onTab(tab: SupportTab): void;
  onClose(): void;
}) {
  const small = useMediaQuery('(max-width: 36em)');
  const customer = user?.role === 'customer';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={SUPPORT_TEXTS.modalTitle}
      size="lg"
      fullScreen={small}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {!customer ? (
        <Stack gap="sm">
          <Text>{SUPPORT_TEXTS.signedOut}</Text>
          <Text size="sm" c="dimmed">
            {SUPPORT_TEXTS.hours}
          </Text>
          {!user && (
            <Anchor component={Link} to={pathTo('login')} onClick={onClose}>
              {SUPPORT_TEXTS.signIn}
            </Anchor>
          )}
        </Stack>
      ) : (
        <Tabs value={tab} onChange={(value) => onTab(value === 'chat' ? 'chat' : 'form')} keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="form">{SUPPORT_TEXTS.formTab}</Tabs.Tab>
            <Tabs.Tab value="chat">{SUPPORT_TEXTS.chatTab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="form">
            <ContactForm email={user.email} onOpenChat={() => onTab('chat')} />
          </Tabs.Panel>
          <Tabs.Panel value="chat">
            <SupportChat />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
