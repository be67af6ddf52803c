import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { ORDER_STATUSES, PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, paymentChipColor } from './statuses';

describe('statuses', () => {
  it('lists the 18 order statuses of the spec', () => {
    expect(ORDER_STATUSES).toHaveLength(18);
  });

  it.each([
    ['waiting', 'pink'],
    ['in_analysis', 'pink'],
    ['pre_authorized', 'pink'],
    ['requested', 'pink'],
    ['authorized', 'green'],
    ['settled', 'green'],
    ['available_for_withdrawal', 'green'],
    ['created', 'gray'],
    ['cancelled', 'gray'],
    ['refunded', 'gray'],
    ['reversed', 'gray'],
  ] as const)('colours a %s payment %s', (status, color) => {
    expect(paymentChipColor(status)).toBe(color);
  });

  it('labels every payment status in Portuguese as the spec does', () => {
    expect(PAYMENT_STATUSES.map((s) => PAYMENT_STATUS_LABELS[s])).toEqual([
      'criado',
      'aguardando pagamento',
      'em análise',
      'cancelado',
      'pré-autorizado',
      'autorizado',
      'pago',
      'reembolsado',
      'revertido',
      'pago',
      'requisitado',
    ]);
  });
});

describe('messages', () => {
  it('keeps the spec texts verbatim', () => {
    expect(messages.auth.noAccess).toBe('Você não tem acesso à esta aplicação');
    expect(messages.subscriptions.noCycles).toBe('Não há ciclos à serem mostrados nessa assinatura.');
    expect(messages.dashboard.creditAlert(2)).toBe('Você possui 2 limpeza(s) em crédito');
    expect(messages.places.cityNotFound('Pinhais')).toBe('A cidade Pinhais não foi encontrada!');
  });
});
