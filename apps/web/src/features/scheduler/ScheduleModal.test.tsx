import { messages } from '@brilho/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../components/address/testing';
import type { Professional } from '../../entities/professional/model';
import { parseDocument } from '../../lib/api/jsonapi';
import { ScheduleModal } from './ScheduleModal';
import { DAY, professionalDocument, SERVER_NOW, scheduleEvent } from './testing';

const ROSA = parseDocument<Professional>(
  professionalDocument({
    id: 'p1',
    first: 'Rosa',
    last: 'Lima',
    coupon: { name: 'ROSA10', value_type: 'PERCENTAGE', value: 10 },
  }) as never,
).data;
const DISTRICT = { price: 500, pricePerHour: 4_000, fee: 500, feePerHour: 400 };

function open(props: { startHour?: number | null; duration?: number | null } = {}) {
  const onConfirm = vi.fn();
  renderWithProviders(
    <ScheduleModal
      professional={ROSA}
      date={DAY}
      startHour={props.startHour ?? null}
      duration={props.duration === undefined ? 4 : props.duration}
      now={new Date(SERVER_NOW)}
      district={DISTRICT}
      onClose={vi.fn()}
      onConfirm={onConfirm}
    />,
  );
  return { onConfirm, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe("a professional's schedule", () => {
  it('shows each free period with the start hours that fit and confirms the slot', async () => {
    const { calls } = mockApi((request) =>
      request.path === '/finders/professionals/schedule-events'
        ? { body: { data: [scheduleEvent('w1', 7, 12), scheduleEvent('w2', 13, 22)] } }
        : undefined,
    );
    const { onConfirm, user } = open({ startHour: 9 });
    const dialog = await screen.findByRole('dialog', { name: 'Agenda de Rosa Lima' });
    const morning = await within(dialog).findByRole('radiogroup', { name: 'entre 07:00 e 12:00' });
    // 4 hours ending by 12h: 7h and 8h.
    expect(
      within(morning)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['7', '8']);
    const afternoon = within(dialog).getByRole('radiogroup', { name: 'entre 13:00 e 22:00' });
    expect(
      within(afternoon)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['13', '14', '15', '16', '17', '18']);
    const query = calls[0]!.url.searchParams;
    expect(query.get('filter[professional_id]')).toBe('p1');
    expect(query.get('filter[date]')).toBe(DAY);
    expect(query.get('filter[duration]')).toBe('4');
    expect(within(dialog).getByText(/R\$ 167,40/)).toBeTruthy();

    // 9h is not free: nothing chosen yet.
    const confirm = within(dialog).getByRole('button', { name: 'confirmar horário' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(within(afternoon).getByRole('radio', { name: '14:00' }));
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }), {
      date: DAY,
      startHour: 14,
      duration: 4,
    });
  });

  it('asks for the duration first when none was chosen', async () => {
    const { calls } = mockApi((request) =>
      request.path === '/finders/professionals/schedule-events'
        ? { body: { data: [scheduleEvent('w1', 18, 22)] } }
        : undefined,
    );
    const { user } = open({ duration: null });
    const dialog = await screen.findByRole('dialog', { name: 'Agenda de Rosa Lima' });
    expect(within(dialog).getByText('Escolha a duração para ver os horários livres.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: '2 horas' }));
    const period = await within(dialog).findByRole('radiogroup', { name: 'entre 18:00 e 22:00' });
    expect(
      within(period)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['18', '19']);
  });

  it('says when the professional has no more free time', async () => {
    mockApi((request) =>
      request.path === '/finders/professionals/schedule-events' ? { body: { data: [] } } : undefined,
    );
    open();
    expect(await screen.findByText(messages.scheduling.noMoreSlots)).toBeTruthy();
  });

  it('says when the schedule could not be read', async () => {
    mockApi(() => ({ status: 500, body: { errors: [{ title: 'Erro' }] } }));
    open();
    expect(
      await screen.findByText('Ocorreu um erro ao buscar a agenda desse profissional, tente novamente.'),
    ).toBeTruthy();
  });
});
