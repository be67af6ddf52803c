import type { Locator } from 'playwright-core';

/**
 * A São Paulo calendar day `days` after today, as the scheduler's calendar names its day buttons ('5 de
 * dezembro de 2026, …'), and whether the calendar must move to the next month to show it.
 */
export function dayAhead(days: number): { label: RegExp; nextMonth: boolean } {
  const date = new Date(Date.now() + days * 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', ...options }).format(date);
  const thisMonth = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', month: 'long' }).format(
    new Date(),
  );
  return {
    label: new RegExp(
      `^${part({ day: 'numeric' })} de ${part({ month: 'long' })} de ${part({ year: 'numeric' })}`,
    ),
    nextMonth: part({ month: 'long' }) !== thisMonth,
  };
}

/** Mantine chips hide their radio input: the visible label is what a person clicks. */
export async function chip(scope: Locator, text: RegExp): Promise<void> {
  await scope.locator('label').filter({ hasText: text }).first().click();
}
