import type { Pricing } from './pricing';

/**
 * The marketplace's money rules (docs/decisions/0085-ledger-one-double-entry-ledger-for-every-centavo-issue-22.md). Pure: the API posts what these
 * answer inside the transaction that causes the movement.
 */

/**
 * What the professional earns of a cleaning, and what the platform keeps (its commission). The spec's price is
 * hours × price_per_hour + price + hours × fee_per_hour + fee: the `price` part is the professional's, the
 * `fee` part the platform's — so the platform share is configured per district pricing (and per products
 * pricing) by its fee and fee_per_hour. A discount (coupon, subscription savings) comes off the platform's
 * share first, then off the professional's; neither share is ever negative and they add up to the total.
 */
export function professionalEarning(input: {
  district: Pricing;
  products?: Pricing | null;
  hours: number;
  /** What the customer pays for the cleaning (after any discount), cents. */
  total: number;
}): { earning: number; commission: number } {
  const base = (p: Pricing) => input.hours * p.pricePerHour + p.price;
  const professionalPart = base(input.district) + (input.products ? base(input.products) : 0);
  const total = Math.max(0, input.total);
  const earning = Math.max(0, Math.min(total, professionalPart));
  return { earning, commission: total - earning };
}

/**
 * The professional's share of money the cancellation policy keeps (business constants): the same proportion as the
 * whole job's (`earning / total`), rounded down to the cent; the rest is the platform's.
 */
export function retainedSplit(
  retained: number,
  job: { earning: number; total: number },
): { earning: number; commission: number } {
  if (retained <= 0 || job.total <= 0) return { earning: 0, commission: Math.max(0, retained) };
  const earning = Math.min(retained, Math.floor((retained * job.earning) / job.total));
  return { earning, commission: retained - earning };
}

/** A payout is made only when at least this much is payable (R$ 50,00): a Pix per cent is not worth it. */
export const PAYOUT_MINIMUM_CENTS = 5_000;

export interface LedgerLine {
  account: string;
  /** Debit positive, credit negative (cents). */
  amount: number;
}

/** Every transaction's entries sum to zero, in integer cents, with no empty line. */
export function unbalancedReason(lines: readonly LedgerLine[]): string | null {
  if (lines.length < 2) return 'a transaction needs at least two entries';
  for (const line of lines) {
    if (!Number.isInteger(line.amount)) return `not integer cents: ${line.amount}`;
    if (line.amount === 0) return `a zero entry on ${line.account}`;
  }
  const sum = lines.reduce((acc, line) => acc + line.amount, 0);
  return sum === 0 ? null : `entries sum to ${sum}, not 0`;
}

/** Sums lines per account and drops the ones that cancel out (an entry and its reversal). */
export function netLines(lines: readonly LedgerLine[]): LedgerLine[] {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.account, (sums.get(line.account) ?? 0) + line.amount);
  return [...sums].filter(([, amount]) => amount !== 0).map(([account, amount]) => ({ account, amount }));
}
