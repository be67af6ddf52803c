import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../components/address/testing';
import type { Professional } from '../../entities/professional/model';
import { parseDocument } from '../../lib/api/jsonapi';
import { ProfileModal } from './ProfileModal';
import { type ProfessionalFixture, professionalDocument } from './testing';

const ROSA: ProfessionalFixture = {
  id: 'p1',
  first: 'Rosa',
  last: 'Lima',
  rating: 9_700,
  completed: 42,
  top: true,
  bio: 'Caprichosa e pontual.',
  coupon: { name: 'ROSA10', value_type: 'PERCENTAGE', value: 10 },
};
const CARD = parseDocument<Professional>(professionalDocument(ROSA) as never).data;

const feedback = (id: string, description: string, rating = 5) => ({
  type: 'feedbacks',
  id,
  attributes: { rating, description, created_at: '2026-02-10T15:00:00Z' },
});

function open() {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<ProfileModal professional={CARD} onClose={onClose} onSelect={onSelect} />);
  return { onSelect, onClose, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe("a professional's profile", () => {
  it("shows the profile and the feedbacks, hiding 'Sem informação' and following the next link", async () => {
    const { calls } = mockApi((request) => {
      if (request.path === '/professionals/p1') return { body: professionalDocument(ROSA) };
      if (request.path === '/feedbacks' && !request.url.searchParams.get('page[cursor]'))
        return {
          body: {
            data: [
              feedback('f1', 'Deixou tudo impecável!'),
              feedback('f2', 'Sem informação'),
              feedback('f3', 'Pontual.', 4),
            ],
            links: { next: '/api/feedbacks?filter[professional_id]=p1&page[size]=10&page[cursor]=f3' },
          },
        };
      if (request.path === '/feedbacks')
        return {
          body: {
            data: [feedback('f4', 'Voltarei a agendar.'), feedback('f5', 'Sem informação')],
            links: { next: null },
          },
        };
      return undefined;
    });
    const { onSelect, user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Perfil de Rosa Lima' });
    expect(within(dialog).getByText('Caprichosa e pontual.')).toBeTruthy();
    expect(within(dialog).getByText('Top profissional')).toBeTruthy();
    expect(within(dialog).getByText('Cupom ROSA10: 10% de desconto')).toBeTruthy();
    expect(within(dialog).getByText(/42 limpezas realizadas/)).toBeTruthy();
    expect(within(dialog).getByText('Na Brilho desde 10/05/2024')).toBeTruthy();

    const list = await within(dialog).findByRole('list', { name: 'Avaliações' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByText('Sem informação')).toBeNull();
    expect(within(list).getByText(/Nota 4 de 5/)).toBeTruthy();
    const first = calls.find((call) => call.path === '/feedbacks')!;
    expect(first.url.searchParams.get('filter[professional_id]')).toBe('p1');
    expect(first.url.searchParams.get('page[size]')).toBe('10');

    await user.click(within(dialog).getByRole('button', { name: 'ver mais avaliações' }));
    expect(await within(dialog).findByText('Voltarei a agendar.')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).queryByText('Sem informação')).toBeNull();
    const next = calls.filter((call) => call.path === '/feedbacks')[1]!;
    expect(next.url.pathname).toBe('/api/feedbacks');
    expect(next.url.searchParams.get('page[cursor]')).toBe('f3');
    expect(within(dialog).queryByRole('button', { name: 'ver mais avaliações' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'selecionar' }));
    expect(onSelect.mock.calls[0]![0].id).toBe('p1');
  });

  it("shares the professional's public page on WhatsApp", async () => {
    mockApi((request) => {
      if (request.path === '/professionals/p1') return { body: professionalDocument(ROSA) };
      if (request.path === '/feedbacks') return { body: { data: [], links: { next: null } } };
      return undefined;
    });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Perfil de Rosa Lima' });
    const share = within(dialog).getByRole('link', { name: 'compartilhar no WhatsApp' });
    const href = share.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(
      `Conheça Rosa Lima, profissional de limpeza na Brilho: ${window.location.origin}/pesquisa/profissionais/p1`,
    );
    expect(share.getAttribute('target')).toBe('_blank');
  });

  it('says when the feedbacks could not be read', async () => {
    mockApi((request) => {
      if (request.path === '/professionals/p1') return { body: professionalDocument(ROSA) };
      if (request.path === '/feedbacks') return { status: 500, body: { errors: [{ title: 'Erro' }] } };
      return undefined;
    });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Perfil de Rosa Lima' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Ocorreu um erro ao buscar avaliações do profissional',
    );
  });
});
