import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, mockApi, renderWithProviders } from '../../components/address/testing';
import type { ChannelData } from '../../lib/cable';
import { SUPPORT_TEXTS } from '../../words/support';
import { ChatButton } from './ChatButton';
import { SupportModal } from './SupportModal';

// The account cable is the layout's; here the test pushes its messages by hand.
const pushed = vi.hoisted(() => ({ listeners: new Set<(data: ChannelData) => void>() }));
vi.mock('../../lib/cable', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useAccountMessages: (onMessage: (data: ChannelData) => void) => {
      const handler = useRef(onMessage);
      handler.current = onMessage;
      useEffect(() => {
        const listener = (data: ChannelData) => handler.current(data);
        pushed.listeners.add(listener);
        return () => {
          pushed.listeners.delete(listener);
        };
      }, []);
    },
  };
});
const push = (data: ChannelData) =>
  act(() => {
    for (const listener of pushed.listeners) listener(data);
  });

const CUSTOMER = { email: 'ana@exemplo.com', role: 'customer' as const };
const OPEN = { open: true, next_opening: '2026-11-23T12:00:00.000Z' };
const message = (id: string, author: 'customer' | 'operator', body: string, minute = 0) => ({
  type: 'support-messages',
  id,
  attributes: { author, body, created_at: new Date(Date.UTC(2026, 10, 23, 12, minute)).toISOString() },
});
const chatDocument = (
  data: ReturnType<typeof message>[],
  meta: Partial<{ unread_count: number; support: typeof OPEN & { whatsapp_url?: string | null } }> = {},
) => ({
  data,
  meta: { unread_count: 0, has_more: false, next_before: null, support: OPEN, ...meta },
});

function renderModal(
  tab: 'form' | 'chat',
  handler: (request: FakeRequest) => { status?: number; body?: unknown } | undefined,
) {
  const api = mockApi(handler);
  renderWithProviders(<SupportModal user={CUSTOMER} tab={tab} opened onTab={vi.fn()} onClose={vi.fn()} />);
  return { ...api, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  pushed.listeners.clear();
});

describe('the support modal contact form', () => {
  it("files a general question with the chosen subject, showing the user's e-mail read-only", async () => {
    const { calls, user } = renderModal('form', (request) =>
      request.path === '/tickets/general-question-ticket' ? { status: 201, body: { data: null } } : undefined,
    );
    const email = screen.getByRole('textbox', { name: /Seu e-mail/ }) as HTMLInputElement;
    expect(email.value).toBe('ana@exemplo.com');
    expect(email.readOnly).toBe(true);

    await user.click(screen.getByRole('button', { name: 'enviar mensagem' }));
    expect(await screen.findByText('Escreva a sua mensagem.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assunto' }), 'Pagamento');
    await user.type(screen.getByRole('textbox', { name: /Mensagem/ }), 'Como pago com boleto?');
    await user.click(screen.getByRole('button', { name: 'enviar mensagem' }));

    expect(await screen.findByText('Sua solicitação foi enviada!')).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([
      {
        data: {
          type: 'tickets',
          attributes: { topic: 'general', question: '[Pagamento] Como pago com boleto?' },
        },
      },
    ]);
  });

  it('keeps what was typed when sending fails, and says so in pt-BR', async () => {
    let fail = true;
    const { calls, user } = renderModal('form', (request) =>
      request.path === '/tickets/general-question-ticket'
        ? fail
          ? { status: 500, body: { errors: [{ status: '500', title: 'Erro interno' }] } }
          : { status: 201, body: { data: null } }
        : undefined,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assunto' }), 'Minha conta');
    await user.type(screen.getByRole('textbox', { name: /Mensagem/ }), 'Quero trocar meu e-mail.');
    await user.click(screen.getByRole('button', { name: 'enviar mensagem' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ops, encontramos um problema!')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Mensagem/ }) as HTMLTextAreaElement).value).toBe(
      'Quero trocar meu e-mail.',
    );
    expect((screen.getByRole('combobox', { name: 'Assunto' }) as HTMLSelectElement).value).toBe(
      'Minha conta',
    );

    fail = false;
    await user.click(screen.getByRole('button', { name: 'enviar mensagem' }));
    expect(await screen.findByText('Sua solicitação foi enviada!')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('refuses a message over 2000 characters before sending', async () => {
    const { calls, user } = renderModal('form', () => undefined);
    const box = screen.getByRole('textbox', { name: /Mensagem/ });
    await user.click(box);
    await user.paste('a'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'enviar mensagem' }));
    expect(await screen.findByText('A mensagem pode ter no máximo 2000 caracteres.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('the support chat', () => {
  it('shows the history, sends a message and shows what the team pushes live', async () => {
    const { calls, user } = renderModal('chat', (request) => {
      if (request.path === '/support/chat/messages' && request.method === 'GET')
        return {
          body: chatDocument([
            message('m1', 'customer', 'Oi, tudo bem?', 0),
            message('m2', 'operator', 'Olá! Como podemos ajudar?', 1),
          ]),
        };
      if (request.path === '/support/chat/messages' && request.method === 'POST')
        return { status: 201, body: { data: message('m3', 'customer', 'Meu pedido atrasou.', 2) } };
      if (request.path === '/support/chat/read') return { status: 204 };
      return undefined;
    });
    const log = await screen.findByRole('log', { name: /Mensagens da conversa/ });
    expect(await within(log).findByText('Oi, tudo bem?')).toBeTruthy();
    expect(within(log).getByText('Olá! Como podemos ajudar?')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Sua mensagem' }), 'Meu pedido atrasou.');
    await user.click(screen.getByRole('button', { name: 'enviar' }));
    expect(await within(log).findByText('Meu pedido atrasou.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      data: { type: 'support-messages', attributes: { body: 'Meu pedido atrasou.' } },
    });
    expect((screen.getByRole('textbox', { name: 'Sua mensagem' }) as HTMLTextAreaElement).value).toBe('');

    // The same message back on the cable is not shown twice; the team's answer appears.
    push({ to_state: 'chat_message', message: message('m3', 'customer', 'Meu pedido atrasou.', 2) });
    push({
      to_state: 'chat_message',
      message: { id: 'm4', ...message('m4', 'operator', 'Vamos verificar agora.', 3).attributes },
    });
    expect(await within(log).findByText('Vamos verificar agora.')).toBeTruthy();
    expect(within(log).getAllByText('Meu pedido atrasou.')).toHaveLength(1);
    // Seen as it arrived: read on the server too, once.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/support/chat/read').length).toBeGreaterThan(0),
    );
  });

  it('says when the team answers next, outside support hours', async () => {
    renderModal('chat', (request) =>
      request.path === '/support/chat/messages'
        ? // Friday 18h in São Paulo: next opening Saturday 28/11 at 8h (11h UTC).
          { body: chatDocument([], { support: { open: false, next_opening: '2026-11-28T11:00:00.000Z' } }) }
        : undefined,
    );
    expect(
      await screen.findByText(
        'Estamos fora do horário de atendimento. Deixe a sua mensagem: respondemos a partir de sábado, 28/11, às 8h.',
      ),
    ).toBeTruthy();
  });
});

describe("'falar no WhatsApp'", () => {
  it('links to the configured support number, and is absent without one', async () => {
    renderModal('chat', (request) =>
      request.path === '/support/chat/messages'
        ? { body: chatDocument([], { support: { ...OPEN, whatsapp_url: 'https://wa.me/5541998765432' } }) }
        : undefined,
    );
    const link = await screen.findByRole('link', { name: 'falar no WhatsApp' });
    expect(link.getAttribute('href')).toBe('https://wa.me/5541998765432');
  });

  it('is not offered when no number is configured', async () => {
    renderModal('chat', (request) =>
      request.path === '/support/chat/messages' ? { body: chatDocument([], { support: OPEN }) } : undefined,
    );
    await screen.findByText(SUPPORT_TEXTS.hours);
    expect(screen.queryByRole('link', { name: 'falar no WhatsApp' })).toBeNull();
  });
});

describe('the chat button', () => {
  it("counts the team's unread messages, live, until the chat is opened", async () => {
    const { calls } = mockApi((request) => {
      if (request.path === '/support/chat/messages')
        return { body: chatDocument([message('m1', 'operator', 'Olá!', 0)], { unread_count: 1 }) };
      if (request.path === '/support/chat/read') return { status: 204 };
      return undefined;
    });
    // As the layout does: the button opens the chat, which then reads what is there.
    function Harness() {
      const [visible, setVisible] = useState(false);
      return <ChatButton chatVisible={visible} onOpen={() => setVisible(true)} />;
    }
    renderWithProviders(<Harness />);
    const button = await screen.findByRole('button', { name: /1 mensagem nova/ });
    push({ to_state: 'chat_message', message: message('m2', 'operator', 'Está por aí?', 1).attributes });
    // Missing id: ignored. A well-formed one counts.
    push({
      to_state: 'chat_message',
      message: { id: 'm2', ...message('m2', 'operator', 'Está por aí?', 1).attributes },
    });
    expect(await screen.findByRole('button', { name: /2 mensagens novas/ })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/support/chat/read')).toHaveLength(0);

    await userEvent.setup().click(button);
    expect(await screen.findByRole('button', { name: 'Abrir o chat de atendimento' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/support/chat/read')).toHaveLength(1);
  });
});
