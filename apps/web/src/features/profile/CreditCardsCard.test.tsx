import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeRequest,
  type FakeResponse,
  mockApi,
  renderWithProviders,
} from '../../components/address/testing';
import { notify } from '../../lib/notify';
import { storedCard } from '../checkout/testing';
import { CreditCardsCard } from './CreditCardsCard';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => vi.unstubAllGlobals());

const CARDS = { data: [storedCard('c1', '1111', 'Cartão da casa'), storedCard('c2', '4242')] };

function withCards(other: (request: FakeRequest) => FakeResponse | undefined = () => undefined) {
  return mockApi((request) =>
    request.method === 'GET' && request.path === '/credit-cards' ? { body: CARDS } : other(request),
  );
}

const user = () => userEvent.setup({ delay: null });

describe("the profile's credit cards card", () => {
  it("lists the saved cards under 'Cartões de Crédito': brand, last digits and name", async () => {
    withCards();
    renderWithProviders(<CreditCardsCard />);
    expect(screen.getByRole('heading', { name: 'Cartões de Crédito' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Seus cartões' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Visa •••• 1111')).toBeTruthy();
    expect(within(items[0]!).getByText('Cartão da casa')).toBeTruthy();
    expect(within(items[1]!).getByText('Visa •••• 4242')).toBeTruthy();
  });

  it('says so when there are no saved cards', async () => {
    mockApi((request) => (request.path === '/credit-cards' ? { body: { data: [] } } : undefined));
    renderWithProviders(<CreditCardsCard />);
    expect(await screen.findByText('Não encontramos cartões de crédito salvos...')).toBeTruthy();
  });

  it('shows the error with a retry button that asks again', async () => {
    let fail = true;
    const { calls } = mockApi((request) =>
      request.path === '/credit-cards'
        ? fail
          ? { status: 500, body: { errors: [{ title: 'x' }] } }
          : { body: CARDS }
        : undefined,
    );
    renderWithProviders(<CreditCardsCard />);
    expect(await screen.findByText('Ocorreu um erro ao buscar os cartões salvos.')).toBeTruthy();
    fail = false;
    await user().click(screen.getByRole('button', { name: 'tentar novamente' }));
    expect(await screen.findByText('Visa •••• 1111')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/credit-cards')).toHaveLength(2);
  });

  it('renames a card, refusing a name of 25 characters', async () => {
    const { calls } = withCards((request) =>
      request.method === 'PATCH' ? { body: { data: CARDS.data[0] } } : undefined,
    );
    renderWithProviders(<CreditCardsCard />);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'renomear cartão Visa •••• 1111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renomear cartão' });
    const field = within(dialog).getByLabelText('Nome do cartão') as HTMLInputElement;
    expect(field.value).toBe('Cartão da casa');
    await u.clear(field);
    await u.click(field);
    await u.paste('x'.repeat(25));
    await u.click(within(dialog).getByRole('button', { name: 'salvar nome' }));
    expect(await within(dialog).findByText('O nome do cartão deve ter no máximo 24 caracteres')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await u.clear(field);
    await u.click(field);
    await u.paste('  Cartão do escritório ');
    await u.click(within(dialog).getByRole('button', { name: 'salvar nome' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Cartão renomeado com sucesso!' }),
    );
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/credit-cards/c1',
      body: { data: { type: 'credit-cards', id: 'c1', attributes: { name: 'Cartão do escritório' } } },
    });
  });

  it('toasts a failed rename', async () => {
    withCards((request) =>
      request.method === 'PATCH' ? { status: 500, body: { errors: [{ title: 'x' }] } } : undefined,
    );
    renderWithProviders(<CreditCardsCard />);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'renomear cartão Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renomear cartão' });
    await u.click(within(dialog).getByRole('button', { name: 'salvar nome' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        message: 'Ocorreu um erro ao renomear o cartão...',
      }),
    );
  });

  it('removes a card after the confirmation and asks for the list again', async () => {
    const { calls } = withCards((request) => (request.method === 'POST' ? { status: 204 } : undefined));
    renderWithProviders(<CreditCardsCard />);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'remover cartão Visa •••• 1111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover cartão' });
    await u.click(within(dialog).getByRole('button', { name: 'remover cartão' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Cartão removido com sucesso!' }),
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/credit-cards/c1/clear')).toBe(true);
    await waitFor(() => expect(calls.filter((c) => c.path === '/credit-cards')).toHaveLength(2));
  });

  it('toasts a failed removal', async () => {
    withCards((request) =>
      request.method === 'POST' ? { status: 500, body: { errors: [{ title: 'x' }] } } : undefined,
    );
    renderWithProviders(<CreditCardsCard />);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'remover cartão Visa •••• 1111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover cartão' });
    await u.click(within(dialog).getByRole('button', { name: 'remover cartão' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        message: 'Ocorreu um erro ao removermos o cartão...',
      }),
    );
  });
});
