import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y';
import { signIn } from '../support/forms';
import { type RunningApp, startApp } from '../support/harness';
import { apiSession, makeActive } from '../support/orders';
import { lastEmail } from '../support/outbox';
import { chip, continueThroughReducedSupport, dayAhead } from '../support/scheduler';

const CUSTOMER = { email: 'cliente@brilho.test', password: 'brilho123' };
const PROFESSIONAL = { email: 'profissional@brilho.test', password: 'brilho123' };

// `PRO_SHOTS=/some/dir` keeps screenshots of every professional screen at 390 px and 1280 px (for looking).
const shotsDir = process.env.PRO_SHOTS;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });
async function shoot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${shotsDir}/${width}_${name}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** Two days ahead, skipping the closed Dec 25 and Jan 1. */
function daysAhead(): number {
  for (let days = 2; ; days += 1) {
    const monthDay = new Date(Date.now() + days * 86_400_000).toISOString().slice(5, 10);
    if (!['12-25', '01-01'].includes(monthDay)) return days;
  }
}

describe('the professional side', () => {
  let app: RunningApp;
  before(async () => {
    app = await startApp();
  });
  after(async () => {
    await app.stop();
  });

  it('an offer goes live to the professional, who is chosen, checks in and out while the customer watches', async () => {
    // The customer's booking page loads meanwhile (her sign-in is covered by other journeys: the session
    // goes in through the `?auth=` entry the guard accepts).
    const customer = await app.newPage();
    const page = customer.page;
    const session = await apiSession(app, CUSTOMER.email, CUSTOMER.password);
    // Her first-order gateway steps are the booking journey's subject: done here through the API, so
    // choosing the professional goes straight to the checkout.
    type Resource = Parameters<typeof makeActive>[1];
    const addresses = await session.call('/addresses?include=district.city.state');
    const casa = (addresses.body.data as Resource[]).find((a) => a.attributes.name === 'Casa');
    assert.ok(casa, "the demo customer has a 'Casa' address");
    await makeActive(session, casa, (addresses.body.included as Resource[]) ?? []);
    const where = page.getByRole('button', { name: 'selecionar o local da limpeza' });
    const customerReady = page
      .goto(`/limpeza?auth=${session.token}`)
      .then(() => where.waitFor({ timeout: 60_000 }));
    // Awaited below, before the customer's first step; a failure meanwhile waits there, not unhandled.
    customerReady.catch(() => undefined);

    // The professional signs in on a phone and opens the offers.
    const pro = await app.newPage({ width: 390, height: 844 });
    const proPage = pro.page;
    await proPage.goto('/profissional');
    await proPage.waitForURL((url) => url.pathname === '/profissional/entrar');
    await proPage.getByRole('heading', { name: 'Entrar como profissional' }).waitFor();
    await expectAccessible(proPage);
    await shoot(proPage, 'entrar');
    // Wrong password first: the server's text shows.
    await signIn(proPage, PROFESSIONAL.email, 'senha-errada');
    await proPage.getByRole('alert').getByText('Usuário ou senha incorretos').waitFor();
    await shoot(proPage, 'entrar-erro');
    await proPage.getByLabel('Senha', { exact: true }).fill(PROFESSIONAL.password);
    await proPage.getByRole('button', { name: 'entrar' }).click();
    await proPage.getByRole('heading', { name: 'Olá, Rosângela!' }).waitFor();
    await expectAccessible(proPage);
    await shoot(proPage, 'hoje-vazio');
    const menu = proPage.getByRole('navigation', { name: 'Menu do profissional' });
    await menu.getByRole('link', { name: /^Ofertas/ }).click();
    await proPage.getByText('Nenhuma oferta de limpeza no momento', { exact: false }).waitFor();
    await shoot(proPage, 'ofertas-vazio');

    // The customer finds nobody (a name nobody has) and creates an offer at 'Casa' (Batel).
    await customerReady;
    await where.click();
    await page
      .getByRole('dialog', { name: 'Selecione o local da limpeza para continuar' })
      .getByRole('button', { name: /^Casa/ })
      .click();
    await page.getByRole('button', { name: 'escolher dia e horário' }).click();
    const filters = page.getByRole('dialog', { name: 'Filtros' });
    const day = dayAhead(daysAhead());
    if (day.nextMonth) await filters.getByRole('button', { name: 'Próximo mês' }).click();
    await filters.getByRole('button', { name: day.label }).click();
    await filters.getByRole('tab', { name: 'Horário' }).click();
    await chip(filters, /^09:00$/);
    await filters.getByRole('tab', { name: 'Duração' }).click();
    await chip(filters, /^2 horas?/);
    await filters.getByRole('tab', { name: 'Profissional' }).click();
    await filters.getByRole('textbox', { name: 'Nome do profissional' }).fill('Ninguém Existe');
    await filters.getByRole('button', { name: 'Ver Profissionais Disponíveis' }).click();
    await page.getByText('Não encontramos profissionais disponíveis', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'criar oferta de limpeza' }).click();
    await page.getByText('Aguardando profissionais interessados...').waitFor();

    // The professional sees it at once (the live channel; the 10 s poll is the fallback), with its countdown.
    const offer = proPage.getByRole('article', { name: /Batel/ });
    await offer.waitFor({ timeout: 15_000 });
    await offer.getByText('TEMPO RESTANTE').waitFor();
    assert.match((await offer.getByRole('timer').innerText()).trim(), /^(10:00|09:\d\d)$/);
    await expectAccessible(proPage);
    await shoot(proPage, 'ofertas');
    await offer.getByRole('button', { name: 'aceitar' }).click();
    await offer.getByText('Você se candidatou').waitFor();
    await shoot(proPage, 'ofertas-candidatou');

    // Within one poll the customer sees her, chooses her and pays with the wallet.
    const choose = page.getByRole('button', { name: 'escolher Rosângela' });
    await choose.waitFor({ timeout: 20_000 });
    await choose.click();
    await continueThroughReducedSupport(page);
    await page.waitForURL(/\/checkout\/pedidos\/[0-9a-f-]{36}$/, { timeout: 30_000 }).catch(async (error) => {
      // Say what the customer sees instead (an error under the offer, a dialog…).
      const seen = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 800);
      throw new Error(`the checkout did not open; the page shows: ${seen}`, { cause: error });
    });
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'UTILIZAR SALDO' }).click();
    await page
      .getByRole('dialog', { name: 'Pagar com saldo' })
      .getByRole('button', { name: 'pagar com saldo' })
      .click();
    await page.getByText('SUA LIMPEZA FOI AGENDADA COM SUCESSO!').waitFor({ timeout: 30_000 });

    // The order's start, as the customer's API reads it.
    const order = await page.evaluate(async (id) => {
      const token = localStorage.getItem('brilho.token');
      const response = await fetch(`/api/orders/${id}`, { headers: { authorization: `Bearer ${token}` } });
      return (await response.json()) as { data: { attributes: { starts_at: string; status: string } } };
    }, orderId);
    assert.equal(order.data.attributes.status, 'paid');
    const startsAt = new Date(order.data.attributes.starts_at);

    // The job is on the professional's agenda; check-in is not open yet.
    await menu.getByRole('link', { name: 'Agenda' }).click();
    const saoPauloDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(startsAt);
    await proPage.goto(`/profissional/agenda?dia=${saoPauloDay}`);
    const job = proPage.getByRole('link').filter({ hasText: '9h às 11h' });
    await job.waitFor({ timeout: 15_000 });
    await expectAccessible(proPage);
    await shoot(proPage, 'agenda');
    await job.click();
    await proPage.waitForURL((url) => url.pathname === `/profissional/limpezas/${orderId}`);
    const checkIn = proPage.getByRole('button', { name: 'Fazer check-in' });
    await checkIn.waitFor();
    assert.equal(await checkIn.isDisabled(), true, 'check-in waits for the day');
    await proPage.getByText('O check-in abre no dia da limpeza', { exact: false }).waitFor();
    await expectAccessible(proPage);
    await shoot(proPage, 'limpeza-antes');
    await menu.getByRole('link', { name: 'Perfil' }).click();
    // The professional edits their own hours and districts now.
    await proPage.getByRole('button', { name: 'Editar horários e bairros' }).waitFor();
    await expectAccessible(proPage);
    await shoot(proPage, 'perfil');

    // The customer waits on the dashboard, where the cleaning is a future one.
    await page.goto('/');
    await page.getByRole('heading', { name: /^Limpezas futuras/ }).waitFor({ timeout: 20_000 });

    // Half an hour before the start, on the cleaning's day.
    await app.setClock(new Date(startsAt.getTime() - 30 * 60_000).toISOString());
    await proPage.goto(`/profissional/limpezas/${orderId}`);
    await proPage.getByText('Avenida do Batel, 1230 - Apto 52').waitFor();
    await proPage.getByRole('link', { name: 'abrir no mapa' }).waitFor();
    await shoot(proPage, 'limpeza-dia');
    await proPage.getByRole('button', { name: 'Fazer check-in' }).click();
    const confirmIn = proPage.getByRole('dialog', { name: 'Confirmar check-in' });
    await expectAccessible(proPage);
    await shoot(proPage, 'limpeza-confirmar');
    await confirmIn.getByRole('button', { name: 'confirmar' }).click();
    await proPage.getByText(/Check-in às \d\d:\d\d/).waitFor();

    // The customer's dashboard shows it going on, without a reload.
    await page.getByText('EM ANDAMENTO').first().waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: /^Limpezas em andamento/ }).waitFor();

    // The customer opens the order; the check-out completes it there, live.
    await page.goto(`/pedidos/${orderId}`);
    await page.getByText('Em andamento').first().waitFor();
    await shoot(proPage, 'limpeza-andamento');
    await proPage.getByRole('button', { name: 'Fazer check-out' }).click();
    await proPage
      .getByRole('dialog', { name: 'Confirmar check-out' })
      .getByRole('button', { name: 'confirmar' })
      .click();
    await proPage.getByText(/Check-out às \d\d:\d\d/).waitFor();
    await proPage.getByText('CONCLUÍDA', { exact: true }).waitFor();
    await shoot(proPage, 'limpeza-concluida');
    await page.getByText('avaliar limpeza').waitFor({ timeout: 15_000 });
    await page.getByText('Concluído').first().waitFor();

    // She rates it in the app: 4 stars and a comment; saved, the button offers to edit it.
    const comment = 'Tudo muito limpo e organizado, obrigada!';
    await page.getByRole('button', { name: 'avaliar limpeza' }).click();
    const rate = page.getByRole('dialog', { name: 'Avaliar limpeza' });
    await rate.getByRole('radio', { name: '4 estrelas' }).check();
    await rate.getByLabel('Comentário (opcional)').fill(comment);
    await expectAccessible(page);
    await shoot(page, 'cliente-avaliar');
    await rate.getByRole('button', { name: 'enviar avaliação' }).click();
    await page.getByText('Obrigado pela sua avaliação!').first().waitFor({ timeout: 15_000 });
    await rate.waitFor({ state: 'hidden' });
    const editRating = page.getByRole('button', { name: 'editar avaliação' });
    await editRating.waitFor();
    assert.equal(await page.getByRole('button', { name: 'avaliar limpeza' }).count(), 0);
    await expectAccessible(page);
    await shoot(page, 'cliente-avaliada');
    // On her phone too: reopened, it holds what she gave, to be changed until the 7 days pass.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await editRating.click();
    await rate.getByRole('button', { name: 'salvar alteração' }).waitFor();
    assert.equal(await rate.getByRole('radio', { name: '4 estrelas' }).isChecked(), true);
    assert.equal(await rate.getByLabel('Comentário (opcional)').inputValue(), comment);
    await rate.getByText('Você pode alterar a sua avaliação até', { exact: false }).waitFor();
    await expectAccessible(page);
    await shoot(page, 'cliente-avaliar-editar');
    await page.keyboard.press('Escape');
    await rate.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The professional finds it under 'Minhas avaliações' on her profile.
    await proPage.goto('/profissional/perfil');
    const mine = proPage.getByRole('region', { name: 'Minhas avaliações' });
    const rated = mine.getByRole('listitem', { name: 'Nota 4 de 5' }).filter({ hasText: comment });
    await rated.waitFor({ timeout: 15_000 });
    await rated.getByRole('link', { name: /^Limpeza de \d\d\/\d\d\/\d{4}$/ }).waitFor();
    await expectAccessible(proPage);
    await shoot(proPage, 'perfil-avaliacoes');

    // Her public page shows the comment, in the server's HTML (what a link preview reads) and in the browser.
    const professionalId = await page.evaluate(async (id) => {
      const token = localStorage.getItem('brilho.token');
      const response = await fetch(`/api/orders/${id}?include=professional`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as {
        data: { relationships: { professional: { data: { id: string } | null } } };
      };
      return body.data.relationships.professional.data?.id ?? null;
    }, orderId);
    assert.ok(professionalId, 'the complete order names its professional');
    const publicPath = `/pesquisa/profissionais/${professionalId}`;
    const served = await fetch(`${app.baseUrl}${publicPath}`);
    assert.equal(served.status, 200);
    assert.ok((await served.text()).includes(comment), "the server's page carries the comment");
    const visitor = await app.newPage({ width: 390, height: 844 });
    await visitor.page.goto(publicPath);
    await visitor.page.getByText(comment).first().waitFor({ timeout: 20_000 });
    await expectAccessible(visitor.page);
    await shoot(visitor.page, 'publica-avaliacao');
    await visitor.context.close();

    // Her confirmation e-mail for this order carried the cleaning's .ics.
    const confirmation = await lastEmail(
      app.baseUrl,
      CUSTOMER.email,
      'Sua limpeza está confirmada',
      (entry) => (entry.attachments ?? []).some((file) => file.content.includes(`pedido-${orderId}@`)),
    );
    const ics = confirmation.attachments?.find((file) => file.contentType.startsWith('text/calendar'));
    assert.ok(ics, 'the confirmation carries a text/calendar attachment');
    assert.match(ics.filename, /\.ics$/);
    assert.match(ics.contentType, /method=REQUEST/);
    assert.match(ics.content, /^BEGIN:VCALENDAR\r\n/);

    // Hoje lists the finished cleaning.
    await menu.getByRole('link', { name: 'Hoje' }).click();
    await proPage.getByRole('link').filter({ hasText: '9h às 11h' }).waitFor();
    await shoot(proPage, 'hoje');

    // Sign-out returns to the sign-in.
    await proPage.getByRole('button', { name: 'Sair' }).click();
    await proPage.waitForURL((url) => url.pathname === '/profissional/entrar');
    await customer.context.close();
    await pro.context.close();
  });

  it('a signed-in customer opening the professional side is told it is not theirs', async () => {
    const { page, context } = await app.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    await signIn(page, CUSTOMER.email, CUSTOMER.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profissional');
    await page.getByText('Você não tem acesso à esta aplicação').waitFor();
    await expectAccessible(page);
    await shoot(page, 'sem-acesso');
    await page.getByRole('link', { name: 'voltar para o início' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
