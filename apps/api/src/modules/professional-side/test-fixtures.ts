import { eq } from 'drizzle-orm';
import { accounts, professionals } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import type { TestApp } from '../../test/app';
import { hashPassword } from '../accounts/password';
import { createProfessional, type ProfessionalSpec } from '../orders/test-fixtures';

/** Helpers of the professional side's tests, on top of the order tests' world (orders/test-fixtures). */

export const PASSWORD = 'segredo123';

export interface SignedInPro {
  id: string;
  accountId: string;
  email: string;
  auth: Record<string, string>;
}

/** A professional made as the order tests make them, given a password, then signed in through the API. */
export async function professionalIn(t: TestApp, spec: ProfessionalSpec): Promise<SignedInPro> {
  const { id } = await createProfessional(t.database.db, spec);
  const [row] = await t.database.db
    .select({ accountId: professionals.accountId, email: accounts.email })
    .from(professionals)
    .innerJoin(accounts, eq(accounts.id, professionals.accountId))
    .where(eq(professionals.id, id));
  await t.database.db
    .update(accounts)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(accounts.id, row!.accountId));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/professional/authentication',
    payload: { data: { attributes: { email: row!.email, password: PASSWORD } } },
  });
  if (response.statusCode !== 200) throw new Error(`professional sign-in failed: ${response.body}`);
  const { token } = response.json() as { token: string };
  return { id, accountId: row!.accountId, email: row!.email, auth: { authorization: `Bearer ${token}` } };
}

export const proGet = (t: TestApp, auth: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/professional${url}`, headers: auth });

export const proPost = (t: TestApp, auth: Record<string, string>, url: string) =>
  t.app.inject({ method: 'POST', url: `/api/professional${url}`, headers: auth });

/** Records every event published from now on; `stop()` ends it. */
export function listen(t: TestApp): { heard: ChannelEvent[]; stop: () => void } {
  const heard: ChannelEvent[] = [];
  const stop = t.app.ctx.events.subscribe((event) => heard.push(event));
  return { heard, stop };
}

/** The ProfessionalChannel messages one professional got, as `to_state` strings. */
export function proMessages(heard: ChannelEvent[], professionalId: string): Record<string, unknown>[] {
  return heard
    .filter((e) => e.channel === 'ProfessionalChannel' && e.key === professionalId)
    .map((e) => e.data);
}

/** E-mails sent to `to` so far. */
export const mailsTo = (t: TestApp, to: string) => t.mailer.sent.filter((m) => m.to === to);
