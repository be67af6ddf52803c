import { setTimeout as delay } from 'node:timers/promises';
import type { Actor } from '../../../context';
import type { Payment } from '../../../db/schema';
import { ApiError } from '../../../lib/errors';
import { PAYMENT_TEXTS } from '../../../words/payments';
import type { PaymentRequest } from '../body';
import { findPaymentByKey, gatewayCustomerOf, paymentView } from '../queries';
import {
  type Ctx,
  claimAttempt,
  INSTRUMENT,
  type Log,
  type PaymentResult,
  refused,
  releaseAttempt,
  targetOf,
} from './attempt';
import { charge } from './charge';

/** How long a retry waits for the request that is calling the gateway with its key, in real time. */
const RETRY_WAIT_MS = 10_000;
const RETRY_POLL_MS = { first: 20, max: 250 };

/** Another attempt with the same key: the same payment, or 409 when the body differs. */
export async function answerRetry(
  ctx: Ctx,
  log: Log,
  actor: Actor,
  existing: Payment,
  request: PaymentRequest,
): Promise<PaymentResult> {
  if (existing.accountId !== actor.accountId || existing.requestFingerprint !== request.fingerprint)
    throw new ApiError(409, PAYMENT_TEXTS.idempotencyConflict, { code: 'idempotency_key_reused' });
  const waitUntil = performance.now() + RETRY_WAIT_MS;
  let pause = RETRY_POLL_MS.first;
  for (let current = existing; ; ) {
    // The first answer was a synchronous refusal: the retry gets it again.
    if (current.status === 'cancelled' && current.gatewayId === null && current.failureReason)
      throw refused(current.failureReason, 'card_refused', INSTRUMENT);
    const open = current.status === 'created' && current.gatewayId === null;
    if (!open || request.kind === 'account_balance')
      return { payment: await paymentView(ctx.db, current), created: false };
    const claimed = await claimAttempt(ctx, current);
    if (claimed) {
      const payable = await targetOf(ctx.db, claimed);
      const customer = await gatewayCustomerOf(ctx.db, claimed.accountId);
      if (!payable || !customer?.gatewayId) {
        await releaseAttempt(ctx, claimed);
        return { payment: await paymentView(ctx.db, claimed), created: false };
      }
      return {
        payment: await charge(ctx, log, { payment: claimed, payable, customer }, request),
        created: false,
      };
    }
    // Another request is calling the gateway for this attempt: wait for its answer, bounded.
    if (performance.now() >= waitUntil)
      throw new ApiError(409, PAYMENT_TEXTS.attemptStillRunning, { code: 'payment_attempt_in_progress' });
    await delay(pause);
    pause = Math.min(pause * 2, RETRY_POLL_MS.max);
    current = (await findPaymentByKey(ctx.db, current.idempotencyKey)) ?? current;
  }
}
