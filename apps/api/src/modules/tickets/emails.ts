import { formatDateBR, saoPauloClock } from '@brilho/domain';
import type { Order, Ticket } from '../../db/schema';
import { emailHtml } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';
import { TOPIC_LABELS } from './texts';

/** The two e-mails of a question ticket: the operations inbox's copy and the customer's receipt. */

type Topic = keyof typeof TOPIC_LABELS;

const topicOf = (ticket: Ticket): string =>
  TOPIC_LABELS[(ticket.topic ?? 'general') as Topic] ?? ticket.topic ?? '';

function orderLine(order: Order | null): string | null {
  if (!order) return null;
  const clock = saoPauloClock(order.startsAt);
  return `Pedido ${order.id}: limpeza em ${formatDateBR(clock.date)} às ${clock.hour}h (${order.durationHours} h), status ${order.status}.`;
}

export function operationsQuestionEmail(
  to: string,
  ticket: Ticket,
  customer: { email: string; firstName: string; lastName: string },
  order: Order | null,
): MailMessage {
  const paragraphs = [
    `Nova solicitação de ${customer.firstName} ${customer.lastName} (${customer.email}).`,
    `Assunto: ${topicOf(ticket)}.`,
    ...(orderLine(order) ? [orderLine(order)!] : []),
    `Mensagem: ${ticket.question ?? ''}`,
    `Solicitação ${ticket.id}.`,
  ];
  const urgent = ticket.topic === 'professional-not-arrived' ? '[URGENTE] ' : '';
  return {
    to,
    subject: `${urgent}Brilho - ${topicOf(ticket)} - ${customer.firstName} ${customer.lastName}`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: emailHtml({ heading: topicOf(ticket), paragraphs }),
  };
}

export function customerReceiptEmail(to: string, firstName: string, ticket: Ticket): MailMessage {
  const paragraphs = [
    `Olá, ${firstName}!`,
    ticket.topic === 'professional-not-arrived'
      ? 'Recebemos o seu aviso de que a profissional não chegou. A nossa equipe já foi avisada e vai entrar em contato com você o quanto antes.'
      : 'Recebemos a sua mensagem. A nossa equipe responde por e-mail em até 72 horas úteis.',
    `Mensagem enviada: ${ticket.question ?? ''}`,
  ];
  return {
    to,
    subject: 'Brilho - Sua solicitação foi enviada!',
    text: `${paragraphs.join('\n\n')}\n`,
    html: emailHtml({ heading: 'Sua solicitação foi enviada!', paragraphs }),
  };
}
