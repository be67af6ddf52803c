import { type AnyColumn, and, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { foldedContains } from '../places';

/**
 * What the console's lists of people (customers, professionals) filter and sort the same way: the account's full
 * name, a search over the name and the e-mail, and the standing a person is in.
 */

/** The account's full name, as the console searches and sorts it. */
export const accountName = sql`${accounts.firstName} || ' ' || ${accounts.lastName}`;

/** Part of the name or the e-mail, accent- and case-insensitive. */
export const nameOrEmailContains = (search: string): SQL | undefined =>
  or(foldedContains(accountName, search), foldedContains(accounts.email, search));

export type Standing = 'active' | 'blocked' | 'suspended' | 'anonymized';

/**
 * The rows in `standing`, by the columns that hold it: an anonymized account (customers only) is nothing else,
 * a blocked one is not also suspended; active is none of them. No standing: no condition.
 */
export function standingIs(
  columns: { blockedAt: AnyColumn; suspendedAt: AnyColumn; anonymizedAt?: AnyColumn },
  standing: Standing | undefined,
): SQL | undefined {
  const notAnonymized = columns.anonymizedAt ? isNull(columns.anonymizedAt) : undefined;
  if (standing === 'anonymized') return columns.anonymizedAt ? isNotNull(columns.anonymizedAt) : undefined;
  if (standing === 'blocked') return and(notAnonymized, isNotNull(columns.blockedAt));
  if (standing === 'suspended')
    return and(notAnonymized, isNull(columns.blockedAt), isNotNull(columns.suspendedAt));
  if (standing === 'active')
    return and(notAnonymized, isNull(columns.blockedAt), isNull(columns.suspendedAt));
  return undefined;
}
