import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDocument, apiRequest } from '../../lib/api/client';
import { JobPage } from './JobPage';
import { answer, jobResource, professionalUser, renderAt } from './testing';

vi.mock('../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api/client')>()),
  apiDocument: vi.fn(),
  apiRequest: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const documents = vi.mocked(apiDocument);
const requests = vi.mocked(apiRequest);

/** The cleaning: Thursday 7 March 2030, 9h to 13h in São Paulo (12:00–16:00 UTC). */
function serverAt(iso: string) {
  requests.mockImplementation((async () => ({ current_time: iso })) as typeof apiRequest);
}

const openJob = () =>
  renderAt(<JobPage />, {
    path: '/profissional/limpezas/j1',
    pattern: '/profissional/limpezas/:id',
    user: professionalUser,
  });

beforeEach(() => {
  documents.mockReset();
  requests.mockReset();
});

describe('check-in and check-out', () => {
  it('keeps check-in closed the day before, saying when it opens, and check-out waits for check-in', async () => {
    serverAt('2030-03-06T15:00:00.000Z');
    documents.mockImplementation((() => answer({ data: jobResource('j1') })) as typeof apiDocument);
    openJob();
    const checkIn = await screen.findByRole('button', { name: 'Fazer check-in' });
    expect((checkIn as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('O check-in abre no dia da limpeza (07/03), 1 hora antes do início.'),
    ).toBeTruthy();
    const checkOut = screen.getByRole('button', { name: 'Fazer check-out' }) as HTMLButtonElement;
    expect(checkOut.disabled).toBe(true);
    expect(screen.getByText('Faça o check-in antes do check-out.')).toBeTruthy();
    expect(screen.getByText('AGENDADA')).toBeTruthy();
    // Outside the window only district and city show.
    expect(screen.getByText('Batel, Curitiba')).toBeTruthy();
    expect(screen.getByText(/O endereço completo, o nome do cliente e a descrição aparecem/)).toBeTruthy();
  });

  it('shows what the job pays her and what the customer pays for it', async () => {
    serverAt('2030-03-06T15:00:00.000Z');
    documents.mockImplementation((() =>
      answer({
        data: jobResource('j1', { total: 21_000, professional_earning: 17_500 }),
      })) as typeof apiDocument);
    openJob();
    const section = (await screen.findByText('Você recebe')).parentElement as HTMLElement;
    expect(within(section).getByText(/^R\$\s?175,00$/)).toBeTruthy();
    expect(within(section).getByText(/^Valor da limpeza: R\$\s?210,00$/)).toBeTruthy();
  });

  it('on the day, before the hour before the start, tells the time it opens', async () => {
    serverAt('2030-03-07T10:30:00.000Z');
    documents.mockImplementation((() => answer({ data: jobResource('j1') })) as typeof apiDocument);
    openJob();
    expect(await screen.findByText('O check-in abre 1 hora antes do início, às 08:00.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Fazer check-in' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens check-in in the window, confirms it, and then offers check-out', async () => {
    serverAt('2030-03-07T11:30:00.000Z');
    const visible = {
      can_check_in: true,
      customer_first_name: 'Camila',
      description: 'Foco na cozinha.',
      address: {
        name: 'Casa',
        street: 'Avenida do Batel',
        street_number: '1230',
        complement: 'Apto 52',
        reference: 'Próximo ao shopping',
        zip_code: '80420090',
        lonlat: 'POINT(-49.2866 -25.4431)',
      },
    };
    const checkedIn = jobResource('j1', {
      ...visible,
      status: 'provisioning',
      can_check_in: false,
      can_check_out: true,
      checked_in_at: '2030-03-07T11:31:00.000Z',
    });
    let done = false;
    documents.mockImplementation(((path: string) => {
      if (path.endsWith('/check-in')) done = true;
      return answer({ data: done ? checkedIn : jobResource('j1', visible) });
    }) as typeof apiDocument);
    openJob();
    expect(await screen.findByText('Avenida do Batel, 1230 - Apto 52')).toBeTruthy();
    expect(screen.getByText('Camila')).toBeTruthy();
    expect(screen.getByText('Foco na cozinha.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'abrir no mapa' }).getAttribute('href')).toContain(
      encodeURIComponent('-25.4431,-49.2866'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar check-in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'confirmar' }));
    await waitFor(() =>
      expect(documents).toHaveBeenCalledWith('/professional/orders/j1/check-in', { method: 'POST' }),
    );
    expect(await screen.findByText('✓ Check-in às 08:31')).toBeTruthy();
    expect(screen.getByText('EM ANDAMENTO')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Fazer check-out' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("shows the server's refusal inside the dialog", async () => {
    serverAt('2030-03-07T11:30:00.000Z');
    documents.mockImplementation(((path: string) =>
      path.endsWith('/check-in')
        ? Promise.reject(new ApiError(422, [{ title: 'Ainda não é possível fazer check-in nesta limpeza.' }]))
        : answer({ data: jobResource('j1', { can_check_in: true }) })) as typeof apiDocument);
    openJob();
    await userEvent.click(await screen.findByRole('button', { name: 'Fazer check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar check-in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'confirmar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Ainda não é possível fazer check-in nesta limpeza.',
    );
  });

  it('after the end, check-in is closed with a reason; a completed job shows both times', async () => {
    serverAt('2030-03-07T17:00:00.000Z');
    documents.mockImplementation((() => answer({ data: jobResource('j1') })) as typeof apiDocument);
    const first = openJob();
    expect(await screen.findByText('O horário desta limpeza já terminou. Fale com o suporte.')).toBeTruthy();
    first.unmount();

    documents.mockImplementation((() =>
      answer({
        data: jobResource('j1', {
          status: 'complete',
          checked_in_at: '2030-03-07T11:55:00.000Z',
          checked_out_at: '2030-03-07T16:02:00.000Z',
        }),
      })) as typeof apiDocument);
    openJob();
    expect(await screen.findByText('✓ Check-in às 08:55')).toBeTruthy();
    expect(screen.getByText('✓ Check-out às 13:02')).toBeTruthy();
    expect(screen.getByText('CONCLUÍDA')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fazer check-in' })).toBeNull();
  });

  it('says a job of someone else (404) was not found', async () => {
    serverAt('2030-03-07T11:30:00.000Z');
    documents.mockImplementation((() =>
      Promise.reject(new ApiError(404, [{ title: 'Limpeza não encontrada' }]))) as typeof apiDocument);
    openJob();
    expect(await screen.findByText('Limpeza não encontrada.')).toBeTruthy();
  });
});
