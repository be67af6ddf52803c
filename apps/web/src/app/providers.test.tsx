import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, TOAST_LIMIT } from '../lib/notify';
import { Providers } from './providers';

/**
 * At most TOAST_LIMIT toasts at once (three stacked on a phone hid 'SEU BOLETO ESTÁ PRONTO!'); the
 * rest wait their turn and show as the earlier ones leave.
 */

afterEach(async () => {
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
});

const toasts = () =>
  screen.queryAllByRole('status').filter((node) => node.closest('.mantine-Notifications-root'));

describe('toasts', () => {
  // First in this file: the container, once wanted, stays for the page's life.
  it('mounts no toast container until the first toast, which then shows', async () => {
    render(
      <Providers>
        <h1>Painel</h1>
      </Providers>,
    );
    await screen.findByRole('heading', { name: 'Painel' });
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    notify({ message: 'Primeiro aviso', durationMs: 60_000 });
    expect(await screen.findByText('Primeiro aviso')).toBeTruthy();
  });

  it(`shows at most ${TOAST_LIMIT} at once and the next one when one is closed`, async () => {
    render(
      <Providers>
        <h1>SEU BOLETO ESTÁ PRONTO!</h1>
      </Providers>,
    );
    notify({ message: 'Primeiro aviso', durationMs: 60_000 });
    notify({ message: 'Segundo aviso', durationMs: 60_000 });
    notify({ message: 'Terceiro aviso', durationMs: 60_000 });
    expect(await screen.findByText('Segundo aviso')).toBeTruthy();
    expect(screen.getByText('Primeiro aviso')).toBeTruthy();
    expect(TOAST_LIMIT).toBeLessThanOrEqual(3);
    // The third waits in the queue: never more than the limit on screen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Terceiro aviso')).toBeNull();
    expect(toasts()).toHaveLength(TOAST_LIMIT);

    const first = screen.getByText('Primeiro aviso').closest<HTMLElement>('[role="status"]')!;
    await userEvent.click(within(first).getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('Terceiro aviso')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Primeiro aviso')).toBeNull());
    expect(toasts().length).toBeLessThanOrEqual(TOAST_LIMIT);
    expect(screen.getByRole('heading', { name: 'SEU BOLETO ESTÁ PRONTO!' })).toBeTruthy();
  });
});
