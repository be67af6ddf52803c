import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { expectAccessible } from '../support/a11y';
import { choose, signIn } from '../support/forms';
import { type RunningApp, startApp } from '../support/harness';
import { linkFromLastEmail } from '../support/outbox';

describe('accounts and access', () => {
  let app: RunningApp;
  before(async () => {
    app = await startApp();
  });
  after(async () => {
    await app.stop();
  });

  it('an individual signs up, confirms the e-mail from the link and is greeted by first name', async () => {
    const { page, context } = await app.newPage({ width: 390, height: 844 });
    await page.goto('/cadastre-se');
    await expectAccessible(page);
    await page.getByRole('button', { name: /quero limpeza na minha casa/ }).click();

    await page.getByLabel('Nome', { exact: true }).fill('luana');
    await page.getByLabel('Sobrenome', { exact: true }).fill('martins');
    await page.getByLabel('E-mail', { exact: true }).fill('Luana@Exemplo.com');
    await page.getByLabel('Senha', { exact: true }).fill('segredo123');
    await page.getByLabel('Confirme a senha', { exact: true }).fill('segredo123');
    await page.getByRole('button', { name: 'continuar' }).click();

    await page.getByLabel('Data de nascimento').fill('15/03/1990');
    await page.getByLabel('Celular').fill('(41) 99999-8888');
    await choose(page, 'UF', 'Paran', 'PR - Paraná');
    await choose(page, 'Cidade', 'Curitib', 'Curitiba');
    await page.getByRole('button', { name: 'continuar' }).click();

    // Going back keeps what was typed.
    await page.getByRole('button', { name: 'voltar' }).click();
    assert.equal(await page.getByLabel('Data de nascimento').inputValue(), '15/03/1990');
    await page.getByRole('button', { name: 'continuar' }).click();

    await page.getByLabel('CPF').fill(generateCpf());
    const register = page.getByRole('button', { name: 'cadastrar' });
    assert.equal(await register.isDisabled(), true, 'register stays disabled until the terms are accepted');
    await page.getByLabel('Li e aceito os termos de uso da Brilho').check();
    await register.click();
    await page.waitForURL('**/limpeza');

    const link = await linkFromLastEmail(app.baseUrl, 'luana@exemplo.com', '/verificacao-de-email');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByText('O e-mail foi confirmado, bora limpar a casa :)').waitFor();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Olá, Luana!' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('a company signs up with its legal representative and address', async () => {
    const { page, context } = await app.newPage();
    await page.goto('/cadastre-se?type=legal');
    await page.getByLabel('Seu nome', { exact: true }).fill('Paula');
    await page.getByLabel('E-mail', { exact: true }).fill('paula@limpatudo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('segredo123');
    await page.getByLabel('Confirme a senha', { exact: true }).fill('segredo123');
    await page.getByRole('button', { name: 'continuar' }).click();

    await page.getByLabel('Nome', { exact: true }).fill('Paula');
    await page.getByLabel('Sobrenome', { exact: true }).fill('Souza');
    await page.getByLabel('CPF').fill(generateCpf());
    await page.getByLabel('Data de nascimento').fill('01/02/1985');
    await page.getByLabel('Celular').fill('41988887777');
    await page.getByRole('button', { name: 'continuar' }).click();

    await page.getByLabel('CEP').fill('80020-310');
    await page.getByLabel('Rua').fill('Rua XV de Novembro');
    await page.getByLabel('Número').fill('100');
    await page.getByLabel('Complemento').fill('Sala 2');
    await page.getByLabel('Bairro').fill('Centro');
    await choose(page, 'UF', 'Paran', 'PR - Paraná');
    await choose(page, 'Cidade', 'Curitib', 'Curitiba');
    await page.getByRole('button', { name: 'continuar' }).click();

    await page.getByLabel('CNPJ').fill(generateCnpj());
    await page.getByLabel('Razão social').fill('Limpa Tudo Ltda');
    await page.getByLabel('Nome fantasia').fill('Limpa Tudo');
    await page.getByLabel('Li e aceito os termos de uso da Brilho').check();
    await page.getByRole('button', { name: 'cadastrar' }).click();
    await page.waitForURL('**/limpeza');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Olá, Paula!' }).waitFor();
    await context.close();
  });

  it('a forgotten password is reset from the e-mailed link; the old one stops working', async () => {
    const { page, context } = await app.newPage({ width: 390, height: 844 });
    await page.goto('/esqueci-minha-senha');
    await page.getByLabel('E-mail').fill('cliente@brilho.test');
    await page.getByRole('button', { name: 'enviar' }).click();
    await page.getByText('E-MAIL ENVIADO!').waitFor();

    const link = await linkFromLastEmail(app.baseUrl, 'cliente@brilho.test', '/redefina-sua-senha/');
    await page.goto(new URL(link).pathname);
    await page.getByLabel('E-mail').fill('cliente@brilho.test');
    await page.getByLabel('Nova senha', { exact: true }).fill('novasenha1');
    await page.getByLabel('Confirme a nova senha').fill('novasenha1');
    await page.getByRole('button', { name: 'redefinir' }).click();
    await page.getByText('SENHA REDEFINIDA!').waitFor();
    await page.getByRole('link', { name: 'ir para o login' }).click();

    await signIn(page, 'cliente@brilho.test', 'brilho123');
    await page.getByText('Usuário ou senha incorretos').waitFor();
    await signIn(page, 'cliente@brilho.test', 'novasenha1');
    await page.getByRole('heading', { name: 'Olá, Camila!' }).waitFor();
    await context.close();
  });

  it('the guard: signed out /pedidos goes to login and back after signing in; staff go to their area, not the terms', async () => {
    const { page, context } = await app.newPage();
    await page.goto('/pedidos');
    await page.waitForURL('**/login?next=%2Fpedidos');
    await signIn(page, 'cliente@brilho.test', 'novasenha1');
    await page.waitForURL('**/pedidos');

    await page.goto('/meus-dados');
    const name = page.getByLabel('Nome', { exact: true });
    await name.fill('camila  beatriz');
    assert.equal(await page.getByLabel('E-mail').getAttribute('readonly'), '');
    await page.getByRole('button', { name: 'salvar alterações' }).click();
    await page.getByText('Dados alterados com sucesso!').waitFor();
    await page.reload();
    assert.equal(await page.getByLabel('Nome', { exact: true }).inputValue(), 'Camila Beatriz');
    await expectAccessible(page);
    await context.close();

    const operator = await app.newPage();
    await operator.page.goto('/login');
    await signIn(operator.page, 'operador@brilho.test', 'brilho123');
    // Staff never answer the customer terms: the operator lands on the console.
    await operator.page.waitForURL('**/operador/**');
    assert.equal(await operator.page.getByText('Li e concordo com os termos de uso').count(), 0);
    await operator.context.close();
  });
});
