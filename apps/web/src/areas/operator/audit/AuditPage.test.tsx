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

const entry = (id: string, action: string, subject_type: string, subject_id: string, extra = {}) => ({
  id,
  type: 'audit-entries',
  attributes: {
    action,
    subject_type,
    subject_id,
    subject_city_id: null,
    data: null,
    at: '2026-11-24T13:00:00.000Z',
    actor_id: 'op1',
    actor_name: 'Olga Operadora',
    actor_email: 'operador@brilho.test',
    ...extra,
  },
});

const ENTRIES = [
  entry('a1', 'customer.block', 'accounts', 'c0ffee00-0000-4000-8000-000000000001'),
  entry('a2', 'ticket.approve_reschedule', 'tickets', '7e000000-0000-4000-8000-000000000002'),
  entry('a3', 'professional.validate', 'professionals', 'b0000000-0000-4000-8000-000000000003'),
  entry('a4', 'district.update', 'districts', 'd0000000-0000-4000-8000-000000000004', {
    subject_city_id: 'c1770000-0000-4000-8000-000000000005',
  }),
  entry('a5', 'coupon.disable', 'coupons', 'c0000000-0000-4000-8000-000000000006'),
  entry('a6', 'robot.dance', 'robots', 'r0000000-0000-4000-8000-000000000007'),
  entry('a7', 'order.refund', 'orders', '0d000000-0000-4000-8000-000000000008'),
];

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((() => answer({ data: ENTRIES, meta: { page_count: 1 } })) as typeof apiDocument);
});

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;

describe('the audit log', () => {
  it('names each action in pt-BR, and an unknown code as itself', async () => {
    renderAt(<AuditPage />, { path: '/operador/registro' });
    const table = await screen.findByRole('table', { name: 'Registro de ações' });
    for (const name of [
      'Bloqueou cliente',
      'Aprovou reagendamento',
      'Validou profissional',
      'Editou bairro',
      'Desativou o cupom',
      'Reembolsou o pedido',
      'robot.dance',
    ])
      expect(within(table).getByText(name)).toBeTruthy();
    expect(within(table).queryByText('customer.block')).toBeNull();
  });

  it('links each entry to its subject in the console', async () => {
    renderAt(<AuditPage />, { path: '/operador/registro' });
    const table = await screen.findByRole('table', { name: 'Registro de ações' });
    const linkIn = (action: string) => within(rowOf(table, action)).getByRole('link');
    expect(linkIn('Bloqueou cliente').getAttribute('href')).toBe(
      '/operador/clientes/c0ffee00-0000-4000-8000-000000000001',
    );
    expect(linkIn('Bloqueou cliente').textContent).toBe('Cliente c0ffee00');
    expect(linkIn('Aprovou reagendamento').getAttribute('href')).toBe(
      '/operador/chamados/7e000000-0000-4000-8000-000000000002',
    );
    expect(linkIn('Validou profissional').getAttribute('href')).toBe(
      '/operador/profissionais/b0000000-0000-4000-8000-000000000003',
    );
    expect(linkIn('Editou bairro').getAttribute('href')).toBe(
      '/operador/cidades/c1770000-0000-4000-8000-000000000005',
    );
    expect(linkIn('Desativou o cupom').getAttribute('href')).toBe('/operador/cupons');
    expect(linkIn('Reembolsou o pedido').getAttribute('href')).toBe(
      '/operador/pedidos/0d000000-0000-4000-8000-000000000008',
    );
    expect(within(rowOf(table, 'robot.dance')).queryByRole('link')).toBeNull();
  });

  it('searches, sorts and exports through the shared list kit', async () => {
    const user = userEvent.setup();
    renderAt(<AuditPage />, { path: '/operador/registro' });
    expect(api).toHaveBeenCalledWith('/operator/audit?page[number]=1&sort=-at');
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar no registro' }), 'bloqueou{Enter}');
    expect(api).toHaveBeenLastCalledWith(
      '/operator/audit?page[number]=1&filter%5Bsearch%5D=bloqueou&sort=-at',
    );
    await user.click(screen.getByRole('button', { name: 'Ordenar por o quê, crescente' }));
    expect(api).toHaveBeenLastCalledWith(
      '/operator/audit?page[number]=1&filter%5Bsearch%5D=bloqueou&sort=action',
    );
    expect(screen.getByRole('button', { name: 'exportar CSV' })).toBeTruthy();
  });
});
