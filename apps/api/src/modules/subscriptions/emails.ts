import { formatDateBR, saoPauloClock, weekdayName } from '@brilho/domain';
import type { Account, Address, Order, Phone, Subscription } from '../../db/schema';
import { MAIL_TEXTS } from '../../words/mail';
import { SUBSCRIPTION_EMAILS, SUBSCRIPTION_FIELD_LABELS } from '../../words/subscriptions';
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

const LABELS: Record<keyof SubscriptionRequestFields, string> = SUBSCRIPTION_FIELD_LABELS;

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
    type:
      input.customer.accountableType === 'Legal' ? SUBSCRIPTION_EMAILS.legal : SUBSCRIPTION_EMAILS.physical,
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
    SUBSCRIPTION_EMAILS.operations.lead(subscription.frequency.toLowerCase(), fields.name),
    ...lines(fields),
    SUBSCRIPTION_EMAILS.operations.act(subscription.id),
  ];
  return {
    to,
    subject: SUBSCRIPTION_EMAILS.operations.subject(subscription.frequency, fields.name),
    text: `${paragraphs.join('\n')}\n`,
    html: emailHtml({ heading: SUBSCRIPTION_EMAILS.operations.heading, paragraphs }),
  };
}

export function customerSubscriptionEmail(
  to: string,
  firstName: string,
  fields: SubscriptionRequestFields,
): MailMessage {
  const paragraphs = [MAIL_TEXTS.greeting(firstName), SUBSCRIPTION_EMAILS.customer.lead, ...lines(fields)];
  return {
    to,
    subject: SUBSCRIPTION_EMAILS.customer.subject,
    text: `${paragraphs.join('\n')}\n`,
    html: emailHtml({ heading: SUBSCRIPTION_EMAILS.customer.heading, paragraphs }),
  };
}
