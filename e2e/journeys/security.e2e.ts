import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signIn } from '../support/forms';
import { type RunningApp, startApp } from '../support/harness';
import { apiSession, bookableDay, placeOrder } from '../support/orders';
import { signedIn } from '../support/sessions';

const CUSTOMER = { email: 'cliente@brilho.test', password: 'brilho123' };
const OPERATOR = { email: 'operador@brilho.test', password: 'brilho123' };
const PROFESSIONAL = { email: 'profissional@brilho.test', password: 'brilho123' };

/**
 * Opens `path` as a user would (a full load: the HTML answer's own headers apply), lets the screen settle and
 * asserts the policy was served and nothing on the screen was refused by it.
 */
async function visitClean(app: RunningApp, page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  assert.ok(response, path);
  const csp = response.headers()['content-security-policy'] ?? '';
  assert.match(csp, /script-src 'self'(;|$)/, `${path} served without the policy`);
  assert.equal(response.headers()['x-frame-options'], 'DENY', path);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(app.takeCspViolations(), [], `${path} broke the Content-Security-Policy`);
}

describe('security headers: every screen runs under the strict Content-Security-Policy', () => {
  let app: RunningApp;
  let orderId: string;
  before(async () => {
    app = await startApp();
    const customer = await apiSession(app, CUSTOMER.email, CUSTOMER.password);
    orderId = (await placeOrder(customer, { day: bookableDay(9), hour: 9, duration: 2 })).id;
  });
  after(async () => {
    await app.stop();
  });

  it('refuses a script injected into a page, and reports it', async () => {
    const { page, context } = await app.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'entrar' }).waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    assert.equal(ran, false, 'an inline script ran');
    let reported: string[] = [];
    for (let tries = 0; tries < 20 && reported.length === 0; tries += 1) {
      reported = app.takeCspViolations();
      if (reported.length === 0)
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    assert.ok(
      reported.some((report) => report.includes('script-src')),
      `no violation reported: ${reported.join('\n')}`,
    );
    await context.close();
    // The same refusal may also arrive as a console line: only that one may be left over.
    for (const late of app.takeCspViolations()) assert.match(late, /script/i, late);
  });

  it('shows the signed-out screens without a violation', async () => {
    const { page, context } = await app.newPage({ width: 390, height: 844 });
    for (const path of [
      '/login',
      '/cadastre-se',
      '/esqueci-minha-senha',
      '/profissional/entrar',
      '/nao-existe',
    ])
      await visitClean(app, page, path);
    await context.close();
  });

  it('shows every customer screen signed in without a violation, maps and card checkout included', async () => {
    const { page, context } = await signedIn(app, CUSTOMER);
    for (const path of [
      '/',
      '/limpeza',
      '/pedidos',
      `/pedidos/${orderId}`,
      '/assinaturas',
      '/meus-dados',
      '/atualize-seus-dados',
      '/ajuda',
      '/termos-de-uso',
      `/checkout/pedidos/${orderId}`,
    ])
      await visitClean(app, page, path);
    // The card form, where the browser will encrypt the card with the gateway's key (checkout.e2e.ts pays).
    await page.getByText('TEMPO RESTANTE').waitFor();
    await page.getByRole('button', { name: 'CARTÃO DE CRÉDITO' }).click();
    const notice = page.getByRole('dialog', { name: 'Onde estão os meus cartões?' });
    if (await notice.isVisible().catch(() => false))
      await notice.getByRole('button', { name: 'entendi' }).click();
    await page
      .getByRole('region', { name: 'Novo cartão de crédito' })
      .getByLabel('Número do cartão')
      .fill('4111111111111111');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(app.takeCspViolations(), []);
    await context.close();
  });

  it('shows every console screen to the operator without a violation', async () => {
    const { page, context } = await signedIn(app, OPERATOR);
    for (const segment of [
      'painel',
      'estados',
      'cidades',
      'bairros',
      'pedidos',
      `pedidos/${orderId}`,
      'chamados',
      'atendimento',
      'assinaturas',
      'cupons',
      'registro',
      'profissionais',
      'clientes',
    ])
      await visitClean(app, page, `/operador/${segment}`);
    await context.close();
  });

  it('shows the professional area without a violation', async () => {
    const { page, context } = await app.newPage({ width: 390, height: 844 });
    await page.goto('/profissional/entrar');
    await signIn(page, PROFESSIONAL.email, PROFESSIONAL.password);
    await page.getByRole('heading', { name: 'Olá, Rosângela!' }).waitFor();
    for (const path of [
      '/profissional',
      '/profissional/agenda',
      '/profissional/ofertas',
      '/profissional/perfil',
    ])
      await visitClean(app, page, path);
    await context.close();
  });
});
