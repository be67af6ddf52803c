import { createHash } from 'node:crypto';
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { type GatewayCustomerInput, GatewayError, type PaymentGateway } from './port';

/**
 * The sandbox adapter: behaves like a Brazilian provider without leaving the machine. Customer ids are
 * derived from the document, so a retried registration lands on the same customer (as real providers do).
 */
export function sandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    async createCustomer(input: GatewayCustomerInput) {
      const valid =
        input.documentType === 'CPF' ? isValidCpf(input.documentNumber) : isValidCnpj(input.documentNumber);
      if (!valid) throw new GatewayError('O CPF ou CNPJ informado é inválido!');
      const digest = createHash('sha256')
        .update(`${input.documentType}:${input.documentNumber}`)
        .digest('hex');
      return { gatewayId: `CUS-${digest.slice(0, 12).toUpperCase()}` };
    },
  };
}
