import { formatDateBR, saoPauloClock } from '@brilho/domain';
import type { Order, Ticket } from '../../db/schema';
import { TOPIC_LABELS } from '../../words/tickets';
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

const OUTCOME_TEXTS: Record<string, string> = {
  credit:
    'A sua limpeza foi mantida como crédito. Para usá-lo, acesse o seu painel e toque em “reagendar limpeza”.',
  refunded:
    'O seu reembolso foi concluído. Conforme a forma de pagamento, o valor pode levar alguns dias úteis para aparecer.',
  rescheduled: 'A sua limpeza foi reagendada.',
  service_not_provided: 'Registramos que a limpeza não foi realizada. A nossa equipe segue à disposição.',
};

/** The customer's e-mail when an operator resolves their ticket: what was decided. */
export function resolutionEmail(to: string, firstName: string, ticket: Ticket): MailMessage {
  const resolution = readResolution(ticket.resolution);
  const outcome = resolution.outcome ?? '';
  let decided = OUTCOME_TEXTS[outcome] ?? 'A sua solicitação foi analisada pela nossa equipe.';
  if (outcome === 'rescheduled' && resolution.starts_at) {
    const clock = saoPauloClock(new Date(resolution.starts_at));
    decided = `A sua limpeza foi reagendada para ${formatDateBR(clock.date)} às ${clock.hour}h.`;
  }
  const paragraphs = [
    `Olá, ${firstName}!`,
    'A sua solicitação foi resolvida.',
    decided,
    'Se tiver qualquer dúvida, fale com a gente pelo chat de atendimento.',
  ];
  return {
    to,
    subject: 'Brilho - Sua solicitação foi resolvida',
    text: `${paragraphs.join('\n\n')}\n`,
    html: emailHtml({ heading: 'Sua solicitação foi resolvida', paragraphs }),
  };
}
