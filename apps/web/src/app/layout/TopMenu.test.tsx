import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY, type CurrentUser } from '../../lib/session';
import { theme } from '../theme';
import { TopMenu } from './TopMenu';

const customer = {
  id: 'c1',
  type: 'accounts',
  email: 'cliente@brilho.test',
  status: 'active',
  first_name: 'Ana',
  last_name: 'Souza',
  accountable_type: 'Physical',
  role: 'customer',
  answered_current_terms: true,
} as CurrentUser;

/** A screen `width` wide: Mantine's media queries answer as the browser would. */
function renderAtWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: Number(/min-width:\s*([\d.]+)em/.exec(query)?.[1] ?? Infinity) * 16 <= width,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(CURRENT_USER_KEY, customer);
  const router = createMemoryRouter([{ path: '*', element: <TopMenu user={customer} /> }]);
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the top menu', () => {
  it('opens the account menu on a computer', async () => {
    renderAtWidth(1280);
    // The dropdowns' chunk arrives after the first screen; the button then opens a menu.
    const target = await screen.findByRole('button', { name: 'AS - menu da conta', expanded: false });
    await userEvent.click(target);
    expect(await screen.findByText('cliente@brilho.test')).toBeTruthy();
  });

  it("on a phone shows the hidden row's buttons alone (their dropdowns are not loaded) and the drawer's burger", () => {
    renderAtWidth(390);
    expect(screen.getByRole('button', { name: 'AS - menu da conta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'minhas limpezas' })).toBeTruthy();
    expect(screen.getByLabelText('Abrir menu').tagName).toBe('BUTTON');
    expect(
      screen.getByRole('button', { name: 'AS - menu da conta' }).getAttribute('aria-haspopup'),
    ).toBeNull();
  });
});
