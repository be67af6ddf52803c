import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeResponse, mockApi, renderWithProviders } from '../../components/address/testing';
import { SubscriptionsPage } from './SubscriptionsPage';
import { CLOCK, cycleId, type SubscriptionFixture, subscriptionsDocument } from './testing';

afterEach(() => vi.unstubAllGlobals());

function api(answer: () => FakeResponse) {
  return mockApi((request) => {
    if (request.path === '/what-time-is-it') return CLOCK;
    if (request.path === '/subscriptions') return answer();
    return undefined;
  });
}

const ACTIVE: SubscriptionFixture = {
  id: 's-active',
  status: 'active',
  name: 'Limpeza quinzenal — Casa',
  cycles: [
    { id: cycleId(2), status: 'paid', month: '2026-02' },
    { id: cycleId(4), status: 'created_on_gateway', month: '2026-04', payable: true },
    { id: cycleId(3), status: 'paid', month: '2026-03' },
  ],
};

describe('the subscriptions page', () => {
  it('shows each subscription with its chip, duration, professional and cycles, sorted by state', async () => {
    const { calls } = api(() => ({
      body: subscriptionsDocument([
        { id: 's-cancelled', status: 'cancelled', name: 'Limpeza semanal — Escritório' },
        { id: 's-requested', status: 'requested', name: 'Limpeza mensal — Praia' },
        ACTIVE,
      ]),
    }));
    renderWithProviders(<SubscriptionsPage />);
    const cards = await screen.findAllByTestId('subscription-card');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Limpeza quinzenal — Casa',
      'Limpeza mensal — Praia',
      'Limpeza semanal — Escritório',
    ]);
    const active = within(cards[0]!);
    expect(active.getByText('Ativa')).toBeTruthy();
    expect(active.getByText('3 horas')).toBeTruthy();
    expect(active.getByText('Maria Souza')).toBeTruthy();
    // March (paid, this month) and April (open for payment), by start date; February behind the toggle.
    const rows = active.getAllByTestId('cycle-row').slice(0, 2);
    const cycleLink = (row: HTMLElement) => within(row).getByRole('link', { name: /^Ciclo de/ });
    expect(rows.map((row) => cycleLink(row).textContent)).toEqual([
      'Ciclo de Março de 2026',
      'Ciclo de Abril de 2026',
    ]);
    expect(cycleLink(rows[0]!).getAttribute('href')).toBe(`/${cycleId(3)}`);
    expect(within(rows[1]!).getByRole('link', { name: /pagar/ }).getAttribute('href')).toBe(
      `/checkout/assinaturas/${cycleId(4)}`,
    );
    expect(within(rows[0]!).queryByRole('link', { name: /pagar/ })).toBeNull();
    await userEvent.click(active.getByRole('button', { name: 'ver ciclos anteriores e cancelados (1)' }));
    expect(active.getByRole('link', { name: 'Ciclo de Fevereiro de 2026' })).toBeTruthy();
    expect(within(cards[1]!).getByText('Não há ciclos à serem mostrados nessa assinatura.')).toBeTruthy();
    const list = calls.find((call) => call.path === '/subscriptions')!;
    expect(list.url.searchParams.get('include')).toBe(
      'cycles,professional.account,professional.account.profile',
    );
    expect(list.url.searchParams.get('sort')).toBe('-starts_at');
    expect(list.url.searchParams.get('page[number]')).toBe('1');
  });

  it('promotes subscriptions when there is none: benefits, yearly savings and the way in', async () => {
    api(() => ({ body: subscriptionsDocument([]) }));
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByRole('heading', { name: 'Você ainda não tem assinaturas' })).toBeTruthy();
    expect(screen.getByText('R$ 520,00 por ano')).toBeTruthy();
    expect(screen.getByText('R$ 208,00 por ano')).toBeTruthy();
    expect(screen.getByText('R$ 72,00 por ano')).toBeTruthy();
    expect(screen.getByText(/Sem fidelidade/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'agendar uma limpeza' }).getAttribute('href')).toBe('/limpeza');
  });

  it("says 'Ocorreu um erro ao listar as assinaturas!' and tries again on request", async () => {
    let fail = true;
    api(() =>
      fail
        ? { status: 500, body: { errors: [{ title: 'Erro' }] } }
        : { body: subscriptionsDocument([ACTIVE]) },
    );
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByText('Ocorreu um erro ao listar as assinaturas!')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'tentar novamente' }));
    expect(await screen.findByText('Limpeza quinzenal — Casa')).toBeTruthy();
  });

  it("loads the next page with 'carregar mais'", async () => {
    const { calls } = mockApi((request) => {
      if (request.path === '/what-time-is-it') return CLOCK;
      if (request.path !== '/subscriptions') return undefined;
      const page = request.url.searchParams.get('page[number]');
      return {
        body: subscriptionsDocument(
          [{ id: `s-page-${page}`, status: 'active', name: `Assinatura ${page}` }],
          { page_count: 2, record_count: 2 },
        ),
      };
    });
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByText('Assinatura 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'carregar mais' }));
    expect(await screen.findByText('Assinatura 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'carregar mais' })).toBeNull();
    expect(calls.filter((call) => call.path === '/subscriptions')).toHaveLength(2);
  });
});
