import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDocument } from '../../lib/api/client';
import type { Me } from './api';
import { ProfilePage } from './ProfilePage';
import { answer, professionalUser, renderAt } from './testing';

vi.mock('../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api/client')>()),
  apiDocument: vi.fn(),
}));

const documents = vi.mocked(apiDocument);

function meAnswers(weeklyHours: Me['weekly_hours']) {
  documents.mockImplementation((() =>
    answer({
      data: {
        id: 'p1',
        type: 'professionals',
        attributes: {
          first_name: 'Rosângela',
          last_name: 'Ferreira',
          email: 'profissional@brilho.test',
          profile_picture: null,
          bio: 'Caprichosa com cozinhas.',
          validation: 'validated',
          rating: 9_600,
          completed_orders_count: 42,
          districts: [{ id: 'd1', display_name: 'Batel', city: 'Curitiba' }],
          weekly_hours: weeklyHours,
        },
      },
    })) as typeof apiDocument);
}

const openProfile = () => renderAt(<ProfilePage />, { path: '/profissional/perfil', user: professionalUser });

beforeEach(() => documents.mockReset());

describe('the profile', () => {
  it('lists the weekly hours day by day, with a way to edit them', async () => {
    meAnswers([
      { weekday: 1, start_hour: 8, end_hour: 17 },
      { weekday: 3, start_hour: 9, end_hour: 13 },
    ]);
    openProfile();
    const table = await screen.findByRole('table', { name: 'Disponibilidade semanal' });
    const row = (day: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${day}$`, 'i') })
        .closest('tr')!;
    expect(within(row('Segunda')).getByText('8h às 17h')).toBeTruthy();
    expect(within(row('Quarta')).getByText('9h às 13h')).toBeTruthy();
    expect(within(row('Terça')).getByText('Sem atendimento')).toBeTruthy();
    expect(screen.getByText('Rosângela Ferreira')).toBeTruthy();
    expect(screen.getByText('Batel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar horários e bairros' })).toBeTruthy();
  });

  it('says the hours are not set yet instead of seven empty days', async () => {
    meAnswers([]);
    openProfile();
    expect(await screen.findByText('Seus horários semanais ainda não foram cadastrados.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Sem atendimento')).toBeNull();
  });
});
