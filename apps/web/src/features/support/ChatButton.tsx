import '@mantine/core/styles/Indicator.layer.css';
import { ActionIcon, Indicator } from '@mantine/core';
import { SUPPORT_TEXTS } from '../../words/support';
import classes from './support.module.css';
import { useSupportChat } from './useSupportChat';

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
