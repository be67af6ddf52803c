import { messages } from '@brilho/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, mockApi, renderWithProviders } from '../../components/address/testing';
import type { SearchFilters } from '../../entities/professional/search';
import { ProfessionalList } from './ProfessionalList';
import { DAY, manyProfessionals, professionalsDocument, SERVER_NOW } from './testing';

const SEARCH: SearchFilters = { districtId: 'd-batel', date: DAY, startHour: 9, duration: 4, name: '' };
const NOW = new Date(SERVER_NOW);

function renderList(search: SearchFilters = SEARCH) {
  const onApplyFilters = vi.fn();
  const onProfile = vi.fn();
  const onSelect = vi.fn();
  renderWithProviders(
    <ProfessionalList
      search={search}
      now={NOW}
      onApplyFilters={onApplyFilters}
      onEditFilters={vi.fn()}
      onProfile={onProfile}
      onSelect={onSelect}
    />,
  );
  return { onApplyFilters, onProfile, onSelect };
}

/** The finder: `total` professionals, served 15 at a time from page[offset]. */
function finder(total: number) {
  const all = manyProfessionals(total);
  return (request: FakeRequest) => {
    if (request.path !== '/finders/professionals/available-by-district') return undefined;
    const offset = Number(request.url.searchParams.get('page[offset]'));
    const limit = Number(request.url.searchParams.get('page[limit]'));
    return { body: professionalsDocument(all.slice(offset, offset + limit), total) };
  };
}

const listItems = () =>
  within(screen.getByRole('list', { name: 'Profissionais disponíveis' })).getAllByRole('listitem');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the professional list', () => {
  it('asks for the filters and shows cards with rating, badges, coupon, bio and the banners at 2 and 7', async () => {
    const { calls } = mockApi((request) => {
      if (request.path !== '/finders/professionals/available-by-district') return undefined;
      const [first, ...rest] = manyProfessionals(9);
      return {
        body: professionalsDocument([
          {
            ...first!,
            first: 'Rosa',
            last: 'Lima',
            rating: 9_700,
            completed: 3,
            top: true,
            highDemand: true,
            bio: 'Caprichosa e pontual.',
            coupon: { name: 'ROSA10', value_type: 'PERCENTAGE', value: 10 },
          },
          ...rest,
        ]),
      };
    });
    const { onProfile, onSelect } = renderList();
    const rosa = await screen.findByRole('article', { name: 'Rosa Lima' });
    const query = calls[0]!.url.searchParams;
    expect(query.get('filter[district_id]')).toBe('d-batel');
    expect(query.get('filter[date]')).toBe(DAY);
    expect(query.get('filter[initial_hour]')).toBe('9');
    expect(query.get('filter[duration]')).toBe('4');
    expect(query.get('page[limit]')).toBe('15');
    expect(query.get('page[offset]')).toBe('0');

    expect(within(rosa).getByText('4,8')).toBeTruthy();
    expect(within(rosa).getByText('Avaliação 4,8 de 5')).toBeTruthy();
    expect(within(rosa).getByText(/< 5 limpezas realizadas/)).toBeTruthy();
    expect(within(rosa).getByText('Top profissional')).toBeTruthy();
    expect(within(rosa).getByText('Alta procura')).toBeTruthy();
    expect(within(rosa).getByText('Cupom ROSA10: 10% de desconto')).toBeTruthy();
    expect(within(rosa).getByText('Caprichosa e pontual.')).toBeTruthy();

    const items = listItems();
    expect(items).toHaveLength(11);
    expect(within(items[2]!).getByText('Precisa de ajuda para escolher?')).toBeTruthy();
    expect(within(items[7]!).getByText('O que significam os selos?')).toBeTruthy();
    expect(items.filter((item) => within(item).queryByRole('article'))).toHaveLength(9);

    await userEvent.click(within(rosa).getByRole('button', { name: 'ver perfil de Rosa Lima' }));
    expect(onProfile.mock.calls[0]![0].id).toBe('p1');
    await userEvent.click(within(rosa).getByRole('button', { name: 'selecionar Rosa Lima' }));
    expect(onSelect.mock.calls[0]![0].id).toBe('p1');
  });

  it('shows 15, then 5 more one second after each carregar mais, fetching the next page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi(finder(22));
    renderList();
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(15);
    expect(screen.getByText('22 encontrados')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'carregar mais' }));
    expect(screen.getAllByRole('article')).toHaveLength(15);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(calls.map((call) => call.url.searchParams.get('page[offset]'))).toEqual(['0', '15']);

    fireEvent.click(screen.getByRole('button', { name: 'carregar mais' }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getAllByRole('article')).toHaveLength(22);
    expect(screen.queryByRole('button', { name: 'carregar mais' })).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('hints that the list is almost empty under 3 professionals', async () => {
    mockApi(finder(2));
    renderList();
    expect(await screen.findByText(/Encontramos poucos profissionais para esses filtros/)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // The support banner still closes the list at index 2.
    expect(within(listItems()[2]!).getByText('Precisa de ajuda para escolher?')).toBeTruthy();
  });

  it('says none was found and tries other filters in turn, striking through the ones that failed', async () => {
    mockApi((request) => {
      if (request.path === '/finders/professionals/available-by-district') {
        const date = request.url.searchParams.get('filter[date]');
        // Nobody on DAY or the day after; plenty two days later.
        return {
          body: professionalsDocument(
            date === '2026-03-07' ? manyProfessionals(5) : [],
            date === '2026-03-07' ? 5 : 0,
          ),
        };
      }
      if (request.path === '/professionals/available-by-duration')
        // Two professionals free at other hours: not enough to suggest.
        return {
          body: professionalsDocument(
            manyProfessionals(2).map((p) => ({ ...p, availableStartHours: [14, 15] })),
            2,
          ),
        };
      return undefined;
    });
    const { onApplyFilters } = renderList({ ...SEARCH, name: 'Rosa' });
    expect(await screen.findByText(messages.scheduling.noProfessionals)).toBeTruthy();
    const offer = await screen.findByRole('button', { name: 'ver profissionais' }, { timeout: 3_000 });
    const tried = within(screen.getByRole('list', { name: 'Filtros já tentados' })).getAllByRole('listitem');
    expect(tried.map((item) => item.textContent)).toEqual([
      'Sem filtrar pelo nome: sem profissionais suficientes',
      'Outros horários em 05/03/2026: sem profissionais suficientes',
      'Dia 06/03/2026 às 09:00: sem profissionais suficientes',
    ]);
    expect(within(tried[0]!).getByText('Sem filtrar pelo nome').className).toMatch(/struck/);
    expect(screen.getByText('Dia 07/03/2026 às 09:00').parentElement!.textContent).toBe(
      'Dia 07/03/2026 às 09:00: 5 profissionais disponíveis',
    );
    await userEvent.click(offer);
    expect(onApplyFilters).toHaveBeenCalledWith({ date: '2026-03-07', startHour: 9, duration: 4, name: '' });
  });

  it('offers the hours other professionals are free at on the same day', async () => {
    const { calls } = mockApi((request) => {
      if (request.path === '/finders/professionals/available-by-district')
        return { body: professionalsDocument([], 0) };
      if (request.path === '/professionals/available-by-duration')
        return {
          body: professionalsDocument(
            manyProfessionals(4).map((p, i) => ({ ...p, availableStartHours: i < 2 ? [13, 14] : [16] })),
            4,
          ),
        };
      return undefined;
    });
    const { onApplyFilters } = renderList();
    const hours = await screen.findByRole('group', { name: /Tente estes horários/ }, { timeout: 3_000 });
    expect(
      within(hours)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['13:00', '14:00', '16:00']);
    const byDuration = calls.find((call) => call.path === '/professionals/available-by-duration')!;
    expect(byDuration.method).toBe('POST');
    expect(byDuration.body).toEqual({
      data: { attributes: { district_id: 'd-batel', date: DAY, duration: 4 } },
    });
    await userEvent.click(within(hours).getByRole('button', { name: '14:00' }));
    expect(onApplyFilters).toHaveBeenCalledWith({ date: DAY, startHour: 14, duration: 4, name: '' });
  });

  it('shows the title of a 422 from the search inline', async () => {
    mockApi((request) =>
      request.path === '/finders/professionals/available-by-district'
        ? { status: 422, body: { errors: [{ status: '422', title: messages.scheduling.slotRefused.date }] } }
        : undefined,
    );
    renderList();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.scheduling.slotRefused.date);
  });

  it('shows the title of a 422 from the suggestion search inline', async () => {
    mockApi((request) => {
      if (request.path === '/finders/professionals/available-by-district')
        return { body: professionalsDocument([], 0) };
      if (request.path === '/professionals/available-by-duration')
        return {
          status: 422,
          body: { errors: [{ status: '422', title: 'A duração deve ser de 1 a 8 horas' }] },
        };
      return undefined;
    });
    renderList();
    expect((await screen.findByRole('alert', {}, { timeout: 3_000 })).textContent).toBe(
      'A duração deve ser de 1 a 8 horas',
    );
  });
});
