import { LATENESS_TOLERANCE_MINUTES, messages, type OrderStatus } from '@brilho/domain';

// The professional side's texts (pt-BR). The spec's own texts come from the domain catalogue.
export const texts = {
  areaTitle: 'Área do profissional',
  noAccess: messages.auth.noAccess,
  backHome: 'voltar para o início',
  signInAsProfessional: 'entrar como profissional',
  signInTitle: 'Entrar como profissional',
  signInSubtitle: 'Acompanhe a sua agenda, as ofertas de limpeza e faça check-in e check-out.',
  signIn: 'entrar',
  signInFailed: messages.auth.signInFailedNoMessage,
  customerArea: 'Quer agendar uma limpeza?',
  customerAreaLink: 'Entre como cliente',
  signOut: 'Sair',
  nav: { today: 'Hoje', agenda: 'Agenda', offers: 'Ofertas', profile: 'Perfil' },
  navLabel: 'Menu do profissional',
  greeting: (name: string) => `Olá, ${name}!`,
  todayTitle: 'Hoje',
  todayEmpty: 'Nenhuma limpeza marcada para hoje.',
  nextJobs: 'Próximas limpezas',
  nextEmpty: 'Nada agendado nos próximos dias.',
  seeAgenda: 'ver agenda',
  openOffers: (n: number) =>
    n === 1 ? '1 oferta de limpeza esperando por você' : `${n} ofertas de limpeza esperando por você`,
  seeOffers: 'ver ofertas',
  agendaTitle: 'Agenda',
  previousWeek: 'Semana anterior',
  nextWeek: 'Próxima semana',
  dayEmpty: 'Nenhuma limpeza neste dia.',
  jobsOfDay: (n: number) => (n === 1 ? '1 limpeza' : `${n} limpezas`),
  offersTitle: 'Ofertas',
  offersHint:
    'Clientes que não encontraram profissional livre. Candidate-se: o cliente escolhe entre os interessados.',
  offersEmpty: 'Nenhuma oferta de limpeza no momento. Avisaremos assim que surgir uma nova.',
  remaining: 'TEMPO RESTANTE',
  accept: 'aceitar',
  youEarn: 'Você recebe',
  jobValue: (value: string) => `Valor da limpeza: ${value}`,
  applied: 'Você se candidatou',
  appliedHint: 'Aguarde a escolha do cliente. Se for você, a limpeza aparece na sua agenda.',
  offerGone: 'Esta oferta de limpeza não está mais disponível.',
  newOffer: 'Nova oferta de limpeza!',
  newOrder: 'Nova limpeza na sua agenda!',
  orderCancelled: 'Uma limpeza da sua agenda foi cancelada.',
  orderRescheduled: 'Uma limpeza da sua agenda foi reagendada.',
  loadFailed: 'Não foi possível carregar. Verifique a sua internet e tente novamente.',
  retry: 'tentar novamente',
  loading: 'Carregando...',
  jobTitle: 'Limpeza',
  backToAgenda: 'voltar para a agenda',
  jobNotFound: 'Limpeza não encontrada.',
  address: 'Endereço',
  openMap: 'abrir no mapa',
  addressHidden: 'O endereço completo, o nome do cliente e a descrição aparecem 24 horas antes do início.',
  customer: 'Cliente',
  description: 'Descrição',
  noDescription: 'O cliente não deixou uma descrição.',
  products: 'Produtos',
  reference: 'Referência',
  checkIn: 'Fazer check-in',
  checkOut: 'Fazer check-out',
  checkInConfirmTitle: 'Confirmar check-in',
  checkInConfirm: 'Confirme que você chegou ao local e vai começar a limpeza agora.',
  checkOutConfirmTitle: 'Confirmar check-out',
  checkOutConfirm: 'Confirme que a limpeza terminou. O cliente será avisado de que ela foi concluída.',
  confirm: 'confirmar',
  cancel: 'voltar',
  checkedIn: 'Check-in feito!',
  checkedOut: 'Check-out feito! Limpeza concluída.',
  checkedInAt: (time: string) => `Check-in às ${time}`,
  checkedOutAt: (time: string) => `Check-out às ${time}`,
  checkInOpensAt: (time: string) => `O check-in abre 1 hora antes do início, às ${time}.`,
  checkInOpensOn: (day: string) => `O check-in abre no dia da limpeza (${day}), 1 hora antes do início.`,
  checkInClosed: 'O horário desta limpeza já terminou. Fale com o suporte.',
  checkInNotAllowed: 'Esta limpeza não pode receber check-in.',
  checkOutNeedsCheckIn: 'Faça o check-in antes do check-out.',
  lateNotice: `O cliente pode comunicar falta após ${LATENESS_TOLERANCE_MINUTES} minutos de atraso.`,
  done: 'Limpeza concluída.',
  profileTitle: 'Perfil',
  bio: 'Sobre mim',
  noBio: 'Sem descrição.',
  rating: 'Avaliação',
  completed: 'Limpezas realizadas',
  districts: 'Bairros atendidos',
  availability: 'Disponibilidade semanal',
  unavailable: 'Sem atendimento',
  availabilityEmpty: 'Seus horários semanais ainda não foram cadastrados.',
  editAvailability: 'Editar horários e bairros',
  timeRange: (start: string, end: string) => `${start} às ${end}`,
  shortWeekdays: ['', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom'],
  weekdays: ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'],
  hourSpan: (start: number, end: number) => `${start}h às ${end}h`,
} as const;

/**
 * The job's status as the professional reads it: chip label, tint and text colour. A chip is the hue's light
 * tint with dark text (the hues' own text shades fail WCAG AA on their tint: teal 4.3:1, orange 3.6:1); the
 * one filled chip (in progress) is blue.8 under white (5.0:1). Checked by contrast.test.ts.
 */
export interface JobStatusChip {
  label: string;
  color: string;
  variant: 'light' | 'filled';
  text: string;
}

const chip = (label: string, color: string): JobStatusChip => ({
  label,
  color,
  variant: 'light',
  text: 'dark.7',
});

export const JOB_STATUS: Partial<Record<OrderStatus, JobStatusChip>> = {
  paid: chip('AGENDADA', 'violet'),
  provisioning: { label: 'EM ANDAMENTO', color: 'blue.8', variant: 'filled', text: 'white' },
  complete: chip('CONCLUÍDA', 'teal'),
  service_not_provided: chip('NÃO REALIZADA', 'red'),
  rescheduling: chip('EM REAGENDAMENTO', 'orange'),
  rebooking: chip('EM REAGENDAMENTO', 'orange'),
  waiting_refund: chip('CANCELADA', 'gray'),
  cancelled: chip('CANCELADA', 'gray'),
  refunded: chip('CANCELADA', 'gray'),
};

/** The check-out button: teal.8 under white was 3.9:1; teal.9 is 5.0:1. */
export const CHECK_OUT_COLOR = 'teal.9';
/** The count of new offers (tab bar and offers page): red.8 under white was at the edge (4.5:1). */
export const NEW_OFFERS_COLOR = 'red.9';

export const jobStatus = (status: OrderStatus): JobStatusChip =>
  JOB_STATUS[status] ?? chip('AGENDADA', 'violet');

export const productsLabel = (include: boolean): string =>
  include ? 'Leve os produtos de limpeza' : 'Produtos de limpeza por conta do cliente';
