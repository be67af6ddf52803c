import {
  CALENDAR_FILE_TYPE,
  type CalendarCleaning,
  cleaningCalendar,
  cleaningCalendarFileName,
  cleaningCalendarMethod,
  formatDateBR,
  type OrderStatus,
  saoPauloClock,
  weekdayName,
} from '@brilho/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, type Order } from '../../db/schema';
import { MAIL_TEXTS } from '../../words/mail';
import {
  CUSTOMER_ORDER_EMAILS,
  customerCleaningLineText,
  ORDER_EMAIL_ACTION,
  withProfessionalText,
} from '../../words/orders';
import type { MailMessage } from '../mail';
import { emailHtml, sendEmailInTx } from '../mail';
import { lastMoveInto } from '../professional-side';
import { CALENDAR_CANCELLED_STATUSES, calendarCleaningOf } from './calendar';
import { CUSTOMER_ORDER_NOTICE_JOB, type CustomerNoticeData, customerNoticeData } from './customer-notify';
import { findOrder } from './queries';

/**
 * Works the `customer-order-notice` jobs (customer-notify.ts): the customer's e-mail for a move of their
 * order, with the cleaning's .ics attached as an invitation:
 *
 * - into paid from rescheduling/rebooking: 'reagendada', the updated event (same UID, higher SEQUENCE);
 * - into paid otherwise: 'confirmada', the event (METHOD:REQUEST);
 * - into cancelled or waiting a refund from a status it was on the calendar in (paid, rescheduling,
 *   rebooking): 'cancelada', METHOD:CANCEL / STATUS:CANCELLED. An order cancelled before it was paid never
 *   reached the calendar (nothing to remove); one cancelled after a refund request kept as credit was already
 *   removed when the refund was asked.
 *
 * The e-mail is rendered here and stored as its own `email` job, attachment included, keyed by the order, the
 * kind and the SEQUENCE, so a retried notice queues it once and a later change is another e-mail.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'jobs'>;

export type CustomerNoticeKind = 'confirmed' | 'rescheduled' | 'cancelled';

/** Moves out of which the cleaning was on the customer's calendar. */
const ON_CALENDAR_FROM: readonly OrderStatus[] = ['paid', 'rescheduling', 'rebooking'];

async function kindOf(ctx: Ctx, order: Order, data: CustomerNoticeData): Promise<CustomerNoticeKind | null> {
  const move = await lastMoveInto(ctx.db, order.id, data.toState);
  if (data.toState === 'paid') {
    // Cancelled before this job ran: the cancellation's own notice speaks for it.
    if (CALENDAR_CANCELLED_STATUSES.includes(order.status)) return null;
    return move?.from === 'rescheduling' || move?.from === 'rebooking' ? 'rescheduled' : 'confirmed';
  }
  return move?.from && ON_CALENDAR_FROM.includes(move.from) ? 'cancelled' : null;
}

const hhmm = (instant: Date): string => {
  const { hour, minute } = saoPauloClock(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** 'terça-feira, 24/11/2026, das 10:00 às 12:00, em Casa (Avenida do Batel, 12, Centro, Curitiba), com Rosa Lima' */
export function customerCleaningLine(cleaning: CalendarCleaning): string {
  const { date } = saoPauloClock(cleaning.startsAt);
  const place = cleaning.location ? `${cleaning.addressName} (${cleaning.location})` : cleaning.addressName;
  const who = cleaning.professionalName ? withProfessionalText(cleaning.professionalName) : '';
  return customerCleaningLineText(
    weekdayName(date),
    formatDateBR(date),
    hhmm(cleaning.startsAt),
    hhmm(cleaning.endsAt),
    place,
    who,
  );
}

const WORDING = CUSTOMER_ORDER_EMAILS;

export function customerOrderEmail(
  kind: CustomerNoticeKind,
  to: { email: string; firstName: string; lastName: string },
  cleaning: CalendarCleaning,
  options: { from: string; stampedAt: Date },
): MailMessage {
  const event: CalendarCleaning = { ...cleaning, cancelled: kind === 'cancelled' };
  const invite = {
    organizerEmail: options.from,
    attendeeEmail: to.email,
    attendeeName: `${to.firstName} ${to.lastName}`.trim(),
  };
  const fileName = cleaningCalendarFileName(cleaning.orderId);
  const wording = WORDING[kind];
  const paragraphs = [
    MAIL_TEXTS.greeting(to.firstName),
    wording.lead(customerCleaningLine(cleaning)),
    wording.file(fileName),
  ];
  const action = { label: ORDER_EMAIL_ACTION, url: cleaning.orderUrl };
  return {
    to: to.email,
    subject: wording.subject,
    text: `${[...paragraphs, `${action.label}: ${action.url}`].join('\n\n')}\n`,
    html: emailHtml({ heading: wording.heading, paragraphs, action }),
    attachments: [
      {
        filename: fileName,
        contentType: `${CALENDAR_FILE_TYPE}; method=${cleaningCalendarMethod(event, invite)}`,
        content: cleaningCalendar(event, options.stampedAt, invite),
      },
    ],
  };
}

export async function runCustomerNotice(ctx: Ctx, data: CustomerNoticeData): Promise<void> {
  const order = await findOrder(ctx.db, data.orderId);
  if (!order) return;
  const kind = await kindOf(ctx, order, data);
  if (!kind) return;
  const [customer] = await ctx.db
    .select({ email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, order.customerId));
  // An anonymised account (LGPD deletion) has no mailbox left.
  if (!customer || customer.email.endsWith('.invalid')) return;
  const cleaning = await calendarCleaningOf(ctx.db, ctx.config, order);
  const message = customerOrderEmail(kind, customer, cleaning, {
    from: ctx.config.MAIL_FROM,
    stampedAt: ctx.clock.now(),
  });
  await sendEmailInTx(ctx, ctx.db, `customer-order:${order.id}:${kind}:${cleaning.sequence}`, message, {
    orderId: order.id,
  });
}

export function registerCustomerOrderNotices(ctx: Ctx): void {
  ctx.jobs.work(CUSTOMER_ORDER_NOTICE_JOB, async (data) =>
    runCustomerNotice(ctx, customerNoticeData.parse(data)),
  );
}
