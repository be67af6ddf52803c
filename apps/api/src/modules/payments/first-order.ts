import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  accounts,
  addresses,
  cities,
  districts,
  legals,
  paymentGatewayAccounts,
  paymentGatewayCustomers,
  phones,
  physicals,
  profiles,
  states,
} from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { FIRST_ORDER_TEXTS } from '../../words/payments';
import { type GatewayCustomerInput, GatewayError } from './gateway/port';

/**
 * The first-order flow (the states): a customer whose e-mail is verified gets a gateway account and a
 * gateway customer, is registered on the gateway, and becomes `active` — the status that may order.
 * Every step is idempotent, so the web may retry any of them.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'gateway'>;

export const NEEDS_ADDRESS = FIRST_ORDER_TEXTS.needsAddress;
export const NEEDS_PHONE = FIRST_ORDER_TEXTS.needsPhone;
export const NEEDS_VERIFIED_EMAIL = FIRST_ORDER_TEXTS.needsVerifiedEmail;
export const GATEWAY_STEPS_MISSING = FIRST_ORDER_TEXTS.gatewayStepsMissing;

/** What the gateway needs to know about a customer, read from their own data. */
async function billingProfile(ctx: Ctx, accountId: string): Promise<GatewayCustomerInput & { name: string }> {
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new ApiError(404, FIRST_ORDER_TEXTS.accountNotFound);
  const [physical] = await ctx.db.select().from(physicals).where(eq(physicals.accountId, accountId));
  const [legal] = physical ? [] : await ctx.db.select().from(legals).where(eq(legals.accountId, accountId));
  const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.accountId, accountId));
  const [phone] = await ctx.db.select().from(phones).where(eq(phones.accountId, accountId)).limit(1);
  if (!phone) throw new ApiError(422, NEEDS_PHONE);
  const [place] = await ctx.db
    .select({
      address: addresses,
      district: districts.displayName,
      city: cities.displayName,
      state: states.code,
    })
    .from(addresses)
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(addresses.accountId, accountId), isNull(addresses.deletedAt)))
    .orderBy(desc(addresses.createdAt))
    .limit(1);
  if (!place) throw new ApiError(422, NEEDS_ADDRESS);
  const fullname = `${account.firstName} ${account.lastName}`.trim();
  return {
    name: legal?.companyName ?? fullname,
    documentType: physical ? 'CPF' : 'CNPJ',
    documentNumber: physical?.cpf ?? legal?.cnpj ?? '',
    email: account.email,
    fullname,
    birthdate: profile?.birthdate ?? null,
    phone: { country_code: phone.countryCode, area_code: phone.areaCode, number: phone.number },
    address: {
      street: place.address.street,
      street_number: place.address.streetNumber,
      complement: place.address.complement,
      zip_code: place.address.zipCode,
      district: place.district,
      city: place.city,
      state: place.state,
      country: 'BRA',
    },
  };
}

async function requireVerified(ctx: Ctx, accountId: string): Promise<void> {
  const [account] = await ctx.db
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account || account.status === 'waiting_email_verification')
    throw new ApiError(403, NEEDS_VERIFIED_EMAIL);
}

export async function ensureGatewayAccount(ctx: Ctx, accountId: string) {
  await requireVerified(ctx, accountId);
  const [existing] = await ctx.db
    .select()
    .from(paymentGatewayAccounts)
    .where(eq(paymentGatewayAccounts.accountId, accountId));
  if (existing) return { row: existing, created: false };
  const profile = await billingProfile(ctx, accountId);
  const [row] = await ctx.db
    .insert(paymentGatewayAccounts)
    .values({
      accountId,
      name: profile.name,
      altName: profile.fullname,
      documentType: profile.documentType,
      documentNumber: profile.documentNumber,
      phone: profile.phone,
      address: profile.address,
    })
    .onConflictDoNothing({ target: paymentGatewayAccounts.accountId })
    .returning();
  if (row) return { row, created: true };
  // A concurrent request created it first.
  const [winner] = await ctx.db
    .select()
    .from(paymentGatewayAccounts)
    .where(eq(paymentGatewayAccounts.accountId, accountId));
  return { row: winner!, created: false };
}

export async function ensureGatewayCustomer(ctx: Ctx, accountId: string) {
  await requireVerified(ctx, accountId);
  const [existing] = await ctx.db
    .select()
    .from(paymentGatewayCustomers)
    .where(eq(paymentGatewayCustomers.accountId, accountId));
  if (existing) return { row: existing, created: false };
  const profile = await billingProfile(ctx, accountId);
  const [row] = await ctx.db
    .insert(paymentGatewayCustomers)
    .values({
      accountId,
      documentType: profile.documentType,
      documentNumber: profile.documentNumber,
      email: profile.email,
      fullname: profile.fullname,
      birthdate: profile.birthdate,
      phone: profile.phone,
      address: profile.address,
    })
    .onConflictDoNothing({ target: paymentGatewayCustomers.accountId })
    .returning();
  if (row) return { row, created: true };
  const [winner] = await ctx.db
    .select()
    .from(paymentGatewayCustomers)
    .where(eq(paymentGatewayCustomers.accountId, accountId));
  return { row: winner!, created: false };
}

/** Registers the customer on the gateway and makes the account `active`; the AccountChannel tells the web. */
export async function createOnGateway(ctx: Ctx, accountId: string) {
  await requireVerified(ctx, accountId);
  const [account] = await ctx.db
    .select()
    .from(paymentGatewayAccounts)
    .where(eq(paymentGatewayAccounts.accountId, accountId));
  const [customer] = await ctx.db
    .select()
    .from(paymentGatewayCustomers)
    .where(eq(paymentGatewayCustomers.accountId, accountId));
  if (!account || !customer) throw new ApiError(422, GATEWAY_STEPS_MISSING);
  let gatewayId = customer.gatewayId;
  if (!gatewayId) {
    try {
      ({ gatewayId } = await ctx.gateway.createCustomer({
        documentType: customer.documentType,
        documentNumber: customer.documentNumber,
        email: customer.email,
        fullname: customer.fullname,
        birthdate: customer.birthdate,
        phone: customer.phone as GatewayCustomerInput['phone'],
        address: customer.address as GatewayCustomerInput['address'],
      }));
    } catch (error) {
      if (error instanceof GatewayError) throw new ApiError(422, error.message);
      throw error;
    }
  }
  const now = ctx.clock.now();
  const activated = await ctx.db.transaction(async (tx) => {
    await tx
      .update(paymentGatewayCustomers)
      .set({ gatewayId })
      .where(eq(paymentGatewayCustomers.id, customer.id));
    await tx
      .update(paymentGatewayAccounts)
      .set({ gatewayId })
      .where(eq(paymentGatewayAccounts.id, account.id));
    return tx
      .update(accounts)
      .set({ status: 'active', updatedAt: now })
      .where(and(eq(accounts.id, accountId), eq(accounts.status, 'email_verified')))
      .returning({ id: accounts.id });
  });
  if (activated.length > 0)
    await ctx.events.publish({ channel: 'AccountChannel', key: accountId, data: { to_state: 'active' } });
  const [updated] = await ctx.db
    .select()
    .from(paymentGatewayAccounts)
    .where(eq(paymentGatewayAccounts.id, account.id));
  return updated!;
}
