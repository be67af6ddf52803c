import {
  DEFAULT_COUNTRY,
  messages,
  needsReducedSupport,
  PREFERENCE_KEYS,
  slotInterval,
  USER_REFRESH_POLL_MS,
} from '@brilho/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Address } from '../../entities/address/api';
import { ApiError, apiRequest, resourceBody } from '../../lib/api/client';
import { notify } from '../../lib/notify';
import { pathTo } from '../../lib/paths';
import { type CurrentUser, currentUserQuery } from '../../lib/session';
import { correlationIdOf, trackEvent } from '../../lib/telemetry';
import { texts } from '../../words/scheduler';
import { answerPreference, createOrder, fieldOptionsQuery, type Order, orderFieldsQuery } from './api';
import { createOrderFromOffer } from './offerApi';
import type { Answer } from './state';

/** How long the first-order flow waits for the account to become active (then it gives up). */
export const MAX_USER_REFRESHES = 40;

export interface OrderRequest {
  address: Address;
  professionalId: string;
  slot: { date: string; startHour: number; duration: number };
  description: string;
  shouldIncludeProducts: boolean;
  answers: { allowProfessionalChange: Answer | null; includeProducts: Answer | null };
}

/** 'Não foi possível criar o pedido, {reason}.' for a 409/422, the unexpected-error text otherwise. */
export function orderErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
    const first = error.errors[0];
    const reason = (first?.title || first?.detail || '').trim().replace(/[.!]+$/, '');
    if (reason) return texts.orderRefused(reason.charAt(0).toLowerCase() + reason.slice(1));
  }
  // A server failure carries the reference of its log line, for the customer to quote to support.
  const reference = correlationIdOf(error);
  return reference
    ? `${texts.orderUnexpected} ${texts.orderUnexpectedReference(reference)}`
    : texts.orderUnexpected;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The gateway's view of the customer's address and phone, from the address being booked. */
function gatewayData(user: CurrentUser, address: Address) {
  const legal = user.accountable_type === 'Legal';
  const phone = user.phones?.[0];
  const fullname = `${user.first_name} ${user.last_name}`.trim();
  return {
    fullname,
    legal,
    documentType: legal ? 'CNPJ' : 'CPF',
    documentNumber: (legal ? user.accountable?.cnpj : user.accountable?.cpf) ?? '',
    phone: phone
      ? { country_code: phone.country_code, area_code: phone.area_code, number: phone.number }
      : null,
    address: {
      street: address.street,
      street_number: address.street_number,
      complement: address.complement,
      zip_code: address.zip_code,
      district: address.district?.display_name ?? '',
      city: address.district?.city?.display_name ?? '',
      state: address.district?.city?.state?.code ?? '',
      country: DEFAULT_COUNTRY,
    },
  };
}

/**
 * The first-order flow (the states): the gateway account (only if none), the gateway customer, the
 * creation on the gateway.
 */
export async function prepareGateway(user: CurrentUser, address: Address): Promise<void> {
  const data = gatewayData(user, address);
  const account = { account: { data: { type: 'accounts', id: user.id } } };
  // `registered: false`: only the wallet is there yet, the gateway account is still to be created.
  if (!user.payment_gateway_account || user.payment_gateway_account.registered === false)
    await apiRequest('/payment-gateway-accounts', {
      method: 'POST',
      body: resourceBody(
        'payment-gateway-accounts',
        {
          name: (data.legal ? user.accountable?.company_name : null) ?? data.fullname,
          alt_name: (data.legal ? user.accountable?.business_name : null) ?? data.fullname,
          document_type: data.documentType,
          document_number: data.documentNumber,
          phone: data.phone,
          address: data.address,
        },
        account,
      ),
    });
  await apiRequest('/payment-gateway-customers', {
    method: 'POST',
    body: resourceBody(
      'payment-gateway-customers',
      {
        document_type: data.documentType,
        document_number: data.documentNumber,
        email: user.email,
        fullname: data.fullname,
        birthdate: user.profile?.birthdate ?? null,
        phone: data.phone,
        address: data.address,
      },
      account,
    ),
  });
  await apiRequest('/payment-gateway-accounts/create-on-gateway', {
    method: 'POST',
    body: { data: { type: 'payment-gateway-accounts', attributes: { account_id: user.id } } },
  });
}

/** The reschedule preference, then the products preference, each only when answered. */
export async function savePreferences(
  client: QueryClient,
  orderId: string,
  answers: OrderRequest['answers'],
): Promise<void> {
  const wanted: [string, Answer][] = [];
  if (answers.allowProfessionalChange)
    wanted.push([PREFERENCE_KEYS.allowProfessionalChangeOnNoShow, answers.allowProfessionalChange]);
  if (answers.includeProducts)
    wanted.push([PREFERENCE_KEYS.requireProfessionalProducts, answers.includeProducts]);
  if (wanted.length === 0) return;
  const fields = await client.fetchQuery(orderFieldsQuery);
  for (const [key, answer] of wanted) {
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) throw new Error(`configurable field ${key} not found`);
    const options = await client.fetchQuery(fieldOptionsQuery(field.id));
    const option = options.find((candidate) => candidate.key.toUpperCase() === answer);
    await answerPreference(orderId, field.id, option?.key ?? answer);
  }
}

export type SubmitPhase = 'idle' | 'preparing' | 'creating';

/** The instants the cleaning covers, for the support-hours check. */
export interface CleaningInterval {
  startsAt: Date;
  endsAt: Date;
}

/**
 * 'ir para pagamento' (the states, checkout submit): a time outside the support hours first asks
 * for a confirmation ('Atendimento reduzido'); an unverified e-mail opens its dialog; a first order
 * prepares the gateway and waits (user refreshed every 7500 ms) for the account to be active; an active
 * account creates the order, answers the preferences, tracks the add-to-cart event and goes to the
 * checkout. On failure the loading clears and the customer stays with everything kept.
 */
export function useSubmitOrder({
  user,
  onVerifyEmail,
  onCreated,
}: {
  user: CurrentUser | null | undefined;
  onVerifyEmail: () => void;
  /** Clears the scheduler's state, before going to the checkout. */
  onCreated: () => void;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  /** While 'Atendimento reduzido' is open: how to go on with the submit it interrupted. */
  const [reducedSupport, setReducedSupport] = useState<(() => void) | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const waitUntilActive = useCallback(async (): Promise<CurrentUser | null> => {
    for (let attempt = 0; attempt < MAX_USER_REFRESHES; attempt++) {
      await sleep(USER_REFRESH_POLL_MS);
      if (!alive.current) return null;
      try {
        const fresh = await client.fetchQuery({ ...currentUserQuery, staleTime: 0 });
        if (fresh?.status === 'active') return fresh;
      } catch {
        // A failed refresh is tried again at the next tick.
      }
    }
    return null;
  }, [client]);

  /**
   * The shared path: the e-mail check, the first-order gateway flow, then `create` (the order of the
   * scheduler or of an offer), the optional preferences and the checkout.
   */
  const run = useCallback(
    async (
      address: Address,
      interval: CleaningInterval,
      create: (customer: CurrentUser) => Promise<{ order: Order; meta: Record<string, unknown> }>,
      answers?: OrderRequest['answers'],
      supportAcknowledged = false,
    ): Promise<void> => {
      if (!user || phase !== 'idle') return;
      setError(null);
      if (!supportAcknowledged && needsReducedSupport(interval.startsAt, interval.endsAt)) {
        // Stored as a value, hence the function returning it.
        setReducedSupport(() => () => void run(address, interval, create, answers, true));
        return;
      }
      if (user.status === 'waiting_email_verification') {
        onVerifyEmail();
        return;
      }
      let customer: CurrentUser | null = user;
      if (user.status === 'email_verified') {
        setPhase('preparing');
        try {
          await prepareGateway(user, address);
        } catch {
          notify({ type: 'error', message: messages.auth.firstOrderGatewayFailure });
          if (alive.current) setPhase('idle');
          return;
        }
        notify({ type: 'info', message: texts.preparingAccount });
        customer = await waitUntilActive();
        if (!alive.current) return;
        if (!customer) {
          notify({ type: 'error', message: messages.auth.firstOrderGatewayFailure });
          setPhase('idle');
          return;
        }
      }

      setPhase('creating');
      let orderId: string;
      let meta: Record<string, unknown>;
      try {
        const created = await create(customer);
        orderId = created.order.id;
        meta = created.meta;
      } catch (failure) {
        if (alive.current) {
          setError(orderErrorText(failure));
          setPhase('idle');
        }
        return;
      }
      if (answers)
        try {
          await savePreferences(client, orderId, answers);
        } catch {
          notify({ type: 'error', message: texts.preferenceFailed });
        }
      if (typeof meta.automatic_coupon_refusal === 'string' && meta.automatic_coupon_refusal)
        notify({ type: 'info', message: meta.automatic_coupon_refusal });
      onCreated();
      void trackEvent('add_to_cart', orderId);
      navigate(pathTo('order-checkout', { order_id: orderId }));
    },
    [user, phase, onVerifyEmail, onCreated, navigate, client, waitUntilActive],
  );

  const submit = useCallback(
    (request: OrderRequest) => {
      const { startsAt, endsAt } = slotInterval(request.slot);
      return run(
        request.address,
        { startsAt, endsAt },
        (customer) =>
          createOrder({
            startsAt,
            endsAt,
            description: request.description.trim(),
            shouldIncludeProducts: request.shouldIncludeProducts,
            customerId: customer.id,
            professionalId: request.professionalId,
            addressId: request.address.id,
          }),
        request.answers,
      );
    },
    [run],
  );

  /** 'escolher {Nome}' on an offer: the order from the offer, through the same first-order flow. */
  const submitOffer = useCallback(
    (request: { address: Address; key: string; professionalId: string; interval: CleaningInterval }) =>
      run(request.address, request.interval, () =>
        createOrderFromOffer({ key: request.key, professionalId: request.professionalId }),
      ),
    [run],
  );

  /** 'Atendimento reduzido': 'Continuar' goes on with the submit; closing it leaves everything as it was. */
  const reducedSupportDialog = {
    opened: reducedSupport !== null,
    onContinue: () => {
      setReducedSupport(null);
      reducedSupport?.();
    },
    onClose: () => setReducedSupport(null),
  };

  return { submit, submitOffer, phase, error, clearError: () => setError(null), reducedSupportDialog };
}
