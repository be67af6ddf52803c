import { messages } from '@brilho/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESSES_DOCUMENT, mockApi, renderWithProviders } from '../../components/address/testing';
import { notify } from '../../lib/notify';
import { PurchaseFlowPage } from './PurchaseFlowPage';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

function Search() {
  return <output aria-label="busca">{useLocation().search}</output>;
}

function open(route: string) {
  renderWithProviders(
    <>
      <PurchaseFlowPage />
      <Search />
    </>,
    { route },
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.mocked(notify).mockClear();
  mockApi((request) => (request.path === '/addresses' ? { body: ADDRESSES_DOCUMENT } : undefined));
});
afterEach(() => vi.unstubAllGlobals());

describe("the scheduler's beginning view", () => {
  it('asks where to clean and keeps the chosen address in ?endereco', async () => {
    const user = open('/limpeza');
    expect(screen.getByRole('heading', { level: 1, name: 'Agende a sua próxima limpeza' })).toBeTruthy();
    expect(screen.getByText(messages.dashboard.question)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'selecionar o local da limpeza' }));
    await user.click(await screen.findByRole('button', { name: /^Casa/ }));
    expect(await screen.findByRole('heading', { name: 'Local da limpeza' })).toBeTruthy();
    expect(await screen.findByText('Quando vamos limpar?')).toBeTruthy();
    expect(screen.getByLabelText('busca').textContent).toBe('?endereco=a1');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'trocar endereço' }));
    expect(await screen.findByRole('dialog', { name: messages.places.pickerTitle })).toBeTruthy();
  });

  it('shows the address of the URL after a reload', async () => {
    open('/limpeza?endereco=a1');
    expect(await screen.findByRole('heading', { name: 'Local da limpeza' })).toBeTruthy();
    expect(screen.getByText('Rua Comendador Araújo, 100')).toBeTruthy();
  });

  it('drops an unknown or closed-city address from the URL', async () => {
    open('/limpeza?endereco=a2');
    await waitFor(() => expect(screen.getByLabelText('busca').textContent).toBe(''));
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: messages.places.closedCity });
    expect(screen.getByRole('button', { name: 'selecionar o local da limpeza' })).toBeTruthy();
  });
});
