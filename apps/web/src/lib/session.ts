import { authMessages } from '@brilho/domain/messages-core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiDocument, apiRequest } from './api/client';
import type { Resource } from './api/jsonapi';
import { type Notice, notifyAfterReload } from './notify';
import { queryClient } from './queryClient';

/**
 * Everything this app keeps per user in the browser lives under this prefix (the token, and later the
 * new-order state of the scheduler), so that logout can clear it all in one sweep.
 */
export const STORAGE_PREFIX = 'brilho.';
const TOKEN_KEY = `${STORAGE_PREFIX}token`;

// A web view with storage turned off still keeps its session for the life of the page.
let memoryToken: string | null = null;

export const sessionToken = {
  get: (): string | null => {
    try {
      return window.localStorage.getItem(TOKEN_KEY) ?? memoryToken;
    } catch {
      return memoryToken;
    }
  },
  set: (token: string): void => {
    try {
      window.localStorage.setItem(TOKEN_KEY, token);
      memoryToken = null;
    } catch {
      memoryToken = token;
    }
  },
  clear: (): void => {
    memoryToken = null;
    try {
      window.localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Nothing stored, nothing to clear.
    }
  },
};

export interface CurrentUser {
  id: string;
  email: string;
  status: 'waiting_email_verification' | 'email_verified' | 'active';
  first_name: string;
  last_name: string;
  accountable_type: 'Physical' | 'Legal';
  role: 'customer' | 'operator' | 'professional';
  answered_current_terms: boolean;
  accountable?: Resource & { cpf?: string; cnpj?: string; company_name?: string; business_name?: string };
  profile?: Resource & {
    birthdate: string | null;
    profile_picture: string | null;
    city_name: string | null;
    state_name: string | null;
  };
  phones?: (Resource & { country_code: string; area_code: string; number: string })[];
  accounts_terms_of_uses?: (Resource & { accepted: boolean; terms_of_use_id: string })[];
  /**
   * The gateway account with the wallet; before the first order only the wallet (`registered: false`),
   * so the seeded credit shows from day one.
   */
  payment_gateway_account?:
    | (Resource & { registered?: boolean; wallet?: { available_to_use: number } | null })
    | null;
  chat_session?: Resource | null;
}

export const CURRENT_USER_KEY = ['current-user'] as const;
/** Account calls: the account with what the app reads from it. */
export const ACCOUNT_INCLUDES =
  'accountable,profile,phones,accounts_terms_of_uses,payment_gateway_account,chat_session';

/** The signed-in user, or null when there is no live session (a dead token is dropped quietly). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!sessionToken.get()) return null;
  try {
    const check = await apiRequest<{ data: { account_id: string } }>('/token-check', {
      quietUnauthorized: true,
    });
    const { data } = await apiDocument<CurrentUser>(
      `/accounts/${encodeURIComponent(check.data.account_id)}?include=${ACCOUNT_INCLUDES}`,
      { quietUnauthorized: true },
    );
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      sessionToken.clear();
      return null;
    }
    throw error;
  }
}

export const currentUserQuery = { queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, staleTime: 30_000 };

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

export function refreshCurrentUser(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}

/** Starts a session from a sign-in answer. */
export async function startSession(token: string): Promise<CurrentUser | null> {
  sessionToken.set(token);
  queryClient.removeQueries({ queryKey: CURRENT_USER_KEY });
  return queryClient.fetchQuery(currentUserQuery);
}

/**
 * Ends the session in this browser: the token, every `brilho.` key (the new-order state among them) and
 * every cached answer (the user first).
 */
export function endSession(): void {
  sessionToken.clear();
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
      for (const key of keys) if (key?.startsWith(STORAGE_PREFIX)) storage.removeItem(key);
    } catch {
      // Storage turned off: nothing kept there.
    }
  }
  queryClient.clear();
}

/** 'Sair': revokes the token on the server, then ends the session here. */
export async function signOut(): Promise<void> {
  if (sessionToken.get())
    await apiRequest('/authentication', { method: 'DELETE', quietUnauthorized: true }).catch(() => {});
  endSession();
}

let expiring = false;

/**
 * What the API client does on a 401 (error catalogue: 'Não autorizado' with logout, then a page reload).
 * The reload runs the guard again, which sends the now signed-out user to login with the page they
 * were on as the last route; the message waits in session storage until the reloaded page shows it.
 */
export function expireSession(reload: () => void = () => window.location.reload()): void {
  if (expiring) return;
  expiring = true;
  endSession();
  notifyAfterReload({ type: 'error', message: authMessages.unauthorized });
  reload();
}

/**
 * Ends the session on purpose (e.g. the account was just deleted) and goes to `path` with `notice`
 * waiting there. A request still in flight with the old token answers 401; that must neither
 * replace the notice with 'Não autorizado' nor reload over the navigation.
 */
export function leaveSession(
  notice: Notice,
  path: string,
  go: (path: string) => void = (to) => window.location.assign(to),
): void {
  expiring = true;
  endSession();
  notifyAfterReload(notice);
  go(path);
}

/** Data the product needs before ordering; missing pieces send the user to update-your-data after login. */
export function needsDataUpdate(user: CurrentUser): boolean {
  return !user.phones?.length || !user.profile?.city_name || !user.profile?.state_name;
}
