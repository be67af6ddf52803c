import type { Page } from 'playwright-core';

/** Picks an option of a searchable Mantine select by typing part of it. */
export async function choose(page: Page, label: string, typed: string, option: string): Promise<void> {
  const input = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'entrar' }).click();
}
