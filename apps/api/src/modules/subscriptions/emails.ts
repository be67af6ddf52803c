import { formatDateBR, saoPauloClock, weekdayName } from '@brilho/domain';
import type { Account, Address, Order, Phone, Subscription } from '../../db/schema';
import type { MailMessage } from '../mail';
import { emailHtml } from '../mail';

/**
 * The two e-mails of a subscription request (they replace the spec's external mail-subscription
 * `POST /send`, keeping its fields): the operations inbox's copy, which an operator acts on, and the
 * customer's receipt. Both list the same fields.
 */

export interface SubscriptionRequestFields {
  name: string;
  email: string;
  phone: string;
  type: string;
  frequency: string;
  days: string;
  professional_name: string;
  address: string;
  district: string;
  city: string;
  hours: string;
  initial_hour: string;
  initial_date: string;
}

const LABELS: Record<keyof SubscriptionRequestFields, string> = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  type: 'Tipo de cliente',
  frequency: 'Frequência',
  days: 'Dia da semana',
  professional_name: 'Profissional',
  address: 'Endereço',
  district: 'Bairro',
  city: 'Cidade',
  hours: 'Duração (horas)',
  initial_hour: 'Horário inicial',
  initial_date: 'Data inicial',
};

export function subscriptionRequestFields(input: {
  customer: Pick<Account, 'firstName' | 'lastName' | 'email' | 'accountableType'>;
  phone: Pick<Phone, 'areaCode' | 'number'> | null;
  subscription: Pick<Subscription, 'frequency' | 'orderDurationHours'>;
  order: Pick<Order, 'startsAt'>;
  professionalName: string;
  address: Pick<Address, 'street' | 'streetNumber' | 'complement'>;
  district: string;
  city: string;
}): SubscriptionRequestFields {
  const start = saoPauloClock(input.order.startsAt);
  const { address } = input;
  return {
    name: `${input.customer.firstName} ${input.customer.lastName}`,
    email: input.customer.email,
    phone: input.phone ? `(${input.phone.areaCode}) ${input.phone.number}` : '',
    type: input.customer.accountableType === 'Legal' ? 'Pessoa jurídica' : 'Pessoa física',
    frequency: input.subscription.frequency,
    days: weekdayName(start.date),
    professional_name: input.professionalName,
    address: `${address.street}, ${address.streetNumber}${address.complement ? ` - ${address.complement}` : ''}`,
    district: input.district,
    city: input.city,
    hours: String(input.subscription.orderDurationHours),
    initial_hour:
      start.minute === 0 ? `${start.hour}h` : `${start.hour}h${String(start.minute).padStart(2, '0')}`,
    initial_date: formatDateBR(start.date),
  };
}

const lines = (fields: SubscriptionRequestFields): string[] =>
  (Object.keys(LABELS) as (keyof SubscriptionRequestFields)[]).map((key) => `${LABELS[key]}: ${fields[key]}`);

export function operationsSubscriptionEmail(
  to: string,
  subscription: Pick<Subscription, 'id' | 'frequency'>,
  fields: SubscriptionRequestFields,
): MailMessage {
  const paragraphs = [
    `Nova solicitação de assinatura ${subscription.frequency.toLowerCase()} de ${fields.name}.`,
    ...lines(fields),
    `Assinatura ${subscription.id}: aceite ou recuse no console do operador.`,
  ];
  return {
    to,
    subject: `Brilho - Solicitação de assinatura ${subscription.frequency} - ${fields.name}`,
    text: `${paragraphs.join('\n')}\n`,
    html: emailHtml({ heading: 'Nova solicitação de assinatura', paragraphs }),
  };
}

export function customerSubscriptionEmail(
  to: string,
  firstName: string,
  fields: SubscriptionRequestFields,
): MailMessage {
  const paragraphs = [
    `Olá, ${firstName}!`,
    'Recebemos a sua solicitação de assinatura. A nossa equipe vai confirmar a agenda com o profissional e avisar você por e-mail.',
    ...lines(fields),
  ];
  return {
    to,
    subject: 'Brilho - Recebemos a sua solicitação de assinatura',
    text: `${paragraphs.join('\n')}\n`,
    html: emailHtml({ heading: 'Solicitação de assinatura recebida', paragraphs }),
  };
}
