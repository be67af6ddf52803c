import { describe, expect, it, vi } from 'vitest';
import { buildPath, matchRouteName, pathTo, type RouteName, routes } from '../lib/paths';
import { decideNavigation, type NavigationDecision, runGuard, type SessionSource } from './guard';

type State = 'signed out' | 'terms unanswered' | 'terms answered';

const decide = (target: RouteName, state: State, query = '') =>
  decideNavigation({
    target,
    query: new URLSearchParams(query),
    signedIn: state !== 'signed out',
    termsAnswered: state === 'terms answered',
    attempted: `/tentou${query ? `?${query}` : ''}`,
  });

const ALLOW: NavigationDecision = { allow: true };
const to = (name: 'login' | 'signup' | 'terms-of-use' | 'dashboard', next?: string): NavigationDecision => ({
  redirect: next ? { to: name, next } : { to: name },
});

const byAccess = (access: 'public' | 'both' | 'protected') =>
  (Object.keys(routes) as RouteName[]).filter((name) => routes[name].access === access);

describe('the access guard decides every navigation (the screens, steps 2–5)', () => {
  it.each<[string, RouteName, State, string, NavigationDecision]>([
    // Step 2: signed out.
    [
      'a protected page sends a visitor to login with the last route',
      'dashboard',
      'signed out',
      '',
      to('login', '/tentou'),
    ],
    ['an order page sends a visitor to login', 'order', 'signed out', '', to('login', '/tentou')],
    ['the terms page sends a visitor to login', 'terms-of-use', 'signed out', '', to('login', '/tentou')],
    ['the operator area sends a visitor to login', 'operator', 'signed out', '', to('login', '/tentou')],
    [
      'purchase-flow without an e-mail starts at sign-up',
      'purchase-flow',
      'signed out',
      '',
      to('signup', '/tentou'),
    ],
    [
      'purchase-flow with an empty e-mail starts at sign-up',
      'purchase-flow',
      'signed out',
      'email=',
      to('signup', '/tentou?email='),
    ],
    [
      'purchase-flow with an e-mail goes to login',
      'purchase-flow',
      'signed out',
      'email=ana%40exemplo.com',
      to('login', '/tentou?email=ana%40exemplo.com'),
    ],
    // Step 3: signed in, current terms unanswered.
    ['a protected page waits for the terms', 'dashboard', 'terms unanswered', '', to('terms-of-use')],
    ['purchase-flow waits for the terms', 'purchase-flow', 'terms unanswered', '', to('terms-of-use')],
    [
      'a public page waits for the terms too (step 3 before step 5)',
      'login',
      'terms unanswered',
      '',
      to('terms-of-use'),
    ],
    ['the terms page itself opens', 'terms-of-use', 'terms unanswered', '', ALLOW],
    ['the e-mail verification link opens', 'verify-email', 'terms unanswered', '', ALLOW],
    // Step 4: terms answered, nothing left to answer.
    ['the terms page goes to the dashboard', 'terms-of-use', 'terms answered', '', to('dashboard')],
    ["the footer's terms link opens them to reread", 'terms-of-use', 'terms answered', 'leitura', ALLOW],
    // Step 5: signed in on a signed-out-only page.
    ['login goes to the dashboard', 'login', 'terms answered', '', to('dashboard')],
    ['sign-up goes to the dashboard', 'signup', 'terms answered', '', to('dashboard')],
    ['forgot-my-password goes to the dashboard', 'forgot-my-password', 'terms answered', '', to('dashboard')],
    [
      'reset-your-password goes to the dashboard',
      'reset-your-password',
      'terms answered',
      '',
      to('dashboard'),
    ],
    // Otherwise the page opens.
    ['a protected page opens', 'order', 'terms answered', '', ALLOW],
    ['purchase-flow opens', 'purchase-flow', 'terms answered', '', ALLOW],
  ])('%s', (_story, target, state, query, expected) => {
    expect(decide(target, state, query)).toEqual(expected);
  });

  it.each(byAccess('public'))('a visitor may open the public page %s', (target) => {
    expect(decide(target, 'signed out')).toEqual(ALLOW);
  });

  it.each(byAccess('both'))('%s opens signed out, signed in, and before the terms are answered', (target) => {
    for (const state of ['signed out', 'terms unanswered', 'terms answered'] as const)
      expect(decide(target, state)).toEqual(ALLOW);
  });

  it.each(byAccess('protected'))('the protected page %s never opens signed out', (target) => {
    expect(decide(target, 'signed out')).toHaveProperty('redirect.next', '/tentou');
  });
});

describe('staff never walk the customer side', () => {
  const staff = (target: RouteName, role: 'operator' | 'professional', termsAnswered = false) =>
    decideNavigation({
      target,
      query: new URLSearchParams(),
      signedIn: true,
      termsAnswered,
      role,
      attempted: '/tentou',
    });
  const customerSide = (Object.keys(routes) as RouteName[]).filter(
    (name) => name !== 'operator' && name !== 'professional' && routes[name].access !== 'both',
  );

  it.each(customerSide)('an operator opening %s lands on the console, terms answered or not', (target) => {
    for (const answered of [false, true]) {
      expect(staff(target, 'operator', answered)).toEqual({ redirect: { to: 'operator' } });
    }
  });

  it.each(customerSide)('a professional opening %s lands on the professional area', (target) => {
    for (const answered of [false, true]) {
      expect(staff(target, 'professional', answered)).toEqual({ redirect: { to: 'professional' } });
    }
  });

  it('the staff areas and the pages open to both open without any customer terms', () => {
    for (const target of ['operator', 'professional', 'not-found', 'verify-email'] as const) {
      expect(staff(target, 'operator')).toEqual(ALLOW);
      expect(staff(target, 'professional')).toEqual(ALLOW);
    }
  });

  it('the whole guard sends an operator from / (and from the terms page) to /operador', async () => {
    const operator = { id: 'o1', answered_current_terms: false, role: 'operator' as const };
    for (const path of ['/', '/termos-de-uso', '/atualize-seus-dados', '/login']) {
      expect(await runGuard(url(path), fakeSession({ token: 't', user: operator }))).toEqual({
        redirectTo: '/operador',
      });
    }
  });
});

interface FakeUser {
  id: string;
  answered_current_terms: boolean;
  role?: 'customer' | 'operator' | 'professional';
}

type FakeSession = SessionSource<FakeUser> & {
  token: string | null;
  getToken: ReturnType<typeof vi.fn<() => string | null>>;
  setToken: ReturnType<typeof vi.fn<(value: string) => void>>;
  loadUser: ReturnType<typeof vi.fn<() => Promise<FakeUser | null>>>;
};

function fakeSession({ token = null as string | null, user = null as FakeUser | null, fails = false } = {}) {
  const source: FakeSession = {
    token,
    getToken: vi.fn(() => source.token),
    setToken: vi.fn((value: string) => {
      source.token = value;
    }),
    loadUser: vi.fn(async () => {
      if (fails) throw new Error('API fora do ar');
      return user;
    }),
  };
  return source;
}

const url = (path: string) => new URL(path, 'http://localhost');
const customer: FakeUser = { id: 'a1', answered_current_terms: true };

describe('the whole guard (steps 1 and 6 around the decision)', () => {
  it('step 1: without a token the visitor is signed out, and the API is not asked', async () => {
    const session = fakeSession();
    expect(await runGuard(url('/pedidos/7?page=2'), session)).toEqual({
      redirectTo: '/login?next=%2Fpedidos%2F7%3Fpage%3D2',
    });
    expect(session.loadUser).not.toHaveBeenCalled();
  });

  it('step 1: a token is checked against the API and its user handed to the screens', async () => {
    const session = fakeSession({ token: 't', user: customer });
    expect(await runGuard(url('/pedidos'), session)).toEqual({ allow: true, user: customer });
    expect(session.loadUser).toHaveBeenCalledTimes(1);
  });

  it('step 1: a token the API no longer accepts counts as signed out', async () => {
    const session = fakeSession({ token: 'velho', user: null });
    expect(await runGuard(url('/limpeza'), session)).toEqual({ redirectTo: '/cadastre-se?next=%2Flimpeza' });
  });

  it('step 1: the `auth` query value of the app web view becomes the session and leaves the address', async () => {
    const session = fakeSession({ user: customer });
    const first = await runGuard(url('/checkout/mobile/pedidos/9?auth=abc&x=1#topo'), session);
    expect(session.setToken).toHaveBeenCalledWith('abc');
    expect(first).toEqual({ redirectTo: '/checkout/mobile/pedidos/9?x=1#topo' });
    expect(await runGuard(url('/checkout/mobile/pedidos/9?x=1'), session)).toEqual({
      allow: true,
      user: customer,
    });
  });

  it('step 3 with a real session: unanswered terms send the user to the terms page', async () => {
    const session = fakeSession({ token: 't', user: { id: 'a1', answered_current_terms: false } });
    expect(await runGuard(url('/'), session)).toEqual({ redirectTo: '/termos-de-uso' });
  });

  it('step 5 with a real session: login sends a signed-in user home', async () => {
    expect(await runGuard(url('/login'), fakeSession({ token: 't', user: customer }))).toEqual({
      redirectTo: '/',
    });
  });

  it('step 6: any failure in the guard goes to login', async () => {
    expect(await runGuard(url('/pedidos'), fakeSession({ token: 't', fails: true }))).toEqual({
      redirectTo: '/login',
    });
  });

  it('step 6: the login page still opens when the guard fails there', async () => {
    expect(await runGuard(url('/login'), fakeSession({ token: 't', fails: true }))).toEqual({
      allow: true,
      user: null,
    });
  });
});

describe('the route table', () => {
  it.each<[string, RouteName]>([
    ['/', 'dashboard'],
    ['/cadastre-se', 'signup'],
    ['/redefina-sua-senha/abc', 'reset-your-password'],
    ['/pesquisa/profissionais/5', 'search'],
    ['/pedidos', 'order-history'],
    ['/pedidos/123', 'order'],
    ['/checkout/pedidos/9', 'order-checkout'],
    ['/checkout/assinaturas/9', 'cycle-checkout'],
    ['/checkout/mobile/pedidos/9', 'mobile-order-checkout'],
    ['/checkout/mobile/assinaturas/9', 'mobile-cycle-checkout'],
    ['/atualize-seus-dados', 'update-your-data'],
    ['/operador', 'operator'],
    ['/operador/profissionais/1', 'operator'],
    ['/profissional/agenda', 'professional'],
    ['/3f1c2b8e-1234-4abc-9def-0123456789ab', 'cycle'],
    ['/qualquer-coisa', 'not-found'],
    ['/unknown', 'not-found'],
    ['/esse/caminho/nao/existe', 'not-found'],
  ])('opens %s as %s', (pathname, name) => {
    expect(matchRouteName(pathname)).toBe(name);
  });

  it('builds paths from names and params', () => {
    expect(pathTo('order', { order_id: 'abc' })).toBe('/pedidos/abc');
    expect(pathTo('reset-your-password', { token: 'a/b' })).toBe('/redefina-sua-senha/a%2Fb');
    expect(pathTo('login')).toBe('/login');
    expect(pathTo('dashboard')).toBe('/');
    expect(pathTo('operator')).toBe('/operador');
    expect(buildPath('order-checkout', { order_id: '9' })).toBe('/checkout/pedidos/9');
  });

  it('hides navbar and footer only on the mobile checkouts', () => {
    const bare = (Object.keys(routes) as RouteName[]).filter((name) => 'bare' in routes[name]);
    expect(bare).toEqual(['mobile-order-checkout', 'mobile-cycle-checkout']);
  });
});
