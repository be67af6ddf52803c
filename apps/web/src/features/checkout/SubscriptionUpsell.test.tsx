import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeResponse, mockApi, renderWithProviders } from '../../components/address/testing';
import { SubscriptionUpsell } from './SubscriptionUpsell';

afterEach(() => vi.unstubAllGlobals());

function renderUpsell(answers: FakeResponse[]) {
  const { calls } = mockApi((request) =>
    request.path === '/subscription-requests' ? answers.shift() : undefined,
  );
  renderWithProviders(<SubscriptionUpsell orderId="o1" mobile={false} />);
  return calls;
}

const SUBSCRIPTION = {
  data: {
    type: 'subscriptions',
    id: 's1',
    attributes: { name: 'Limpeza quinzenal — Casa', status: 'requested', frequency: 'Quinzenal' },
  },
};

describe('the subscription upsell', () => {
  it('shows each yearly saving, no lock-in, and requests the chosen frequency for the order', async () => {
    const calls = renderUpsell([{ status: 201, body: SUBSCRIPTION }]);
    expect(screen.getByText('economia de R$ 72,00 por ano')).toBeTruthy();
    expect(screen.getByText('economia de R$ 208,00 por ano')).toBeTruthy();
    expect(screen.getByText('economia de R$ 520,00 por ano')).toBeTruthy();
    expect(screen.getByText('Sem fidelidade: pause ou cancele quando quiser.')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'solicitar assinatura' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Quinzenal/ }));
    await userEvent.click(confirm);
    expect(await screen.findByText('Solicitação enviada!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ver minhas assinaturas' }).getAttribute('href')).toBe(
      '/assinaturas',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({
      data: {
        type: 'subscription-requests',
        attributes: { frequency: 'Quinzenal' },
        relationships: { payable: { data: { type: 'orders', id: 'o1' } } },
      },
    });
  });

  it("says 'Ops. Não foi possível criar a solicitação...' and keeps the choice to try again", async () => {
    const calls = renderUpsell([
      {
        status: 422,
        body: {
          errors: [
            { title: 'Ops. Não foi possível criar a solicitação...', detail: 'O pedido ainda não foi pago.' },
          ],
        },
      },
      { status: 201, body: SUBSCRIPTION },
    ]);
    await userEvent.click(screen.getByRole('radio', { name: /Semanal/ }));
    await userEvent.click(screen.getByRole('button', { name: 'solicitar assinatura' }));
    expect(await screen.findByText('Ops. Não foi possível criar a solicitação...')).toBeTruthy();
    expect(screen.getByText('O pedido ainda não foi pago.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Semanal/ }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'solicitar assinatura' }));
    expect(await screen.findByText('Solicitação enviada!')).toBeTruthy();
    expect(
      calls.map(
        (call) => (call.body as { data: { attributes: { frequency: string } } }).data.attributes.frequency,
      ),
    ).toEqual(['Semanal', 'Semanal']);
  });

  it('tells that the subscription was already requested for this cleaning (409)', async () => {
    renderUpsell([
      {
        status: 409,
        body: { errors: [{ status: '409', title: 'Você já solicitou uma assinatura para esta limpeza.' }] },
      },
    ]);
    await userEvent.click(screen.getByRole('radio', { name: /Mensal/ }));
    await userEvent.click(screen.getByRole('button', { name: 'solicitar assinatura' }));
    expect(await screen.findByText('Você já solicitou uma assinatura para esta limpeza.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'solicitar assinatura' }).hasAttribute('disabled')).toBe(true);
  });
});
