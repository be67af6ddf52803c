import { messages, OFFER_POLL_MS, OFFER_WINDOW_SECONDS } from '@brilho/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { open, ROSA, resetSessionAroundEachTest, type Status, search, serve } from './purchaseFlowTesting';
import {
  DAY,
  type ProfessionalFixture,
  professionalDocument,
  professionalsDocument,
  SERVER_NOW,
} from './testing';

// The cleaning offer when nobody is free: creating, polling, cancelling and converting it.
vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

resetSessionAroundEachTest();

// ---------------------------------------------------------------------------------------------------
// The cleaning offer (the screens, "Offer")

const NOBODY = `/limpeza?endereco=a1&data=${DAY}&hora=9&duracao=4`;
/** 5 March 2026, 9 h in São Paulo. */
const OFFER_START = '2026-03-05T12:00:00.000Z';

interface OfferServer {
  status: 'open' | 'expired' | 'cancelled' | 'converted';
  willing: ProfessionalFixture[];
  create?: { status: number; body: unknown };
}

function offerDocument(offer: OfferServer) {
  const willing = offer.willing.map((p) => professionalDocument(p));
  return {
    data: {
      type: 'order-offers',
      id: 'of1',
      attributes: {
        status: offer.status,
        starts_at: OFFER_START,
        ends_at: '2026-03-05T16:00:00.000Z',
        duration: 4,
        created_at: SERVER_NOW,
        expires_at: new Date(Date.parse(SERVER_NOW) + OFFER_WINDOW_SECONDS * 1_000).toISOString(),
        key: 'k-of1',
        seconds_left: OFFER_WINDOW_SECONDS,
      },
      relationships: {
        address: { data: { type: 'addresses', id: 'a1' } },
        willing_professionals: { data: willing.map((w) => ({ type: 'professionals', id: w.data.id })) },
      },
    },
    included: willing.flatMap((w) => [w.data, ...w.included]),
  };
}

/** Nobody free for the filters, and the offers API. */
function serveOffers(offer: OfferServer, status: Status = 'active') {
  return serve({
    status,
    extra: (request) => {
      const { path, method } = request;
      if (path === '/finders/professionals/available-by-district')
        return { body: professionalsDocument([], 0) };
      if (path === '/professionals/available-by-duration') return { body: professionalsDocument([], 0) };
      if (path === '/order-offers' && method === 'POST') {
        if (offer.create) return offer.create;
        offer.status = 'open';
        return { status: 201, body: offerDocument(offer) };
      }
      if (path === '/order-offers/open/of1') return { body: offerDocument(offer) };
      if (path === '/order-offers/delete-offer' && method === 'POST') {
        offer.status = 'cancelled';
        return { body: offerDocument(offer) };
      }
      if (path === '/order-offers/create-order' && method === 'POST') {
        offer.status = 'converted';
        return {
          status: 201,
          body: { data: { type: 'orders', id: 'o9', attributes: { status: 'created' } }, meta: {} },
        };
      }
      return undefined;
    },
  });
}

describe('the cleaning offer', () => {
  it('offers to create one when nobody is found, enabled only with day, start hour and duration', async () => {
    serveOffers({ status: 'open', willing: [] });
    open(`/limpeza?endereco=a1&data=${DAY}`);
    expect(await screen.findByText(messages.scheduling.noProfessionals)).toBeTruthy();
    const create = screen.getByRole('button', { name: 'criar oferta de limpeza' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(
      screen.getByText('Escolha o dia, o horário de início e a duração para criar uma oferta de limpeza.'),
    ).toBeTruthy();
  });

  it('creates the offer, keeps it in the URL and counts down to its expiry on the server clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serveOffers({ status: 'open', willing: [] });
    open(NOBODY);
    const create = await screen.findByRole('button', { name: 'criar oferta de limpeza' });
    expect(screen.queryByText(/Escolha o dia, o horário de início/)).toBeNull();
    fireEvent.click(create);

    expect(await screen.findByRole('heading', { name: 'Oferta de limpeza enviada' })).toBeTruthy();
    const posted = calls.find((call) => call.path === '/order-offers' && call.method === 'POST')!;
    expect(posted.body).toEqual({
      data: {
        type: 'order-offers',
        attributes: { starts_at: OFFER_START, ends_at: '2026-03-05T16:00:00.000Z' },
        relationships: { address: { data: { type: 'addresses', id: 'a1' } } },
      },
    });
    expect(search().get('oferta')).toBe('of1');
    expect(screen.getByText('TEMPO RESTANTE')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(10:00|09:5\d)$/);
    expect(screen.getByText('Aguardando profissionais interessados...')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('timer').textContent).toMatch(/^(09:00|08:5\d)$/);
    await act(() => vi.advanceTimersByTimeAsync(541_000));
    const expired = await screen.findByRole('region', { name: 'A oferta expirou.' });
    expect(within(expired).getByRole('button', { name: 'criar nova oferta' })).toBeTruthy();
    expect(within(expired).getByRole('button', { name: 'alterar filtros' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('reads the open offer every 10 s and lists a professional who became willing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const offer: OfferServer = { status: 'open', willing: [] };
    const { calls } = serveOffers(offer);
    open(`${NOBODY}&oferta=of1`);
    expect(await screen.findByText('Aguardando profissionais interessados...')).toBeTruthy();
    const reads = () => calls.filter((call) => call.path === '/order-offers/open/of1').length;
    const before = reads();

    offer.willing = [ROSA];
    await act(() => vi.advanceTimersByTimeAsync(OFFER_POLL_MS));
    expect(reads()).toBe(before + 1);
    expect(await screen.findByRole('article', { name: 'Rosa Lima' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'escolher Rosa' })).toBeTruthy();
    expect(screen.queryByText('Aguardando profissionais interessados...')).toBeNull();
  });

  it("cancels through the modal 'Cancelar oferta de limpeza' and returns to the filters", async () => {
    const { calls } = serveOffers({ status: 'open', willing: [] });
    open(`${NOBODY}&oferta=of1`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'cancelar oferta' }));
    const modal = await screen.findByRole('dialog', { name: 'Cancelar oferta de limpeza' });
    expect(within(modal).getByText(/não podem ser alteradas depois de criadas/)).toBeTruthy();
    for (const name of ['alterar filtros', 'criar nova oferta', 'voltar'])
      expect(within(modal).getByRole('button', { name })).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'cancelar oferta' }));

    expect(await screen.findByRole('button', { name: 'criar oferta de limpeza' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/order-offers/delete-offer')!.body).toMatchObject({
      data: { attributes: { key: 'k-of1' } },
    });
    expect(search().get('oferta')).toBeNull();
    expect(Object.fromEntries(search())).toEqual({ endereco: 'a1', data: DAY, hora: '9', duracao: '4' });
  });

  it('creates the order from the offer with the chosen professional and goes to the checkout', async () => {
    const { calls } = serveOffers({ status: 'open', willing: [ROSA] });
    open(`${NOBODY}&oferta=of1`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'escolher Rosa' }));
    expect(await screen.findByText('checkout do pedido o9')).toBeTruthy();
    expect(calls.find((call) => call.path === '/order-offers/create-order')!.body).toEqual({
      data: {
        type: 'order-offers',
        attributes: { key: 'k-of1' },
        relationships: { professional: { data: { type: 'professionals', id: 'p1' } } },
      },
    });
  });

  it('shows the title of a refused offer (a second open one) and the generic text otherwise', async () => {
    const offer: OfferServer = {
      status: 'open',
      willing: [],
      create: { status: 422, body: { errors: [{ status: '422', title: 'Você já tem uma oferta aberta.' }] } },
    };
    serveOffers(offer);
    open(NOBODY);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'criar oferta de limpeza' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Você já tem uma oferta aberta.');

    offer.create = { status: 500, body: { errors: [{ title: 'Erro interno' }] } };
    await user.click(screen.getByRole('button', { name: 'criar oferta de limpeza' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Não foi possível criar a oferta de limpeza. Tente novamente!',
      ),
    );
  });
});
