import type { PaymentGatewayAccount, PaymentGatewayCustomer } from '../../db/schema';
import { defineSerializer } from '../../lib/jsonapi';

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
