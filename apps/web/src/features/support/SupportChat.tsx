import { formatInstantShortBR } from '@brilho/domain';
import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { CONTACT_MESSAGE_MAX, nextOpeningLabel, SUPPORT_TEXTS } from '../../words/support';
import type { ChatMessage } from './api';
import classes from './support.module.css';
import { useSupportChat } from './useSupportChat';

const timeOf = (instant: string) => formatInstantShortBR(new Date(instant));

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.author === 'customer';
  return (
    <li className={mine ? classes.mine : classes.theirs}>
      <Text size="xs" c="dimmed" component="span" display="block">
        {mine ? SUPPORT_TEXTS.you : SUPPORT_TEXTS.team} · {timeOf(message.created_at)}
      </Text>
      <Text size="sm" component="span" display="block">
        {message.body}
      </Text>
    </li>
  );
}

/**
 * The support chat (ours instead of the spec's widget): the conversation's history, older
 * pages on demand, a send box, and live messages from the account channel. Outside support hours it
 * says when the team answers next.
 */
export function SupportChat() {
  const { query, send, loadOlder } = useSupportChat(true, true);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  const count = query.data?.messages.length ?? 0;

  // The newest message in view as it arrives (scrollIntoView is missing from test DOMs).
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body || sending) return;
    setSending(true);
    setSendError(null);
    try {
      await send(body);
      setDraft('');
    } catch {
      setSendError(SUPPORT_TEXTS.chatSendFailed);
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter breaks the line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const older = async () => {
    setLoadingOlder(true);
    try {
      await loadOlder();
    } finally {
      setLoadingOlder(false);
    }
  };

  if (query.isPending) return <Loader aria-label="Carregando a conversa" m="auto" display="block" />;
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={SUPPORT_TEXTS.errorTitle}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{SUPPORT_TEXTS.chatLoadFailed}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {SUPPORT_TEXTS.chatRetry}
          </Button>
        </Stack>
      </Alert>
    );

  const { messages, hasMore, support } = query.data;
  return (
    <Stack gap="sm">
      {support.open ? (
        <Text size="sm" c="dimmed">
          {SUPPORT_TEXTS.hours}
        </Text>
      ) : (
        <Alert color="yellow" variant="light">
          <Text size="sm">{SUPPORT_TEXTS.closedNow(nextOpeningLabel(support.next_opening))}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            {SUPPORT_TEXTS.hours}
          </Text>
        </Alert>
      )}
      {support.whatsapp_url && (
        <Button
          component="a"
          href={support.whatsapp_url}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          color="green.9"
          size="xs"
          w="fit-content"
        >
          {SUPPORT_TEXTS.whatsapp}
        </Button>
      )}
      {hasMore && (
        <Button variant="subtle" size="xs" onClick={older} loading={loadingOlder}>
          {SUPPORT_TEXTS.chatOlder}
        </Button>
      )}
      <div className={classes.history} role="log" aria-live="polite" aria-label={SUPPORT_TEXTS.chatHistory}>
        <ul className={classes.list}>
          {messages.length === 0 && (
            <Text component="li" size="sm" c="dimmed" ta="center" m="auto">
              {SUPPORT_TEXTS.chatEmpty}
            </Text>
          )}
          {messages.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
          <li ref={end} aria-hidden="true" />
        </ul>
      </div>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            label={SUPPORT_TEXTS.chatInputLabel}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            maxLength={CONTACT_MESSAGE_MAX}
            rows={2}
            style={{ flex: 1 }}
            error={sendError}
          />
          <Button type="submit" loading={sending} disabled={!draft.trim()} mb={sendError ? 22 : 0}>
            {SUPPORT_TEXTS.chatSend}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
