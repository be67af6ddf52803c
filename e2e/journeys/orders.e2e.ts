import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectAccessible } from '../support/a11y';
import { signIn } from '../support/forms';
import { type RunningApp, startApp } from '../support/harness';
import { type ApiSession, apiSession, bookableDay, placeOrder } from '../support/orders';
import { scriptMsDuring } from '../support/script-time';

const CUSTOMER = { email: 'cliente@brilho.test', password: 'brilho123' };

async function signedInPage(app: RunningApp, width = 1280) {
  const opened = await app.newPage({ width });
  await opened.page.goto('/login');
  await signIn(opened.page, CUSTOMER.email, CUSTOMER.password);
  await opened.page.waitForURL((url) => url.pathname === '/');
  return opened;
}

/** Pays an order from the demo customer's wallet (R$ 150,00 covers a 2-hour cleaning). */
async function payFromWallet(session: ApiSession, orderId: string): Promise<void> {
  const paid = await session.call('/payments/account-balance', {
    method: 'POST',
    body: { data: { type: 'payments', attributes: { payable: { id: orderId, type: 'order' } } } },
  });
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
}

describe('orders after booking', () => {
  let app: RunningApp;
  let session: ApiSession;
  before(async () => {
    app = await startApp();
    session = await apiSession(app, CUSTOMER.email, CUSTOMER.password);
  });
  after(async () => {
    await app.stop();
  });

  it('a paid order is in the future cleanings; cancelled as credit, the credit alert reschedules it', async () => {
    const order = await placeOrder(session, { day: bookableDay(9), hour: 9, duration: 2 });
    await payFromWallet(session, order.id);
    const { page, context } = await signedInPage(app);

    // the dashboard lists it; its page opens
    const future = page.getByRole('region', { name: /^Limpezas futuras \(1\)/ });
    await future.waitFor({ timeout: 20_000 });
    await expectAccessible(page);
    await future.getByRole('link', { name: 'ver pedido' }).first().click();
    await page.waitForURL((url) => url.pathname === `/pedidos/${order.id}`);
    await page.getByRole('heading', { name: 'Detalhes da limpeza' }).waitFor();
    await expectAccessible(page);

    // cancel, keeping the value as a credit
    await page.getByRole('button', { name: 'CANCELAR' }).click();
    const modal = page.getByRole('dialog', { name: 'Solicitar cancelamento' });
    await modal.getByRole('radio', { name: 'Cancelar limpeza e deixar como crédito' }).check();
    await modal.getByRole('button', { name: 'avançar' }).click();
    await modal.getByLabel('Conte o motivo').fill('Vou viajar nesse dia.');
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'cancelar limpeza e deixar como crédito' }).click();
    await modal.getByText('Sua solicitação foi enviada!').waitFor();
    await modal.getByRole('button', { name: 'fechar', exact: true }).click();

    // the credit alert on the dashboard reschedules it
    await page.goto('/');
    await page.getByText('Você possui 1 limpeza(s) em crédito').waitFor({ timeout: 20_000 });
    // every dashboard section loaded (they come one after another) before the reschedule starts
    await page.getByRole('heading', { name: /^Limpezas futuras/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'reagendar limpeza' }).click();
    const reschedule = page.getByRole('dialog', { name: 'Solicitar reagendamento' });
    // The step once froze the tab for 16–18 s of script (the whole window recomputed on every clock tick).
    // Chrome's own count of script time while it opens, over the whole bookable window: far below a freeze
    // even on a loaded CI machine (the goal on an idle one is 100 ms; the figure is printed).
    const scriptMs = await scriptMsDuring(page, async () => {
      await page
        .getByRole('dialog', { name: 'Limpezas em crédito' })
        .getByRole('button')
        .filter({ hasText: 'Casa' })
        .click();
      await reschedule
        .getByRole('button', { name: /^\d{1,2} de \S+ de \d{4}, / })
        .first()
        .waitFor();
    });
    console.log(`reschedule step opened in ${Math.round(scriptMs)} ms of script`);
    assert.ok(scriptMs < 2_000, `the reschedule step took ${Math.round(scriptMs)} ms of script to open`);
    const reason = reschedule.getByLabel('Conte o motivo');
    await reason.fill('Quero outra data.');
    // a bookable day a week or so ahead (excluded days are disabled buttons)
    await reschedule
      .getByRole('button', { name: /^\d{1,2} de \S+ de \d{4}, / })
      .and(page.locator(':enabled:not([data-disabled])'))
      .nth(6)
      .click();
    await reschedule.getByText('Resumo do reagendamento').waitFor();
    await expectAccessible(page);
    await reschedule.getByRole('button', { name: 'solicitar reagendamento' }).click();
    await reschedule.getByText(/Sua solicitação foi enviada!|Ops, encontramos um problema!/).waitFor();
    assert.match(await reschedule.innerText(), /Sua solicitação foi enviada!/);
    await context.close();
  });

  it('the order history is a table with pages at 1280 px and cards with “carregar mais” at 390 px', async () => {
    // 26 orders: one more than a page
    for (let n = 0; n < 26; n += 1)
      await placeOrder(session, {
        day: bookableDay(10 + Math.floor(n / 6)),
        hour: 7 + (n % 6) * 2,
        duration: 2,
      });
    const wide = await signedInPage(app);
    await wide.page.goto('/pedidos');
    const table = wide.page.getByRole('table');
    await table.waitFor({ timeout: 20_000 });
    assert.equal(await table.getByRole('row').count(), 26, 'a header row and 25 orders');
    await expectAccessible(wide.page);
    await wide.page.getByRole('button', { name: 'página 2', exact: true }).click();
    await wide.page.waitForURL(/pagina=2/);
    await wide.context.close();

    const narrow = await signedInPage(app, 390);
    await narrow.page.goto('/pedidos');
    await narrow.page.getByRole('button', { name: 'carregar mais' }).click();
    await narrow.page.getByRole('button', { name: 'carregar mais' }).waitFor({ state: 'detached' });
    await expectAccessible(narrow.page);
    await narrow.context.close();
  });
});
