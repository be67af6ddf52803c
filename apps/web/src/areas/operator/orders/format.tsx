import '@mantine/core/styles/Badge.layer.css';
import {
  formatDateBR,
  formatInstantBR,
  instantClock,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  saoPauloDate,
  weekdayName,
} from '@brilho/domain';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { texts } from '../../../words/operator';

/** The console's shared formatting: São Paulo dates and times in pt-BR, ages, status badges. */

export const formatDateTime = (iso: string | null | undefined) =>
  iso ? formatInstantBR(new Date(iso)) : '—';
export const formatDate = (iso: string | null | undefined) =>
  iso ? formatDateBR(saoPauloDate(new Date(iso))) : '—';
export const formatHour = (iso: string) => instantClock(new Date(iso));
export const formatWeekday = (iso: string) => weekdayName(saoPauloDate(new Date(iso)));
/** 'YYYY-MM-DD' (a calendar day) → 'DD/MM/YYYY'. */
export const formatDay = (day: string | null | undefined) => (day ? day.split('-').reverse().join('/') : '—');

/** How long ago, in words an operator scans: '3 h', '2 d 4 h', '15 min'. */
export function ageOf(iso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

/** When something happened, for a list: 'agora' within the minute, else 'há 3 h'. */
export const sinceText = (iso: string, now: number = Date.now()) =>
  now - new Date(iso).getTime() < 60_000 ? 'agora' : texts.since(ageOf(iso, now));

/** Hours since `iso`: the queue colours tickets older than 24 h and 72 h. */
export const hoursSince = (iso: string, now: number = Date.now()) =>
  (now - new Date(iso).getTime()) / 3_600_000;

const STATUS_COLORS: Partial<Record<OrderStatus, string>> = {
  paid: 'green',
  complete: 'green',
  provisioning: 'blue',
  waiting_payment: 'pink',
  payment_requested: 'pink',
  scheduled: 'violet',
  rebooking: 'yellow',
  rescheduling: 'yellow',
  waiting_refund: 'orange',
  service_not_provided: 'red',
  refunded: 'gray',
  cancelled: 'gray',
};

/**
 * Text for each tone on its light background (white, gray-0 or gray-1 behind): Mantine's own light-variant
 * text is too pale for AA on the console's gray page (axe measures it), so these darker shades are ours.
 */
export const TAG_TEXT: Record<string, string> = {
  gray: '#343a40',
  red: '#b02525',
  pink: '#a61e4d',
  violet: '#5f3dc4',
  green: '#1f6e30',
  yellow: '#7a4f00',
  orange: '#a83c06',
  teal: '#066650',
  blue: '#1864ab',
};

/** The console's status tags: a light badge whose text keeps AA contrast. */
export function Tag({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge color={color} c={TAG_TEXT[color] ?? TAG_TEXT.gray} variant="light" radius="sm">
      {children}
    </Badge>
  );
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Tag color={STATUS_COLORS[status] ?? 'gray'}>{ORDER_STATUS_LABELS[status] ?? status}</Tag>;
}

/** What an audit action means, in pt-BR: the domain's one table, shared with the API's CSV. */
export {
  AUDIT_ACTION_LABELS,
  AUDIT_SUBJECT_LABELS as SUBJECT_LABELS,
  auditActionLabel,
} from '@brilho/domain';
