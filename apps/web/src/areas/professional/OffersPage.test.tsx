import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDocument } from '../../lib/api/client';
import { notify } from '../../lib/notify';
import { OffersPage, offerSecondsLeft } from './OffersPage';
import { answer, professionalUser, renderAt } from './testing';

vi.mock('../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api/client')>()),
  apiDocument: vi.fn(),
  apiRequest: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const documents = vi.mocked(apiDocument);

function offer(id: string, expiresAt: Date, willing = false) {
  return {
    id,
    type: 'order-offers',
    attributes: {
      starts_at: '2030-03-07T12:00:00.000Z',
      ends_at: '2030-03-07T16:00:00.000Z',
      duration: 4,
      district: 'Batel',
      city: 'Curitiba',
      created_at: new Date(expiresAt.getTime() - 600_000).toISOString(),
      expires_at: expiresAt.toISOString(),
      seconds_left: 0,
      total: 18_900,
      professional_earning: 15_600,
      should_include_products: true,
      willing,
    },
  };
}

const showOffers = () => renderAt(<OffersPage />, { path: '/profissional/ofertas', user: professionalUser });

beforeEach(() => {
  documents.mockReset();
  vi.mocked(notify).mockClear();
});

describe('the offers inbox', () => {
  it("counts down on the server's clock (meta.now), not the phone's", async () => {
    // The server is 100 s ahead of this browser: an offer ending 125 s from the browser's now has 25 s.
    const serverNow = new Date(Date.now() + 100_000);
    documents.mockImplementation((() =>
      answer({
        data: [offer('o1', new Date(Date.now() + 125_000))],
        meta: { now: serverNow.toISOString() },
      })) as typeof apiDocument);
    showOffers();
    const card = await screen.findByRole('article', { name: /Batel/ });
    expect(within(card).getByText('TEMPO RESTANTE')).toBeTruthy();
    expect(within(card).getByRole('timer').textContent).toMatch(/^00:2[4-6]$/);
    expect(within(card).getByText('quinta-feira, 7 de março')).toBeTruthy();
    expect(within(card).getByText('9h às 13h')).toBeTruthy();
    expect(within(card).getByText('4 horas')).toBeTruthy();
    // What the job pays her first; what the customer pays below it.
    expect(within(card).getByText('Você recebe')).toBeTruthy();
    expect(within(card).getByTestId('offer-earning').textContent).toMatch(/^R\$\s?156,00$/);
    expect(within(card).getByText(/^Valor da limpeza: R\$\s?189,00$/)).toBeTruthy();
    expect(within(card).getByText('Leve os produtos de limpeza')).toBeTruthy();
  });

  it('leaves out an offer whose time ran out on the server', async () => {
    const now = new Date();
    documents.mockImplementation((() =>
      answer({
        data: [
          offer('gone', new Date(now.getTime() - 1_000)),
          offer('open', new Date(now.getTime() + 300_000)),
        ],
        meta: { now: now.toISOString() },
      })) as typeof apiDocument);
    showOffers();
    expect((await screen.findAllByRole('article')).length).toBe(1);
    expect(screen.getByRole('timer').textContent).toMatch(/^0[45]:[0-5]\d$/);
  });

  it('says so when nothing is open', async () => {
    documents.mockImplementation((() =>
      answer({ data: [], meta: { now: new Date().toISOString() } })) as typeof apiDocument);
    showOffers();
    expect(await screen.findByText(/Nenhuma oferta de limpeza no momento/)).toBeTruthy();
  });

  it("'aceitar' makes the professional willing and shows 'Você se candidatou'", async () => {
    const expires = new Date(Date.now() + 400_000);
    documents.mockImplementation(((path: string) =>
      path.endsWith('/willing')
        ? answer({ data: offer('o1', expires, true) })
        : answer({
            data: [offer('o1', expires)],
            meta: { now: new Date().toISOString() },
          })) as typeof apiDocument);
    showOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'aceitar' }));
    expect(await screen.findByText('Você se candidatou')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'aceitar' })).toBeNull();
    expect(documents).toHaveBeenCalledWith('/professional/offers/o1/willing', { method: 'POST' });
  });

  it('tells why an offer could not be taken and reads the list again', async () => {
    const expires = new Date(Date.now() + 400_000);
    let reads = 0;
    documents.mockImplementation(((path: string) => {
      if (path.endsWith('/willing'))
        return Promise.reject(
          new ApiError(422, [{ title: 'Esta oferta de limpeza não está mais disponível.' }]),
        );
      reads += 1;
      return answer({
        data: reads === 1 ? [offer('o1', expires)] : [],
        meta: { now: new Date().toISOString() },
      });
    }) as typeof apiDocument);
    showOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'aceitar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        message: 'Esta oferta de limpeza não está mais disponível.',
      }),
    );
    expect(await screen.findByText(/Nenhuma oferta de limpeza no momento/)).toBeTruthy();
  });
});

describe('offerSecondsLeft', () => {
  const expiresAt = '2030-01-01T12:10:00.000Z';
  const at = (iso: string) => Date.parse(iso);
  it('rounds up, stops at 0 and never shows more than the 600 s window', () => {
    expect(offerSecondsLeft({ expires_at: expiresAt }, at('2030-01-01T12:09:59.200Z'))).toBe(1);
    expect(offerSecondsLeft({ expires_at: expiresAt }, at('2030-01-01T12:10:00.000Z'))).toBe(0);
    expect(offerSecondsLeft({ expires_at: expiresAt }, at('2030-01-01T12:11:00.000Z'))).toBe(0);
    expect(offerSecondsLeft({ expires_at: expiresAt }, at('2030-01-01T11:50:00.000Z'))).toBe(600);
  });
});
