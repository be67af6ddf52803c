/** Why a coupon does not apply, in the customer's words (the spec's texts, its odd spelling included). */
import { messages } from './messages';
import { weekdayPlurals } from './messagesCalendar';
import { formatDateBR, weekdayName } from './time';

const WEEKDAYS_PLURAL: readonly string[] = weekdayPlurals;

const joinOr = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`;

export const couponMessages = {
  notFound: messages.scheduling.couponNotFound,
  notApplicable: 'O cupom informado não é aplicavel ao pedido!',
  /** 'O cupom informado é válido apenas para limpezas que ocorrerão em terças-feiras ou quartas-feiras!' */
  weekdays: (weekdays: number[]) =>
    `O cupom informado é válido apenas para limpezas que ocorrerão em ${joinOr(
      [...weekdays].sort().map((day) => WEEKDAYS_PLURAL[day] ?? ''),
    )}!`,
  /** 'O cupom informado é válido apenas para limpezas que ocorrerão até terça-feira, 31/01!' */
  until: (date: string) =>
    `O cupom informado é válido apenas para limpezas que ocorrerão até ${weekdayName(date)}, ${formatDateBR(date).slice(0, 5)}!`,
  from: (date: string) =>
    `O cupom informado é válido apenas para limpezas que ocorrerão a partir de ${formatDateBR(date)}!`,
  firstPurchase: 'O cupom informado é válido apenas para a primeira limpeza!',
  automaticSoldOut:
    'Não foi possível aplicar o cupom de desconto automático da profissional. Cupom esgotado!',
} as const;
