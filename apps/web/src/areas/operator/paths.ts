import { pathTo } from '../../lib/paths';

/**
 * The console's own screens, relative to the area's route group (`pathTo('operator')` → '/operador').
 * The app's route table reserves only the group; these segments live here, next to the nested routes.
 */
export const operatorRoutes = {
  states: 'estados',
  cities: 'cidades',
  city: 'cidades/:id',
  districts: 'bairros',
  dashboard: 'painel',
  orders: 'pedidos',
  order: 'pedidos/:id',
  tickets: 'chamados',
  ticket: 'chamados/:id',
  support: 'atendimento',
  subscriptions: 'assinaturas',
  coupons: 'cupons',
  audit: 'registro',
  professionals: 'profissionais',
  professional: 'profissionais/:id',
  customers: 'clientes',
  customer: 'clientes/:id',
  finance: 'financeiro',
} as const;

export type OperatorRouteName = keyof typeof operatorRoutes;

/** `operatorPath('city', { id: '7' })` → '/operador/cidades/7'. */
export function operatorPath(name: OperatorRouteName, params: { id?: string } = {}): string {
  const segment = operatorRoutes[name].replace(':id', encodeURIComponent(params.id ?? ''));
  return `${pathTo('operator')}/${segment}`;
}
