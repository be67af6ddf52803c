import { useQuery } from '@tanstack/react-query';
import { ApiError, apiDocument, apiRequest } from './api/client';
import type { Resource } from './api/jsonapi';
import { queryClient } from './queryClient';

const TOKEN_KEY = 'brilho.token';

export const sessionToken = {
  get: (): string | null => {
    try {
      return window.localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string) => window.localStorage.setItem(TOKEN_KEY, token),
  clear: () => window.localStorage.removeItem(TOKEN_KEY),
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
}

export const CURRENT_USER_KEY = ['current-user'] as const;
const ACCOUNT_INCLUDES = 'accountable,profile,phones,accounts_terms_of_uses';

/** The signed-in user, or null when there is no live session (a dead token is dropped quietly). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!sessionToken.get()) return null;
  try {
    const check = await apiRequest<{ data: { account_id: string } }>('/token-check', {
      quietUnauthorized: true,
    });
    const { data } = await apiDocument<CurrentUser>(
      `/accounts/${check.data.account_id}?include=${ACCOUNT_INCLUDES}`,
      {
        quietUnauthorized: true,
      },
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

/** Logout clears the token, the cached user and every other cached answer (the new-order state with them). */
export async function signOut(): Promise<void> {
  if (sessionToken.get())
    await apiRequest('/authentication', { method: 'DELETE', quietUnauthorized: true }).catch(() => {});
  sessionToken.clear();
  queryClient.clear();
}

/** Data the product needs before ordering; missing pieces send the user to update-your-data after login. */
export function needsDataUpdate(user: CurrentUser): boolean {
  return !user.phones?.length || !user.profile?.city_name || !user.profile?.state_name;
}
