import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDocument } from '../../../lib/api/client';
import { answer, renderAt } from '../testing';
import { CustomersPage } from './CustomersPage';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
}));
const api = vi.mocked(apiDocument);

const row = (id: string, firstName: string, lastActiveAt: string) => ({
  id,
  type: 'customers',
  attributes: {
    email: `${id}@exemplo.com`,
    first_name: firstName,
    last_name: 'Lima',
    status: 'active',
    standing: 'active',
    accountable_type: 'Physical',
    document: '52998224725',
    company_name: null,
    created_at: '2024-03-02T12:00:00.000Z',
    last_active_at: lastActiveAt,
    blocked_at: null,
    suspended_at: null,
    anonymized_at: null,
  },
});

const listCalls = () =>
  api.mock.calls
    .map(([path]) => new URL(path, 'http://x'))
    .filter((url) => url.pathname === '/operator/customers');

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(((path: string) =>
    answer({
      data: path.includes('filter%5Binactive%5D=true')
        ? [row('c2', 'Dora', '2025-01-10T12:00:00.000Z')]
        : [row('c1', 'Ana', '2026-11-20T12:00:00.000Z'), row('c2', 'Dora', '2025-01-10T12:00:00.000Z')],
      meta: { page_count: 1 },
    })) as typeof apiDocument);
});

describe('the customers list', () => {
  it('shows the last activity and filters the accounts inactive for a year or more', async () => {
    const user = userEvent.setup();
    renderAt(<CustomersPage />, { path: '/operador/clientes' });
    const table = await screen.findByRole('table', { name: 'Clientes' });
    await within(table).findByRole('link', { name: 'Ana Lima' });
    expect(within(table).getByRole('columnheader', { name: 'Última atividade' })).toBeTruthy();
    expect(listCalls()[0]!.searchParams.get('filter[inactive]')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Atividade' }));
    await user.click(await screen.findByRole('option', { name: 'Inativas há 1 ano ou mais' }));
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('filter[inactive]')).toBe('true'));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Ana Lima' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Dora Lima' })).toBeTruthy();
    expect(listCalls().at(-1)!.searchParams.get('page[number]')).toBe('1');
  });
});
