import { creditCardResource, orderRefResource, paymentResource } from '@brilho/domain/contract';
import type {
  CreditCard,
  FundingInstrument,
  PaymentGatewayAccount,
  PaymentGatewayCustomer,
  Wallet,
} from '../../db/schema';
import { defineSerializer, type ResourceSerializer, serializerOf } from '../../lib/jsonapi';
import type { PaymentView } from './queries';

export const gatewayAccountSerializer = defineSerializer<PaymentGatewayAccount>({
  type: 'payment-gateway-accounts',
  id: (row) => row.id,
  attributes: (row) => ({
    name: row.name,
    alt_name: row.altName,
    document_type: row.documentType,
    document_number: row.documentNumber,
    phone: row.phone,
    address: row.address,
    created_on_gateway: row.gatewayId !== null,
  }),
});

export const gatewayCustomerSerializer = defineSerializer<PaymentGatewayCustomer>({
  type: 'payment-gateway-customers',
  id: (row) => row.id,
  attributes: (row) => ({
    document_type: row.documentType,
    document_number: row.documentNumber,
    email: row.email,
    fullname: row.fullname,
    birthdate: row.birthdate,
    phone: row.phone,
    address: row.address,
    created_on_gateway: row.gatewayId !== null,
  }),
});

// ---------------------------------------------------------------------------------------------------
// Payments, their funding instruments, stored cards, the wallet (docs/api/payments.md)

/** The gateway account as `GET /accounts/{id}?include=payment_gateway_account` shows it, with the wallet. */
export interface GatewayAccountView extends PaymentGatewayAccount {
  wallet?: Wallet | null;
}

export const gatewayAccountWithWalletSerializer = defineSerializer<GatewayAccountView>({
  type: gatewayAccountSerializer.type,
  id: (row) => row.id,
  attributes: (row) => ({
    ...gatewayAccountSerializer.attributes(row),
    registered: true,
    wallet: row.wallet ? { available_to_use: row.wallet.availableToUse } : null,
  }),
});

const instrumentAttributes = (i: FundingInstrument) => ({
  brand: i.brand,
  first6: i.first6,
  last4: i.last4,
  url_print: i.urlPrint,
  line_code: i.lineCode,
  barcode: i.barcode,
  expiration_date: i.expirationDate,
  pix_copy_paste: i.pixCopyPaste,
  pix_expires_at: i.pixExpiresAt?.toISOString() ?? null,
});

/** One serializer per instrument type: the resource type is the instrument's (`boletos`, `credit_card`…). */
const instrumentSerializers = Object.fromEntries(
  (['boletos', 'credit_card', 'account_balance', 'pix'] as const).map((type) => [
    type,
    defineSerializer<FundingInstrument>({ type, id: (i) => i.id, attributes: instrumentAttributes }),
  ]),
) as Record<FundingInstrument['type'], ResourceSerializer<FundingInstrument>>;

/** The payable a payment pays, an order or a cycle; its attributes come from its own route. */
const payableSerializers = {
  orders: serializerOf<{ id: string }>()(orderRefResource, { id: (p) => p.id, attributes: () => ({}) }),
  cycles: defineSerializer<{ id: string }>({ type: 'cycles', id: (p) => p.id, attributes: () => ({}) }),
} as const;

export const paymentSerializer = serializerOf<PaymentView>()(paymentResource, {
  id: (p) => p.id,
  attributes: (p) => ({
    status: p.status,
    created_at: p.createdAt.toISOString(),
    amount: p.amount,
    consumed_account_balance: p.consumedAccountBalance,
    failure_reason: p.failureReason,
    // Flattened, so the order page and the checkout read a payment without including its instrument.
    funding_type: p.instrument?.type ?? null,
    line_code: p.instrument?.lineCode ?? null,
    url_print: p.instrument?.urlPrint ?? null,
    pix_copy_paste: p.instrument?.pixCopyPaste ?? null,
    pix_expires_at: p.instrument?.pixExpiresAt?.toISOString() ?? null,
    first6: p.instrument?.first6 ?? null,
    last4: p.instrument?.last4 ?? null,
  }),
  relationships: {
    payable: {
      resolve: (p) => ({
        serializer: payableSerializers[p.payableType] as unknown as ResourceSerializer<unknown>,
        value: { id: p.payableId },
      }),
    },
    funding_instrument: {
      resolve: (p) => ({
        serializer: (p.instrument
          ? instrumentSerializers[p.instrument.type]
          : instrumentSerializers.credit_card) as unknown as ResourceSerializer<unknown>,
        value: p.instrument,
      }),
    },
  },
});

export const creditCardSerializer = serializerOf<CreditCard>()(creditCardResource, {
  id: (c) => c.id,
  attributes: (c) => ({
    payment_gateway_id: c.paymentGatewayId,
    brand: c.brand,
    first6: c.first6,
    last4: c.last4,
    name: c.name,
  }),
});
