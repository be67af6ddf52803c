import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

type Raw = Parameters<typeof answer>[0];

/** A page of `GET /professional/feedbacks`. */
const feedbackPage = (data: Raw['data'], next: string | null = null, total = 0): Raw => ({
  data,
  links: { next },
  meta: { total, rating: 9000 },
});
const noFeedbacks = feedbackPage([]);

function meAnswers(weeklyHours: Me['weekly_hours'], feedbacks: Record<string, Raw> = {}) {
  documents.mockImplementation(((path: string) => {
    if (path.startsWith('/professional/feedbacks')) return answer(feedbacks[path] ?? noFeedbacks);
    return answer({
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
    });
  }) as typeof apiDocument);
}

const openProfile = () => renderAt(<ProfilePage />, { path: '/profissional/perfil', user: professionalUser });

// A block body: a function returned from beforeEach is run as its cleanup (the mock itself here).
beforeEach(() => {
  documents.mockReset();
});

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

describe('her ratings', () => {
  const FIRST = '/professional/feedbacks?page[size]=10';
  const SECOND = '/professional/feedbacks?page[size]=10&page[cursor]=f2';
  const feedback = (id: string, attributes: Record<string, unknown>) => ({
    id,
    type: 'feedbacks',
    attributes: { edited_at: null, ...attributes },
  });

  it('lists each rating with its stars, comment, date and a link to the cleaning, and pages for more', async () => {
    meAnswers([], {
      [FIRST]: feedbackPage(
        [
          feedback('f1', {
            rating: 5,
            comment: 'Caprichou na cozinha',
            created_at: '2026-11-24T18:00:00.000Z',
            order: { id: 'o1', starts_at: '2026-11-24T13:00:00.000Z' },
          }),
          feedback('f2', {
            rating: 3,
            comment: null,
            created_at: '2026-11-20T18:00:00.000Z',
            order: null,
          }),
        ],
        `/api${SECOND}`,
        3,
      ),
      [SECOND]: feedbackPage([
        feedback('f3', {
          rating: 4,
          comment: 'Pontual',
          created_at: '2026-11-10T18:00:00.000Z',
          order: { id: 'o3', starts_at: '2026-11-10T13:00:00.000Z' },
        }),
      ]),
    });
    openProfile();
    const section = await screen.findByRole('region', { name: 'Minhas avaliações' });
    const first = await within(section).findByRole('listitem', { name: 'Nota 5 de 5' });
    expect(within(first).getByText('Caprichou na cozinha')).toBeTruthy();
    expect(within(first).getByText('Avaliada em 24/11/2026')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Limpeza de 24/11/2026' }).getAttribute('href')).toBe(
      '/profissional/limpezas/o1',
    );
    const second = within(section).getByRole('listitem', { name: 'Nota 3 de 5' });
    expect(within(second).getByText('Sem comentário')).toBeTruthy();
    expect(within(second).queryByRole('link')).toBeNull();
    expect(within(section).getByText('3 avaliações de clientes')).toBeTruthy();

    await userEvent.click(within(section).getByRole('button', { name: 'ver mais avaliações' }));
    const third = await within(section).findByRole('listitem', { name: 'Nota 4 de 5' });
    expect(within(third).getByText('Pontual')).toBeTruthy();
    expect(documents).toHaveBeenCalledWith(SECOND);
    expect(within(section).queryByRole('button', { name: 'ver mais avaliações' })).toBeNull();
  });

  it('says she has no ratings yet', async () => {
    meAnswers([]);
    openProfile();
    const section = await screen.findByRole('region', { name: 'Minhas avaliações' });
    expect(await within(section).findByText(/Você ainda não recebeu avaliações/)).toBeTruthy();
  });
});
