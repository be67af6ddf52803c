import {
  creditCardResource,
  gatewayAccountResource,
  gatewayCustomerResource,
  gatewayRegistrationResource,
} from '@brilho/domain/contract';
import type { CreditCard, PaymentGatewayAccount, PaymentGatewayCustomer, Wallet } from '../../db/schema';
import { serializerOf } from '../../lib/jsonapi';

/*
 * The payment data an account's document shows (`GET /accounts/{id}?include=payment_gateway_account,credit_cards`)
 * and the payments module's own routes answer: its gateway registration, wallet and stored cards. The payments
 * module writes those rows; their serializers live here, below it, because payments imports orders, which
 * imports accounts' serializers through addresses — kept in payments they closed a cycle
 * (docs/decisions/0114-one-owner-for-the-order-s-life.md).
 */

export const gatewayAccountSerializer = serializerOf<PaymentGatewayAccount>()(gatewayRegistrationResource, {
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

export const gatewayCustomerSerializer = serializerOf<PaymentGatewayCustomer>()(gatewayCustomerResource, {
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

/** The gateway account as `GET /accounts/{id}?include=payment_gateway_account` shows it, with the wallet. */
export interface GatewayAccountView extends PaymentGatewayAccount {
  wallet?: Wallet | null;
}

export const gatewayAccountWithWalletSerializer = serializerOf<GatewayAccountView>()(gatewayAccountResource, {
  id: (row) => row.id,
  attributes: (row) => ({
    ...gatewayAccountSerializer.attributes(row),
    registered: true,
    wallet: row.wallet ? { available_to_use: row.wallet.availableToUse } : null,
  }),
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
