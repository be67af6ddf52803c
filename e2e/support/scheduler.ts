import type { Locator, Page } from 'playwright-core';

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

/** Days from today to the first São Paulo day at least `days` ahead that is open (not Dec 25 or Jan 1). */
export function openDaysAhead(days: number): number {
  for (let ahead = days; ; ahead += 1) {
    const monthDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
      .format(new Date(Date.now() + ahead * 86_400_000))
      .slice(5);
    if (!['12-25', '01-01'].includes(monthDay)) return ahead;
  }
}

/**
 * Days from today to the first São Paulo weekday (Monday to Friday) at least `days` ahead that is open. The demo
 * catalogue has fewer professionals on Sundays (13 free in Batel at 9 h against 25 on a weekday), so a journey that
 * pages through the list books on a weekday, whatever day the suite runs.
 */
export function weekdayAhead(days: number): number {
  for (let ahead = openDaysAhead(days); ; ahead = openDaysAhead(ahead + 1)) {
    const weekday = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Sao_Paulo',
      weekday: 'short',
    }).format(new Date(Date.now() + ahead * 86_400_000));
    if (!['Sat', 'Sun'].includes(weekday)) return ahead;
  }
}

/**
 * In the scheduler (`/limpeza`): 'Casa', then the day (`days` ahead; by default the first weekday three or more
 * days ahead, skipping Dec 25 and Jan 1), the start hour (9 h) and the duration (4 hours) in the filters. Answers the filter modal.
 */
export async function chooseSlot(
  page: Page,
  { days, hour = 9, hours = 4 }: { days?: number; hour?: number; hours?: number } = {},
): Promise<Locator> {
  // the address
  await page.getByRole('button', { name: 'selecionar o local da limpeza' }).click();
  await page
    .getByRole('dialog', { name: 'Selecione o local da limpeza para continuar' })
    .getByRole('button', { name: /^Casa/ })
    .click();

  // day, start hour and duration in the filter modal
  await page.getByRole('button', { name: 'escolher dia e horário' }).click();
  const filters = page.getByRole('dialog', { name: 'Filtros' });
  const day = dayAhead(days ?? weekdayAhead(3));
  const next = filters.getByRole('button', { name: 'Próximo mês' });
  await next.waitFor();
  // The calendar may open on the month of an earlier choice (the same customer booked before): move only
  // when the day is not shown.
  const target = filters.getByRole('button', { name: day.label });
  if (day.nextMonth && (await target.count()) === 0) await next.click();
  await target.click();
  await filters.getByRole('tab', { name: 'Horário' }).click();
  await chip(filters, new RegExp(`^${String(hour).padStart(2, '0')}:00$`));
  await filters.getByRole('tab', { name: 'Duração' }).click();
  await chip(filters, new RegExp(`^${hours} horas?`));
  return filters;
}

/** 'Atendimento reduzido' may stand between the choice and the checkout (a weekend, a holiday): go on. */
export async function continueThroughReducedSupport(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Atendimento reduzido' });
  // Both waits settle either way, so the one that loses the race never rejects unhandled.
  const outcome = await Promise.race([
    dialog.waitFor({ timeout: 30_000 }).then(
      () => 'dialog' as const,
      () => 'none' as const,
    ),
    page.waitForURL(/\/checkout\/pedidos\//, { timeout: 30_000 }).then(
      () => 'checkout' as const,
      () => 'none' as const,
    ),
  ]);
  if (outcome === 'dialog') await dialog.getByRole('button', { name: 'Continuar' }).click();
}

/**
 * A signed-in customer books through the scheduler's clicks, as a person does: the slot in the filters, the
 * first professional free then ('selecionar' on her card, the hour in her schedule), the confirmation, and
 * 'ir para pagamento'. Answers the new order's id once the checkout opened.
 */
export async function bookInScheduler(
  page: Page,
  slot: { days: number; hour: number; hours: number },
): Promise<string> {
  await page.goto('/limpeza');
  const filters = await chooseSlot(page, slot);
  await filters.getByRole('button', { name: 'Ver Profissionais Disponíveis' }).click();
  await page.waitForURL(new RegExp(`hora=${slot.hour}&duracao=${slot.hours}`));
  const first = page.getByRole('list', { name: 'Profissionais disponíveis' }).getByRole('article').first();
  const name = await first.getAttribute('aria-label');
  await first.getByRole('button', { name: /^selecionar / }).click();
  const schedule = page.getByRole('dialog', { name: `Agenda de ${name}` });
  await chip(schedule, new RegExp(`^${String(slot.hour).padStart(2, '0')}:00$`));
  await schedule.getByRole('button', { name: 'confirmar horário' }).click();
  await page.getByRole('heading', { name: 'Profissional escolhido' }).waitFor();
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await page.getByRole('heading', { name: 'Confirme a sua limpeza' }).waitFor();
  await page.getByRole('radio', { name: 'Sim, aceito outro profissional' }).check();
  await page.getByRole('button', { name: 'ir para pagamento' }).click();
  await continueThroughReducedSupport(page);
  await page.waitForURL(/\/checkout\/pedidos\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}
