import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../components/address/testing';
import { OrderHistoryPage } from './OrderHistoryPage';
import { CLOCK, type OrderFixture, ordersDocument } from './testing';

/** The viewport as `matchMedia` reports it: at least 992 px wide, or not. */
function viewport(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width: 992px'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

const page = (number: number, count: number): OrderFixture[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${number}-o${index}`,
    status: 'complete',
    startsIn: -24 * (index + 1),
    professional: { first: `Prof${number}x${index}`, last: 'Lima', completed: 9 },
  }));

function api(pages: OrderFixture[][]) {
  return mockApi((request) => {
    if (request.path === '/what-time-is-it') return CLOCK;
    if (request.path !== '/orders') return undefined;
    const number = Number(request.url.searchParams.get('page[number]'));
    return {
      body: ordersDocument(pages[number - 1] ?? [], {
        page_count: pages.length,
        record_count: pages.flat().length,
      }),
    };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the order history', () => {
  it('lists the orders in a table from 992 px, newest first, 25 a page', async () => {
    viewport(true);
    const { calls } = api([page(1, 2)]);
    renderWithProviders(<OrderHistoryPage />, { route: '/pedidos' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Profissional', 'Data e duração', 'Endereço', 'Status', 'Ação']);
    expect(within(table).getAllByTestId('order-row')).toHaveLength(2);
    expect(within(table).getAllByText('CONCLUÍDO')).toHaveLength(2);
    expect(screen.queryByTestId('order-card')).toBeNull();
    const query = calls.find((call) => call.path === '/orders')!.url.searchParams;
    expect(query.get('page[size]')).toBe('25');
    expect(query.get('sort')).toBe('-created_at');
    expect(query.get('include')).toContain('professional.account');
  });

  it('pages the table', async () => {
    viewport(true);
    const { calls } = api([page(1, 25), page(2, 3)]);
    renderWithProviders(<OrderHistoryPage />, { route: '/pedidos' });
    expect(await screen.findAllByTestId('order-row')).toHaveLength(25);
    await userEvent.setup().click(screen.getByRole('button', { name: 'página 2' }));
    expect(await screen.findByText('Prof2x0')).toBeTruthy();
    expect(screen.getAllByTestId('order-row')).toHaveLength(3);
    expect(
      calls
        .filter((call) => call.path === '/orders')
        .at(-1)!
        .url.searchParams.get('page[number]'),
    ).toBe('2');
  });

  it("shows cards below 992 px and loads the next 25 with 'carregar mais'", async () => {
    viewport(false);
    api([page(1, 25), page(2, 3)]);
    renderWithProviders(<OrderHistoryPage />, { route: '/pedidos' });
    expect(await screen.findAllByTestId('order-card')).toHaveLength(25);
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'carregar mais' }));
    expect(await screen.findByText('Prof2x2')).toBeTruthy();
    expect(screen.getAllByTestId('order-card')).toHaveLength(28);
    expect(screen.queryByRole('button', { name: 'carregar mais' })).toBeNull();
  });

  it('offers a new order, and a professional search when there are no orders yet', async () => {
    viewport(false);
    api([[]]);
    renderWithProviders(<OrderHistoryPage />, { route: '/pedidos' });
    expect(await screen.findByRole('link', { name: 'encontrar um profissional' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'fazer novo pedido' }).getAttribute('href')).toBe('/limpeza');
  });

  it('says so when the orders cannot be listed', async () => {
    viewport(true);
    mockApi((request) =>
      request.path === '/what-time-is-it' ? CLOCK : { status: 500, body: { errors: [{ title: 'Erro' }] } },
    );
    renderWithProviders(<OrderHistoryPage />, { route: '/pedidos' });
    expect((await screen.findByRole('alert')).textContent).toContain('Ocorreu um erro ao listar os pedidos!');
  });
});
