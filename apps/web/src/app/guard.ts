import { type Role, staffHome } from '../lib/landing';
import { matchRouteName, pathTo, type RouteName, routes } from '../lib/paths';

/**
 * The access guard of the screens ("Access guard on every navigation"), all six steps in this file:
 * `runGuard` does steps 1 and 6 around `decideNavigation`, which does steps 2–5 as a pure function.
 *
 * The last route travels as `?next=/path?query` on the login/sign-up URL: the path and query carry the
 * route's name, params and query (the name and params are recovered with `matchRouteName`), it survives
 * a reload and the sign-in ↔ sign-up links, and only same-app paths are honoured (`safeNext`, lib/landing.ts).
 */

export interface NavigationInput {
  target: RouteName;
  /** The target's query (step 2 reads `email` for purchase-flow). */
  query: URLSearchParams;
  signedIn: boolean;
  /** Whether the current terms of use have an answer; only read when signed in. */
  termsAnswered: boolean;
  /** The signed-in account's role; staff (operator, professional) never walk the customer side. */
  role?: Role;
  /** Where the user tried to go (path + query), handed to login/sign-up as the last route. */
  attempted: string;
}

export type RedirectName = 'login' | 'signup' | 'terms-of-use' | 'dashboard' | 'operator' | 'professional';
export type NavigationDecision = { allow: true } | { redirect: { to: RedirectName; next?: string } };

const ALLOW: NavigationDecision = { allow: true };

/** The query flag of the footer's 'Termos de uso' link: reread answered terms instead of answering them. */
export const TERMS_READING = 'leitura';

/** Steps 2–5 of the guard. */
export function decideNavigation({
  target,
  query,
  signedIn,
  termsAnswered,
  role = 'customer',
  attempted,
}: NavigationInput): NavigationDecision {
  const access = routes[target].access;
  if (!signedIn) {
    // Step 2: a protected route needs a session; purchase-flow without an e-mail starts at sign-up.
    if (access !== 'protected') return ALLOW;
    const to = target === 'purchase-flow' && !query.get('email') ? 'signup' : 'login';
    return { redirect: { to, next: attempted } };
  }
  // Staff: the customer terms, onboarding and screens are not theirs. Every customer route
  // (and the signed-out-only pages) sends them to their own area; pages open to both stay reachable.
  if (role !== 'customer') {
    if (target === 'operator' || target === 'professional' || access === 'both') return ALLOW;
    return { redirect: { to: staffHome(role) } };
  }
  // Step 3: the current terms must be answered first. Routes open to both (the e-mail verification link,
  // a public profile, the not-found page) stay reachable, so the link in the e-mail works before that.
  if (!termsAnswered) {
    if (target === 'terms-of-use' || access === 'both') return ALLOW;
    return { redirect: { to: 'terms-of-use' } };
  }
  // Step 4: answered terms have nothing left to answer. The footer's link asks to reread them
  // (`?leitura`): the page then shows them read-only.
  if (target === 'terms-of-use') return query.has(TERMS_READING) ? ALLOW : { redirect: { to: 'dashboard' } };
  // Step 5: signed-out-only pages (login, sign-up, password recovery) send a signed-in user home.
  if (access === 'public') return { redirect: { to: 'dashboard' } };
  return ALLOW;
}

interface GuardedUser {
  answered_current_terms: boolean;
  role?: Role;
}

/** Where the signed-in check (step 1) gets its answers; injected so the guard is testable. */
export interface SessionSource<User extends GuardedUser> {
  getToken(): string | null;
  setToken(token: string): void;
  /** The user of the stored token, or null when that token is no longer valid. */
  loadUser(): Promise<User | null>;
}

export type GuardOutcome<User> = { allow: true; user: User | null } | { redirectTo: string };

/** The whole guard for one navigation to `url`. */
export async function runGuard<User extends GuardedUser>(
  url: URL,
  source: SessionSource<User>,
): Promise<GuardOutcome<User>> {
  const target = matchRouteName(url.pathname);
  try {
    // Step 1: the signed-in check. A host web view may pass its session as `?auth=`: it becomes the
    // session token and leaves the address (so it never reaches history, analytics or a referrer).
    const auth = url.searchParams.get('auth');
    if (auth) {
      source.setToken(auth);
      const clean = new URLSearchParams(url.searchParams);
      clean.delete('auth');
      const search = clean.toString();
      return { redirectTo: `${url.pathname}${search ? `?${search}` : ''}${url.hash}` };
    }
    // No token means signed out, without asking the API.
    const user = source.getToken() ? await source.loadUser() : null;
    const decision = decideNavigation({
      target,
      query: url.searchParams,
      signedIn: user !== null,
      termsAnswered: user?.answered_current_terms ?? false,
      role: user?.role,
      attempted: url.pathname + url.search,
    });
    if ('redirect' in decision) return { redirectTo: hrefOf(decision.redirect) };
    return { allow: true, user };
  } catch {
    // Step 6: any failure in the guard goes to login (which itself must still open).
    if (target === 'login') return { allow: true, user: null };
    return { redirectTo: pathTo('login') };
  }
}

function hrefOf({ to, next }: { to: RedirectName; next?: string }): string {
  return next ? `${pathTo(to)}?next=${encodeURIComponent(next)}` : pathTo(to);
}
