/**
 * Where a signed-in account lands: the pieces of the access guard (app/guard.ts) that the sign-in and sign-up
 * pages use too, kept here so features need nothing from the app shell (decision 0111).
 */

export type Role = 'customer' | 'operator' | 'professional';

/** Where a staff account lands after sign-in and whenever it reaches a customer page. */
export function staffHome(role: Exclude<Role, 'customer'>): 'operator' | 'professional' {
  return role === 'operator' ? 'operator' : 'professional';
}

/** The last route from a `?next=` value; only same-app paths are honoured (never `//host` or a URL). */
export function safeNext(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
