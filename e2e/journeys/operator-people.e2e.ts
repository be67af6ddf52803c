import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y';
import { type RunningApp, startApp } from '../support/harness';
import { dayAhead } from '../support/scheduler';
import { shot as shotIn, signedIn } from '../support/sessions';

/**
 * The operator console's people and places: the operator works in the console, the customer sees
 * the effect in the customer screens at once. Screenshots of the console are taken when SCREENSHOTS_DIR is set.
 */

const CUSTOMER = { email: 'cliente@brilho.test', password: 'brilho123' };
const OPERATOR = { email: 'operador@brilho.test', password: 'brilho123' };
const SHOTS = process.env.SCREENSHOTS_DIR;
const shot = (page: Page, name: string) => shotIn(SHOTS, page, name);

/** Picks `option` in the searchable select or multi-select named `label` inside `scope`. */
async function pick(page: Page, scope: Locator, label: string, typed: string, option: string) {
  const input = scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }));
  await input.first().click();
  await input.first().fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('operator console: people and places', () => {
  let app: RunningApp;
  before(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    app = await startApp();
  });
  after(async () => {
    await app?.stop();
  });

  it('the operator creates a district in Curitiba; the customer’s address wizard offers it', async () => {
    const operator = await signedIn(app, OPERATOR);
    const { page } = operator;
    await page.goto('/operador/bairros');
    await page.getByRole('heading', { level: 2, name: 'Bairros' }).waitFor();
    await pick(page, page.getByRole('main'), 'Cidade', 'Curi', 'Curitiba (PR)');
    await page.getByRole('heading', { level: 2, name: 'Bairros de Curitiba' }).waitFor();
    await page.getByRole('button', { name: 'Novo bairro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo bairro em Curitiba' });
    await dialog.getByLabel('Nome', { exact: true }).fill('Jardim Botânico Novo');
    await dialog.getByLabel('Código', { exact: true }).fill('pr-curitiba-jardim-botanico-novo');
    await dialog.getByLabel('Nota mínima').fill('4');
    await dialog.getByLabel('Nota máxima').fill('5');
    await dialog.getByLabel('Preço', { exact: true }).fill('0');
    await dialog.getByLabel('Preço por hora').fill('36,90');
    await dialog.getByLabel('Taxa', { exact: true }).fill('5');
    await dialog.getByLabel('Taxa por hora').fill('5');
    await dialog.getByRole('button', { name: 'Cadastrar bairro' }).click();
    await page.getByText('Bairro criado com sucesso!').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Jardim Botânico Novo' });
    await row.getByText('R$ 36,90').waitFor();
    await expectAccessible(page);
    await shot(page, 'bairros');
    await operator.context.close();

    const customer = await signedIn(app, CUSTOMER, 390);
    const wizardPage = customer.page;
    await wizardPage.goto('/meus-dados');
    await wizardPage.getByRole('button', { name: 'adicionar novo endereço' }).click();
    const wizard = wizardPage.getByRole('dialog', { name: 'Novo endereço' });
    await wizard.getByLabel('Rua', { exact: true }).fill('Rua Dr. Jorge Meyer Filho');
    await wizard.getByLabel('Número', { exact: true }).fill('93');
    await wizard.getByLabel('Cidade', { exact: true }).fill('Curitiba');
    await wizard.getByRole('button', { name: 'continuar' }).click();
    await wizard.getByLabel('Buscar bairro').fill('botânico novo');
    await wizard.getByRole('radio', { name: 'Jardim Botânico Novo' }).waitFor();
    await customer.context.close();
  });

  it('the operator creates and validates a professional with districts and weekly hours; the customer’s search shows them', async () => {
    const operator = await signedIn(app, OPERATOR);
    const { page } = operator;
    await page.goto('/operador/profissionais');
    await page.getByRole('heading', { level: 2, name: 'Profissionais' }).waitFor();
    await page.getByRole('table', { name: 'Profissionais' }).waitFor();
    await page.getByRole('button', { name: 'Novo profissional' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo profissional' });
    await dialog.getByLabel('Nome', { exact: true }).fill('Iolanda');
    await dialog.getByLabel('Sobrenome', { exact: true }).fill('Quaresma');
    await dialog.getByLabel('E-mail', { exact: true }).fill('iolanda.quaresma@exemplo.com');
    await dialog.getByLabel('Celular com DDD').fill('41988887777');
    await dialog.getByLabel('Bio').fill('Doze anos de limpezas caprichadas em Curitiba.');
    // The city chooser starts on Curitiba; the customer's 'Casa' is in Batel.
    await pick(page, dialog, 'Bairros atendidos', 'Batel', 'Batel');
    await dialog.getByRole('heading', { name: 'Novo profissional' }).click();
    for (const day of [
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
      'Domingo',
    ])
      await dialog.getByRole('checkbox', { name: day }).check();
    await shot(page, 'profissional-novo');
    await dialog.getByRole('button', { name: 'Cadastrar profissional' }).click();

    // The detail: the one-time password, 'aguardando validação', then validated.
    await page.getByRole('heading', { level: 2, name: 'Iolanda Quaresma' }).waitFor();
    await page.getByText('Senha provisória').waitFor();
    await page.getByText('aguardando validação').first().waitFor();
    await expectAccessible(page);
    await shot(page, 'profissional');
    await page.getByRole('button', { name: 'Validar', exact: true }).click();
    await page.getByText('Profissional validado!').waitFor();
    await page.getByText('validado', { exact: true }).waitFor();
    await operator.context.close();

    // The customer's purchase flow: 'Casa' (Batel), three days ahead at 9 h for 4 hours, by her name.
    const customer = await signedIn(app, CUSTOMER);
    const shopper = customer.page;
    await shopper.goto('/limpeza');
    await shopper.getByRole('button', { name: 'selecionar o local da limpeza' }).click();
    await shopper
      .getByRole('dialog', { name: 'Selecione o local da limpeza para continuar' })
      .getByRole('button', { name: /^Casa/ })
      .click();
    await shopper.getByRole('button', { name: 'escolher dia e horário' }).click();
    const filters = shopper.getByRole('dialog', { name: 'Filtros' });
    const closedDay = ['12-25', '01-01'].includes(
      new Date(Date.now() + 3 * 86_400_000).toISOString().slice(5, 10),
    );
    const day = dayAhead(closedDay ? 4 : 3);
    if (day.nextMonth) await filters.getByRole('button', { name: 'Próximo mês' }).click();
    await filters.getByRole('button', { name: day.label }).click();
    await filters.getByRole('tab', { name: 'Horário' }).click();
    await filters
      .locator('label')
      .filter({ hasText: /^09:00$/ })
      .first()
      .click();
    await filters.getByRole('tab', { name: 'Duração' }).click();
    await filters
      .locator('label')
      .filter({ hasText: /^4 horas?/ })
      .first()
      .click();
    await filters.getByRole('tab', { name: 'Profissional' }).click();
    await filters.getByRole('textbox', { name: 'Nome do profissional' }).fill('Iolanda');
    await filters.getByRole('button', { name: 'Ver Profissionais Disponíveis' }).click();
    await shopper.getByRole('heading', { name: 'Profissionais disponíveis' }).waitFor();
    await shopper.getByRole('article').filter({ hasText: 'Iolanda' }).first().waitFor();
    await customer.context.close();
  });

  // Last on purpose: Curitiba stays closed in this app, and the journeys above book and search in it.
  it('the operator closes a city; the customer’s address picker flags it', async () => {
    const operator = await signedIn(app, OPERATOR);
    const { page } = operator;
    await page.goto('/operador/cidades');
    await page.getByRole('heading', { level: 2, name: 'Cidades' }).waitFor();
    await page.getByRole('table', { name: 'Cidades' }).waitFor();
    const curitiba = page.getByRole('row').filter({ hasText: 'Curitiba' });
    // Mantine draws the switch over its input: the click lands on the drawn track.
    await curitiba.getByRole('switch', { name: 'Curitiba ativa' }).click({ force: true });
    const confirm = page.getByRole('dialog', { name: 'Encerrar Curitiba?' });
    await confirm.getByText('Não estamos operando mais nessa cidade!', { exact: false }).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Encerrar cidade' }).click();
    await page.getByText('Cidade encerrada.').waitFor();
    await curitiba.getByText('encerrada', { exact: true }).waitFor();
    await operator.context.close();

    const customer = await signedIn(app, CUSTOMER, 390);
    const shopper = customer.page;
    await shopper.goto('/limpeza');
    await shopper.getByRole('button', { name: 'selecionar o local da limpeza' }).click();
    const picker = shopper.getByRole('dialog', { name: 'Selecione o local da limpeza para continuar' });
    const casa = picker.getByRole('button', { name: /^Casa/ });
    await casa.waitFor();
    assert.equal(await casa.getAttribute('aria-disabled'), 'true');
    // Pinhais (closed in the seed) and now Curitiba: both carry the notice.
    await picker.getByText('Não estamos operando mais nessa cidade!').nth(1).waitFor();
    await customer.context.close();
  });
});
