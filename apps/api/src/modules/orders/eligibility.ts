import { messages } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { accounts } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { REQUEST_TEXTS } from '../../words/errors';
import { ORDER_TEXTS } from '../../words/orders';
import { currentTermsId, hasAnsweredTerms } from '../accounts';
import { findOwnLegal, findOwnPhysical } from '../addresses';
import type { Ref } from './body';

/**
 * Who may order (order action rules): a customer ordering for themselves, with a verified e-mail, the current
 * terms of use answered and the payment-gateway customer created (status `active`).
 */

export { ORDER_TEXTS };

const CUSTOMER_POINTER = '/data/relationships/customer';

/**
 * The `customer` sent must be the caller: their account (`accounts`/`customers`) or their physical or legal
 * record. Someone else → 403; an unknown type → 422.
 */
export async function assertCustomerIsCaller(tx: Db, accountId: string, ref: Ref | null): Promise<void> {
  if (ref === null) return;
  const own: Record<string, () => Promise<boolean>> = {
    accounts: async () => ref.id === accountId,
    customers: async () => ref.id === accountId,
    physicals: async () => isUuid(ref.id) && (await findOwnPhysical({ db: tx }, accountId, ref.id)) !== null,
    legals: async () => isUuid(ref.id) && (await findOwnLegal({ db: tx }, accountId, ref.id)) !== null,
  };
  const check = own[ref.type ?? 'accounts'];
  if (!check) throw new ApiError(422, REQUEST_TEXTS.badType, { pointer: CUSTOMER_POINTER });
  if (!(await check()))
    throw new ApiError(403, ORDER_TEXTS.notForYou, { pointer: CUSTOMER_POINTER, code: 'not_your_account' });
}

/** The account's status and terms allow a new order; else 403 (e-mail, terms) or 422 (gateway step). */
export async function assertMayOrder(tx: Db, accountId: string): Promise<void> {
  const [account] = await tx
    .select({ status: accounts.status, suspendedAt: accounts.suspendedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (account?.suspendedAt) throw new ApiError(403, ORDER_TEXTS.suspended, { code: 'account_suspended' });
  if (!account || account.status === 'waiting_email_verification')
    throw new ApiError(403, ORDER_TEXTS.emailNotVerified, { code: 'email_not_verified' });
  const termsId = await currentTermsId({ db: tx });
  if (termsId !== null && !(await hasAnsweredTerms({ db: tx }, accountId, termsId)))
    throw new ApiError(403, ORDER_TEXTS.termsNotAnswered, { code: 'terms_not_answered' });
  if (account.status === 'email_verified')
    throw new ApiError(422, ORDER_TEXTS.gatewayCustomerRequired, {
      code: 'gateway_customer_required',
      detail: ORDER_TEXTS.gatewayCustomerDetail,
    });
}
