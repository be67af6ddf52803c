import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDocument, apiRequest } from '../../lib/api/client';
import { CURRENT_USER_KEY, startSession } from '../../lib/session';
import { ProfessionalShell } from './ProfessionalShell';
import { answer, customerUser, professionalUser, renderAt } from './testing';

vi.mock('../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api/client')>()),
  apiDocument: vi.fn(),
  apiRequest: vi.fn(),
}));
vi.mock('../../lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/session')>()),
  startSession: vi.fn(async () => null),
  signOut: vi.fn(async () => {}),
}));

const documents = vi.mocked(apiDocument);
const requests = vi.mocked(apiRequest);
const open = (path: string, user = professionalUser as typeof professionalUser | null) =>
  renderAt(<ProfessionalShell />, { path, pattern: '/profissional/*', user });

function meIs(validation: string, refusal: string | null = null) {
  documents.mockImplementation(((path: string) =>
    path.startsWith('/professional/me')
      ? answer({
          data: {
            id: 'pro-1',
            type: 'professionals',
            attributes: { first_name: 'Rosângela', validation, refusal_reason: refusal },
          },
        })
      : answer({ data: [], meta: { now: new Date().toISOString() } })) as typeof apiDocument);
}

beforeEach(() => {
  documents.mockReset();
  requests.mockReset();
  vi.mocked(startSession).mockClear();
  meIs('validated');
  requests.mockImplementation((async () => ({
    current_time: new Date().toISOString(),
  })) as typeof apiRequest);
});

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'entrar' }));
}

describe('signing in as a professional', () => {
  it('sends a signed-out visitor of any screen to the sign-in', async () => {
    const { router } = open('/profissional/agenda', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profissional/entrar'));
    expect(await screen.findByRole('heading', { name: 'Entrar como profissional' })).toBeTruthy();
  });

  it('asks for the e-mail and password before calling the API', async () => {
    open('/profissional/entrar', null);
    fireEvent.click(await screen.findByRole('button', { name: 'entrar' }));
    expect((await screen.findAllByText('Campo obrigatório')).length).toBe(2);
    expect(requests).not.toHaveBeenCalledWith('/professional/authentication', expect.anything());
  });

  it("shows the server's 'Usuário ou senha incorretos' for wrong credentials, without logging anyone out", async () => {
    requests.mockImplementation((async (path: string) => {
      if (path === '/professional/authentication')
        throw new ApiError(401, [{ status: '401', title: 'Usuário ou senha incorretos' }]);
      return {};
    }) as typeof apiRequest);
    open('/profissional/entrar', null);
    await submit('Profissional@Brilho.test', 'errada');
    expect((await screen.findByRole('alert')).textContent).toContain('Usuário ou senha incorretos');
    expect(requests).toHaveBeenCalledWith('/professional/authentication', {
      method: 'POST',
      body: { email: 'profissional@brilho.test', password: 'errada' },
      quietUnauthorized: true,
    });
    expect(startSession).not.toHaveBeenCalled();
  });

  it("tells a customer's credentials have no access here", async () => {
    requests.mockImplementation((async () => {
      throw new ApiError(403, [{ status: '403', title: 'Você não tem acesso à esta aplicação' }]);
    }) as typeof apiRequest);
    open('/profissional/entrar', null);
    await submit('cliente@brilho.test', 'brilho123');
    expect((await screen.findByRole('alert')).textContent).toContain('Você não tem acesso à esta aplicação');
  });

  it('keeps the token as the session does and opens Hoje', async () => {
    requests.mockImplementation((async (path: string) =>
      path === '/professional/authentication'
        ? { token: 'tok-1', account: { id: 'acc-pro' }, professional: { id: 'pro-1' } }
        : {}) as typeof apiRequest);
    const { router, client } = open('/profissional/entrar', null);
    vi.mocked(startSession).mockImplementationOnce(async () => {
      client.setQueryData(CURRENT_USER_KEY, professionalUser);
      return professionalUser;
    });
    await submit('profissional@brilho.test', 'brilho123');
    await waitFor(() => expect(startSession).toHaveBeenCalledWith('tok-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profissional'));
    expect(await screen.findByRole('heading', { name: 'Olá, Rosângela!' })).toBeTruthy();
  });
});

describe('the professional area', () => {
  it('tells a signed-in customer it is not theirs, with a link back, and asks the API nothing', async () => {
    open('/profissional', customerUser);
    expect(await screen.findByText('Você não tem acesso à esta aplicação')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'voltar para o início' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Menu do profissional' })).toBeNull();
    expect(documents).not.toHaveBeenCalled();
  });

  it('has Hoje, Agenda, Ofertas and Perfil in its navigation, marking where the professional is', async () => {
    open('/profissional/ofertas');
    const menu = await screen.findByRole('navigation', { name: 'Menu do profissional' });
    const links = [...menu.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Hoje', '/profissional'],
      ['Agenda', '/profissional/agenda'],
      ['Ofertas', '/profissional/ofertas'],
      ['Perfil', '/profissional/perfil'],
    ]);
    expect(screen.getByRole('link', { name: 'Ofertas' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Hoje' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows a professional not yet validated only "Cadastro em análise", without the navigation', async () => {
    meIs('registered');
    open('/profissional/ofertas');
    expect(await screen.findByRole('heading', { name: 'Cadastro em análise' })).toBeTruthy();
    expect(screen.getByText(/72 horas úteis/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menu do profissional' })).toBeNull();
    expect(documents.mock.calls.some(([path]) => String(path).startsWith('/professional/offers'))).toBe(
      false,
    );
  });

  it('shows a refused professional the reason the team gave', async () => {
    meIs('refused', 'A foto do documento está ilegível.');
    open('/profissional');
    expect(await screen.findByRole('heading', { name: 'Cadastro não aprovado' })).toBeTruthy();
    expect(screen.getByText('A foto do documento está ilegível.')).toBeTruthy();
  });

  it('sends a signed-in professional away from the sign-in to Hoje', async () => {
    const { router } = open('/profissional/entrar');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profissional'));
    expect(await screen.findByRole('heading', { name: 'Olá, Rosângela!' })).toBeTruthy();
  });
});
