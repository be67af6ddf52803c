// Takes screenshots at 390 px and 1280 px into e2e/artifacts/ (for looking, not testing):
// screenshots.ts [signed-out paths] [signed-in paths] [account e-mail, default the demo customer].
import { mkdirSync } from 'node:fs';
import { signIn } from '../support/forms';
import { startApp } from '../support/harness';

const out = new URL('../artifacts/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const app = await startApp();
const pages = (
  process.argv[2] ??
  '/login,/cadastre-se,/cadastre-se?type=physical,/esqueci-minha-senha,/redefina-sua-senha/x,/nao/existe'
).split(',');
const signedIn = (process.argv[3] ?? '/,/meus-dados,/limpeza').split(',').filter(Boolean);
const account = process.argv[4] ?? 'cliente@brilho.test';
try {
  for (const width of [390, 1280]) {
    const { page, context } = await app.newPage({ width, height: width === 390 ? 844 : 900 });
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `${out}${width}${path.replace(/[/?=]/g, '_') || '_root'}.png`,
        fullPage: true,
      });
    }
    await page.goto('/login');
    await signIn(page, account, 'brilho123');
    await page.waitForURL((url) => url.pathname !== '/login');
    for (const path of signedIn) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `${out}${width}_in${path.replace(/[/?=]/g, '_') || '_root'}.png`,
        fullPage: true,
      });
    }
    await context.close();
  }
} finally {
  await app.stop();
}
