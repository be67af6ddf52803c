import type { TicketKind } from '@brilho/domain';

export type { TicketKind };

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDocument } from '../../../lib/api/client';
import { ticketListTexts as t } from '../../../words/operator/ticket-list';
import type { AuditEntry } from '../audit/AuditTrail';
import { listQuery } from '../listParams';
import type { OperatorOrder } from '../orders/api';

/** The console's tickets (`/operator/tickets`): one queue of cancellations, rebookings and questions. */

export interface OperatorTicket {
  id: string;
  kind: TicketKind;
  status: 'open' | 'resolved';
  order_id: string | null;
  account_id: string;
  reason: string | null;
  should_refund: boolean | null;
  refund_data: { bank: string; agency: string; account: string; account_type: string } | null;
  reschedule_data: {
    date: string;
    initial_hour: number;
    reschedule_option: 'KEEP' | 'ANY' | 'CHOOSE';
    /** CHOOSE: the professionals the customer chose. */
    professional_ids?: string[];
    duration_hours?: number;
    credit?: boolean;
  } | null;
  question: string | null;
  topic: string | null;
  resolution: {
    outcome?: string;
    policy?: { kind: string; retained_cents: number; returned_cents: number; credit_hours: number };
    refund?: { method: string; amount_cents: number; gateway_refund_requested: boolean };
  } | null;
  created_at: string;
  resolved_at: string | null;
  customer_name: string | null;
  customer_email: string | null;
}

export interface OperatorTicketDetail extends OperatorTicket {
  order: (OperatorOrder & { id: string }) | null;
  audit: AuditEntry[];
}

export interface TicketFilters {
  status: string;
  kind: string;
  /** The search box and the sort (`created_at`, oldest first, when absent). */
  search?: string;
  sort?: string;
}

export const ticketsKeys = {
  all: ['operator', 'tickets'] as const,
  list: (filters: TicketFilters, page: number) => [...ticketsKeys.all, 'list', filters, page] as const,
  detail: (id: string) => [...ticketsKeys.all, 'detail', id] as const,
};

const filterParts = (filters: TicketFilters) => {
  const parts: string[] = [];
  if (filters.status) parts.push(`filter[status]=${encodeURIComponent(filters.status)}`);
  if (filters.kind) parts.push(`filter[kind]=${encodeURIComponent(filters.kind)}`);
  const list = listQuery({ search: filters.search, sort: filters.sort });
  if (list) parts.push(list);
  return parts;
};

export function ticketsPath(filters: TicketFilters, page: number) {
  return `/operator/tickets?${[...filterParts(filters), `page[number]=${page}`].join('&')}`;
}

/** The CSV of the queue as shown: its filters, search and sort, every page. */
export function ticketsCsvPath(filters: TicketFilters) {
  const parts = filterParts(filters);
  return `/operator/tickets.csv${parts.length > 0 ? `?${parts.join('&')}` : ''}`;
}

export function useTickets(filters: TicketFilters, page: number) {
  return useQuery({
    queryKey: ticketsKeys.list(filters, page),
    queryFn: async () => {
      const { data, meta } = await apiDocument<OperatorTicket[] | null>(ticketsPath(filters, page));
      const count = typeof meta.page_count === 'number' && meta.page_count > 0 ? meta.page_count : 1;
      return { rows: data ?? [], pageCount: count, total: Number(meta.record_count ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: ticketsKeys.detail(id),
    queryFn: async () =>
      (await apiDocument<OperatorTicketDetail>(`/operator/tickets/${encodeURIComponent(id)}`)).data,
  });
}

export type TicketAction =
  | { kind: 'credit' }
  | { kind: 'refund' }
  | { kind: 'approve-reschedule'; starts_at: string; ends_at: string; professional_id: string | null };

export function useTicketAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: TicketAction) => {
      const { kind, ...attributes } = action;
      return apiDocument<OperatorTicket>(`/operator/tickets/${encodeURIComponent(id)}/${kind}`, {
        method: 'POST',
        body: { data: { type: 'tickets', attributes } },
      });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ticketsKeys.all }),
        client.invalidateQueries({ queryKey: ['operator', 'orders'] }),
      ]),
  });
}

export const KIND_LABELS: Record<TicketKind, string> = {
  order_cancellation: 'Cancelamento',
  order_rebooking: 'Reagendamento',
  general_question: t.generalQuestion,
};

export const OPTION_LABELS = {
  KEEP: 'Manter a mesma profissional',
  ANY: 'Qualquer profissional',
  CHOOSE: 'Escolher a profissional',
} as const;

/** A professional the operator may give a rebooked cleaning to (`GET /operator/professionals`, op-people). */
export interface ProfessionalChoice {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** Validated, active professionals whose name or e-mail contains `search` (10, by name). */
export function professionalChoicesPath(search: string) {
  const query = new URLSearchParams({
    'filter[validation]': 'validated',
    'filter[standing]': 'active',
    'page[number]': '1',
    'page[size]': '10',
    sort: 'name',
  });
  if (search.trim()) query.set('filter[search]', search.trim());
  return `/operator/professionals?${query.toString()}`;
}

export function useProfessionalChoices(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ticketsKeys.all, 'professional-choices', search] as const,
    queryFn: async () =>
      (await apiDocument<ProfessionalChoice[] | null>(professionalChoicesPath(search))).data ?? [],
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Who could take a rebooked cleaning at a slot (`GET /operator/tickets/{id}/free-professionals`). */
export interface FreeProfessional extends ProfessionalChoice {
  is_free: boolean;
  is_current: boolean;
  /** The customer asked for them (KEEP, CHOOSE). */
  is_asked: boolean;
}

export function freeProfessionalsPath(ticketId: string, slot: { starts_at: string; ends_at: string }) {
  const query = new URLSearchParams({ 'filter[starts_at]': slot.starts_at, 'filter[ends_at]': slot.ends_at });
  return `/operator/tickets/${encodeURIComponent(ticketId)}/free-professionals?${query.toString()}`;
}

/** The free list for the slot being approved; off while the slot is not a valid one (`slot` null). */
export function useFreeProfessionals(ticketId: string, slot: { starts_at: string; ends_at: string } | null) {
  return useQuery({
    queryKey: [...ticketsKeys.detail(ticketId), 'free-professionals', slot] as const,
    queryFn: async () =>
      (await apiDocument<FreeProfessional[] | null>(freeProfessionalsPath(ticketId, slot!))).data ?? [],
    enabled: slot !== null,
    placeholderData: keepPreviousData,
  });
}
