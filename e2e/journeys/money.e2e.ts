import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y';
import { signIn } from '../support/forms';
import { type RunningApp, startApp } from '../support/harness';
import { apiSession, boletoPaidOrder, bookableDay } from '../support/orders';
import { shot as shotIn, signedIn } from '../support/sessions';

/**
 * Marketplace money: a professional signs up at /profissional/cadastro (390 px), the operator
 * validates her (1280 px), she takes a job a customer booked and paid by boleto for her, sees what it pays,
 * checks in and out on the dev clock, watches the earning go from pending to payable in Ganhos; the Monday
 * payout run proposes a batch, the operator approves it and marks it paid in Financeiro, Ganhos shows it
 * paid; the ledger CSV the operator exports adds up to what the gateway settled for the order.
 * Axe on every screen; screenshots when SCREENSHOTS_DIR is set.
 */

const CUSTOMER = { email: 'cliente@brilho.test', password: 'brilho123' };
const OPERATOR = { email: 'operador@brilho.test', password: 'brilho123' };
const PRO = {
  first: 'Jussara',
  last: 'Moreira',
  email: 'jussara.moreira@exemplo.com',
  password: 'faxina-caprichada-22',
  cpf: generateCpf(),
};
const SHOTS = process.env.SCREENSHOTS_DIR;
const shot = (page: Page, name: string) => shotIn(SHOTS, page, `money-${name}`);

// An 8×8 violet PNG (the photo; made with sharp, which the upload's content check decodes with) and the smallest PDF the upload's content check accepts (the document).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGMo8HiBFTEMLQkAhSBoAdPPARgAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** 'R$ 1.234,56' as the screens write cents (formatMoney), as a pattern tolerant of the space's kind. */
function brl(cents: number): RegExp {
  const reais = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
  return new RegExp(`R\\$\\s${reais.replace('.', '\\.')}`);
}

/** A CSV for Excel-BR (BOM, `;`, quoted cells, CRLF) as objects keyed by its header. */
function parseCsv(text: string): Record<string, string>[] {
  const lines: string[][] = [];
  let cell = '';
  let line: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      line.push(cell);
      cell = '';
    } else if (char === '\n') {
      line.push(cell.replace(/\r$/, ''));
      lines.push(line);
      line = [];
      cell = '';
    } else cell += char;
  }
  if (cell || line.length) lines.push([...line, cell]);
  const [header, ...rows] = lines;
  assert.ok(header, 'the CSV has a header');
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

/** '-1234,56' → -123456. */
function cents(value: string): number {
  const match = /^(-?)(\d+),(\d\d)$/.exec(value);
  assert.ok(match, `a money cell: ${value}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}

const sum = (rows: Record<string, string>[]) =>
  rows.reduce((total, row) => total + cents(row['Valor (R$)']!), 0);

/** The first Monday after a São Paulo day (YYYY-MM-DD): the payout run's weekday. */
function mondayAfter(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== 1);
  return date.toISOString().slice(0, 10);
}

/** Waits for `text` on `page`; failing, says what the page shows instead (an error under a field…). */
async function sees(page: Page, text: string | RegExp, timeout = 30_000): Promise<void> {
  await page
    .getByText(text)
    .first()
    .waitFor({ timeout })
    .catch(async (error) => {
      const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(-1_200);
      throw new Error(`'${text}' did not show; the page shows: ${shown}`, { cause: error });
    });
}

/** The newest e-mail to `to` whose subject has `subject` (the dev outbox), waiting for the mail job. */
async function email(app: RunningApp, to: string, subject: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const response = await fetch(`${app.baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { data } = (await response.json()) as { data: { subject: string; text: string }[] };
    const found = data.filter((entry) => entry.subject.includes(subject)).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  assert.fail(`no e-mail '${subject}' to ${to}`);
}

describe('marketplace money', () => {
  let app: RunningApp;
  before(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    app = await startApp();
  });
  after(async () => {
    await app?.stop();
  });

  it('a professional signs up, is validated, is paid for a job; the finance CSV adds up to the gateway settlement', async () => {
    // 1. She signs up on her phone.
    const signup = await app.newPage({ width: 390, height: 844 });
    const pro = signup.page;
    await pro.goto('/profissional/cadastro');
    await pro.getByRole('heading', { name: 'Cadastro de profissional' }).waitFor({ timeout: 60_000 });
    await pro.getByRole('checkbox', { name: 'Batel', exact: true }).waitFor({ timeout: 30_000 });
    await expectAccessible(pro);
    await shot(pro, 'cadastro');
    await pro.getByLabel('Nome', { exact: true }).fill(PRO.first);
    await pro.getByLabel('Sobrenome', { exact: true }).fill(PRO.last);
    await pro.getByLabel('E-mail', { exact: true }).fill(PRO.email);
    await pro.getByLabel('Celular com DDD').fill('(41) 99876-5432');
    await pro.getByLabel('CPF', { exact: true }).fill(PRO.cpf);
    await pro.getByLabel('Conte um pouco sobre você (opcional)').fill('Dez anos de faxinas em Curitiba.');
    await pro.getByLabel('Tipo da chave Pix').selectOption('cpf');
    await pro.getByLabel('Chave Pix', { exact: true }).fill(PRO.cpf);
    for (const day of ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'])
      await pro.getByRole('checkbox', { name: new RegExp(`^${day}`, 'i') }).check();
    await pro.getByRole('checkbox', { name: 'Batel', exact: true }).check();
    await pro.getByLabel('Sua foto (PNG ou JPEG)').setInputFiles({
      name: 'jussara.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await sees(pro, 'Foto enviada.');
    await pro.getByLabel(/^Documento com foto/).setInputFiles({
      name: 'rg.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await sees(pro, '1 documento(s) enviado(s).');
    await pro.getByLabel('Senha', { exact: true }).fill(PRO.password);
    await pro.getByLabel('Confirme a senha').fill(PRO.password);
    await pro.getByRole('checkbox', { name: 'Li e aceito os termos de uso para profissionais' }).check();
    await pro.getByRole('button', { name: 'Enviar cadastro' }).click();
    await sees(pro, 'Cadastro enviado!');
    await expectAccessible(pro);
    await shot(pro, 'cadastro-enviado');
    await email(app, PRO.email, 'Cadastro recebido');

    // Signed in, she waits for the validation.
    await pro
      .getByRole('button', { name: 'Entrar' })
      .or(pro.getByRole('link', { name: 'Entrar' }))
      .first()
      .click();
    await pro.waitForURL((url) => url.pathname === '/profissional/entrar');
    await signIn(pro, PRO.email, PRO.password);
    await pro.getByRole('heading', { name: 'Cadastro em análise' }).waitFor({ timeout: 30_000 });
    await pro.getByText(`Olá, ${PRO.first}!`).waitFor();
    await expectAccessible(pro);
    await shot(pro, 'em-analise');
    await signup.context.close();

    // 2. The operator finds her in the validation queue and validates her.
    const operator = await signedIn(app, OPERATOR);
    const desk = operator.page;
    await desk.goto('/operador/profissionais');
    await desk.getByRole('heading', { level: 2, name: 'Profissionais' }).waitFor();
    await desk
      .locator('label')
      .filter({ hasText: /^Fila de validação$/ })
      .click();
    const queued = desk
      .getByRole('table', { name: 'Fila de validação' })
      .getByRole('row')
      .filter({ hasText: `${PRO.first} ${PRO.last}` });
    await queued.waitFor({ timeout: 30_000 });
    await expectAccessible(desk);
    await shot(desk, 'fila-validacao');
    await queued.getByRole('link', { name: `${PRO.first} ${PRO.last}` }).click();
    await desk.getByRole('heading', { level: 2, name: `${PRO.first} ${PRO.last}` }).waitFor();
    await desk.getByText('aguardando validação').first().waitFor();
    await desk.getByRole('button', { name: 'Validar', exact: true }).click();
    await desk.getByText('Profissional validado!').waitFor();
    await desk.getByText('validado', { exact: true }).waitFor();

    // She gets the e-mail and signs in from its link.
    const approved = await email(app, PRO.email, 'Cadastro aprovado');
    const link = approved.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    assert.ok(link.endsWith('/profissional/entrar'), `the e-mail links to the sign-in: ${link}`);
    const phone = await app.newPage({ width: 390, height: 844 });
    const jussara = phone.page;
    await jussara.goto(link);
    await jussara.getByRole('heading', { name: 'Entrar como profissional' }).waitFor({ timeout: 30_000 });
    await signIn(jussara, PRO.email, PRO.password);
    await jussara.getByRole('heading', { name: `Olá, ${PRO.first}!` }).waitFor({ timeout: 30_000 });

    // 3. A customer books her (Batel, four hours) and pays by boleto, settled by the sandbox bank.
    const customer = await apiSession(app, CUSTOMER.email, CUSTOMER.password);
    const operatorApi = await apiSession(app, OPERATOR.email, OPERATOR.password);
    const day = bookableDay(3);
    const order = await boletoPaidOrder(customer, operatorApi, {
      day,
      hour: 9,
      duration: 4,
      professionalName: PRO.first,
    });
    const professionalApi = await apiSession(app, PRO.email, PRO.password);
    const earningsOf = async () =>
      (await professionalApi.call('/professional/earnings')).body.data as {
        id: string;
        attributes: { pending: number; payable: number; paid: number };
      };
    const professionalId = (await earningsOf()).id;
    assert.equal(order.professionalId, professionalId, 'the order is hers');
    const job = (await professionalApi.call(`/professional/orders/${order.id}`)).body.data as {
      attributes: { professional_earning: number; total: number; starts_at: string };
    };
    const share = job.attributes.professional_earning;
    assert.ok(share >= 5_000 && share < order.total, `her share (${share}) reaches the payout minimum`);

    // The job page says what it pays.
    await jussara.goto(`/profissional/limpezas/${order.id}`);
    const youEarn = jussara.getByText('Você recebe');
    await youEarn.waitFor({ timeout: 30_000 });
    await jussara.getByText(brl(share)).first().waitFor();
    await jussara.getByText(new RegExp(`Valor da limpeza: ${brl(order.total).source}`)).waitFor();
    await expectAccessible(jussara);
    await shot(jussara, 'limpeza');

    // 4. Ganhos: the job is pending ('a receber') until it is done.
    await jussara.goto('/profissional/ganhos');
    await jussara.getByRole('heading', { name: 'Ganhos' }).waitFor({ timeout: 30_000 });
    const figure = (label: string) =>
      jussara
        .locator('div')
        .filter({ has: jussara.getByText(label, { exact: true }) })
        .last();
    await figure('A receber').getByText(brl(share)).waitFor();
    await jussara.getByText('(a receber)').waitFor();
    await expectAccessible(jussara);
    await shot(jussara, 'ganhos-a-receber');

    // Check-in half an hour before the start, check-out at once (the dev clock).
    const startsAt = new Date(job.attributes.starts_at);
    await app.setClock(new Date(startsAt.getTime() - 30 * 60_000).toISOString());
    await jussara.goto(`/profissional/limpezas/${order.id}`);
    await jussara.getByRole('button', { name: 'Fazer check-in' }).click();
    await jussara
      .getByRole('dialog', { name: 'Confirmar check-in' })
      .getByRole('button', { name: 'confirmar' })
      .click();
    await jussara.getByText(/Check-in às \d\d:\d\d/).waitFor({ timeout: 30_000 });
    await jussara.getByRole('button', { name: 'Fazer check-out' }).click();
    await jussara
      .getByRole('dialog', { name: 'Confirmar check-out' })
      .getByRole('button', { name: 'confirmar' })
      .click();
    await jussara.getByText(/Check-out às \d\d:\d\d/).waitFor({ timeout: 30_000 });
    await jussara.getByText('CONCLUÍDA', { exact: true }).waitFor();
    await expectAccessible(jussara);
    await shot(jussara, 'limpeza-concluida');

    // Done, the earning is payable ('Disponível').
    await jussara.goto('/profissional/ganhos');
    await figure('Disponível').getByText(brl(share)).waitFor({ timeout: 30_000 });
    await figure('A receber').getByText(brl(0)).waitFor();
    assert.equal(await jussara.getByText('(a receber)').count(), 0);
    await expectAccessible(jussara);
    await shot(jussara, 'ganhos-disponivel');

    // 5. Monday: the payout run (a recurring job on the clock) proposes a batch with her payout.
    const monday = mondayAfter(day);
    await app.setClock(`${monday}T10:00:00-03:00`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await desk.goto(`/operador/financeiro?de=${today}&ate=${monday}`);
    await desk.getByRole('heading', { level: 2, name: 'Financeiro' }).waitFor({ timeout: 30_000 });
    const payouts = desk.getByRole('table', { name: 'Repasses às profissionais' });
    const hers = payouts.getByRole('row').filter({ hasText: `${PRO.first} ${PRO.last}` });
    // The clock's answer waits for the due jobs; should the worker's own sweep hold the run, it follows.
    const proposed = async () => {
      await payouts.or(desk.getByText('Nenhum repasse ainda.')).first().waitFor({ timeout: 30_000 });
      return (await hers.count()) > 0;
    };
    for (let attempt = 0; !(await proposed()); attempt += 1) {
      assert.ok(attempt < 30, 'the Monday run proposed her payout');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await desk.reload();
    }
    await hers.getByText(brl(share)).waitFor();
    await hers.getByText('Proposto').waitFor();
    await hers.getByText(PRO.cpf).waitFor();
    await expectAccessible(desk);
    await shot(desk, 'financeiro-proposto');
    // One run, one batch: approving it puts her payout in transit.
    assert.equal(await desk.getByRole('button', { name: 'Aprovar lote' }).count(), 1);
    await desk.getByRole('button', { name: 'Aprovar lote' }).click();
    await hers.getByText('Aprovado').waitFor({ timeout: 30_000 });
    await hers.getByRole('button', { name: 'Marcar pago' }).click();
    await hers.getByText('Pago', { exact: true }).waitFor({ timeout: 30_000 });
    await expectAccessible(desk);
    await shot(desk, 'financeiro-pago');

    await jussara.reload();
    await figure('Recebido').getByText(brl(share)).waitFor({ timeout: 30_000 });
    await figure('Disponível').getByText(brl(0)).waitFor();
    await jussara.getByText('Pago', { exact: true }).waitFor();
    await expectAccessible(jussara);
    await shot(jussara, 'ganhos-pago');

    // 6. What the gateway settled for the order, as the customer's API and Financeiro's 'Por pedido' say.
    const paid = (await customer.call(`/orders/${order.id}`)).body.data as { attributes: { total: number } };
    const settled = paid.attributes.total;
    assert.equal(settled, order.total);
    const byOrder = desk
      .getByRole('table', { name: 'Dinheiro por pedido' })
      .getByRole('row')
      .filter({ hasText: order.id.slice(0, 8) });
    await byOrder.getByText(brl(settled)).first().waitFor();

    // The ledger CSV, downloaded as the operator does, adds up.
    const [download] = await Promise.all([
      desk.waitForEvent('download', { timeout: 60_000 }),
      desk.getByRole('button', { name: 'Exportar razão (CSV)' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `razao-${today}-a-${monday}.csv`);
    const ledger = parseCsv(readFileSync(await download.path(), 'utf8'));
    assert.ok(ledger.length > 0, 'the ledger CSV has entries');
    // Every transaction balances.
    for (const key of new Set(ledger.map((row) => row.Transação!)))
      assert.equal(sum(ledger.filter((row) => row.Transação === key)), 0, `transaction ${key} balances`);
    // The order: the gateway's settlement comes in, then splits into commission and her earning.
    const ofOrder = ledger.filter((row) => row.Pedido === order.id);
    const on = (rows: typeof ledger, account: string) => rows.filter((row) => row.Conta === account);
    const payable = `professional_payable:${professionalId}`;
    assert.equal(sum(on(ofOrder, 'gateway_clearing')), settled, 'the gateway settled the order');
    const revenue = -sum(on(ofOrder, 'platform_revenue'));
    const earned = -sum(on(ofOrder, payable));
    assert.equal(earned, share);
    assert.equal(revenue + earned, settled, 'commission and earning are the settlement');
    // Her payout leaves through the gateway; nothing is owed to her any more.
    const payoutIds = new Set(
      on(ledger, payable)
        .map((row) => row.Repasse)
        .filter(Boolean),
    );
    assert.equal(payoutIds.size, 1, 'one payout of hers');
    const ofPayout = ledger.filter((row) => payoutIds.has(row.Repasse!));
    const paidOut = -sum(on(ofPayout, 'gateway_clearing'));
    assert.equal(paidOut, share);
    assert.equal(sum(on(ledger, payable)), 0, 'nothing is owed to her');
    assert.equal(settled, revenue + paidOut, 'the settlement = the platform’s revenue + what she was paid');

    // The payouts CSV lists her payout as paid.
    const [payoutsFile] = await Promise.all([
      desk.waitForEvent('download', { timeout: 60_000 }),
      desk.getByRole('button', { name: 'Exportar repasses (CSV)' }).click(),
    ]);
    const payoutRows = parseCsv(readFileSync(await payoutsFile.path(), 'utf8')).filter(
      (row) => row.Profissional === professionalId,
    );
    assert.equal(payoutRows.length, 1);
    assert.equal(payoutRows[0]!.Repasse, [...payoutIds][0]);
    assert.equal(cents(payoutRows[0]!['Valor (R$)']!), share);
    assert.equal(payoutRows[0]!.Situação, 'Pago');
    const earnings = await earningsOf();
    assert.deepEqual(
      {
        pending: earnings.attributes.pending,
        payable: earnings.attributes.payable,
        paid: earnings.attributes.paid,
      },
      { pending: 0, payable: 0, paid: share },
    );

    await phone.context.close();
    await operator.context.close();
  });
});
