import { type LoaderFunctionArgs, redirect } from 'react-router';
import { queryClient } from '../lib/queryClient';
import { CURRENT_USER_KEY, type CurrentUser, currentUserQuery, sessionToken } from '../lib/session';
import { runGuard, type SessionSource } from './guard';
import { loadTopMenu } from './layout/topMenuChunk';

export interface RootData {
  user: CurrentUser | null;
}

/** The browser's session: the token in localStorage, the user through the query cache (`['current-user']`). */
export const browserSession: SessionSource<CurrentUser> = {
  getToken: sessionToken.get,
  setToken: (token) => {
    sessionToken.set(token);
    queryClient.removeQueries({ queryKey: CURRENT_USER_KEY });
  },
  loadUser: () => queryClient.fetchQuery(currentUserQuery),
};

/** The root route's loader: the access guard (`runGuard`, the screens) on every navigation. */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const outcome = await runGuard(new URL(request.url), browserSession);
  if ('redirectTo' in outcome) throw redirect(outcome.redirectTo);
  if (outcome.user) void loadTopMenu();
  return { user: outcome.user };
}
