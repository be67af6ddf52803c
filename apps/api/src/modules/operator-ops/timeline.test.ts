import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTimeline } from './timeline';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 12, minute));

describe("the operator's order timeline", () => {
  const sources = {
    order: { checkedInAt: at(30), checkedOutAt: at(40) },
    changes: [
      { id: 'ffff', fromStatus: null, toStatus: 'created' as const, at: at(0), seq: 1 },
      { id: '0000', fromStatus: 'created' as const, toStatus: 'scheduled' as const, at: at(0), seq: 2 },
      { id: '8888', fromStatus: 'scheduled' as const, toStatus: 'paid' as const, at: at(10), seq: 3 },
      { id: '1111', fromStatus: 'paid' as const, toStatus: 'provisioning' as const, at: at(30), seq: 4 },
      { id: '2222', fromStatus: 'provisioning' as const, toStatus: 'complete' as const, at: at(40), seq: 5 },
    ],
    payments: [
      { id: 'p1', status: 'settled' as const, amount: 15000, createdAt: at(10), method: 'credit_card' },
    ],
    tickets: [{ id: 't1', kind: 'general_question' as const, createdAt: at(50), resolvedAt: at(55) }],
    // The mail job runs on the clock reading of the change that owed the e-mail: same instant, after it.
    emails: [
      { id: 'e0', recipient: 'ana@exemplo.com', subject: 'Pedido confirmado', sentAt: at(10), seq: 1 },
      { id: 'ez', recipient: 'ana@exemplo.com', subject: 'Chamado resolvido', sentAt: at(55), seq: 2 },
      { id: 'ea', recipient: 'operacoes@brilho.test', subject: 'Chamado resolvido', sentAt: at(55), seq: 3 },
    ],
  };

  it('puts every event in time order, a payment before the change it causes and an e-mail after it, ties in the order written', () => {
    expect(buildTimeline(sources).map((event) => event.title)).toEqual([
      'Criado',
      'Criado → Agendado',
      'Pagamento de R$ 150,00 (cartão de crédito): pago',
      'Agendado → Pago',
      'E-mail enviado: Pedido confirmado para ana@exemplo.com',
      'Pago → Em andamento',
      'Check-in',
      'Em andamento → Concluído',
      'Check-out',
      'Chamado de dúvida aberto',
      'Chamado de dúvida resolvido',
      'E-mail enviado: Chamado resolvido para ana@exemplo.com',
      'E-mail enviado: Chamado resolvido para operacoes@brilho.test',
    ]);
  });

  it('reads the same whatever order the rows arrive in (the order is total)', () => {
    const expected = buildTimeline(sources);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(sources.changes, { minLength: sources.changes.length }),
        fc.shuffledSubarray(sources.emails, { minLength: sources.emails.length }),
        (changes, emails) => {
          expect(buildTimeline({ ...sources, changes, emails })).toEqual(expected);
        },
      ),
    );
  });
});
