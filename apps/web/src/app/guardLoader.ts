import { type LoaderFunctionArgs, redirect } from 'react-router';
import { queryClient } from '../lib/queryClient';
import { type CurrentUser, currentUserQuery, sessionToken } from '../lib/session';
import { decideNavigation } from './guard';
import { matchRouteName, pathTo } from './paths';

export interface RootData {
  user: CurrentUser | null;
}

/** Runs the spec's six guard steps on every navigation. */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<RootData | Response> {
  const url = new URL(request.url);
  const target = matchRouteName(url.pathname);
  try {
    // Step 1: the sign-in check, with the token a host web view may pass as `?auth=`.
    const auth = url.searchParams.get('auth');
    if (auth) {
      sessionToken.set(auth);
      queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
    }
    const user = await queryClient.fetchQuery(currentUserQuery);
    const decision = decideNavigation({
      target,
      query: url.searchParams,
      signedIn: user !== null,
      termsAnswered: user?.answered_current_terms ?? false,
    });
    if (decision.kind === 'redirect') {
      const next = decision.passLastRoute ? `?next=${encodeURIComponent(url.pathname + url.search)}` : '';
      return redirect(pathTo(decision.to) + next);
    }
    return { user };
  } catch {
    // Step 6: any failure in the guard goes to login (which itself must still open).
    if (target === 'login') return { user: null };
    return redirect(pathTo('login'));
  }
}
