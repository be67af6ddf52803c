import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { open, resetSessionAroundEachTest, search, serve } from './purchaseFlowTesting';
import { DAY } from './testing';

// The purchase flow from the address to the confirmation: filters, the list, a profile, a schedule.
vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

resetSessionAroundEachTest();

describe('the scheduler, from the address to the confirmation', () => {
  it('filters, lists, opens the profile and the schedule, and confirms the professional', async () => {
    const { calls } = serve({ status: 'active' });
    open('/limpeza?endereco=a1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'escolher dia e horário' }));
    const filters = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(within(filters).getByRole('button', { name: '5 de março de 2026, quinta-feira' }));
    await user.click(within(filters).getByRole('tab', { name: 'Horário' }));
    await user.click(within(filters).getByRole('radio', { name: '09:00' }));
    await user.click(within(filters).getByRole('tab', { name: 'Duração' }));
    await user.click(within(filters).getByRole('radio', { name: /^4 horas/ }));
    await user.click(within(filters).getByRole('button', { name: 'Ver Profissionais Disponíveis' }));

    expect(await screen.findByRole('article', { name: 'Rosa Lima' })).toBeTruthy();
    expect(Object.fromEntries(search())).toEqual({ endereco: 'a1', data: DAY, hora: '9', duracao: '4' });
    const finder = calls.find((call) => call.path === '/finders/professionals/available-by-district')!;
    expect(finder.url.searchParams.get('filter[district_id]')).toBe('d-batel');
    // The price summary: 4 hours in Batel.
    const summary = screen.getByRole('region', { name: 'Resumo do valor' });
    // The cleaning and the total.
    expect(within(summary).getAllByText('R$ 186,00')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'ver perfil de Rosa Lima' }));
    const profile = await screen.findByRole('dialog', { name: 'Perfil de Rosa Lima' });
    await user.click(within(profile).getByRole('button', { name: 'selecionar' }));
    const schedule = await screen.findByRole('dialog', { name: 'Agenda de Rosa Lima' });
    const period = await within(schedule).findByRole('radiogroup', { name: 'entre 08:00 e 18:00' });
    expect((within(period).getByRole('radio', { name: '09:00' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(period).getByRole('radio', { name: '10:00' }));
    await user.click(within(schedule).getByRole('button', { name: 'confirmar horário' }));

    expect(await screen.findByRole('heading', { name: 'Profissional escolhido' })).toBeTruthy();
    expect(Object.fromEntries(search())).toEqual({
      endereco: 'a1',
      data: DAY,
      hora: '10',
      duracao: '4',
      profissional: 'p1',
    });
    expect(screen.getByText('quinta-feira, 05/03/2026, das 10:00 às 14:00 (4 horas)')).toBeTruthy();
    // The professional's coupon now shows in the summary.
    expect(within(summary).getByText('Desconto (cupom ROSA10)')).toBeTruthy();
    expect(within(summary).getByText('R$ 167,40')).toBeTruthy();
    await user.type(screen.getByLabelText(/Conte o que precisa ser feito/), 'Cozinha primeiro.');
    expect(screen.getByText('17/980')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));

    const confirmation = await screen.findByRole('region', { name: 'Confirme a sua limpeza' });
    expect(search().get('etapa')).toBe('confirmacao');
    expect(within(confirmation).getByText('quinta-feira, 05/03/2026')).toBeTruthy();
    expect(within(confirmation).getByText('10:00')).toBeTruthy();
    expect(within(confirmation).getByText('Cozinha primeiro.')).toBeTruthy();
    await user.click(
      within(confirmation).getByRole('radio', {
        name: /^Quero que o profissional leve os produtos \(\+ R\$ 22,00\)/,
      }),
    );
    // 186 + 22 = 208, less 10%.
    expect(within(summary).getByText('R$ 187,20')).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: 'voltar' }));
    expect(await screen.findByRole('heading', { name: 'Informações adicionais' })).toBeTruthy();
    expect((screen.getByLabelText(/Conte o que precisa ser feito/) as HTMLTextAreaElement).value).toBe(
      'Cozinha primeiro.',
    );
    await user.click(screen.getByRole('button', { name: 'Voltar para a pesquisa' }));
    expect(await screen.findByRole('article', { name: 'Rosa Lima' })).toBeTruthy();
    expect(search().get('profissional')).toBeNull();
  });
});
