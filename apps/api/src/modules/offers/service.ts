import { randomBytes, randomUUID } from 'node:crypto';
import { messages } from '@brilho/domain';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import { isDoubleBooking, type OrderOffer } from '../../db/schema';
import { ApiError, uniqueViolationOf } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { transactionWithRetry } from '../../lib/transactions';
import { OFFER_TEXTS } from '../../words/offers';
import { assertOrderableAddress } from '../addresses';
import { assertMayOrder, type CreatedOrder, createOrder, requireValidSlot } from '../orders';
import { notifyNewOffer, notifyOfferClosed } from '../professional-side';
import { loadProfessionals } from '../professionals';
import type { OfferCreateInput } from './body';
import { scheduleExpiry } from './expiry';
import {
  expireDue,
  findOffer,
  findOwnOffer,
  insertOffer,
  isWilling,
  lockOwnOfferByKey,
  setOfferStatus,
  willingIds,
} from './queries';
import { endsAtOf, expiresAtFrom, statusAt } from './rules';
import type { OfferView } from './serializers';

/**
 * Cleaning offers ("Offer", the professional and offer calls, the business constants): when nobody is free for the customer's filters,
 * the customer opens an offer for 600 s; professionals declare themselves willing (`willing.ts`); the
 * customer turns it into an order with one of them, or cancels it; otherwise it expires by a job.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs'>;

export { OFFER_TEXTS };

const ONE_OPEN_INDEX = 'order_offers_one_open_per_customer';

export const offerNotFound = () => new ApiError(404, OFFER_TEXTS.notFound);

export const offerNotOpen = (status: OrderOffer['status']) =>
  new ApiError(409, status === 'converted' ? OFFER_TEXTS.converted : OFFER_TEXTS.notOpen, {
    code: `offer_${status}`,
  });

/** The same gate as orders (verified e-mail, answered terms), except the gateway step, which comes at conversion. */
async function assertMayOffer(tx: Db, accountId: string): Promise<void> {
  try {
    await assertMayOrder(tx, accountId);
  } catch (error) {
    if (!(error instanceof ApiError && error.options.code === 'gateway_customer_required')) throw error;
  }
}

/** An opaque key: whoever holds it may cancel or convert the offer, so it is long and random. */
const newKey = (): string => randomBytes(24).toString('base64url');

export async function createOffer(ctx: Ctx, actor: Actor, input: OfferCreateInput): Promise<OfferView> {
  const now = ctx.clock.now();
  const slot = requireValidSlot(input.startsAt, input.endsAt, now);
  const offer = { id: randomUUID(), expiresAt: expiresAtFrom(now) };
  try {
    // The offer, its expiry job and the professionals' notice commit together, or none of them.
    return await ctx.db.transaction(async (tx) => {
      await assertMayOffer(tx, actor.accountId);
      const { address } = await assertOrderableAddress(tx, actor.accountId, input.addressId);
      // A previous offer whose time is up no longer counts as open, even if its job has not run yet.
      for (const expired of await expireDue(tx, now, { customerId: actor.accountId }))
        await notifyOfferClosed(ctx, tx, expired);
      const row = await insertOffer(tx, {
        ...offer,
        key: newKey(),
        customerId: actor.accountId,
        addressId: address.id,
        startsAt: input.startsAt,
        durationHours: slot.duration,
        description: input.description,
        shouldIncludeProducts: input.shouldIncludeProducts,
        createdAt: now,
      });
      await scheduleExpiry(ctx, tx, row);
      await notifyNewOffer(ctx, tx, row.id);
      return { ...row, now, showKey: true, willingProfessionals: [] };
    });
  } catch (error) {
    // The partial unique index is what keeps one open offer per customer, also for simultaneous requests.
    if (uniqueViolationOf(error) === ONE_OPEN_INDEX)
      throw new ApiError(422, OFFER_TEXTS.createFailed, {
        detail: OFFER_TEXTS.openOfferExists,
        code: 'open_offer_exists',
      });
    throw error;
  }
}

/** The offer with its willing professionals, read at the clock's now. */
export async function offerView(ctx: Ctx, offer: OrderOffer, showKey: boolean): Promise<OfferView> {
  const willingProfessionals = await loadProfessionals(ctx, await willingIds(ctx.db, offer.id));
  return { ...offer, now: ctx.clock.now(), showKey, willingProfessionals };
}

/** `GET /order-offers/open/{id}`: the caller's own offer; someone else's answers 404 like a missing one. */
export async function readOwnOffer(ctx: Ctx, actor: Actor, id: string): Promise<OfferView> {
  const offer = isUuid(id) ? await findOwnOffer(ctx.db, actor.accountId, id) : null;
  if (!offer) throw offerNotFound();
  return offerView(ctx, offer, true);
}

/** An offer a customer owns, or any offer for an operator. */
export async function findVisibleOffer(ctx: Ctx, actor: Actor, id: string): Promise<OrderOffer> {
  if (!isUuid(id)) throw offerNotFound();
  const offer =
    actor.role === 'operator' ? await findOffer(ctx.db, id) : await findOwnOffer(ctx.db, actor.accountId, id);
  if (!offer) throw offerNotFound();
  return offer;
}

/** `POST /order-offers/delete-offer`: open → cancelled; cancelling what already ended changes nothing. */
export async function cancelOffer(ctx: Ctx, actor: Actor, key: string): Promise<OfferView> {
  const now = ctx.clock.now();
  const offer = await ctx.db.transaction(async (tx) => {
    const row = await lockOwnOfferByKey(tx, actor.accountId, key);
    if (!row) throw offerNotFound();
    const status = statusAt(row, now);
    if (status === 'converted') throw offerNotOpen(status);
    if (row.status !== 'open') return row;
    await notifyOfferClosed(ctx, tx, row.id);
    return setOfferStatus(tx, row.id, { status: status === 'open' ? 'cancelled' : 'expired' });
  });
  return offerView(ctx, offer, true);
}

/**
 * `POST /order-offers/create-order`: the customer picks a willing professional. The order is made by the
 * orders module's `createOrder` (every order rule, the price, the database's no-double-booking, the payment
 * window's job) inside this transaction, as a savepoint, with the offer row locked: the offer is converted
 * exactly when the order exists, and two conversions of one offer can't both succeed. A deadlock or
 * serialization failure runs the whole conversion again (`transactionWithRetry`).
 */
export async function convertOffer(
  ctx: Ctx,
  actor: Actor,
  input: { key: string; professionalId: string },
): Promise<CreatedOrder> {
  try {
    return await transactionWithRetry(ctx.db, async (tx) => {
      const offer = await lockOwnOfferByKey(tx, actor.accountId, input.key);
      if (!offer) throw offerNotFound();
      const status = statusAt(offer, ctx.clock.now());
      if (status !== 'open') throw offerNotOpen(status);
      if (!isUuid(input.professionalId) || !(await isWilling(tx, offer.id, input.professionalId)))
        throw new ApiError(422, OFFER_TEXTS.notWilling, {
          pointer: '/data/relationships/professional',
          code: 'professional_not_willing',
        });
      const created = await createOrder({ db: tx, clock: ctx.clock, jobs: ctx.jobs }, actor, {
        startsAt: offer.startsAt,
        endsAt: endsAtOf(offer),
        description: offer.description,
        shouldIncludeProducts: offer.shouldIncludeProducts,
        customer: null,
        professionalId: input.professionalId,
        addressId: offer.addressId,
        scheduleEventId: null,
      });
      await setOfferStatus(tx, offer.id, { status: 'converted', orderId: created.order.id });
      // With the conversion: the chosen professional hears new_order, the other willing ones offer_taken.
      await notifyOfferClosed(ctx, tx, offer.id);
      return created;
    });
  } catch (error) {
    // createOrder maps the exclusion violation itself; this catches one surfacing at our commit.
    if (isDoubleBooking(error))
      throw new ApiError(409, messages.scheduling.noMoreSlots, { code: 'slot_taken' });
    throw error;
  }
}
