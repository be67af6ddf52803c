import type { RunningApp } from './harness';

/**
 * Orders for journeys that start at the checkout: the booking journey covers the scheduler, so these go
 * through the API the scheduler calls (sign-in, the first-order gateway steps, POST /orders) and hand the
 * browser a signed-in session and an order waiting for payment.
 */

type Json = Record<string, unknown>;
interface Resource {
  id: string;
  type: string;
  attributes: Json;
  relationships?: Record<string, { data: { id: string; type: string } | null }>;
}

export interface ApiSession {
  token: string;
  accountId: string;
  call(path: string, init?: { method?: string; body?: unknown }): Promise<{ status: number; body: Json }>;
}

export async function apiSession(app: RunningApp, email: string, password: string): Promise<ApiSession> {
  const call = async (path: string, init: { method?: string; body?: unknown } = {}, token?: string) => {
    const response = await fetch(`${app.baseUrl}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
  };
  const signedIn = await call('/authentication', { method: 'POST', body: { email, password } });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status}`);
  const token = signedIn.body.token as string;
  const accountId = (signedIn.body.account as { id: string }).id;
  return { token, accountId, call: (path, init) => call(path, init, token) };
}

/** A São Paulo calendar day (YYYY-MM-DD) `days` after today, skipping the closed Dec 25 and Jan 1. */
export function bookableDay(days: number): string {
  for (let ahead = days; ; ahead += 1) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.now() + ahead * 86_400_000),
    );
    if (!day.endsWith('-12-25') && !day.endsWith('-01-01')) return day;
  }
}

function expectOk(what: string, result: { status: number; body: Json }): Json {
  if (result.status >= 300) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** The first-order gateway steps (the states), as the scheduler runs them, when still needed. */
export async function makeActive(
  session: ApiSession,
  address: Resource,
  included: Resource[],
): Promise<void> {
  const account = expectOk(
    'account',
    await session.call(
      `/accounts/${session.accountId}?include=accountable,profile,phones,payment_gateway_account`,
    ),
  );
  const user = account.data as Resource;
  if (user.attributes.status === 'active') return;
  const parts = (account.included as Resource[]) ?? [];
  const of = (type: string) => parts.find((part) => part.type === type);
  const accountable = parts.find((part) => part.type === 'physicals' || part.type === 'legals');
  const phone = of('phones')?.attributes ?? {};
  const district = included.find((part) => part.type === 'districts');
  const city = included.find((part) => part.type === 'cities');
  const state = included.find((part) => part.type === 'states');
  const fullname = `${user.attributes.first_name} ${user.attributes.last_name}`;
  const gatewayData = {
    document_type: 'CPF',
    document_number: accountable?.attributes.cpf,
    phone: { country_code: phone.country_code, area_code: phone.area_code, number: phone.number },
    address: {
      street: address.attributes.street,
      street_number: address.attributes.street_number,
      complement: address.attributes.complement,
      zip_code: address.attributes.zip_code,
      district: district?.attributes.display_name,
      city: city?.attributes.display_name,
      state: state?.attributes.code,
      country: 'BRA',
    },
  };
  const relationships = { account: { data: { type: 'accounts', id: session.accountId } } };
  // A wallet alone answers as an unregistered gateway account (`registered: false`): still to create.
  if (!of('payment-gateway-accounts') || of('payment-gateway-accounts')?.attributes.registered === false)
    expectOk(
      'gateway account',
      await session.call('/payment-gateway-accounts', {
        method: 'POST',
        body: {
          data: {
            type: 'payment-gateway-accounts',
            attributes: { name: fullname, alt_name: fullname, ...gatewayData },
            relationships,
          },
        },
      }),
    );
  expectOk(
    'gateway customer',
    await session.call('/payment-gateway-customers', {
      method: 'POST',
      body: {
        data: {
          type: 'payment-gateway-customers',
          attributes: {
            ...gatewayData,
            email: user.attributes.email,
            fullname,
            birthdate: of('profiles')?.attributes.birthdate ?? null,
          },
          relationships,
        },
      },
    }),
  );
  expectOk(
    'create on gateway',
    await session.call('/payment-gateway-accounts/create-on-gateway', {
      method: 'POST',
      body: { data: { type: 'payment-gateway-accounts', attributes: { account_id: session.accountId } } },
    }),
  );
}

export interface PlacedOrder {
  id: string;
  total: number;
  professionalId: string;
}

/** When and, optionally, whom: the first professional free whose name has `professionalName`. */
export interface Slot {
  day: string;
  hour: number;
  duration: number;
  professionalName?: string;
}

/**
 * Books, as the demo customer at 'Casa', the first professional free on `day` from `hour` for `duration`
 * hours (by name when given), and answers the order (waiting for payment).
 */
export async function placeOrder(session: ApiSession, slot: Slot): Promise<PlacedOrder> {
  const addresses = expectOk('addresses', await session.call('/addresses?include=district.city.state'));
  const address = (addresses.data as Resource[]).find((candidate) => candidate.attributes.name === 'Casa');
  if (!address) throw new Error("the demo customer has no 'Casa' address");
  const included = (addresses.included as Resource[]) ?? [];
  await makeActive(session, address, included);
  const districtId = address.relationships?.district?.data?.id;
  if (!districtId) throw new Error("'Casa' has no district");
  const found = expectOk(
    'professionals',
    await session.call(
      `/finders/professionals/available-by-district?filter[district_id]=${districtId}&filter[date]=${slot.day}&filter[initial_hour]=${slot.hour}&filter[duration]=${slot.duration}&filter[professional_name]=${encodeURIComponent(slot.professionalName ?? '')}&page[limit]=15&page[offset]=0`,
    ),
  );
  const professional = (found.data as Resource[])[0];
  if (!professional) throw new Error(`nobody free on ${slot.day} at ${slot.hour} h`);
  const startsAt = new Date(`${slot.day}T${String(slot.hour).padStart(2, '0')}:00:00-03:00`);
  const endsAt = new Date(startsAt.getTime() + slot.duration * 3_600_000);
  const created = expectOk(
    'order',
    await session.call('/orders', {
      method: 'POST',
      body: {
        data: {
          type: 'orders',
          attributes: {
            starts_at: startsAt.toISOString(),
            ends_at: endsAt.toISOString(),
            description: '',
            should_include_products: false,
          },
          relationships: {
            customer: { data: { type: 'accounts', id: session.accountId } },
            professional: { data: { type: 'professionals', id: professional.id } },
            address: { data: { type: 'addresses', id: address.id } },
          },
        },
      },
    }),
  );
  const order = created.data as Resource;
  return { id: order.id, total: order.attributes.total as number, professionalId: professional.id };
}

/** The sandbox boleto's charge id, read off the link the customer prints it from. */
function boletoChargeId(payment: Json): string {
  const included = (payment.included as Resource[] | undefined) ?? [];
  const url = String(included.find((resource) => resource.attributes.url_print)?.attributes.url_print ?? '');
  const match = /\/boletos\/([^/.]+)\.pdf/.exec(url);
  if (!match?.[1]) throw new Error(`no sandbox boleto link in ${JSON.stringify(payment)}`);
  return match[1];
}

/**
 * Places an order as `placeOrder` does, pays it with a boleto that the operator settles in the sandbox
 * gateway (as a bank would), and waits for the gateway's webhook to mark the order paid.
 */
export async function boletoPaidOrder(
  customer: ApiSession,
  operator: ApiSession,
  slot: Slot,
): Promise<PlacedOrder> {
  const order = await placeOrder(customer, slot);
  const statusOf = async () =>
    (expectOk('order', await customer.call(`/orders/${order.id}`)).data as Resource).attributes.status;
  /** The gateway answers by webhook: wait for the order to reach `status`. */
  const reached = async (status: string) => {
    for (let attempt = 0; attempt < 150; attempt += 1) {
      if ((await statusOf()) === status) return true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return false;
  };
  expectOk('on gateway', await customer.call(`/orders/${order.id}/create-on-gateway`, { method: 'POST' }));
  if (!(await reached('created_on_gateway'))) throw new Error(`order ${order.id} never reached the gateway`);
  const payment = expectOk(
    'boleto',
    await customer.call('/payments/boleto', {
      method: 'POST',
      body: { data: { type: 'payments', attributes: { payable: { id: order.id, type: 'order' } } } },
    }),
  );
  const chargeId = boletoChargeId(payment);
  // The bank registers the boleto a moment after it is issued; until then paying it answers 409.
  for (let attempt = 0; ; attempt += 1) {
    const paid = await operator.call(`/sandbox-gateway/boletos/${chargeId}/pay`, { method: 'POST' });
    if (paid.status === 204) break;
    if (paid.status !== 409 || attempt >= 50) expectOk('boleto paid', paid);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (await reached('paid')) return order;
  throw new Error(`order ${order.id} was not paid by its boleto`);
}
