import { messages } from '@brilho/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { AddressesCard } from './AddressesCard';
import {
  ADDRESSES_DOCUMENT,
  type FakeRequest,
  type FakeResponse,
  mockApi,
  renderWithProviders,
} from './testing';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => vi.unstubAllGlobals());

function withAddresses(other: (request: FakeRequest) => FakeResponse | undefined = () => undefined) {
  return mockApi((request) =>
    request.method === 'GET' && request.path === '/addresses' ? { body: ADDRESSES_DOCUMENT } : other(request),
  );
}

async function removeCasa(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'remover endereço Casa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remover endereço' });
  await user.click(within(dialog).getByRole('button', { name: 'remover endereço' }));
}

describe("the profile's addresses card", () => {
  it("lists the addresses under 'Endereços' and flags the closed city", async () => {
    withAddresses();
    renderWithProviders(<AddressesCard />);
    expect(screen.getByRole('heading', { name: 'Endereços' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Seus endereços' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).queryByText(messages.places.closedCity)).toBeNull();
    expect(within(items[1]!).getByText(messages.places.closedCity)).toBeTruthy();
  });

  it("shows the API's detail when a delete is refused (409: address in use)", async () => {
    withAddresses((request) =>
      request.method === 'DELETE'
        ? {
            status: 409,
            body: {
              errors: [{ status: '409', title: 'Conflito', detail: messages.places.addressInUse }],
            },
          }
        : undefined,
    );
    renderWithProviders(<AddressesCard />);
    const user = userEvent.setup();
    await removeCasa(user);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: messages.places.addressInUse }),
    );
  });

  it('falls back to our text when a delete fails without an answer', async () => {
    withAddresses((request) =>
      request.method === 'DELETE'
        ? { status: 500, body: { errors: [{ title: 'x', detail: 'ref 1' }] } }
        : undefined,
    );
    renderWithProviders(<AddressesCard />);
    await removeCasa(userEvent.setup());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: messages.places.addressDeleteFailed }),
    );
  });

  it('removes an address after the confirmation', async () => {
    const { calls } = withAddresses((request) => (request.method === 'DELETE' ? { status: 204 } : undefined));
    renderWithProviders(<AddressesCard />);
    await removeCasa(userEvent.setup());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: messages.places.addressDeleted }),
    );
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/addresses/a1')).toBe(true);
    // The list is asked again.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path === '/addresses')).toHaveLength(2),
    );
  });

  it('edits name, complement and reference', async () => {
    const { calls } = withAddresses((request) =>
      request.method === 'PATCH' ? { body: { data: ADDRESSES_DOCUMENT.data[0] } } : undefined,
    );
    renderWithProviders(<AddressesCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'editar endereço Casa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar endereço' });
    const name = within(dialog).getByLabelText('Nome do endereço');
    await user.clear(name);
    await user.type(name, 'C');
    await user.click(within(dialog).getByRole('button', { name: 'salvar alterações' }));
    expect(await within(dialog).findByText('Deve ter ao menos 2 caracteres')).toBeTruthy();
    await user.type(name, 'asa nova');
    await user.click(within(dialog).getByRole('button', { name: 'salvar alterações' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: messages.places.addressUpdated }),
    );
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/addresses/a1');
    expect(patch?.body).toEqual({
      data: {
        type: 'addresses',
        id: 'a1',
        attributes: { name: 'Casa nova', complement: 'apto 12', reference: null },
      },
    });
  });

  it('toasts a failed edit', async () => {
    withAddresses((request) =>
      request.method === 'PATCH' ? { status: 500, body: { errors: [{ title: 'x' }] } } : undefined,
    );
    renderWithProviders(<AddressesCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'editar endereço Casa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar endereço' });
    await user.click(within(dialog).getByRole('button', { name: 'salvar alterações' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: messages.places.addressUpdateFailed }),
    );
  });
});
