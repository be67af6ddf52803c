import { describe, expect, it } from 'vitest';
import { decideNavigation, safeNext } from './guard';
import { matchRouteName, pathTo, type RouteName } from './paths';

const decide = (target: RouteName, state: { signedIn: boolean; termsAnswered?: boolean }, query = '') =>
  decideNavigation({
    target,
    query: new URLSearchParams(query),
    signedIn: state.signedIn,
    termsAnswered: state.termsAnswered ?? true,
  });

describe('the access guard', () => {
  it.each<[RouteName, string, ReturnType<typeof decide>]>([
    ['dashboard', '', { kind: 'redirect', to: 'login', passLastRoute: true }],
    ['order-history', '', { kind: 'redirect', to: 'login', passLastRoute: true }],
    ['purchase-flow', '', { kind: 'redirect', to: 'signup', passLastRoute: true }],
    ['purchase-flow', 'email=ana@exemplo.com', { kind: 'redirect', to: 'login', passLastRoute: true }],
    ['terms-of-use', '', { kind: 'redirect', to: 'login', passLastRoute: true }],
  ])('step 2: signed out, %s?%s goes where the spec says', (target, query, expected) => {
    expect(decide(target, { signedIn: false }, query)).toEqual(expected);
  });

  it.each<RouteName>([
    'login',
    'signup',
    'forgot-my-password',
    'reset-your-password',
    'verify-email',
    'search',
    'not-found',
  ])('step 2: signed out may open %s', (target) => {
    expect(decide(target, { signedIn: false })).toEqual({ kind: 'allow' });
  });

  it.each<RouteName>(['dashboard', 'order-history', 'purchase-flow', 'personal-data'])(
    'step 3: signed in with unanswered terms, %s goes to terms-of-use',
    (target) => {
      expect(decide(target, { signedIn: true, termsAnswered: false })).toEqual({
        kind: 'redirect',
        to: 'terms-of-use',
        passLastRoute: false,
      });
    },
  );

  it('step 3: unanswered terms still let the e-mail link and the terms page open', () => {
    expect(decide('verify-email', { signedIn: true, termsAnswered: false })).toEqual({ kind: 'allow' });
    expect(decide('terms-of-use', { signedIn: true, termsAnswered: false })).toEqual({ kind: 'allow' });
  });

  it('step 4: answered terms and target terms-of-use go to the dashboard', () => {
    expect(decide('terms-of-use', { signedIn: true })).toEqual({
      kind: 'redirect',
      to: 'dashboard',
      passLastRoute: false,
    });
  });

  it.each<RouteName>(['login', 'signup', 'forgot-my-password', 'reset-your-password'])(
    'step 5: signed in, the public %s goes to the dashboard',
    (target) => {
      expect(decide(target, { signedIn: true })).toEqual({
        kind: 'redirect',
        to: 'dashboard',
        passLastRoute: false,
      });
    },
  );

  it.each<RouteName>(['dashboard', 'order', 'verify-email', 'search', 'not-found'])(
    'signed in may open %s',
    (target) => {
      expect(decide(target, { signedIn: true })).toEqual({ kind: 'allow' });
    },
  );

  it('honours only same-app paths as the last route', () => {
    expect(safeNext('/pedidos?page=2')).toBe('/pedidos?page=2');
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
});

describe('the route table', () => {
  it.each([
    ['/', 'dashboard'],
    ['/cadastre-se', 'signup'],
    ['/redefina-sua-senha/abc', 'reset-your-password'],
    ['/pedidos/123', 'order'],
    ['/checkout/mobile/pedidos/9', 'mobile-order-checkout'],
    ['/3f1c2b8e-1234-4abc-9def-0123456789ab', 'cycle'],
    ['/qualquer-coisa', 'not-found'],
    ['/esse/caminho/nao/existe', 'not-found'],
  ])('opens %s as %s', (pathname, name) => {
    expect(matchRouteName(pathname)).toBe(name);
  });

  it('builds paths from names and params', () => {
    expect(pathTo('order', { order_id: 'abc' })).toBe('/pedidos/abc');
    expect(pathTo('login')).toBe('/login');
  });
});
