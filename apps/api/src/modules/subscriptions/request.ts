import {
  DEFAULT_PAYMENT_EMISSION_DAY,
  type OrderStatus,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_TEXTS,
  type SubscriptionFrequency,
  subscriptionName,
} from '@brilho/domain';
import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import { accounts, professionals, type Subscription } from '../../db/schema';
import { attributesOf, relationshipRef } from '../../lib/body';
import { ApiError, uniqueViolationOf } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { sendEmailInTx } from '../mail';
import { findOwnOrder } from '../orders';
import { customerSubscriptionEmail, operationsSubscriptionEmail, subscriptionRequestFields } from './emails';
import { addressPlace, firstPhoneOf, insertSubscription, subscriptionOfOrder } from './queries';

/**
 * `POST /subscription-requests`: the customer asks to repeat a paid order. The subscription is
 * stored `requested` with the order's professional, address, weekday, start hour and duration; the
 * operations inbox and the customer get an e-mail with the spec's mail-subscription fields. One request per
 * order: the `subscriptions_one_per_origin_order` constraint decides a race, the check before it the
 * common case (409 either way). Every other refusal is 422 'Ops. Não foi possível criar a solicitação...'
 * with the reason as detail; an order that is not the caller's reads exactly as a missing one.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs' | 'config'> & {
  log?: { error(obj: object, msg: string): void };
};

export interface SubscriptionRequestInput {
  frequency: SubscriptionFrequency;
  orderId: string;
}

/** Orders that happened or will, paid for: the ones a customer may ask to repeat. */
const REPEATABLE_STATUSES: readonly OrderStatus[] = ['paid', 'provisioning', 'complete'];

const refuse = (detail: string, code: string, pointer?: string) =>
  new ApiError(422, SUBSCRIPTION_TEXTS.requestFailed, { detail, code, ...(pointer ? { pointer } : {}) });

const alreadyRequested = () =>
  new ApiError(409, SUBSCRIPTION_TEXTS.alreadyRequested, { code: 'subscription_already_requested' });

export function parseSubscriptionRequest(body: unknown): SubscriptionRequestInput {
  const frequency = attributesOf(body).frequency;
  if (typeof frequency !== 'string' || !(SUBSCRIPTION_FREQUENCIES as readonly string[]).includes(frequency))
    throw refuse(SUBSCRIPTION_TEXTS.invalidFrequency, 'invalid_frequency', '/data/attributes/frequency');
  const payable = relationshipRef(body, 'payable');
  if (!payable || (payable.type !== null && payable.type !== 'orders' && payable.type !== 'order'))
    throw refuse(SUBSCRIPTION_TEXTS.orderNotFound, 'order_not_found', '/data/relationships/payable');
  return { frequency: frequency as SubscriptionFrequency, orderId: payable.id };
}

export async function requestSubscription(
  ctx: Ctx,
  actor: Actor,
  input: SubscriptionRequestInput,
): Promise<Subscription> {
  const now = ctx.clock.now();
  const order = isUuid(input.orderId) ? await findOwnOrder(ctx, actor.accountId, input.orderId) : null;
  if (!order)
    throw refuse(SUBSCRIPTION_TEXTS.orderNotFound, 'order_not_found', '/data/relationships/payable');
  if (await subscriptionOfOrder(ctx.db, order.id)) throw alreadyRequested();
  if (order.cycleId) throw refuse(SUBSCRIPTION_TEXTS.alreadyInSubscription, 'order_in_subscription');
  if (!REPEATABLE_STATUSES.includes(order.status))
    throw refuse(SUBSCRIPTION_TEXTS.orderNotPaid, 'order_not_paid');
  if (!order.professionalId) throw refuse(SUBSCRIPTION_TEXTS.noProfessional, 'no_professional');
  const place = await addressPlace(ctx.db, order.addressId);
  if (!place) throw refuse(SUBSCRIPTION_TEXTS.orderNotFound, 'address_not_found');

  const professionalId = order.professionalId;
  try {
    // The request and the e-mails it owes commit together: a crash after the commit loses neither.
    return await ctx.db.transaction(async (tx) => {
      const subscription = await insertSubscription(tx, {
        customerId: actor.accountId,
        professionalId: order.professionalId,
        addressId: order.addressId,
        name: subscriptionName(input.frequency, place.address.name),
        status: 'requested',
        frequency: input.frequency,
        startsAt: order.startsAt,
        orderDurationHours: order.durationHours,
        paymentEmissionDay: DEFAULT_PAYMENT_EMISSION_DAY,
        originOrderId: order.id,
        createdAt: now,
        updatedAt: now,
      });
      await mailRequest(ctx, tx, subscription, order, place, professionalId);
      return subscription;
    });
  } catch (error) {
    if (uniqueViolationOf(error) !== null) throw alreadyRequested();
    throw error;
  }
}

/** Operations and the customer hear of the request by e-mail jobs; a mail server down only delays them. */
async function mailRequest(
  ctx: Ctx,
  tx: Db,
  subscription: Subscription,
  order: Parameters<typeof subscriptionRequestFields>[0]['order'],
  place: NonNullable<Awaited<ReturnType<typeof addressPlace>>>,
  professionalId: string,
): Promise<void> {
  const [[customer], [professional], phone] = await Promise.all([
    tx.select().from(accounts).where(eq(accounts.id, subscription.customerId)).limit(1),
    tx
      .select({ firstName: accounts.firstName, lastName: accounts.lastName })
      .from(professionals)
      .innerJoin(accounts, eq(accounts.id, professionals.accountId))
      .where(eq(professionals.id, professionalId))
      .limit(1),
    firstPhoneOf(tx, subscription.customerId),
  ]);
  if (!customer) return;
  const fields = subscriptionRequestFields({
    customer,
    phone,
    subscription,
    order,
    professionalName: professional ? `${professional.firstName} ${professional.lastName}` : '',
    address: place.address,
    district: place.district,
    city: place.city,
  });
  await sendEmailInTx(
    ctx,
    tx,
    `subscription-requested:${subscription.id}:operations`,
    operationsSubscriptionEmail(ctx.config.OPERATIONS_EMAIL, subscription, fields),
  );
  await sendEmailInTx(
    ctx,
    tx,
    `subscription-requested:${subscription.id}:customer`,
    customerSubscriptionEmail(customer.email, customer.firstName, fields),
  );
}
