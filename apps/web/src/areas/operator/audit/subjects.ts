import { auditSubjectLabel } from '@brilho/domain';
import { type OperatorRouteName, operatorPath } from '../paths';
import type { AuditEntry } from './AuditTrail';

/**
 * Where the console shows each subject of the audit log: its own page when it has one (an order,
 * a ticket, a customer, a professional, a city; a district on its city's page), else the list holding it.
 * A subject type the console does not show links nowhere.
 */
const PAGE_OF: Record<string, OperatorRouteName> = {
  orders: 'order',
  tickets: 'ticket',
  accounts: 'customer',
  professionals: 'professional',
  cities: 'city',
};
const LIST_OF: Record<string, OperatorRouteName> = {
  coupons: 'coupons',
  subscriptions: 'subscriptions',
  states: 'states',
  districts: 'districts',
  payouts: 'finance',
  payout_batches: 'finance',
};

export function auditSubjectPath(entry: Pick<AuditEntry, 'subject_type' | 'subject_id' | 'subject_city_id'>) {
  if (entry.subject_type === 'districts' && entry.subject_city_id)
    return operatorPath('city', { id: entry.subject_city_id });
  const page = PAGE_OF[entry.subject_type];
  if (page) return operatorPath(page, { id: entry.subject_id });
  const list = LIST_OF[entry.subject_type];
  return list ? operatorPath(list) : null;
}

/** 'Pedido 1a2b3c4d': the subject's kind and the start of its id. */
export const auditSubjectText = (entry: Pick<AuditEntry, 'subject_type' | 'subject_id'>) =>
  `${auditSubjectLabel(entry.subject_type)} ${entry.subject_id.slice(0, 8)}`;
