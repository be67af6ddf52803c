import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/queryClient';
import { CURRENT_USER_KEY, type CurrentUser, sessionToken } from '../lib/session';
import { Providers } from './providers';
import { buildRoutes } from './router';

const ana: CurrentUser = {
  id: 'a1',
  type: 'accounts',
  email: 'ana@exemplo.com',
  status: 'active',
  first_name: 'Ana',
  last_name: 'Souza',
  accountable_type: 'Physical',
  role: 'customer',
  answered_current_terms: true,
} as CurrentUser;

function open(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

function signIn(user: CurrentUser) {
  sessionToken.set('token-da-ana');
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

beforeEach(() => {
  // The account channel of a signed-in user; no real socket in tests.
  vi.stubGlobal(
    'WebSocket',
    class {
      send() {}
      close() {}
    },
  );
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('no network in tests')));
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  queryClient.clear();
});

describe('the app shell', () => {
  it.each(['/unknown', '/esse/caminho/nao/existe'])("shows 'Página inexistente!' for %s", async (path) => {
    open(path);
    expect(await screen.findByRole('heading', { name: 'Página inexistente!' })).toBeTruthy();
    expect(document.title).toBe('Brilho - Página inexistente');
  });

  it('shows no menu without a user, but the footer with the terms link', async () => {
    open('/unknown');
    await screen.findByRole('heading', { name: 'Página inexistente!' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('link', { name: 'agendar limpezas' })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Brilho`);
    expect(screen.getByRole('link', { name: 'Termos de uso' }).getAttribute('href')).toBe(
      '/termos-de-uso?leitura',
    );
  });

  it('shows the top menu and the mobile menu button when a user exists', async () => {
    signIn(ana);
    open('/pedidos');
    expect(await screen.findByRole('heading', { name: 'Minhas limpezas' })).toBeTruthy();
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'agendar limpezas' }).getAttribute('href')).toBe('/limpeza');
    expect(screen.getByRole('button', { name: 'minhas limpezas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'regras e infos' }).getAttribute('href')).toBe('/ajuda');
    expect(screen.getByRole('link', { name: 'Painel' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'AS - menu da conta' })).toBeTruthy();
    // The burger is there too, hidden by CSS on wide screens (the test window is 1024 px).
    expect(screen.getByLabelText('Abrir menu').tagName).toBe('BUTTON');
    expect(document.title).toBe('Brilho - Minhas limpezas');
  });

  it('hides navbar and footer on the mobile checkout', async () => {
    signIn(ana);
    open('/checkout/mobile/pedidos/9');
    // The checkout itself (its order cannot load here: no network in these tests).
    expect(await screen.findByText(/Carregando o pedido|Ocorreu um erro ao buscar o pedido/)).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('sends a visitor to login, passing the attempted route along', async () => {
    const router = open('/pedidos/7?aba=pagamentos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/pedidos/7?aba=pagamentos');
  });

  it('redirects /pesquisa to purchase-flow (a visitor then lands on sign-up)', async () => {
    const router = open('/pesquisa');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastre-se'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/limpeza');
  });

  it('redirects /checkout/{id} to the order checkout', async () => {
    signIn(ana);
    const router = open('/checkout/42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/pedidos/42'));
  });

  it('sends a user with unanswered terms to the terms page', async () => {
    signIn({ ...ana, answered_current_terms: false });
    const router = open('/pedidos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/termos-de-uso'));
  });

  it('opens the operator area in its own shell, without the customer menu', async () => {
    signIn(ana);
    open('/operador/profissionais');
    expect(await screen.findByRole('heading', { name: 'Console do operador' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'agendar limpezas' })).toBeNull();
  });
});
