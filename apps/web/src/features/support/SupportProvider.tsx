import { ActionIcon, Anchor, Indicator, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../app/paths';
import type { CurrentUser } from '../../lib/session';
import { ContactForm } from './ContactForm';
import { SupportChat } from './SupportChat';
import classes from './support.module.css';
import { SUPPORT_TEXTS } from './texts';
import { useSupportChat } from './useSupportChat';

export type SupportTab = 'form' | 'chat';

const SupportContext = createContext<(tab?: SupportTab) => void>(() => {});

/** Opens the layout's support modal, on the contact form or the chat ('PROFISSIONAL FALTOU', terms…). */
export const useOpenSupport = () => useContext(SupportContext);

const ChatIcon = () => (
  <svg
    width={26}
    height={26}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden="true"
  >
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" strokeLinejoin="round" />
  </svg>
);

/** The floating chat button, with the count of the team's unread messages. */
export function ChatButton({ chatVisible, onOpen }: { chatVisible: boolean; onOpen(): void }) {
  const { unread } = useSupportChat(true, chatVisible);
  return (
    <Indicator
      className={classes.chatButton}
      label={unread > 9 ? '9+' : unread}
      disabled={unread === 0}
      size={20}
      color="red"
      offset={6}
    >
      <ActionIcon
        size={56}
        radius="xl"
        onClick={onOpen}
        aria-label={unread > 0 ? SUPPORT_TEXTS.chatButtonUnread(unread) : SUPPORT_TEXTS.chatButton}
      >
        <ChatIcon />
      </ActionIcon>
    </Indicator>
  );
}

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

/**
 * The layout's support (spec product §2 "Layout"): the modal with the contact form and the chat, and,
 * for a signed-in customer, the floating chat button. `useOpenSupport()` opens it from anywhere below.
 */
export function SupportProvider({
  user,
  showButton,
  children,
}: {
  user: Pick<CurrentUser, 'email' | 'role'> | null;
  showButton: boolean;
  children: ReactNode;
}) {
  const [state, setState] = useState<{ opened: boolean; tab: SupportTab }>({ opened: false, tab: 'form' });
  const open = useCallback((tab: SupportTab = 'form') => setState({ opened: true, tab }), []);
  const value = useMemo(() => open, [open]);
  const customer = user?.role === 'customer';
  return (
    <SupportContext.Provider value={value}>
      {children}
      <SupportModal
        user={user}
        tab={state.tab}
        opened={state.opened}
        onTab={(tab) => setState({ opened: true, tab })}
        onClose={() => setState((current) => ({ ...current, opened: false }))}
      />
      {customer && showButton && (
        <>
          <div className={classes.buttonRoom} aria-hidden="true" />
          <ChatButton chatVisible={state.opened && state.tab === 'chat'} onOpen={() => open('chat')} />
        </>
      )}
    </SupportContext.Provider>
  );
}
