import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../components/address/testing';
import { OrderDetail } from './OrderDetail';
import { NOW, type OrderFixture, parsedOrder } from './testing';

const HOUR = 3_600_000;
const MINUTE = 60_000;

beforeEach(() => {
  mockApi(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

/** The order page at `now` (default NOW); answers the names of its buttons. */
function buttons(fixture: OrderFixture, now = new Date(NOW)): string[] {
  const { container } = renderWithProviders(<OrderDetail order={parsedOrder(fixture)} now={now} />);
  const all = [...within(container).queryAllByRole('button'), ...within(container).queryAllByRole('link')];
  return all.map((element) => element.textContent?.trim() ?? '');
}

describe('the order page', () => {
  it('shows every field of the order', () => {
    renderWithProviders(
      <OrderDetail
        order={parsedOrder({
          id: 'o1',
          status: 'paid',
          startsIn: 50,
          total: 16_740,
          discount: 1_860,
          coupon: 'ROSA10',
        })}
        now={new Date(NOW)}
      />,
    );
    for (const text of [
      'Casa',
      'Rua Comendador Araújo, 100 – apto 12',
      'Batel – Curitiba/PR',
      'Perto do parque',
      'Foco na cozinha.',
      'quarta-feira, 04/03/2026',
      '11:00',
      '3 horas',
      'Rosa Lima',
      'Pago',
      'R$ 186,00',
      'Desconto (cupom ROSA10)',
      '− R$ 18,60',
      'R$ 167,40',
    ])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it.each([
    { payments: [{ status: 'settled', funding_type: 'pix' }], method: 'Pix', chip: 'pago' },
    {
      payments: [
        { status: 'cancelled', funding_type: 'credit_card' },
        { status: 'settled', funding_type: 'pix' },
      ],
      method: 'Pix',
      chip: 'pago',
    },
    {
      payments: [{ status: 'waiting', funding_type: 'boletos' }],
      method: 'Boleto',
      chip: 'aguardando pagamento',
    },
    { payments: [{ status: 'refunded', funding_type: 'pix' }], method: 'Pix', chip: 'reembolsado' },
  ] as const)('says how the order was paid: $method, $chip', ({ payments, method, chip }) => {
    renderWithProviders(
      <OrderDetail
        order={parsedOrder({ id: 'o1', status: 'paid', startsIn: 50, payments: [...payments] })}
        now={new Date(NOW)}
      />,
    );
    const line = screen.getByText('Pagamento').parentElement!;
    expect(within(line).getByText(method)).toBeTruthy();
    expect(within(line).getByText(chip)).toBeTruthy();
  });

  it("lists the order's payments newest first, a Pix as 'Pix', with the spec's chip per status", () => {
    renderWithProviders(
      <OrderDetail
        order={parsedOrder({
          id: 'o1',
          status: 'paid',
          startsIn: 50,
          payments: [
            { status: 'cancelled', funding_type: 'credit_card', last4: '0002', minutesAgo: 10 },
            { status: 'settled', funding_type: 'pix', minutesAgo: 2 },
          ],
        })}
        now={new Date(NOW)}
      />,
    );
    const history = screen.getByRole('region', { name: 'Histórico de pagamentos' });
    const rows = within(history).getAllByTestId('payment-history-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Pix · R$ 186,0002/03/2026 às 08:58pago',
      'Cartão final 0002 · R$ 186,0002/03/2026 às 08:50cancelado',
    ]);
    // Spec "Payment statuses": green once paid, gray for the rest, pink while pending.
    expect(within(rows[0]!).getByText('pago').closest('[data-chip]')?.getAttribute('data-chip')).toBe(
      'green',
    );
    expect(within(rows[1]!).getByText('cancelado').closest('[data-chip]')?.getAttribute('data-chip')).toBe(
      'gray',
    );
  });

  it.each([
    ['waiting', 'aguardando pagamento', 'pink'],
    ['refunded', 'reembolsado', 'gray'],
  ] as const)('shows a Pix %s in the history as %s, %s', (status, label, color) => {
    renderWithProviders(
      <OrderDetail
        order={parsedOrder({
          id: 'o1',
          status: 'paid',
          startsIn: 50,
          payments: [{ status, funding_type: 'pix' }],
        })}
        now={new Date(NOW)}
      />,
    );
    const [row] = within(screen.getByRole('region', { name: 'Histórico de pagamentos' })).getAllByTestId(
      'payment-history-row',
    );
    expect(row!.textContent).toMatch(/^Pix · R\$ 186,00/);
    expect(within(row!).getByText(label).closest('[data-chip]')?.getAttribute('data-chip')).toBe(color);
  });

  it('shows no payment line before any payment', () => {
    renderWithProviders(
      <OrderDetail
        order={parsedOrder({ id: 'o1', status: 'scheduled', startsIn: 50 })}
        now={new Date(NOW)}
      />,
    );
    expect(screen.queryByText('Pagamento')).toBeNull();
    const history = screen.getByRole('region', { name: 'Histórico de pagamentos' });
    expect(within(history).getByText('Nenhum pagamento realizado.')).toBeTruthy();
  });

  it('offers reschedule, cancel, receipt and booking again for a paid cleaning ahead', () => {
    const names = buttons({ id: 'o1', status: 'paid', startsIn: 50 });
    expect(names).toEqual(
      expect.arrayContaining(['REAGENDAR', 'CANCELAR', 'baixar recibo', 'agendar novamente com Rosa']),
    );
    expect(names).not.toContain('PROFISSIONAL FALTOU');
    expect(names).not.toContain('avaliar limpeza');
    expect(names).not.toContain('efetuar pagamento');
  });

  it('allows cancelling exactly 3 h before the start, not 2 h 59 min before', () => {
    const start = new Date(NOW).getTime() + 50 * HOUR;
    expect(buttons({ id: 'o1', status: 'paid', startsIn: 50 }, new Date(start - 3 * HOUR))).toContain(
      'CANCELAR',
    );
    expect(
      buttons({ id: 'o2', status: 'paid', startsIn: 50 }, new Date(start - 3 * HOUR + MINUTE)),
    ).not.toContain('CANCELAR');
  });

  it('lets the customer report the absence 30 min after the start, not before', () => {
    const start = new Date(NOW).getTime() + 50 * HOUR;
    expect(buttons({ id: 'o1', status: 'paid', startsIn: 50 }, new Date(start + 29 * MINUTE))).not.toContain(
      'PROFISSIONAL FALTOU',
    );
    expect(buttons({ id: 'o2', status: 'paid', startsIn: 50 }, new Date(start + 30 * MINUTE))).toContain(
      'PROFISSIONAL FALTOU',
    );
  });

  it('lets a complete cleaning be rated and its receipt downloaded, nothing else', () => {
    const names = buttons({ id: 'o1', status: 'complete', startsIn: -30 });
    expect(names).toEqual(expect.arrayContaining(['avaliar limpeza', 'baixar recibo']));
    for (const absent of ['REAGENDAR', 'CANCELAR', 'PROFISSIONAL FALTOU', 'efetuar pagamento'])
      expect(names).not.toContain(absent);
  });

  it('offers adding a cleaning ahead to the calendar and sharing it on WhatsApp, not a complete one', () => {
    expect(buttons({ id: 'o1', status: 'paid', startsIn: 50 })).toEqual(
      expect.arrayContaining(['adicionar à agenda', 'compartilhar no WhatsApp']),
    );
    const done = buttons({ id: 'o2', status: 'complete', startsIn: -30 });
    expect(done).not.toContain('adicionar à agenda');
    expect(done).not.toContain('compartilhar no WhatsApp');
  });

  it('shares the booking by a wa.me link with the date, time, address name and professional', () => {
    renderWithProviders(
      <OrderDetail order={parsedOrder({ id: 'o1', status: 'paid', startsIn: 50 })} now={new Date(NOW)} />,
    );
    const link = screen.getByRole('link', { name: 'compartilhar no WhatsApp' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toMatch(
      /^Limpeza Brilho agendada: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} às \d{2}:\d{2}, em Casa, com Rosa /,
    );
  });

  it('rates a complete cleaning in the app: stars and a comment posted to the order', async () => {
    const { calls } = mockApi((request) =>
      request.method === 'POST' && request.path === '/orders/o1/feedback'
        ? {
            status: 201,
            body: {
              data: {
                id: 'f1',
                type: 'feedbacks',
                attributes: {
                  rating: 4,
                  comment: 'Muito caprichosa',
                  created_at: NOW,
                  edited_at: null,
                  editable_until: NOW,
                },
              },
            },
          }
        : undefined,
    );
    renderWithProviders(
      <OrderDetail
        order={parsedOrder({ id: 'o1', status: 'complete', startsIn: -30 })}
        now={new Date(NOW)}
      />,
    );
    screen.getByRole('button', { name: 'avaliar limpeza' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Avaliar limpeza' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 estrelas' }));
    const comment = within(dialog).getByLabelText('Comentário (opcional)') as HTMLTextAreaElement;
    fireEvent.change(comment, { target: { value: 'Muito caprichosa' } });
    const send = within(dialog).getByRole('button', { name: 'enviar avaliação' });
    await vi.waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const posted = calls.find((c) => c.method === 'POST');
    expect(posted?.body).toEqual({
      data: { type: 'feedbacks', attributes: { rating: 4, comment: 'Muito caprichosa' } },
    });
  });

  it('offers to edit the rating once given, and only to see it after its 7 days', async () => {
    const week = new Date(Date.parse(NOW) + 7 * 24 * HOUR).toISOString();
    const given = (editableUntil: string) => ({
      data: {
        id: 'f1',
        type: 'feedbacks',
        attributes: {
          rating: 4,
          comment: 'Muito caprichosa',
          created_at: NOW,
          edited_at: null,
          editable_until: editableUntil,
        },
      },
    });
    let stored: ReturnType<typeof given> | null = null;
    mockApi((request) => {
      if (request.path !== '/orders/o1/feedback') return undefined;
      if (request.method === 'POST') {
        stored = given(week);
        return { status: 201, body: stored };
      }
      return stored ? { body: stored } : undefined;
    });
    const order = parsedOrder({ id: 'o1', status: 'complete', startsIn: -30 });
    const { unmount } = renderWithProviders(<OrderDetail order={order} now={new Date(NOW)} />);
    screen.getByRole('button', { name: 'avaliar limpeza' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Avaliar limpeza' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 estrelas' }));
    const send = within(dialog).getByRole('button', { name: 'enviar avaliação' });
    await vi.waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    await screen.findByRole('button', { name: 'editar avaliação' });
    expect(screen.queryByRole('button', { name: 'avaliar limpeza' })).toBeNull();
    unmount();

    // Coming back to the page: read from the server; a day after the 7 days it can only be seen.
    renderWithProviders(<OrderDetail order={order} now={new Date(NOW)} />);
    await screen.findByRole('button', { name: 'editar avaliação' });
    cleanup();
    renderWithProviders(<OrderDetail order={order} now={new Date(Date.parse(week) + 24 * HOUR)} />);
    await screen.findByRole('button', { name: 'ver minha avaliação' });
  });

  it('floats the unpaid warning with the countdown while the order can be paid', () => {
    renderWithProviders(
      <OrderDetail
        order={parsedOrder({ id: 'o1', status: 'scheduled', startsIn: 72, createdMinutesAgo: 5 })}
        now={new Date(NOW)}
      />,
    );
    const warning = screen.getByRole('region', { name: 'Tempo restante para pagar' });
    expect(within(warning).getByText(/ainda não foi pago/)).toBeTruthy();
    expect(within(warning).getByRole('timer').textContent).toBe('15:00');
    expect(within(warning).getByRole('link', { name: 'efetuar pagamento' }).getAttribute('href')).toBe(
      '/checkout/pedidos/o1',
    );
  });

  it('has no unpaid warning once a boleto is waiting to be paid', () => {
    renderWithProviders(
      <OrderDetail
        order={parsedOrder({
          id: 'o1',
          status: 'waiting_payment',
          startsIn: 72,
          payments: [{ status: 'waiting', funding_type: 'boletos' }],
        })}
        now={new Date(NOW)}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Tempo restante para pagar' })).toBeNull();
  });

  it('asks for proof of payment for a boleto order booked under 48 h ahead', () => {
    renderWithProviders(
      <OrderDetail
        order={parsedOrder({
          id: 'o1',
          status: 'paid',
          startsIn: 30,
          createdMinutesAgo: 60,
          payments: [{ status: 'settled', funding_type: 'boletos' }],
        })}
        now={new Date(NOW)}
      />,
    );
    expect(screen.getByText(/Envie o comprovante de pagamento/)).toBeTruthy();
  });

  it("shows the professional's phone only in the statuses the rules allow", () => {
    const phone = { country_code: '55', area_code: '41', number: '999998888' };
    renderWithProviders(
      <OrderDetail
        order={parsedOrder({ id: 'o1', status: 'paid', startsIn: 50, phone })}
        now={new Date(NOW)}
      />,
    );
    expect(screen.getByText('(41) 99999-8888')).toBeTruthy();
    renderWithProviders(
      <OrderDetail
        order={parsedOrder({ id: 'o2', status: 'complete', startsIn: -30, phone })}
        now={new Date(NOW)}
      />,
    );
    expect(screen.getAllByText('(41) 99999-8888')).toHaveLength(1);
  });

  it('books again with the same professional and address through the scheduler', () => {
    renderWithProviders(
      <OrderDetail
        order={parsedOrder({ id: 'o1', status: 'complete', startsIn: -30 })}
        now={new Date(NOW)}
      />,
    );
    expect(screen.getByRole('link', { name: 'agendar novamente com Rosa' }).getAttribute('href')).toBe(
      '/limpeza?endereco=a1&nome=Rosa+Lima',
    );
  });

  it('links to the subscriptions and to its cycle when the order belongs to a subscription', () => {
    const cycle = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    renderWithProviders(
      <OrderDetail
        order={parsedOrder({ id: 'o1', status: 'paid', startsIn: 50, cycleId: cycle, subscriptionId: 's1' })}
        now={new Date(NOW)}
      />,
    );
    expect(screen.getByRole('link', { name: 'ver assinatura' }).getAttribute('href')).toBe('/assinaturas');
    expect(screen.getByRole('link', { name: 'ver ciclo' }).getAttribute('href')).toBe(`/${cycle}`);
  });

  it('has no subscription link for a one-off order', () => {
    renderWithProviders(
      <OrderDetail order={parsedOrder({ id: 'o1', status: 'paid', startsIn: 50 })} now={new Date(NOW)} />,
    );
    expect(screen.queryByRole('link', { name: 'ver assinatura' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ver ciclo' })).toBeNull();
  });
});
