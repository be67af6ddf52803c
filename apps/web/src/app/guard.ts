import { type RouteName, routes } from './paths';

export interface GuardInput {
  target: RouteName;
  /** The query of the target (the spec reads `email` for purchase-flow). */
  query: URLSearchParams;
  signedIn: boolean;
  /** Whether the current terms of use have an answer; only read when signed in. */
  termsAnswered: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: 'login' | 'signup' | 'terms-of-use' | 'dashboard'; passLastRoute: boolean };

/**
 * The access guard of spec product §2, steps 2–5 (step 1, the session check with the optional `auth`
 * query value, runs before this and gives `signedIn`; step 6, any failure → login, wraps it).
 */
export function decideNavigation({ target, query, signedIn, termsAnswered }: GuardInput): GuardDecision {
  const access = routes[target].access;
  if (!signedIn) {
    if (access !== 'protected') return { kind: 'allow' };
    const toSignup = target === 'purchase-flow' && !query.get('email');
    return { kind: 'redirect', to: toSignup ? 'signup' : 'login', passLastRoute: true };
  }
  // Pages open to both (the e-mail link, a public profile) stay reachable before the terms are answered.
  if (!termsAnswered && target !== 'terms-of-use' && access !== 'both') {
    return { kind: 'redirect', to: 'terms-of-use', passLastRoute: false };
  }
  if (termsAnswered && target === 'terms-of-use')
    return { kind: 'redirect', to: 'dashboard', passLastRoute: false };
  if (access === 'public') return { kind: 'redirect', to: 'dashboard', passLastRoute: false };
  return { kind: 'allow' };
}

/** The last route travels as `?next=/path?query`; only same-app paths are honoured. */
export function safeNext(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  return value;
}
