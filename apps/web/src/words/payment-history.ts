import { messages } from '@brilho/domain';

/** The payment history shared by the order and cycle screens. */
export const paymentHistoryTexts = {
  title: 'Histórico de pagamentos',
  noPayments: messages.payments.noPayments,
  printBoleto: 'baixar boleto',
  when: (day: string, clock: string) => `${day} às ${clock}`,
};
