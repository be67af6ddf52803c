import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiDocument, resourceBody } from '../../../lib/api/client';
import { useChannel } from '../../../lib/cable';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { inboxTexts as t } from '../../../words/operator/inbox';
import { ListError, ListLoader, ScreenHeader } from '../components';
import { formatDateTime, sinceText } from '../orders/format';

export interface Conversation {
  id: string;
  account_id: string;
  customer_name: string;
  customer_email: string;
  last_message_at: string;
  last_message: { author: 'customer' | 'operator'; body: string; created_at: string } | null;
  awaiting_reply: boolean;
}

interface ChatMessage {
  id: string;
  author: 'customer' | 'operator';
  body: string;
  created_at: string;
}

/** Without the live channel (a dropped socket), the inbox still refreshes every 10 s. */
export const INBOX_POLL_MS = 10_000;
const keys = {
  inbox: ['operator', 'support', 'inbox'] as const,
  messages: (id: string) => ['operator', 'support', 'messages', id] as const,
};

function ConversationList({
  rows,
  selected,
  onSelect,
}: {
  rows: Conversation[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        Nenhuma conversa ainda.
      </Text>
    );
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Conversas">
      {rows.map((row) => (
        <li key={row.id}>
          <UnstyledButton
            onClick={() => onSelect(row.account_id)}
            aria-current={selected === row.account_id ? 'true' : undefined}
            w="100%"
            p="sm"
            style={{
              borderRadius: 12,
              background: selected === row.account_id ? 'var(--mantine-color-violet-0)' : undefined,
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={row.awaiting_reply ? 700 : 500} size="sm" truncate>
                {row.customer_name}
              </Text>
              {row.awaiting_reply && (
                <Badge color="pink.9" size="sm" variant="filled">
                  Aguardando
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {row.last_message
                ? `${row.last_message.author === 'operator' ? t.you : ''}${row.last_message.body}`
                : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {sinceText(row.last_message_at)}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}

function Thread({ accountId, name }: { accountId: string; name: string }) {
  const client = useQueryClient();
  const [body, setBody] = useState('');
  const messages = useQuery({
    queryKey: keys.messages(accountId),
    queryFn: async () =>
      (await apiDocument<ChatMessage[] | null>(`/operator/support/conversations/${accountId}/messages`))
        .data ?? [],
    refetchInterval: INBOX_POLL_MS,
  });
  const reply = useMutation({
    mutationFn: async (text: string) =>
      apiDocument(`/operator/support/conversations/${accountId}/messages`, {
        method: 'POST',
        body: resourceBody('support-messages', { body: text }),
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.messages(accountId) }),
        client.invalidateQueries({ queryKey: keys.inbox }),
      ]),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    try {
      await reply.mutateAsync(body.trim());
      setBody('');
    } catch {
      notify({ type: 'error', message: t.replyFailed });
    }
  };
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={3} fz={18}>
          {name}
        </Title>
        {messages.isError ? (
          <ListError
            message="Ocorreu um erro ao buscar as mensagens!"
            onRetry={() => void messages.refetch()}
          />
        ) : messages.isPending ? (
          <ListLoader />
        ) : (
          <ScrollArea h={360} type="auto">
            <Stack gap="xs" aria-label="Mensagens" role="log">
              {messages.data.map((message) => (
                <Paper
                  key={message.id}
                  p="xs"
                  radius="md"
                  maw="85%"
                  ml={message.author === 'operator' ? 'auto' : 0}
                  bg={message.author === 'operator' ? 'violet.0' : 'gray.0'}
                >
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {message.body}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {message.author === 'operator' ? 'Equipe' : 'Cliente'} ·{' '}
                    {formatDateTime(message.created_at)}
                  </Text>
                </Paper>
              ))}
            </Stack>
          </ScrollArea>
        )}
        <form onSubmit={submit}>
          <Stack gap="xs">
            <Textarea
              label="Resposta"
              autosize
              minRows={2}
              maxLength={2000}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={reply.isPending} disabled={!body.trim()}>
                Enviar
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

/** '/operador/atendimento': the support chat's inbox, waiting conversations first, live. */
export function InboxPage() {
  usePageMeta({ title: 'Operador - Atendimento' });
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = params.get('conversa');
  const inbox = useQuery({
    queryKey: keys.inbox,
    queryFn: async () =>
      (await apiDocument<Conversation[] | null>('/operator/support/conversations?page[size]=50')).data ?? [],
    refetchInterval: INBOX_POLL_MS,
  });
  useChannel('SupportInboxChannel', 'inbox', (data) => {
    void client.invalidateQueries({ queryKey: keys.inbox });
    if (typeof data.account_id === 'string')
      void client.invalidateQueries({ queryKey: keys.messages(data.account_id) });
  });
  const current = inbox.data?.find((row) => row.account_id === selected) ?? null;

  return (
    <Stack gap="lg">
      <ScreenHeader
        title="Atendimento"
        description="Conversas do chat de suporte. As que aguardam resposta aparecem primeiro."
      />
      {inbox.isError ? (
        <ListError message="Ocorreu um erro ao buscar as conversas!" onRetry={() => void inbox.refetch()} />
      ) : inbox.isPending ? (
        <ListLoader />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          <Paper withBorder radius="lg" p="xs">
            <ConversationList
              rows={inbox.data}
              selected={selected}
              onSelect={(id) => setParams({ conversa: id }, { preventScrollReset: true })}
            />
          </Paper>
          {current ? (
            <Thread accountId={current.account_id} name={current.customer_name} />
          ) : (
            <Text c="dimmed">Escolha uma conversa para ler e responder.</Text>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
