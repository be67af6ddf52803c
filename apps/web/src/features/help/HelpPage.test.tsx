import {
  BOOKABLE_WINDOW_DAYS,
  CANCELLATION_POLICY_TEXTS,
  FREE_CANCELLATION_BUSINESS_HOURS,
  LATENESS_TOLERANCE_MINUTES,
  ORDER_PAYMENT_WINDOW_SECONDS,
  SUPPORT_HOURS,
} from '@brilho/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/address/testing';
import { FAQ } from '../../words/help';
import { searchFaq } from './faq';
import { HelpPage } from './HelpPage';

const allText = () =>
  FAQ.flatMap((s) => [s.title, ...s.entries.flatMap((e) => [e.question, e.answer])]).join('\n');

describe("the help page 'Regras e informações'", () => {
  it("finds the cancellation policy for 'cancelamento' and hides the unrelated sections", async () => {
    renderWithProviders(<HelpPage />, { route: '/ajuda' });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Regras e informações' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Horário de atendimento' })).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar nas regras' }), 'cancelamento');
    expect(
      screen.getByRole('button', { name: 'Política de cancelamento' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByText(new RegExp(CANCELLATION_POLICY_TEXTS.free.slice(0, 30)))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Horário de atendimento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Formas de pagamento' })).toBeNull();
  });

  it('ignores accents and case when searching', () => {
    const ids = (query: string) => searchFaq(FAQ, query).map((section) => section.id);
    expect(ids('CANCELAMENTO')).toEqual(['cancelamento']);
    expect(ids('atendimento')).toContain('atendimento');
    expect(ids('horario de atendimento')).toEqual(ids('Horário de Atendimento'));
    expect(ids('zzz-nada')).toEqual([]);
  });

  it('answers how to pay with Pix and how its refund comes back, without bank data', () => {
    const entries = searchFaq(FAQ, 'pix').flatMap((section) =>
      section.entries.map((entry) => entry.question),
    );
    expect(entries).toContain('Como pago com Pix?');
    expect(entries).toContain('Como recebo o reembolso de um pedido pago com Pix?');
  });

  it('says so when nothing matches', async () => {
    renderWithProviders(<HelpPage />, { route: '/ajuda' });
    await userEvent.setup().type(screen.getByRole('searchbox'), 'xilofone');
    expect(screen.getByRole('status').textContent).toBe('Nenhuma resposta encontrada para "xilofone".');
  });

  it('opens the section the URL hash names', () => {
    renderWithProviders(<HelpPage />, { route: '/ajuda#atendimento' });
    expect(screen.getByRole('button', { name: 'Horário de atendimento' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(
      screen.getByRole('button', { name: 'Política de cancelamento' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('cites the rules from the domain constants', () => {
    const text = allText();
    expect(text).toContain(`próximos ${BOOKABLE_WINDOW_DAYS} dias`);
    expect(text).toContain(`Até ${FREE_CANCELLATION_BUSINESS_HOURS} horas úteis`);
    expect(text).toContain(`${LATENESS_TOLERANCE_MINUTES} minutos`);
    expect(text).toContain(`${ORDER_PAYMENT_WINDOW_SECONDS / 60} minutos`);
    expect(text).toContain(
      `das ${SUPPORT_HOURS.weekdays.from}h às ${SUPPORT_HOURS.weekdays.to}h, e aos sábados, das ${SUPPORT_HOURS.saturday.from}h às ${SUPPORT_HOURS.saturday.to}h, exceto feriados`,
    );
    expect(text).toContain(`até ${SUPPORT_HOURS.emailReplyBusinessHours} horas úteis`);
    for (const policy of Object.values(CANCELLATION_POLICY_TEXTS)) expect(text).toContain(policy);
  });
});
