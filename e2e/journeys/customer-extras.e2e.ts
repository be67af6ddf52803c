import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { expectAccessible } from '../support/a11y';
import { type RunningApp, startApp } from '../support/harness';
import { apiSession, bookableDay, type PlacedOrder, placeOrder } from '../support/orders';
import { shot, signedIn } from '../support/sessions';

/**
 * Beyond the spec: the order page's 'adicionar à agenda' (.ics) and 'compartilhar no WhatsApp',
 * and 'Meus dados' in 'Minha conta' (download, then delete the account), at 390 and 1280 px, axe clean.
 * Rating in the app needs a complete order (a professional's check-out; professional.e2e.ts reaches
 * 'avaliar limpeza'); its rules are covered by the API and component tests.
 */

const CUSTOMER = { email: 'cliente@brilho.test', password: 'brilho123' };
const SHOTS = process.env.SCREENSHOTS_DIR;

/** Waits until the dev outbox holds an e-mail to `to` with `subject` (the mail job runs on its own). */
async function emailArrives(baseUrl: string, to: string, subject: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { data } = (await response.json()) as { data: { subject: string }[] };
    if (data.some((entry) => entry.subject === subject)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`no e-mail '${subject}' to ${to}`);
}

describe('customer extras', () => {
  let app: RunningApp;
  let order: PlacedOrder;

  before(async () => {
    app = await startApp();
    const session = await apiSession(app, CUSTOMER.email, CUSTOMER.password);
    order = await placeOrder(session, { day: bookableDay(6), hour: 10, duration: 2 });
  });
  after(async () => {
    await app.stop();
  });

  for (const width of [390, 1280]) {
    it(`adds a booked cleaning to the calendar and shares it on WhatsApp at ${width} px`, async () => {
      const { page, context } = await signedIn(app, CUSTOMER, width);
      await page.goto(`/pedidos/${order.id}`);
      const add = page.getByRole('button', { name: 'adicionar à agenda' });
      await add.waitFor({ timeout: 20_000 });
      await expectAccessible(page);
      await shot(SHOTS, page, 'order-extras');

      const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
      assert.match(download.suggestedFilename(), /^limpeza-[0-9a-f]{8}\.ics$/);
      const ics = readFileSync((await download.path())!, 'utf8');
      assert.ok(ics.startsWith('BEGIN:VCALENDAR\r\n'));
      assert.ok(ics.replace(/\r\n /g, '').includes(`UID:pedido-${order.id}@brilho.app`));
      assert.match(ics, /DTSTART;TZID=America\/Sao_Paulo:\d{8}T100000/);

      const share = page.getByRole('link', { name: 'compartilhar no WhatsApp' });
      const href = (await share.getAttribute('href')) ?? '';
      assert.ok(href.startsWith('https://wa.me/?text='), href);
      assert.match(
        decodeURIComponent(href.slice('https://wa.me/?text='.length)),
        /10:00 às 12:00, em Casa, com /,
      );
      await context.close();
    });
  }

  it("downloads 'meus dados' at 390 px and deletes the account at 1280 px, with an e-mail for each", async () => {
    const small = await signedIn(app, CUSTOMER, 390);
    await small.page.goto('/meus-dados');
    const json = small.page.getByRole('button', { name: 'baixar meus dados (JSON)' });
    await json.waitFor({ timeout: 20_000 });
    await expectAccessible(small.page);
    await shot(SHOTS, small.page, 'my-data');
    const [download] = await Promise.all([small.page.waitForEvent('download'), json.click()]);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    assert.equal(data.sections.account.email, CUSTOMER.email);
    assert.ok(data.sections.orders.some((o: { id: string }) => o.id === order.id));
    await emailArrives(app.baseUrl, CUSTOMER.email, 'Brilho - Seus dados foram baixados');
    await small.context.close();

    const { page, context } = await signedIn(app, CUSTOMER, 1280);
    await page.goto('/meus-dados');
    await page.getByRole('button', { name: 'excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    await dialog.waitFor();
    await expectAccessible(page);
    await shot(SHOTS, page, 'delete-account');
    await dialog.getByLabel('Senha').fill('errada123');
    await dialog.getByRole('button', { name: 'excluir definitivamente' }).click();
    await dialog.getByText('Senha incorreta').waitFor();
    await dialog.getByLabel('Senha').fill(CUSTOMER.password);
    await dialog.getByRole('button', { name: 'excluir definitivamente' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('A sua conta foi excluída. Enviamos um e-mail confirmando.').waitFor();
    await emailArrives(app.baseUrl, CUSTOMER.email, 'Brilho - Sua conta foi excluída');
    await assert.rejects(apiSession(app, CUSTOMER.email, CUSTOMER.password));
    await context.close();
  });
});
