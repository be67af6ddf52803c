import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { expectAccessible } from '../support/a11y';
import { signIn } from '../support/forms';
import { type RunningApp, startApp } from '../support/harness';
import { type ApiSession, apiSession } from '../support/orders';
import { bookInScheduler, openDaysAhead } from '../support/scheduler';

const CUSTOMER = { email: 'cliente@brilho.test', password: 'brilho123' };
const SUCCESS = 'SUA LIMPEZA FOI AGENDADA COM SUCESSO!';
/** Screenshots for looking, not testing (git-ignored). */
const ARTIFACTS = new URL('../artifacts/', import.meta.url).pathname;

async function orderStatus(session: ApiSession, id: string): Promise<string> {
  const read = await session.call(`/orders/${id}`);
  return (read.body.data as { attributes: { status: string } }).attributes.status;
}

/**
 * book in the scheduler (clicks) → pay by Pix (QR visible, payload copied) → the sandbox PSP pays (the
 * payer's bank) → success without reload, at 390 and 1280 px. The app's adapter talks to the sandbox PSP over HTTP, and the
 * PSP's signed webhook reaches our API, which tells the browser through the PaymentChannel.
 */
describe('paying an order by Pix', () => {
  let app: RunningApp;
  let session: ApiSession;
  before(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    app = await startApp();
    session = await apiSession(app, CUSTOMER.email, CUSTOMER.password);
  });
  after(async () => {
    await app.stop();
  });

  for (const [width, hour] of [
    [390, 8],
    [1280, 12],
  ] as const)
    it(`shows the QR and the copia e cola, and lands on success when the bank pays (${width} px)`, async () => {
      const { page, context } = await app.newPage({ width, height: width === 390 ? 844 : 900 });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/login');
      await signIn(page, CUSTOMER.email, CUSTOMER.password);
      await page.waitForURL((url) => url.pathname === '/');
      // Booked as a person books: the scheduler's clicks, up to 'ir para pagamento'.
      const order = { id: await bookInScheduler(page, { days: openDaysAhead(9), hour, hours: 2 }) };
      await page.getByText('TEMPO RESTANTE').waitFor();
      await page.getByRole('button', { name: 'PIX', exact: true }).click();
      await page.getByText('PAGUE COM PIX').waitFor({ timeout: 30_000 });
      const qr = page.getByRole('img', { name: 'QR Code do Pix' });
      await qr.waitFor();
      assert.ok(((await qr.boundingBox())?.width ?? 0) >= 200, 'the QR is large enough to scan');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Copiar código' }).click();
      await page.getByRole('button', { name: 'Copiado!' }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(copied, /^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
      assert.equal(copied, await page.getByLabel('Pix copia e cola').inputValue());
      await page.screenshot({ path: `${ARTIFACTS}${width}_checkout_pix.png`, fullPage: true });
      assert.equal(await orderStatus(session, order.id), 'waiting_payment');

      // The payer's bank pays; the page moves on by itself (no reload).
      const url = page.url();
      await page.getByRole('button', { name: 'Simular pagamento Pix (sandbox)' }).click();
      await page.getByText(SUCCESS).waitFor({ timeout: 30_000 });
      assert.equal(page.url(), url, 'no navigation happened');
      await page.screenshot({ path: `${ARTIFACTS}${width}_checkout_pix_paid.png`, fullPage: true });
      assert.equal(await orderStatus(session, order.id), 'paid');
      if (width === 1280) {
        // Cancelled with a refund: no bank step; the money goes back by devolução.
        await page.goto(`/pedidos/${order.id}`);
        await page
          .getByText('Pagamento', { exact: true })
          .locator('..')
          .getByText('pago', { exact: true })
          .waitFor();
        // The payment history: the Pix, paid (the spec's green chip).
        const history = page.getByRole('region', { name: 'Histórico de pagamentos' });
        const row = history.getByTestId('payment-history-row').filter({ hasText: /^Pix · / });
        const chip = row.locator('[data-chip]');
        assert.equal((await chip.textContent())?.trim(), 'pago');
        assert.equal(await chip.getAttribute('data-chip'), 'green');
        await page.screenshot({ path: `${ARTIFACTS}${width}_order_paid_by_pix.png`, fullPage: true });
        await page.getByRole('button', { name: 'CANCELAR' }).click();
        const modal = page.getByRole('dialog', { name: 'Solicitar cancelamento' });
        await modal.getByRole('radio', { name: /Solicitar reembolso/ }).check();
        await modal.getByRole('button', { name: 'avançar' }).click();
        await modal.getByLabel('Conte o motivo').fill('Mudança de planos.');
        await modal
          .getByText('o valor volta por Pix para a mesma conta que pagou', { exact: false })
          .waitFor();
        await expectAccessible(page);
        assert.equal(await modal.getByRole('button', { name: 'avançar' }).count(), 0, 'no bank data step');
        await modal.getByRole('button', { name: 'solicitar reembolso' }).click();
        await modal.getByText('Sua solicitação foi enviada!').waitFor();
        const read = await session.call(`/orders/${order.id}?include=payments`);
        const payments = (read.body.included ?? []) as { type: string; attributes: { status: string } }[];
        assert.deepEqual(
          payments.filter((item) => item.type === 'payments').map((item) => item.attributes.status),
          ['refunded'],
        );
      }
      await context.close();
    });
});
