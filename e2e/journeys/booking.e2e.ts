import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y';
import { signIn } from '../support/forms';
import { type RunningApp, startApp } from '../support/harness';

/** A São Paulo calendar day `days` after today, with the pieces the calendar's day buttons are named by. */
function dayAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', ...options }).format(date);
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', month: 'long' }).format(
    new Date(),
  );
  return {
    label: new RegExp(
      `^${part({ day: 'numeric' })} de ${part({ month: 'long' })} de ${part({ year: 'numeric' })}`,
    ),
    nextMonth: part({ month: 'long' }) !== today,
  };
}

/** Mantine chips hide their radio input: the visible label is what a person clicks. */
async function chip(scope: Locator, text: RegExp): Promise<void> {
  await scope.locator('label').filter({ hasText: text }).first().click();
}

/** Signs the demo customer in and opens the scheduler. */
async function openScheduler(app: RunningApp) {
  const opened = await app.newPage();
  const { page } = opened;
  await page.goto('/login');
  await signIn(page, 'cliente@brilho.test', 'brilho123');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/limpeza');
  return opened;
}

/** 'Casa', then three days ahead (four around Christmas and New Year), 9 h and 4 hours in the filters. */
async function chooseSlot(page: Page): Promise<Locator> {
  // the address
  await page.getByRole('button', { name: 'selecionar o local da limpeza' }).click();
  await page
    .getByRole('dialog', { name: 'Selecione o local da limpeza para continuar' })
    .getByRole('button', { name: /^Casa/ })
    .click();

  // day, start hour and duration in the filter modal
  await page.getByRole('button', { name: 'escolher dia e horário' }).click();
  const filters = page.getByRole('dialog', { name: 'Filtros' });
  // Three days ahead, or four when that is Christmas or New Year's Day (closed).
  const closed = ['12-25', '01-01'].includes(
    new Date(Date.now() + 3 * 86_400_000).toISOString().slice(5, 10),
  );
  const day = dayAhead(closed ? 4 : 3);
  if (day.nextMonth) await filters.getByRole('button', { name: 'Próximo mês' }).click();
  await filters.getByRole('button', { name: day.label }).click();
  await filters.getByRole('tab', { name: 'Horário' }).click();
  await chip(filters, /^9 h$/);
  await filters.getByRole('tab', { name: 'Duração' }).click();
  await chip(filters, /^4 horas/);
  return filters;
}

describe('booking a cleaning', () => {
  let app: RunningApp;
  before(async () => {
    app = await startApp();
  });
  after(async () => {
    await app.stop();
  });

  it('the demo customer picks address, day, hour and duration, a professional and lands on the checkout', async () => {
    const { page, context } = await openScheduler(app);
    const filters = await chooseSlot(page);
    await expectAccessible(page);
    await filters.getByRole('button', { name: 'Ver Profissionais Disponíveis' }).click();
    assert.match(page.url(), /hora=9&duracao=4/);

    // the list, a profile with its feedbacks, and the schedule
    await page.getByRole('heading', { name: 'Profissionais disponíveis' }).waitFor();
    const first = page.getByRole('article').first();
    const name =
      (await first.getAttribute('aria-label')) ?? (await first.getByRole('heading').first().innerText());
    await first.getByRole('button', { name: /^ver perfil/ }).click();
    const profile = page.getByRole('dialog', { name: `Perfil de ${name}` });
    await profile.getByRole('heading', { name: 'Avaliações' }).waitFor();
    assert.equal(
      await profile.getByText('Sem informação').count(),
      0,
      "'Sem informação' feedbacks are hidden",
    );
    await expectAccessible(page);
    await profile.getByRole('button', { name: /^selecionar/ }).click();

    const schedule = page.getByRole('dialog', { name: `Agenda de ${name}` });
    await chip(schedule, /^9 h$/);
    await schedule.getByRole('button', { name: 'confirmar horário' }).click();

    // additional information and the confirmation
    await page.getByRole('heading', { name: 'Profissional escolhido' }).waitFor();
    await page.getByLabel('Conte o que precisa ser feito (opcional)').fill('Limpeza geral, foco na cozinha.');
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await page.getByRole('heading', { name: 'Confirme a sua limpeza' }).waitFor();
    await page.getByRole('radio', { name: 'Sim, aceito outro profissional' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'ir para pagamento' }).click();

    // first order: the gateway account is prepared, then the order is created and the checkout opens
    await page.waitForURL(/\/checkout\/pedidos\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const order = await page.evaluate(async (id) => {
      const token = localStorage.getItem('brilho.token');
      const response = await fetch(`/api/orders/${id}?include=professional.account,schedule_event`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: await response.json() };
    }, orderId);
    assert.equal(order.status, 200);
    assert.equal(order.body.data.attributes.status, 'created');
    assert.equal(order.body.data.attributes.duration, 4);
    assert.equal(order.body.data.attributes.description, 'Limpeza geral, foco na cozinha.');
    await context.close();
  });

  it('with nobody free, the demo customer creates a cleaning offer, sees the countdown and cancels it', async () => {
    const { page, context } = await openScheduler(app);
    const filters = await chooseSlot(page);
    await filters.getByRole('tab', { name: 'Profissional' }).click();
    await filters.getByRole('textbox', { name: 'Nome do profissional' }).fill('Ninguém Existe');
    await filters.getByRole('button', { name: 'Ver Profissionais Disponíveis' }).click();
    assert.match(page.url(), /hora=9&duracao=4/);

    // nobody: the offer card
    await page.getByText('Não encontramos profissionais disponíveis', { exact: false }).first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'criar oferta de limpeza' }).click();

    // the open offer, kept in the URL
    await page.getByRole('heading', { name: 'Oferta de limpeza enviada' }).waitFor();
    await page.getByText('TEMPO RESTANTE').waitFor();
    assert.match((await page.getByRole('timer').innerText()).trim(), /^(10:00|09:\d\d)$/);
    await page.getByText('Aguardando profissionais interessados...').waitFor();
    const offerId = new URL(page.url()).searchParams.get('oferta');
    assert.ok(offerId, 'the offer id is in the URL');
    await expectAccessible(page);

    // a reload finds it
    await page.reload();
    await page.getByRole('heading', { name: 'Oferta de limpeza enviada' }).waitFor();

    // cancel through the modal
    await page.getByRole('button', { name: 'cancelar oferta' }).click();
    const modal = page.getByRole('dialog', { name: 'Cancelar oferta de limpeza' });
    await modal.waitFor();
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'cancelar oferta' }).click();
    await modal.waitFor({ state: 'hidden' });

    // back to the filters and the offer card; the offer reads cancelled
    await page.getByRole('button', { name: 'criar oferta de limpeza' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('oferta'), null);
    const offer = await page.evaluate(async (id) => {
      const token = localStorage.getItem('brilho.token');
      const response = await fetch(`/api/order-offers/open/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: await response.json() };
    }, offerId);
    assert.equal(offer.status, 200);
    assert.equal(offer.body.data.attributes.status, 'cancelled');
    await context.close();
  });
});
