import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/address/testing';
import type { Coupon } from '../../entities/professional/model';
import { FilterModal } from './FilterModal';
import type { Filters } from './state';
import { DAY, SERVER_NOW } from './testing';

const NOW = new Date(SERVER_NOW);
// 4 h → 4 × 4000 + 500 + 4 × 400 + 500 = R$ 186,00
const DISTRICT = { price: 500, pricePerHour: 4_000, fee: 500, feePerHour: 400 };
const COUPON: Coupon = { id: 'c1', type: 'coupons', name: 'ROSA10', value_type: 'PERCENTAGE', value: 10 };

function open(filters: Filters, extra: { coupon?: Coupon | null } = {}) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <FilterModal
      opened
      onClose={onClose}
      filters={filters}
      now={NOW}
      district={DISTRICT}
      onApply={onApply}
      {...extra}
    />,
  );
  return { onApply, onClose, user: userEvent.setup() };
}

const EMPTY: Filters = { date: null, startHour: null, duration: null, name: '' };

describe('the filter modal', () => {
  it('has the four tabs, the tip and its two buttons, and applies what was chosen', async () => {
    const { onApply, onClose, user } = open(EMPTY);
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Data', 'Horário', 'Duração', 'Profissional']);
    expect(within(dialog).getByText(/nem todos os campos são obrigatórios/)).toBeTruthy();

    // Without a day there is nothing to search.
    await user.click(within(dialog).getByRole('button', { name: 'Ver Profissionais Disponíveis' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Escolha o dia da limpeza.');
    expect(onApply).not.toHaveBeenCalled();

    // Past days and days beyond the window are disabled; the week starts on Monday.
    // One style for all seven weekdays (not '2ª … 6ª' beside 'Sá Do').
    const headers = within(dialog).getAllByRole('columnheader').slice(0, 7);
    expect(headers.map((header) => header.textContent)).toEqual([
      'Seg',
      'Ter',
      'Qua',
      'Qui',
      'Sex',
      'Sáb',
      'Dom',
    ]);
    expect(
      (within(dialog).getByRole('button', { name: /^1 de março de 2026/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: '5 de março de 2026, quinta-feira' }));
    expect(within(dialog).getByText('Dia escolhido: quinta-feira, 05/03/2026')).toBeTruthy();

    await user.click(within(dialog).getByRole('tab', { name: 'Horário' }));
    await user.click(within(dialog).getByRole('radio', { name: '09:00' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Duração' }));
    await user.click(within(dialog).getByRole('radio', { name: /^4 horas/ }));
    await user.click(within(dialog).getByRole('tab', { name: 'Profissional' }));
    await user.type(within(dialog).getByLabelText(/Nome do profissional/), ' Rosa ');
    await user.click(within(dialog).getByRole('button', { name: 'Ver Profissionais Disponíveis' }));
    expect(onApply).toHaveBeenCalledWith({ date: DAY, startHour: 9, duration: 4, name: 'Rosa' });

    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('moves the start hour to the nearest valid one when the date changes', async () => {
    const { onApply, user } = open({ date: DAY, startHour: 7, duration: 8, name: '' });
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    // Today (9h now): the first start is 12h.
    await user.click(within(dialog).getByRole('button', { name: '2 de março de 2026, segunda-feira' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Horário' }));
    expect((within(dialog).getByRole('radio', { name: '12:00' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByRole('radio', { name: '11:00' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ver Profissionais Disponíveis' }));
    expect(onApply).toHaveBeenCalledWith({ date: '2026-03-02', startHour: 12, duration: 8, name: '' });
  });

  it('shortens the duration when a late start hour is picked', async () => {
    const { onApply, user } = open({ date: DAY, startHour: 9, duration: 8, name: '' });
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(within(dialog).getByRole('tab', { name: 'Horário' }));
    await user.click(within(dialog).getByRole('radio', { name: '19:00' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Duração' }));
    // Ends by 22h: at most 3 hours.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3']);
    await user.click(within(dialog).getByRole('button', { name: 'Ver Profissionais Disponíveis' }));
    expect(onApply).toHaveBeenCalledWith({ date: DAY, startHour: 19, duration: 3, name: '' });
  });

  it('shows the price of each duration', async () => {
    const { user } = open({ date: DAY, startHour: 9, duration: null, name: '' });
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(within(dialog).getByRole('tab', { name: 'Duração' }));
    expect(within(dialog).getByRole('radio', { name: '4 horas R$ 186,00' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: '1 hora R$ 54,00' })).toBeTruthy();
    expect(within(dialog).queryByText(/com cupom/)).toBeNull();
  });

  it('shows the discounted price when the chosen professional has a coupon', async () => {
    const { user } = open({ date: DAY, startHour: 9, duration: 4, name: '' }, { coupon: COUPON });
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(within(dialog).getByRole('tab', { name: 'Duração' }));
    expect(
      within(dialog).getByRole('radio', { name: '4 horas R$ 186,00 R$ 167,40 com cupom ROSA10' }),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('radio', { name: '2 horas R$ 98,00 R$ 88,20 com cupom ROSA10' }),
    ).toBeTruthy();
  });
});
