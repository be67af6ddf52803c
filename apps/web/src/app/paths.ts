import { matchPath } from 'react-router';

/** Who may open a route: signed-out only, signed-in only, or both. */
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

/** The one route table (spec product §2). Names are the spec's; paths are never written anywhere else. */
export const routes = {
  signup: {
    path: '/cadastre-se',
    access: 'public',
    title: 'Cadastre-se',
    description: 'Crie a sua conta na Brilho e agende limpezas com profissionais verificados.',
  },
  login: {
    path: '/login',
    access: 'public',
    title: 'Entrar',
    description: 'Entre na sua conta Brilho para agendar e acompanhar as suas limpezas.',
  },
  'forgot-my-password': {
    path: '/esqueci-minha-senha',
    access: 'public',
    title: 'Esqueci minha senha',
    description: 'Receba por e-mail um link para redefinir a sua senha da Brilho.',
  },
  'reset-your-password': {
    path: '/redefina-sua-senha/:token',
    access: 'public',
    title: 'Redefina sua senha',
  },
  'verify-email': { path: '/verificacao-de-email', access: 'both', title: 'Verificação de e-mail' },
  search: { path: '/pesquisa/profissionais/:id', access: 'both', title: 'Profissional' },
  dashboard: { path: '/', access: 'protected', title: 'Início' },
  help: { path: '/ajuda', access: 'protected', title: 'Regras e informações' },
  'personal-data': { path: '/meus-dados', access: 'protected', title: 'Dados pessoais' },
  'update-your-data': { path: '/atualize-seus-dados', access: 'protected', title: 'Atualize seus dados' },
  'order-history': { path: '/pedidos', access: 'protected', title: 'Minhas limpezas' },
  order: { path: '/pedidos/:order_id', access: 'protected', title: 'Pedido' },
  subscriptions: { path: '/assinaturas', access: 'protected', title: 'Assinaturas' },
  'purchase-flow': { path: '/limpeza', access: 'protected', title: 'Agende a sua próxima limpeza' },
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
  cycle: { path: '/:id', access: 'protected', title: 'Ciclo' },
  'not-found': { path: '*', access: 'both', title: 'Página inexistente' },
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof routes;

/** Paths that only redirect (spec: /pesquisa → /limpeza, /checkout/{id} → /checkout/pedidos/{id}). */
export const redirects = [
  { from: '/pesquisa', to: routes['purchase-flow'].path },
  { from: '/checkout/:order_id', to: routes['order-checkout'].path },
] as const;

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof ParamsOf<Rest>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** `pathTo('order', { order_id: '1' })` → '/pedidos/1'. */
export function pathTo<N extends RouteName>(
  name: N,
  ...args: keyof ParamsOf<(typeof routes)[N]['path']> extends never
    ? []
    : [ParamsOf<(typeof routes)[N]['path']>]
): string {
  const params = (args[0] ?? {}) as Record<string, string>;
  return routes[name].path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(params[key] ?? ''));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The route a pathname opens. A single segment is a cycle only when it is a cycle id. */
export function matchRouteName(pathname: string): RouteName {
  for (const [name, info] of Object.entries(routes) as [RouteName, RouteInfo][]) {
    if (name === 'not-found') continue;
    const match = matchPath({ path: info.path, end: true }, pathname);
    if (!match) continue;
    if (name === 'cycle' && !UUID.test(match.params.id ?? '')) continue;
    return name;
  }
  return 'not-found';
}
