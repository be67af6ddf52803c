import { formatDateBR, saoPauloClock } from '@brilho/domain';
import type { Order, Ticket } from '../../db/schema';
import { MAIL_TEXTS } from '../../words/mail';
import { OUTCOME_TEXTS, TICKET_EMAILS, TOPIC_LABELS } from '../../words/tickets';
import type { MailMessage } from '../mail';
import { emailHtml } from '../mail';
import { readResolution } from './resolution';

/** The two e-mails of a question ticket: the operations inbox's copy and the customer's receipt. */

type Topic = keyof typeof TOPIC_LABELS;

const topicOf = (ticket: Ticket): string =>
  TOPIC_LABELS[(ticket.topic ?? 'general') as Topic] ?? ticket.topic ?? '';

function orderLine(order: Order | null): string | null {
  if (!order) return null;
  const clock = saoPauloClock(order.startsAt);
  return TICKET_EMAILS.orderLine(
    order.id,
    formatDateBR(clock.date),
    clock.hour,
    order.durationHours,
    order.status,
  );
}

export function operationsQuestionEmail(
  to: string,
  ticket: Ticket,
  customer: { email: string; firstName: string; lastName: string },
  order: Order | null,
): MailMessage {
  const paragraphs = [
    TICKET_EMAILS.operations.from(`${customer.firstName} ${customer.lastName}`, customer.email),
    TICKET_EMAILS.operations.topic(topicOf(ticket)),
    ...(orderLine(order) ? [orderLine(order)!] : []),
    TICKET_EMAILS.operations.message(ticket.question ?? ''),
    TICKET_EMAILS.operations.ticket(ticket.id),
  ];
  const urgent = ticket.topic === 'professional-not-arrived' ? TICKET_EMAILS.operations.urgent : '';
  return {
    to,
    subject: `${urgent}${TICKET_EMAILS.operations.subject(topicOf(ticket), `${customer.firstName} ${customer.lastName}`)}`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: emailHtml({ heading: topicOf(ticket), paragraphs }),
  };
}

export function customerReceiptEmail(to: string, firstName: string, ticket: Ticket): MailMessage {
  const paragraphs = [
    MAIL_TEXTS.greeting(firstName),
    ticket.topic === 'professional-not-arrived'
      ? TICKET_EMAILS.receipt.notArrived
      : TICKET_EMAILS.receipt.question,
    TICKET_EMAILS.receipt.sent(ticket.question ?? ''),
  ];
  return {
    to,
    subject: TICKET_EMAILS.receipt.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: emailHtml({ heading: TICKET_EMAILS.receipt.heading, paragraphs }),
  };
}

/** The customer's e-mail when an operator resolves their ticket: what was decided. */
export function resolutionEmail(to: string, firstName: string, ticket: Ticket): MailMessage {
  const resolution = readResolution(ticket.resolution);
  const outcome = resolution.outcome ?? '';
  let decided = OUTCOME_TEXTS[outcome] ?? TICKET_EMAILS.resolution.analysed;
  if (outcome === 'rescheduled' && resolution.starts_at) {
    const clock = saoPauloClock(new Date(resolution.starts_at));
    decided = TICKET_EMAILS.resolution.rescheduled(formatDateBR(clock.date), clock.hour);
  }
  const paragraphs = [
    MAIL_TEXTS.greeting(firstName),
    TICKET_EMAILS.resolution.resolved,
    decided,
    TICKET_EMAILS.resolution.questions,
  ];
  return {
    to,
    subject: TICKET_EMAILS.resolution.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: emailHtml({ heading: TICKET_EMAILS.resolution.heading, paragraphs }),
  };
}
