/** The pt-BR texts of the telemetry endpoints (web vitals, error reports, the cleaning's journey). */

export const TELEMETRY_TEXTS = {
  orderNotFound: 'Pedido não encontrado',
  notPaidYet: 'Este pedido ainda não foi pago.',
  badDate: 'Informe a data no formato AAAA-MM-DD.',
  badRange: 'A data inicial deve ser anterior ou igual à final.',
  rangeTooLong: 'O período pode ter no máximo 366 dias.',
  maxLength: (max: number) => `Máximo de ${max} caracteres`,
} as const;
