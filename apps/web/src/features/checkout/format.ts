import { formatDateBR, saoPauloClock } from '@brilho/domain';
import type { CheckoutOrder } from './api';

const hourLabel = (instant: Date): string => {
  const { hour, minute } = saoPauloClock(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** 'dd/mm/aaaa' of the cleaning, São Paulo calendar. */
export const cleaningDate = (order: CheckoutOrder): string =>
  formatDateBR(saoPauloClock(new Date(order.starts_at)).date);

/** '09:00 às 11:00'. */
export const cleaningHours = (order: CheckoutOrder): string =>
  `${hourLabel(new Date(order.starts_at))} às ${hourLabel(new Date(order.ends_at))}`;

/** '23/03/2026' from 'YYYY-MM-DD' (null stays null). */
export const brDate = (date: string | null | undefined): string | null => (date ? formatDateBR(date) : null);
