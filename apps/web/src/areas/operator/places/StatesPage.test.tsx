import { messages } from '@brilho/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDocument } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { answer, renderAt, unprocessable } from '../testing';
import { StatesPage } from './StatesPage';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
  apiRequest: vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const api = vi.mocked(apiDocument);

const page = (number: number) => ({
  data: [
    {
      id: String(number),
      type: 'states',
      attributes: { display_name: number === 1 ? 'Paraná' : 'São Paulo', code: number === 1 ? 'PR' : 'SP' },
      relationships: { country: { data: { type: 'countries', id: 'br' } } },
    },
  ],
  included: [{ id: 'br', type: 'countries', attributes: { display_name: 'Brasil', code: 'BRA' } }],
  meta: { page_count: 2, record_count: 26 },
});

beforeEach(() => {
  api.mockReset();
  vi.mocked(notify).mockReset();
});

describe('the states screen', () => {
  it('lists a page of states with their country and pages through them', async () => {
    api.mockImplementation(((path: string) =>
      answer(page(path.includes('page[number]=2') ? 2 : 1))) as typeof apiDocument);
    const user = userEvent.setup();
    const { router } = renderAt(<StatesPage />, { path: '/operador/estados' });
    const row = (await screen.findByText('Paraná')).closest('tr')!;
    expect(within(row).getByText('PR')).toBeTruthy();
    expect(within(row).getByText('Brasil')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('/states?page[number]=1&include=country');

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('São Paulo')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('/states?page[number]=2&include=country');
    expect(router.state.location.search).toBe('?pagina=2');
  });

  it("shows the spec's text when the states cannot be listed", async () => {
    api.mockRejectedValue(new Error('offline'));
    renderAt(<StatesPage />, { path: '/operador/estados' });
    expect(await screen.findByText(messages.places.statesListFailed)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Ocorreu um erro ao listar os estados!');
  });

  it('creates a state and says so', async () => {
    api.mockImplementation(((path: string) =>
      path === '/states'
        ? answer({ data: { id: '9', type: 'states', attributes: { display_name: 'Goiás', code: 'GO' } } })
        : answer(page(1))) as typeof apiDocument);
    const user = userEvent.setup();
    renderAt(<StatesPage />, { path: '/operador/estados' });
    await user.click(await screen.findByRole('button', { name: 'Novo estado' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo estado' }));
    await user.type(dialog.getByLabelText('Nome'), 'Goiás');
    await user.type(dialog.getByLabelText('Sigla'), 'GO');
    await user.click(dialog.getByRole('button', { name: 'Cadastrar estado' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Estado criado com sucesso!' }),
    );
    expect(api).toHaveBeenCalledWith('/states', {
      method: 'POST',
      body: { data: { type: 'states', attributes: { display_name: 'Goiás', code: 'GO' } } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("puts 'já está sendo usado' on the field the server points at", async () => {
    api.mockImplementation(((path: string) =>
      path === '/states'
        ? Promise.reject(
            unprocessable([
              {
                status: '422',
                title: 'já está sendo usado',
                detail: 'já está sendo usado',
                source: { pointer: '/data/attributes/display_name' },
              },
            ]),
          )
        : answer(page(1))) as typeof apiDocument);
    const user = userEvent.setup();
    renderAt(<StatesPage />, { path: '/operador/estados' });
    await user.click(await screen.findByRole('button', { name: 'Novo estado' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo estado' }));
    await user.type(dialog.getByLabelText('Nome'), 'Paraná');
    await user.type(dialog.getByLabelText('Sigla'), 'PX');
    await user.click(dialog.getByRole('button', { name: 'Cadastrar estado' }));

    const name = dialog.getByLabelText('Nome');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText('já está sendo usado')).toBeTruthy();
    expect(dialog.getByLabelText('Sigla').getAttribute('aria-invalid')).not.toBe('true');
    expect(document.activeElement).toBe(name);
  });

  it('edits a state: renames and recodes it with PATCH /states/{id}', async () => {
    api.mockImplementation(((path: string) =>
      path.startsWith('/states/1')
        ? answer({ data: { id: '1', type: 'states', attributes: { display_name: 'Paraná', code: 'PR' } } })
        : answer(page(1))) as typeof apiDocument);
    const user = userEvent.setup();
    renderAt(<StatesPage />, { path: '/operador/estados' });
    await user.click(await screen.findByRole('button', { name: 'Editar Paraná' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Paraná' }));
    expect((dialog.getByLabelText('Nome') as HTMLInputElement).value).toBe('Paraná');
    await user.clear(dialog.getByLabelText('Sigla'));
    await user.type(dialog.getByLabelText('Sigla'), 'PRN');
    await user.click(dialog.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Estado alterado com sucesso!' }),
    );
    expect(api).toHaveBeenCalledWith('/states/1?include=country', {
      method: 'PATCH',
      body: { data: { type: 'states', id: '1', attributes: { display_name: 'Paraná', code: 'PRN' } } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
