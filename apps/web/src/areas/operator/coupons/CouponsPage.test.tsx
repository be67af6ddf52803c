import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDocument } from '../../../lib/api/client';
import { answer, renderAt, unprocessable } from '../testing';
import { couponAttributes } from './api';
import { CouponForm } from './CouponForm';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
}));
const api = vi.mocked(apiDocument);

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(((path: string) =>
    path.startsWith('/cities')
      ? answer({ data: [] })
      : answer({
          data: { id: 'k1', type: 'coupons', attributes: { name: 'VERAO15' } },
        })) as typeof apiDocument);
});

describe('the new coupon form', () => {
  it('shows the pt-BR errors before sending anything', async () => {
    renderAt(<CouponForm onDone={() => {}} />, { path: '/operador/cupons' });
    await userEvent.type(screen.getByLabelText('Nome'), 'x');
    await userEvent.type(screen.getByLabelText('Desconto (%)'), '150');
    await userEvent.type(screen.getByLabelText('Válido de'), '2026-12-10');
    await userEvent.type(screen.getByLabelText('Válido até'), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect(
      await screen.findByText('Informe o nome do cupom: de 3 a 30 letras, números, hífen ou sublinhado.'),
    ).toBeTruthy();
    expect(screen.getByText('A porcentagem deve ser um número inteiro entre 1 e 100.')).toBeTruthy();
    expect(screen.getByText('A data final deve ser igual ou posterior à data inicial.')).toBeTruthy();
    expect(api.mock.calls.filter(([path]) => path === '/operator/coupons')).toEqual([]);
  });

  it('sends a VALUE coupon in cents and puts the server’s name error on the field', async () => {
    api.mockImplementation(((path: string) =>
      path.startsWith('/cities')
        ? answer({ data: [] })
        : Promise.reject(
            unprocessable([
              {
                status: '422',
                title: 'Já existe um cupom com este nome.',
                source: { pointer: '/data/attributes/name' },
              },
            ]),
          )) as typeof apiDocument);
    renderAt(<CouponForm onDone={() => {}} />, { path: '/operador/cupons' });
    await userEvent.type(screen.getByLabelText('Nome'), 'desconto20');
    await userEvent.click(screen.getByText('Valor (R$)'));
    await userEvent.type(screen.getByLabelText('Desconto (R$)'), '20,50');
    await userEvent.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect(await screen.findByText('Já existe um cupom com este nome.')).toBeTruthy();
    const sent = api.mock.calls.find(([path]) => path === '/operator/coupons')!;
    expect((sent[1]!.body as { data: { attributes: object } }).data.attributes).toMatchObject({
      name: 'desconto20',
      value_type: 'VALUE',
      value: 2050,
      max_discount: null,
      weekdays: [],
    });
  });

  it('turns reais into cents and percent as is', () => {
    const base = {
      name: 'A10',
      max_uses: '',
      valid_from: '',
      valid_until: '',
      weekdays: ['2'],
      district_ids: [],
      first_purchase_only: true,
      combinable: false,
    };
    expect(
      couponAttributes({ ...base, value_type: 'PERCENTAGE', value: '10', max_discount: '10,00' }),
    ).toMatchObject({ value: 10, max_discount: 1000, weekdays: [2], valid_from: null });
    expect(couponAttributes({ ...base, value_type: 'VALUE', value: '15', max_discount: '' }).value).toBe(
      1500,
    );
  });
});
