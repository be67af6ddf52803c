/** The pt-BR texts of the ledger and the payouts: refusals and the names the console and its CSVs show. */

export const PAYOUT_TEXTS = {
  batchNotFound: 'Lote de repasses não encontrado.',
  payoutNotFound: 'Repasse não encontrado.',
  notApprovable: 'Este lote já foi aprovado.',
  notApproved: 'Só um repasse aprovado pode ser marcado como pago ou como falho.',
  reasonRequired: 'Informe o motivo da falha do repasse.',
} as const;

export const LEDGER_TEXTS = {
  badDate: 'Data inválida. Use o formato AAAA-MM-DD.',
  badId: 'Identificador inválido.',
  badAccount: 'Conta do razão inválida.',
} as const;

/** pt-BR names of what moved, for the screens and the CSV. */
export const TRANSACTION_KIND_NAMES: Record<string, string> = {
  money_in: 'Pagamento recebido',
  wallet_debit: 'Saldo usado',
  wallet_credit: 'Saldo devolvido',
  earning: 'Limpeza concluída',
  refund_due: 'Reembolso devido',
  refund_with_fee: 'Reembolso com taxa de cancelamento',
  refund_paid: 'Reembolso pago',
  chargeback: 'Contestação do pagamento (chargeback)',
  payout_approved: 'Repasse aprovado',
  payout_paid: 'Repasse pago',
  payout_failed: 'Repasse falhou',
  opening_balance: 'Saldo de abertura',
};

export const ACCOUNT_KIND_NAMES: Record<string, string> = {
  gateway_clearing: 'Meio de pagamento',
  orders_held: 'Pedidos a realizar',
  customer_wallet: 'Saldo do cliente',
  platform_revenue: 'Receita da plataforma',
  professional_payable: 'A pagar à profissional',
  refunds_payable: 'Reembolsos a pagar',
  payouts_in_transit: 'Repasses em trânsito',
  opening_balances: 'Saldos de abertura',
};

export const PAYOUT_STATUS_NAMES: Record<string, string> = {
  proposed: 'Proposto',
  approved: 'Aprovado',
  paid: 'Pago',
  failed: 'Falhou',
};

/** The ledger CSV's columns, in order. */
export const LEDGER_CSV_HEADERS = [
  'Data',
  'Transação',
  'Movimento',
  'Conta',
  'Tipo de conta',
  'Valor (R$)',
  'Pedido',
  'Pagamento',
  'Repasse',
] as const;

/** The payouts CSV's columns, in order. */
export const PAYOUT_CSV_HEADERS = [
  'Criado em',
  'Repasse',
  'Lote',
  'Profissional',
  'Chave Pix',
  'Valor (R$)',
  'Situação',
  'Pago em',
  'Motivo da falha',
] as const;
