import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y';
import { signIn } from '../support/forms';
import { type RunningApp, startApp } from '../support/harness';
import { shot as shotIn } from '../support/sessions';

/**
 * Staff's day one: an operator or a professional signing in at the customers' /login lands in
 * their own area, and no customer screen (terms, update-your-data, dashboard) ever opens for them. At 390 and
 * 1280 px, axe-checked; screenshots when SCREENSHOTS_DIR is set.
 */

const OPERATOR = { email: 'operador@brilho.test', password: 'brilho123' };
const PROFESSIONAL = { email: 'profissional@brilho.test', password: 'brilho123' };
const SHOTS = process.env.SCREENSHOTS_DIR;
const shot = (page: Page, name: string) => shotIn(SHOTS, page, name);
const CUSTOMER_PAGES = ['/', '/termos-de-uso', '/atualize-seus-dados', '/meus-dados', '/limpeza', '/login'];

describe('staff sign-in', () => {
  let app: RunningApp;
  before(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    app = await startApp();
  });
  after(async () => {
    await app?.stop();
  });

  for (const width of [390, 1280]) {
    it(`an operator signing in at /login lands on /operador and never on a customer page (${width} px)`, async () => {
      const { context, page } = await app.newPage({ width, height: width < 600 ? 844 : 900 });
      await page.goto('/login');
      await signIn(page, OPERATOR.email, OPERATOR.password);
      await page.waitForURL((url) => url.pathname === '/operador');
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      assert.equal(await page.getByText('Li e concordo com os termos de uso').count(), 0);
      await expectAccessible(page);
      await shot(page, 'staff-operador');
      for (const path of CUSTOMER_PAGES) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === '/operador');
      }
      await context.close();
    });

    it(`a professional signing in at /login lands on /profissional and never on a customer page (${width} px)`, async () => {
      const { context, page } = await app.newPage({ width, height: width < 600 ? 844 : 900 });
      await page.goto('/login');
      await signIn(page, PROFESSIONAL.email, PROFESSIONAL.password);
      await page.waitForURL((url) => url.pathname === '/profissional');
      await page.getByRole('heading', { name: 'Olá, Rosângela!' }).waitFor();
      await expectAccessible(page);
      await shot(page, 'staff-profissional');
      for (const path of CUSTOMER_PAGES) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === '/profissional');
        await page.getByRole('heading', { name: 'Olá, Rosângela!' }).waitFor();
      }
      await context.close();
    });
  }
});
