import { messages } from '@brilho/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressPickerModal } from './AddressPickerModal';
import { ADDRESSES_DOCUMENT, mockApi, renderWithProviders } from './testing';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

function open() {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<AddressPickerModal opened onClose={onClose} onSelect={onSelect} />);
  return { onSelect, onClose, user: userEvent.setup() };
}

describe('the address picker', () => {
  it('has the title and shows the loading text while the addresses come', async () => {
    const { calls } = mockApi(() => new Promise(() => {}));
    open();
    // The dialog's code loads on its first opening (LazyModal): it shows once that chunk has arrived.
    expect(await screen.findByRole('dialog', { name: messages.places.pickerTitle })).toBeTruthy();
    expect(await screen.findByText(messages.places.loadingAddresses)).toBeTruthy();
    const list = calls.find((c) => c.path === '/addresses');
    expect(list?.url.searchParams.get('include')).toBe('district.city.state.country,district.pricing');
    expect(list?.url.searchParams.get('page[size]')).toBe('25');
  });

  it('says when there is no address yet, and offers to add one', async () => {
    mockApi(() => ({ body: { data: [], meta: { page_count: 1, record_count: 0 } } }));
    const { user } = open();
    expect(await screen.findByText(messages.places.noAddresses)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'adicionar novo endereço' }));
    expect(await screen.findByRole('dialog', { name: 'Novo endereço' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: messages.places.pickerTitle })).toBeNull();
  });

  it('says when the addresses could not be loaded', async () => {
    mockApi(() => ({ status: 500, body: { errors: [{ title: 'erro' }] } }));
    open();
    expect(await screen.findByText(messages.places.addressesLoadFailed)).toBeTruthy();
  });

  it('selects a served address; a closed city is flagged and not selectable', async () => {
    mockApi((request) => (request.path === '/addresses' ? { body: ADDRESSES_DOCUMENT } : undefined));
    const { user, onSelect } = open();
    const casa = await screen.findByRole('button', { name: /^Casa/ });
    expect(casa.textContent).toContain('Rua Comendador Araújo, 100');
    expect(casa.textContent).toContain('apto 12');
    expect(casa.textContent).toContain('Batel – Curitiba/PR');
    const antiga = screen.getByRole('button', { name: /^Antiga/ }) as HTMLButtonElement;
    expect(antiga.disabled).toBe(true);
    expect(antiga.getAttribute('aria-disabled')).toBe('true');
    expect(within(antiga).getByText(messages.places.closedCity)).toBeTruthy();
    expect(within(casa).queryByText(messages.places.closedCity)).toBeNull();

    await user.click(antiga);
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(casa);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1', name: 'Casa' }));
  });

  it('opens the edit modal from an address', async () => {
    mockApi((request) => (request.path === '/addresses' ? { body: ADDRESSES_DOCUMENT } : undefined));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'editar endereço Casa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar endereço' });
    expect((within(dialog).getByLabelText('Nome do endereço') as HTMLInputElement).value).toBe('Casa');
    await user.click(within(dialog).getByRole('button', { name: 'cancelar' }));
    expect(await screen.findByRole('dialog', { name: messages.places.pickerTitle })).toBeTruthy();
  });
});
