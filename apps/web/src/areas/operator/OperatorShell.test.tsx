import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TopMenu } from '../../app/layout/TopMenu';
import { apiDocument } from '../../lib/api/client';
import { OperatorShell } from './OperatorShell';
import { answer, customer, operator, renderAt } from './testing';

vi.mock('../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api/client')>()),
  apiDocument: vi.fn(),
  apiRequest: vi.fn(),
}));

const api = vi.mocked(apiDocument);
const openConsole = (path: string, user = operator) =>
  renderAt(<OperatorShell />, { path, pattern: '/operador/*', user });

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(((path: string) =>
    path === '/operator/dashboard'
      ? answer({ data: { id: 'today', type: 'operator-dashboards', attributes: PAINEL } })
      : answer({ data: [], meta: { page_count: 1 } })) as typeof apiDocument);
});

/** The Painel's figures, as GET /operator/dashboard answers them. */
const PAINEL = {
  date: '2026-11-23',
  orders_today: {},
  orders_created_today: 0,
  open_tickets: { total: 0, under_24h: 0, from_24h_to_72h: 0, over_72h: 0 },
  payments_waiting: { boletos: 0, boletos_cents: 0, in_analysis: 0, in_analysis_cents: 0 },
};

describe('the operator console', () => {
  it('tells a signed-in user who is not an operator that the area is not theirs, and asks the API nothing', async () => {
    openConsole('/operador/estados', customer);
    expect(screen.getByRole('heading', { level: 1, name: 'Console do operador' })).toBeTruthy();
    expect(screen.getByText('Você não tem acesso a esta área.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menu do operador' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Estados' })).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('opens on the Painel, with the menu marking where the operator is', async () => {
    const { router } = openConsole('/operador');
    await waitFor(() => expect(router.state.location.pathname).toBe('/operador/painel'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Painel' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Menu do operador' });
    const links = [...menu.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links[0]).toEqual(['Painel', '/operador/painel']);
    expect(links).toContainEqual(['Pedidos', '/operador/pedidos']);
    expect(links).toContainEqual(['Chamados', '/operador/chamados']);
    expect(links).toContainEqual(['Cidades', '/operador/cidades']);
    expect(links.at(-1)).toEqual(['Registro', '/operador/registro']);
    expect(screen.getByRole('link', { name: 'Painel' }).getAttribute('aria-current')).toBe('page');
    // The first Tab jumps over the header and the menu to the screen itself.
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    const target = document.getElementById(skip.getAttribute('href')!.slice(1));
    expect(target?.contains(screen.getByRole('heading', { level: 2, name: 'Painel' }))).toBe(true);
  });

  it("marks 'Bairros' on a city's districts", async () => {
    openConsole('/operador/cidades/7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bairros da cidade' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bairros' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Cidades' }).getAttribute('aria-current')).toBeNull();
  });

  it('says an unknown console address does not exist', async () => {
    openConsole('/operador/nada-aqui');
    expect(await screen.findByRole('heading', { name: 'Página inexistente!' })).toBeTruthy();
  });
});

describe("the top menu's console link", () => {
  it('shows Operador to operators only', () => {
    const { unmount } = renderAt(<TopMenu user={operator} />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Operador' }).getAttribute('href')).toBe('/operador');
    unmount();
    renderAt(<TopMenu user={customer} />, { path: '/', user: customer });
    expect(screen.getByRole('link', { name: 'agendar limpezas' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Operador' })).toBeNull();
  });
});
