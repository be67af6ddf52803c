import { matchPath } from 'react-router';
import { pageTitles as t } from '../words/page-titles';

/** Who may open a route: signed-out only ('public'), signed-in only ('protected'), or 'both'. */
export type Access = 'public' | 'protected' | 'both';

export interface RouteInfo {
  path: string;
  access: Access;
  /** pt-BR page title, shown as 'Brilho - {title}'. */
  title: string;
  description?: string;
  /** Mobile web-view variants render without navbar and footer. */
  bare?: boolean;
}

/**
 * The one route table (the screens). Names are the spec's; paths are written nowhere else — every
 * link is `pathTo(name, params)`. Order matters only for `matchRouteName` (first match wins).
 */
export const routes = {
  signup: {
    path: '/cadastre-se',
    access: 'public',
    title: 'Cadastre-se',
    // TODO(domain): move to messages
    description: 'Crie a sua conta na Brilho e agende limpezas com profissionais verificados.',
  },
  login: {
    path: '/login',
    access: 'public',
    title: 'Entrar',
    // TODO(domain): move to messages
    description: 'Entre na sua conta Brilho para agendar e acompanhar as suas limpezas.',
  },
  'forgot-my-password': {
    path: '/esqueci-minha-senha',
    access: 'public',
    title: 'Esqueci minha senha',
    // TODO(domain): move to messages
    description: 'Receba por e-mail um link para redefinir a sua senha da Brilho.',
  },
  'reset-your-password': {
    path: '/redefina-sua-senha/:token',
    access: 'public',
    title: 'Redefina sua senha',
  },
  'verify-email': { path: '/verificacao-de-email', access: 'both', title: t.verifyEmail },
  search: { path: '/pesquisa/profissionais/:id', access: 'both', title: 'Profissional' },
  dashboard: { path: '/', access: 'protected', title: t.dashboard },
  help: { path: '/ajuda', access: 'protected', title: t.help },
  'personal-data': { path: '/meus-dados', access: 'protected', title: 'Dados pessoais' },
  'update-your-data': { path: '/atualize-seus-dados', access: 'protected', title: 'Atualize seus dados' },
  'order-history': { path: '/pedidos', access: 'protected', title: 'Minhas limpezas' },
  order: { path: '/pedidos/:order_id', access: 'protected', title: 'Pedido' },
  subscriptions: { path: '/assinaturas', access: 'protected', title: 'Assinaturas' },
  'purchase-flow': { path: '/limpeza', access: 'protected', title: t.purchaseFlow },
  'order-checkout': { path: '/checkout/pedidos/:order_id', access: 'protected', title: 'Pagamento' },
  'cycle-checkout': {
    path: '/checkout/assinaturas/:cycle_id',
    access: 'protected',
    title: 'Pagamento do ciclo',
  },
  'mobile-order-checkout': {
    path: '/checkout/mobile/pedidos/:order_id',
    access: 'protected',
    title: 'Pagamento',
    bare: true,
  },
  'mobile-cycle-checkout': {
    path: '/checkout/mobile/assinaturas/:cycle_id',
    access: 'protected',
    title: 'Pagamento do ciclo',
    bare: true,
  },
  'terms-of-use': { path: '/termos-de-uso', access: 'protected', title: 'Termos de uso' },
  // Reserved route groups with their own layouts (operator console, professional side; later issues).
  operator: { path: '/operador/*', access: 'protected', title: 'Operador' },
  // Open to both: the professional side has its own sign-in (/profissional/entrar) and checks the role itself.
  professional: { path: '/profissional/*', access: 'both', title: 'Profissional' },
  cycle: { path: '/:id', access: 'protected', title: 'Ciclo' },
  'not-found': { path: '*', access: 'both', title: t.notFound },
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof routes;

/** Paths that only redirect (spec: /pesquisa → /limpeza, /checkout/{id} → /checkout/pedidos/{id}). */
export const redirects = [
  { from: '/pesquisa', to: 'purchase-flow' },
  { from: '/checkout/:order_id', to: 'order-checkout' },
] as const satisfies readonly { from: string; to: RouteName }[];

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof ParamsOf<Rest>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export type RouteParams<N extends RouteName> = ParamsOf<(typeof routes)[N]['path']>;

/** `pathTo('order', { order_id: '1' })` → '/pedidos/1'; a route group gives its root (`/operador`). */
export function pathTo<N extends RouteName>(
  name: N,
  ...args: keyof RouteParams<N> extends never ? [] : [RouteParams<N>]
): string {
  return buildPath(name, args[0] ?? {});
}

/** `pathTo` without the compile-time check on params, for params read from a matched URL. */
export function buildPath(name: RouteName, params: Record<string, string | undefined>): string {
  const path = routes[name].path
    .replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(params[key] ?? ''))
    .replace(/\/?\*$/, '');
  return path || '/';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/{id}` is a cycle only when the segment is a cycle id (ids are uuids); any other word is not found. */
export const isCycleId = (value: string | undefined): boolean => UUID.test(value ?? '');

/** The route a pathname opens (the guard and the page title read it). */
export function matchRouteName(pathname: string): RouteName {
  for (const [name, info] of Object.entries(routes) as [RouteName, RouteInfo][]) {
    if (name === 'not-found') continue;
    const match = matchPath({ path: info.path, end: true }, pathname);
    if (!match) continue;
    if (name === 'cycle' && !isCycleId(match.params.id)) continue;
    return name;
  }
  return 'not-found';
}
