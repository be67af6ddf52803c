import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y';
import { signIn } from '../support/forms';
import { type RunningApp, startApp } from '../support/harness';
import { chip, chooseSlot, continueThroughReducedSupport } from '../support/scheduler';

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

/** The next Saturday at least two days ahead (São Paulo calendar), skipping the closed Dec 25 and Jan 1. */
function saturdayAhead(): number {
  for (let days = 2; ; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000);
    const part = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', ...options }).format(date);
    const monthDay = `${part({ month: '2-digit' })}-${part({ day: '2-digit' })}`;
    if (part({ weekday: 'long' }) === 'Saturday' && !['12-25', '01-01'].includes(monthDay)) return days;
  }
}

type Json = Record<string, unknown>;

/** A call to the API from the test itself (as another client would), with an optional bearer token. */
async function callApi(
  app: RunningApp,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${app.baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
}

/** Signs in through POST /api/authentication, as the web does; answers the session token. */
async function apiToken(app: RunningApp, email: string, password = 'brilho123'): Promise<string> {
  const signedIn = await callApi(app, '/authentication', { method: 'POST', body: { email, password } });
  assert.equal(signedIn.status, 200, `sign-in of ${email}: ${JSON.stringify(signedIn.body)}`);
  return signedIn.body.token as string;
}

/** The token the signed-in page keeps. */
const pageToken = (page: Page) => page.evaluate(() => localStorage.getItem('brilho.token') ?? '');

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
    await page.waitForURL(/hora=9&duracao=4/);

    // the list: 15 first, then 5 more per 'carregar mais' (the demo home has more than 20 free)
    await page.getByRole('heading', { name: 'Profissionais disponíveis' }).waitFor();
    const cards = page.getByRole('list', { name: 'Profissionais disponíveis' }).getByRole('article');
    await cards.nth(14).waitFor();
    assert.equal(await cards.count(), 15);
    await page.getByRole('button', { name: 'carregar mais' }).click();
    await cards.nth(19).waitFor();
    assert.equal(await cards.count(), 20);
    await page.getByRole('button', { name: 'carregar mais' }).waitFor();

    // a profile with its feedbacks, and the schedule
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
    await chip(schedule, /^09:00$/);
    await schedule.getByRole('button', { name: 'confirmar horário' }).click();

    // additional information and the confirmation
    await page.getByRole('heading', { name: 'Profissional escolhido' }).waitFor();
    await page.getByLabel('Conte o que precisa ser feito (opcional)').fill('Limpeza geral, foco na cozinha.');
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await page.getByRole('heading', { name: 'Confirme a sua limpeza' }).waitFor();
    await page.getByRole('radio', { name: 'Sim, aceito outro profissional' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'ir para pagamento' }).click();
    // Three days ahead may be a Sunday or a holiday: support is then reduced, and the customer goes on.
    await continueThroughReducedSupport(page);

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
    // POST /orders creates the order `scheduled` (the payments contract).
    assert.equal(order.body.data.attributes.status, 'scheduled');
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
    await page.waitForURL(/hora=9&duracao=4/);

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
  it('with nobody free, the customer creates an offer, a professional becomes willing, and the customer chooses them', async () => {
    const { page, context } = await openScheduler(app);
    // The district the scheduler searches in, as the page asks the API for it.
    let districtId: string | null = null;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/finders/professionals/available-by-district'))
        districtId = url.searchParams.get('filter[district_id]');
    });
    // 14 h for 4 hours: clear of the cleaning the first journey booked that morning.
    const filters = await chooseSlot(page, { hour: 14, hours: 4 });
    await filters.getByRole('tab', { name: 'Profissional' }).click();
    await filters.getByRole('textbox', { name: 'Nome do profissional' }).fill('Ninguém Existe');
    await filters.getByRole('button', { name: 'Ver Profissionais Disponíveis' }).click();
    await page.getByText('Não encontramos profissionais disponíveis', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'criar oferta de limpeza' }).click();
    await page.getByText('Aguardando profissionais interessados...').waitFor();
    const offerId = new URL(page.url()).searchParams.get('oferta');
    const date = new URL(page.url()).searchParams.get('data');
    assert.ok(offerId && date && districtId, 'the offer, its day and the district are known');

    // Who could take it: the professionals free for the slot in the address's district (what the
    // scheduler lists without the name filter).
    const customerToken = await pageToken(page);
    const free = await callApi(
      app,
      `/finders/professionals/available-by-district?filter[district_id]=${districtId}&filter[date]=${date}&filter[initial_hour]=14&filter[duration]=4&filter[professional_name]=&page[limit]=15&page[offset]=0&include=account`,
      { token: customerToken },
    );
    assert.equal(free.status, 200);
    const professional = (
      free.body.data as { id: string; relationships: { account: { data: { id: string } } } }[]
    )[0];
    assert.ok(professional, 'someone serves the district and is free then');
    const account = (free.body.included as { id: string; type: string; attributes: Json }[]).find(
      (item) => item.id === professional.relationships.account.data.id,
    );
    const firstName = String(account?.attributes.first_name ?? '');
    assert.ok(firstName, "the professional's first name is known");

    // The operator, over the API, makes them willing.
    const operatorToken = await apiToken(app, 'operador@brilho.test');
    const willing = await callApi(app, '/order-offers/willing', {
      method: 'POST',
      token: operatorToken,
      body: {
        data: {
          type: 'order-offer-willing-professionals',
          relationships: {
            order_offer: { data: { type: 'order-offers', id: offerId } },
            professional: { data: { type: 'professionals', id: professional.id } },
          },
        },
      },
    });
    assert.equal(willing.status, 201, JSON.stringify(willing.body));

    // Within the 10 s poll the customer sees them, and chooses them.
    const choose = page.getByRole('button', { name: `escolher ${firstName}` });
    await choose.waitFor({ timeout: 20_000 });
    await expectAccessible(page);
    await choose.click();
    await continueThroughReducedSupport(page);
    await page.waitForURL(/\/checkout\/pedidos\/[0-9a-f-]{36}$/, { timeout: 30_000 });

    // The order is the offer's: its time and the chosen professional.
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const order = await callApi(app, `/orders/${orderId}?include=professional`, { token: customerToken });
    assert.equal(order.status, 200);
    const offer = await callApi(app, `/order-offers/open/${offerId}`, { token: customerToken });
    const orderData = order.body.data as {
      attributes: Json;
      relationships: { professional: { data: { id: string } } };
    };
    const offerData = offer.body.data as { attributes: Json };
    assert.equal(orderData.relationships.professional.data.id, professional.id);
    assert.equal(
      new Date(String(orderData.attributes.starts_at)).getTime(),
      new Date(String(offerData.attributes.starts_at)).getTime(),
    );
    assert.equal(orderData.attributes.duration, 4);
    assert.equal(offerData.attributes.status, 'converted');
    await context.close();
  });

  it("on a Saturday afternoon, 'Atendimento reduzido' explains the support hours and the customer continues", async () => {
    const { page, context } = await openScheduler(app);
    // 15 h to 17 h on a Saturday: support closes at 14 h.
    const filters = await chooseSlot(page, { days: saturdayAhead(), hour: 15, hours: 2 });
    await filters.getByRole('button', { name: 'Ver Profissionais Disponíveis' }).click();
    await page.getByRole('heading', { name: 'Profissionais disponíveis' }).waitFor();
    const first = page.getByRole('article').first();
    await first.getByRole('button', { name: /^selecionar/ }).click();
    const schedule = page.getByRole('dialog', { name: /^Agenda de / });
    await chip(schedule, /^15:00$/);
    await schedule.getByRole('button', { name: 'confirmar horário' }).click();
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await page.getByRole('heading', { name: 'Confirme a sua limpeza' }).waitFor();
    await page.getByRole('button', { name: 'ir para pagamento' }).click();

    const dialog = page.getByRole('dialog', { name: 'Atendimento reduzido' });
    await dialog.waitFor();
    await dialog.getByText('aos sábados, das 8h às 14h (exceto feriados)', { exact: false }).waitFor();
    await dialog.getByText('Por e-mail, respondemos em até 72 horas úteis.').waitFor();
    await expectAccessible(page);

    // 'Escolher outro horário' only closes it: still on the confirmation, nothing created.
    await dialog.getByRole('button', { name: 'Escolher outro horário' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Confirme a sua limpeza' }).waitFor();
    assert.doesNotMatch(page.url(), /checkout/);

    // Asked again, 'Continuar' goes on to the checkout.
    await page.getByRole('button', { name: 'ir para pagamento' }).click();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/checkout\/pedidos\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const order = await callApi(app, `/orders/${orderId}`, { token: await pageToken(page) });
    assert.equal(order.status, 200);
    const startsAt = new Date(String((order.body.data as { attributes: Json }).attributes.starts_at));
    const saoPaulo = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', ...options }).format(startsAt);
    assert.equal(saoPaulo({ weekday: 'long' }), 'Saturday');
    assert.equal(saoPaulo({ hour: 'numeric', hourCycle: 'h23' }), '15');
    await context.close();
  });
});
