import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditActionLabel, auditActionsNamed, auditSubjectLabel } from './audit';

describe('audit action names', () => {
  it('reads each known code in pt-BR', () => {
    expect(auditActionLabel('customer.block')).toBe('Bloqueou cliente');
    expect(auditActionLabel('ticket.approve_reschedule')).toBe('Aprovou reagendamento');
    expect(auditSubjectLabel('accounts')).toBe('Cliente');
  });

  it('falls back to the code itself for an unknown code, even one named like a prototype property', () => {
    expect(auditActionLabel('robot.dance')).toBe('robot.dance');
    expect(auditActionLabel('constructor')).toBe('constructor');
    expect(auditSubjectLabel('toString')).toBe('toString');
  });

  it('finds the codes whose name contains a search, ignoring case and accents', () => {
    expect(auditActionsNamed('BLOQUEOU').sort()).toEqual(['customer.block', 'professional.block']);
    expect(auditActionsNamed('credito')).toContain('order.credit');
    expect(auditActionsNamed('  ')).toEqual([]);
  });

  it('names every action the API records', () => {
    for (const code of ['order.refund', 'coupon.create', 'subscription.accept', 'payout.paid', 'city.close'])
      expect(Object.hasOwn(AUDIT_ACTION_LABELS, code)).toBe(true);
  });
});
