import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../components/address/testing';
import { ProfessionalProfilePage } from './ProfessionalProfilePage';

const META = {
  data: {
    type: 'professional-metas',
    id: 'p1',
    attributes: {
      fullname: 'Rosa Maria Lima',
      rating: 9_700,
      profile_picture: null,
      cleanings: 3,
      register_at: '2024-05-10T12:00:00Z',
      description: 'Caprichosa e pontual.',
    },
  },
};
const BADGES = {
  data: {
    type: 'professional-ratings',
    id: 'p1',
    attributes: { is_top_professional: true, in_high_demand: false, has_products: true },
  },
};
const feedback = (id: string, description: string, rating = 5) => ({
  type: 'feedbacks',
  id,
  attributes: { rating, description, created_at: '2026-02-10T15:00:00Z' },
});

function open(id = 'p1') {
  renderWithProviders(
    <Routes>
      <Route path="/pesquisa/profissionais/:id" element={<ProfessionalProfilePage />} />
      <Route path="/limpeza" element={<p>agendador</p>} />
    </Routes>,
    { route: `/pesquisa/profissionais/${id}` },
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const id of ['server-page', 'server-data']) document.getElementById(id)?.remove();
});

/** What the server writes in front of the app's root on this page (api modules/professionals/server-page.ts). */
function serverRendered(documents: { id: string; meta: unknown; badges: unknown; feedbacks: unknown }) {
  const page = document.createElement('div');
  page.id = 'server-page';
  page.textContent = 'Rosa Maria Lima (do servidor)';
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'server-data';
  data.textContent = JSON.stringify(documents);
  document.body.prepend(page, data);
}

describe('the public professional page', () => {
  it('starts from the documents the server rendered it from, without asking again, then takes its place', async () => {
    serverRendered({
      id: 'p1',
      meta: META,
      badges: BADGES,
      feedbacks: { data: [feedback('f1', 'Deixou tudo impecável!')], links: { next: null } },
    });
    const { calls } = mockApi(() => undefined);
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Maria Lima' })).toBeTruthy();
    expect(screen.getByText('Top profissional')).toBeTruthy();
    expect(screen.getByText('Deixou tudo impecável!')).toBeTruthy();
    expect(document.getElementById('server-page')).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/professionals/meta/'))).toEqual([]);
  });

  it("shows the visitor's bar ('entrar') in the same first frame as her card when there is no session, as the server's page does", () => {
    serverRendered({
      id: 'p1',
      meta: META,
      badges: BADGES,
      feedbacks: { data: [], links: { next: null } },
    });
    mockApi(() => undefined);
    open();
    // Synchronously after the first render: the bar must not arrive a moment later and push the card
    // down at the hand-over from the server's page (a 0.068 layout shift on a phone).
    expect(screen.getByRole('heading', { level: 1, name: 'Rosa Maria Lima' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'entrar' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/pesquisa/profissionais/p1')}`,
    );
  });

  it("ignores the server's documents of another professional", async () => {
    serverRendered({ id: 'p2', meta: META, badges: BADGES, feedbacks: { data: [], links: { next: null } } });
    const { calls } = mockApi((request) => {
      if (request.path === '/professionals/meta/p1') return { body: META };
      return undefined;
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Maria Lima' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('/professionals/meta/p1');
  });

  it('shows the meta, badges and feedbacks (cursor paged, without "Sem informação") and books with her', async () => {
    const { calls } = mockApi((request) => {
      if (request.path === '/professionals/meta/p1') return { body: META };
      if (request.path === '/professionals/meta/p1/professional-rating') return { body: BADGES };
      if (
        request.path === '/professionals/meta/p1/feedbacks' &&
        !request.url.searchParams.get('page[cursor]')
      )
        return {
          body: {
            data: [feedback('f1', 'Deixou tudo impecável!'), feedback('f2', 'Sem informação')],
            links: { next: '/api/professionals/meta/p1/feedbacks?page[size]=10&page[cursor]=f2' },
          },
        };
      if (request.path === '/professionals/meta/p1/feedbacks')
        return { body: { data: [feedback('f3', 'Voltarei a agendar.', 4)], links: { next: null } } };
      return undefined;
    });
    const user = open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Maria Lima' })).toBeTruthy();
    expect(screen.getByText('Caprichosa e pontual.')).toBeTruthy();
    expect(screen.getByText('Avaliação 4,8 de 5')).toBeTruthy();
    expect(screen.getByText(/< 5 limpezas realizadas/)).toBeTruthy();
    expect(screen.getByText('Na Brilho desde 10/05/2024')).toBeTruthy();
    expect(await screen.findByText('Top profissional')).toBeTruthy();
    expect(document.title).toBe('Brilho - Rosa Maria Lima');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      '/api/professionals/p1/preview.jpg',
    );

    const list = await screen.findByRole('list', { name: 'Avaliações' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Sem informação')).toBeNull();
    const seeMore = screen.getByRole('button', { name: 'ver mais avaliações' });
    // The name the server's page gives its own button: a click there before the app is replayed on this one.
    expect(seeMore.getAttribute('data-app-action')).toBe('more-feedbacks');
    await user.click(seeMore);
    expect(await screen.findByText('Voltarei a agendar.')).toBeTruthy();
    expect(calls.at(-1)!.url.searchParams.get('page[cursor]')).toBe('f2');

    const book = screen.getByRole('link', { name: 'agendar com Rosa' });
    const href = new URL(book.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/limpeza');
    expect(href.searchParams.get('profissional')).toBe('p1');
    expect(href.searchParams.get('nome')).toBe('Rosa Maria Lima');
    await user.click(book);
    expect(await screen.findByText('agendador')).toBeTruthy();
  });

  it('shares her public page on WhatsApp by a wa.me link with her name and the page address', async () => {
    mockApi((request) => {
      if (request.path === '/professionals/meta/p1') return { body: META };
      if (request.path === '/professionals/meta/p1/professional-rating') return { body: BADGES };
      if (request.path === '/professionals/meta/p1/feedbacks')
        return { body: { data: [], links: { next: null } } };
      return undefined;
    });
    open();
    const share = await screen.findByRole('link', { name: 'compartilhar no WhatsApp' });
    const href = share.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(
      `Conheça Rosa Maria Lima, profissional de limpeza na Brilho: ${window.location.origin}/pesquisa/profissionais/p1`,
    );
    expect(share.getAttribute('target')).toBe('_blank');
    expect(share.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the not-found page for a professional without a public page', async () => {
    mockApi(() => undefined);
    open('nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página inexistente!' })).toBeTruthy();
  });

  it("offers the store of the visitor's device", async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Linux; Android 14)' });
    mockApi((request) => (request.path === '/professionals/meta/p1' ? { body: META } : undefined));
    open();
    expect(await screen.findByRole('link', { name: 'baixar no Google Play' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'baixar na App Store' })).toBeNull();
  });
});
