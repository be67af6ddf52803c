import { pathTo } from '../../lib/paths';

/**
 * The professional side's screens, relative to its route group (`pathTo('professional')` → '/profissional').
 * The app's route table reserves only the group; these segments live here, next to the nested routes.
 */
export const professionalRoutes = {
  signIn: 'entrar',
  signUp: 'cadastro',
  today: '',
  agenda: 'agenda',
  offers: 'ofertas',
  job: 'limpezas/:id',
  profile: 'perfil',
  earnings: 'ganhos',
} as const;

export type ProfessionalRouteName = keyof typeof professionalRoutes;

/** `professionalPath('job', { id: '7' })` → '/profissional/limpezas/7'; 'today' is the group's root. */
export function professionalPath(name: ProfessionalRouteName, params: { id?: string } = {}): string {
  const segment = professionalRoutes[name].replace(':id', encodeURIComponent(params.id ?? ''));
  return segment ? `${pathTo('professional')}/${segment}` : pathTo('professional');
}
