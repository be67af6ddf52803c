import { formatDateBR, formatMoney, saoPauloClock } from '@brilho/domain';
import { texts } from '../../words/checkout';
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
  texts.hourRange(hourLabel(new Date(order.starts_at)), hourLabel(new Date(order.ends_at)));

/** '23/03/2026' from 'YYYY-MM-DD' (null stays null). */
export const brDate = (date: string | null | undefined): string | null => (date ? formatDateBR(date) : null);

/** A non-breaking space: what it joins never goes on two lines ('R$' / '137,00' at 390 px). */
export const NBSP = '\u00a0';

/** 'R$ 137,00' whose 'R$' never wraps away from the number (nowrap in the CSS too, for copy and paste). */
export const moneyLabel = (cents: number | null | undefined): string =>
  formatMoney(cents).replace(/\s+/g, NBSP);

/** '− R$ 20,00' (a discount or credit), whole. */
export const minusMoneyLabel = (cents: number): string => `−${NBSP}${moneyLabel(cents)}`;

/** '09:00 às 12:00', whole: on a phone it may go under its day, never break inside. */
export const unbreakable = (text: string): string => text.replace(/ /g, NBSP);
