/** The cancellation policy and options, in the customer's words. */
import type { CancellationPolicyKind } from './orderActions';

export const CANCELLATION_POLICY_TEXTS: Record<CancellationPolicyKind, string> = {
  free: 'Cancelamento gratuito: faltam 24 horas úteis ou mais para o início da limpeza.',
  lose_one_hour:
    'Cancelamento com menos de 24 horas úteis de antecedência: você perde 1 hora da duração da limpeza.',
  counted_complete:
    'Cancelamento com menos de 3 horas de antecedência: a limpeza é contabilizada como realizada e a profissional recebe o valor integral.',
};

export const CANCELLATION_OPTION_LABELS = {
  informAbsence: 'Comunicar falta de profissional',
  reschedule: 'Solicitar reagendamento',
  credit: 'cancelar limpeza e deixar como crédito',
  refund: 'solicitar reembolso',
  cancel: 'Cancelar agendamento',
} as const;
