import type { Page } from 'playwright-core';
import { signIn } from './forms';
import type { RunningApp } from './harness';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * A new page signed in through /login at `width` px; an operator answering the current terms on a first
 * sign-in accepts them.
 */
export async function signedIn(app: RunningApp, who: Credentials, width = 1280) {
  const opened = await app.newPage({ width, height: width < 600 ? 844 : 900 });
  await opened.page.goto('/login');
  await signIn(opened.page, who.email, who.password);
  await opened.page.waitForURL((url) => url.pathname !== '/login');
  if (new URL(opened.page.url()).pathname === '/termos-de-uso') {
    await opened.page.getByLabel('Li e concordo com os termos de uso').check();
    await opened.page.getByRole('button', { name: 'continuar' }).click();
  }
  await opened.page.waitForURL((url) => !['/login', '/termos-de-uso'].includes(url.pathname));
  return opened;
}

/** A full-page screenshot named `{name}-{width}.png` in `dir`; nothing when no directory is given. */
export async function shot(dir: string | undefined, page: Page, name: string): Promise<void> {
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}
