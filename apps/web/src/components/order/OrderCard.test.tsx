import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOW, type OrderFixture, parsedOrder } from '../../features/orders/testing';
import { renderWithProviders } from '../address/testing';
import { OrderCard } from './OrderCard';

const now = new Date(NOW);

function card(fixture: OrderFixture) {
  renderWithProviders(<OrderCard order={parsedOrder(fixture)} now={now} />);
  return screen.getAllByRole('article').at(-1) as HTMLElement;
}

describe('an order card', () => {
  it('shows the professional, the completed count and the day of the cleaning', () => {
    const article = card({
      id: 'o1',
      status: 'paid',
      startsIn: 50,
      professional: { first: 'Rosa Maria', last: 'Lima', completed: 3 },
    });
    expect(within(article).getByText('Rosa')).toBeTruthy();
    expect(within(article).getByText('< 5 limpezas realizadas')).toBeTruthy();
    // 50 h after Monday 09:00 is Wednesday 11:00 in São Paulo.
    expect(within(article).getByText(/04\/03\/2026/)).toBeTruthy();
    expect(within(article).getByText(/quarta-feira/)).toBeTruthy();
    expect(within(article).getByText('3 horas')).toBeTruthy();
    expect(within(article).getByText('Casa')).toBeTruthy();
  });

  it.each<[string, OrderFixture, string]>([
    ['a cleaning going on', { id: 'o', status: 'provisioning', startsIn: -1 }, 'EM ANDAMENTO'],
    ['a paid cleaning ahead', { id: 'o', status: 'paid', startsIn: 50 }, 'LIMPEZA EM 2 DIAS'],
    ['a paid cleaning whose time passed', { id: 'o', status: 'paid', startsIn: -5 }, 'FALAR COM SUPORTE'],
    [
      'a boleto waiting to be paid',
      {
        id: 'o',
        status: 'waiting_payment',
        startsIn: 72,
        payments: [{ status: 'waiting', funding_type: 'boletos' }],
      },
      'AGUARDANDO CONFIRMAÇÃO',
    ],
    [
      'an order in its payment window',
      { id: 'o', status: 'scheduled', startsIn: 72, createdMinutesAgo: 5 },
      'TEMPO RESTANTE 15:00',
    ],
    [
      'an order whose window ended',
      { id: 'o', status: 'scheduled', startsIn: 72, createdMinutesAgo: 25 },
      'CANCELADO',
    ],
    ['a cancelled order', { id: 'o', status: 'cancelled', startsIn: 72 }, 'CANCELADO'],
    ['a finished cleaning', { id: 'o', status: 'complete', startsIn: -30 }, 'CONCLUÍDO'],
  ])('labels %s', (_name, fixture, label) => {
    expect(within(card(fixture)).getByText(label)).toBeTruthy();
  });

  it('shows the progress with start and estimated end while the cleaning goes on', () => {
    const article = card({ id: 'o1', status: 'provisioning', startsIn: -1, duration: 4 });
    const bar = within(article).getByRole('progressbar', { name: 'Andamento da limpeza' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(article).getByText('08:00')).toBeTruthy();
    expect(within(article).getByText('12:00')).toBeTruthy();
    expect(within(article).getByText(/horários são aproximados/)).toBeTruthy();
  });

  it('warns to contact support when a paid cleaning is past and not performed', () => {
    const article = card({ id: 'o1', status: 'paid', startsIn: -5 });
    expect(within(article).getByText(/Entre em contato com o nosso suporte/)).toBeTruthy();
    expect(within(card({ id: 'o2', status: 'paid', startsIn: 5 })).queryByText(/nosso suporte/)).toBeNull();
  });

  it("offers 'finalizar pagamento' while payable and 'ver pedido' otherwise", () => {
    const payable = card({ id: 'o1', status: 'scheduled', startsIn: 72, createdMinutesAgo: 5 });
    expect(within(payable).getByRole('link', { name: 'finalizar pagamento' }).getAttribute('href')).toBe(
      '/checkout/pedidos/o1',
    );
    const paid = card({ id: 'o2', status: 'paid', startsIn: 72 });
    expect(within(paid).getByRole('link', { name: 'ver pedido' }).getAttribute('href')).toBe('/pedidos/o2');
  });
});
