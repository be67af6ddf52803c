import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './queryClient';
import { CURRENT_USER_KEY, endSession, expireSession, fetchCurrentUser, sessionToken } from './session';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the session', () => {
  it('keeps the token in localStorage under brilho.token', () => {
    sessionToken.set('abc');
    expect(window.localStorage.getItem('brilho.token')).toBe('abc');
    expect(sessionToken.get()).toBe('abc');
    sessionToken.clear();
    expect(sessionToken.get()).toBeNull();
  });

  it('without a token is signed out, without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchCurrentUser()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the token, then reads the account with its includes (account calls)', async () => {
    sessionToken.set('abc');
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: { valid: true, account_id: 'a1' } })))
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({ data: { id: 'a1', type: 'accounts', attributes: { first_name: 'Ana' } } }),
        ),
      );
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchCurrentUser()).toMatchObject({ id: 'a1', first_name: 'Ana' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/token-check',
      '/api/accounts/a1?include=accountable,profile,phones,accounts_terms_of_uses,payment_gateway_account,chat_session',
    ]);
  });

  it('drops a token the API refuses and counts as signed out', async () => {
    sessionToken.set('velho');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response('{}', { status: 401 })));
    expect(await fetchCurrentUser()).toBeNull();
    expect(sessionToken.get()).toBeNull();
  });

  it('logout clears the token, the new-order state and every cached answer', () => {
    sessionToken.set('abc');
    window.localStorage.setItem('brilho.new-order', '{"hours":3}');
    window.localStorage.setItem('outro-site', 'fica');
    queryClient.setQueryData(CURRENT_USER_KEY, { id: 'a1' });
    endSession();
    expect(sessionToken.get()).toBeNull();
    expect(window.localStorage.getItem('brilho.new-order')).toBeNull();
    expect(window.localStorage.getItem('outro-site')).toBe('fica');
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeUndefined();
  });

  it("a 401 ends the session once, leaves 'Não autorizado' for the reloaded page, and reloads", () => {
    sessionToken.set('abc');
    const reload = vi.fn();
    expireSession(reload);
    expireSession(reload);
    expect(sessionToken.get()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem('brilho-pending-notice') ?? '{}')).toEqual({
      type: 'error',
      message: 'Não autorizado',
    });
  });

  it('leaving on purpose keeps its notice when a request in flight answers 401 afterwards', async () => {
    vi.resetModules();
    const fresh = await import('./session');
    fresh.sessionToken.set('abc');
    const go = vi.fn();
    const reload = vi.fn();
    fresh.leaveSession({ type: 'success', message: 'A sua conta foi excluída.' }, '/login', go);
    fresh.expireSession(reload);
    expect(go).toHaveBeenCalledWith('/login');
    expect(reload).not.toHaveBeenCalled();
    expect(fresh.sessionToken.get()).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('brilho-pending-notice') ?? '{}')).toEqual({
      type: 'success',
      message: 'A sua conta foi excluída.',
    });
  });
});
