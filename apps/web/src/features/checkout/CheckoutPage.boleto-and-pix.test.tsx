import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChannelData } from '../../lib/cable';
import { notify } from '../../lib/notify';
import {
  afterApproval,
  backend,
  LINE_CODE,
  listeners,
  PIX_EXPIRES_AT,
  PIX_PAYLOAD,
  renderCheckout,
  setUpCheckoutPage,
} from './CheckoutPage.testing';
import { newOrder } from './testing';

// The checkout paid by boleto or Pix: generated, shown again on return, followed to success.
vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));
vi.mock('../../lib/session', () => ({
  useCurrentUser: () => ({ data: { id: 'u1', role: 'customer', status: 'active' } }),
}));
// The cable is faked: the fake API pushes the events a real gateway would, through these listeners.
vi.mock('../../lib/cable', () => ({
  useChannel: (channel: string, key: string | null, onMessage: (data: ChannelData) => void) => {
    if (key) listeners.set(`${channel}:${key}`, onMessage);
  },
}));

setUpCheckoutPage();

describe('the order checkout', () => {
  it('generates a boleto after the confirmation and copies its line code', async () => {
    const { user } = renderCheckout();
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'GERAR BOLETO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar boleto' });
    expect(within(dialog).getByText(/vence em 03\/03\/2026/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'confirmar e gerar boleto' }));
    expect(await screen.findByText('SEU BOLETO ESTÁ PRONTO!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Baixar boleto' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText('23790.00009 01234.567890 12345.678901 2 34567890123456')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'copiar linha digitável' }));
    expect(writeText).toHaveBeenCalledWith(LINE_CODE);
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Copiado!',
      message: 'Linha de código copiada!',
    });
  });

  it('pays by Pix: QR, copia e cola copied, amount and expiry; the sandbox pays and the cable shows success', async () => {
    const { user } = renderCheckout();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'PIX' }));
    expect(await screen.findByText('PAGUE COM PIX')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR Code do Pix' })).toBeTruthy();
    expect(screen.getByTestId('pix-valor').textContent).toBe('R$ 98,00');
    // 12:00:00 on the server, the charge ends at 12:19:00.
    expect(screen.getByTestId('pix-expira').textContent).toBe('19:00');
    expect((screen.getByLabelText('Pix copia e cola') as HTMLTextAreaElement).value).toBe(PIX_PAYLOAD);
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(PIX_PAYLOAD);
    expect(await screen.findByRole('button', { name: 'Copiado!' })).toBeTruthy();
    const body = backend.paymentPosts[0]!.body as { data: { attributes: { funding_instrument: unknown } } };
    expect(body.data.attributes.funding_instrument).toEqual({ type: 'pix' });
    await user.click(screen.getByRole('button', { name: 'Simular pagamento Pix (sandbox)' }));
    await afterApproval();
    expect(await screen.findByText('SUA LIMPEZA FOI AGENDADA COM SUCESSO!')).toBeTruthy();
  });

  it('reaches success by the 5 s polling when the cable says nothing', async () => {
    renderCheckout(newOrder({ status: 'created_on_gateway' }));
    await userEvent
      .setup({ delay: null, advanceTimers: vi.advanceTimersByTime })
      .click(await screen.findByRole('button', { name: 'PIX' }));
    expect(await screen.findByText('PAGUE COM PIX')).toBeTruthy();
    backend.sandboxPays(false);
    await vi.advanceTimersByTimeAsync(5_000);
    await afterApproval();
    expect(await screen.findByText('SUA LIMPEZA FOI AGENDADA COM SUCESSO!')).toBeTruthy();
  });

  it('shows the waiting Pix at once when the customer comes back to the checkout', async () => {
    renderCheckout(
      newOrder({
        status: 'waiting_payment',
        payments: [
          {
            id: 'pay9',
            status: 'waiting',
            funding_type: 'pix',
            pix_copy_paste: PIX_PAYLOAD,
            pix_expires_at: PIX_EXPIRES_AT,
          },
        ],
      }),
    );
    expect(await screen.findByText('PAGUE COM PIX')).toBeTruthy();
    expect((screen.getByLabelText('Pix copia e cola') as HTMLTextAreaElement).value).toBe(PIX_PAYLOAD);
  });

  it("disables 'GERAR BOLETO' for a cleaning too close, with the reason", async () => {
    renderCheckout(newOrder({ starts_at: '2026-03-03T12:00:00.000Z', ends_at: '2026-03-03T14:00:00.000Z' }));
    const boleto = await screen.findByRole('button', { name: 'GERAR BOLETO' });
    expect(boleto).toHaveProperty('disabled', true);
    expect(boleto.getAttribute('aria-describedby')).toBe('boleto-indisponivel');
  });

  it('shows the boleto view at once for a boleto waiting to be paid', async () => {
    renderCheckout(
      newOrder({
        status: 'waiting_payment',
        payments: [
          {
            id: 'p0',
            status: 'waiting',
            funding_type: 'boletos',
            line_code: null,
            url_print: 'http://localhost/b.pdf',
          },
        ],
      }),
    );
    expect(await screen.findByText('SEU BOLETO ESTÁ PRONTO!')).toBeTruthy();
    expect(screen.getByText('Não foi gerada uma linha digitável para este pagamento.')).toBeTruthy();
  });
});
