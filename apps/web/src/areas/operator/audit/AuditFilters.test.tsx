import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDocument } from '../../../lib/api/client';
import { answer, renderAt } from '../testing';
import { AuditPage } from './AuditPage';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
}));
const api = vi.mocked(apiDocument);

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((() => answer({ data: [], meta: { page_count: 1 } })) as typeof apiDocument);
});

describe('the audit log’s filters (console filters kit)', () => {
  it('applies the typed filters together, trimmed, keeping the search and going back to the first page', async () => {
    const user = userEvent.setup();
    renderAt(<AuditPage />, {
      path: '/operador/registro?busca=bloqueou&pagina=3',
      pattern: '/operador/registro',
    });
    const form = await screen.findByRole('search', { name: 'Filtrar registro' });
    await user.type(within(form).getByRole('textbox', { name: 'Id do assunto' }), ' 0d000000 ');
    await user.type(within(form).getByRole('textbox', { name: 'Operador' }), 'Olga');
    // Typing alone asks nothing new: the filters apply with 'Filtrar'.
    expect(api).not.toHaveBeenCalledWith(expect.stringContaining('filter[actor]'));
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    expect(api).toHaveBeenLastCalledWith(
      '/operator/audit?filter[subject_id]=0d000000&filter[actor]=Olga&page[number]=1&filter%5Bsearch%5D=bloqueou&sort=-at',
    );
  });
});
