import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorSignedIn } from '../../../test/accounts';
import type { TestApp } from '../../../test/app';
import { GatewayError } from './port';
import { BOLETO_NOT_ISSUED } from './sandbox';
import { CUSTOMER, reference, useSandboxGateway } from './sandbox.fixture';

/**
 * The sandbox gateway's boletos: FEBRABAN-valid codes and a PDF, registered a second after being issued, paid by
 * an operator, cancelled when their due date ends unpaid.
 */

describe('the sandbox payment gateway', () => {
  const sandbox = useSandboxGateway();
  const { advance, chargeStatuses, gateway, gatewayOrder } = sandbox;
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(() => {
    ({ t, auth } = sandbox);
  });

  describe('boletos', () => {
    /** An independent FEBRABAN check, not the domain's. */
    function independentlyValid(line: string): boolean {
      const d = line.split('').map(Number);
      const m10 = (digits: number[]) => {
        let total = 0;
        digits
          .slice()
          .reverse()
          .forEach((digit, i) => {
            const p = digit * (i % 2 === 0 ? 2 : 1);
            total += Math.floor(p / 10) + (p % 10);
          });
        return (10 - (total % 10)) % 10;
      };
      const fieldsOk =
        m10(d.slice(0, 9)) === d[9] && m10(d.slice(10, 20)) === d[20] && m10(d.slice(21, 31)) === d[31];
      const barcode = [
        ...d.slice(0, 4),
        ...d.slice(33, 47),
        ...d.slice(4, 9),
        ...d.slice(10, 20),
        ...d.slice(21, 31),
      ];
      let sum = 0;
      barcode
        .slice()
        .reverse()
        .forEach((digit, i) => {
          sum += digit * ((i % 8) + 2);
        });
      const r = 11 - (sum % 11);
      const general = r === 0 || r === 10 || r === 11 ? 1 : r;
      return fieldsOk && general === d[32];
    }

    async function boleto(dueDate = '2026-11-25', amount = 15_050) {
      const order = await gatewayOrder();
      return gateway().issueBoleto({
        idempotencyKey: randomUUID(),
        reference: reference(),
        orderGatewayId: order,
        customerGatewayId: CUSTOMER,
        amount,
        dueDate,
        payer: { name: 'Maria Silva', documentType: 'CPF', documentNumber: '52998224725' },
      });
    }

    it('issues a FEBRABAN-valid line code and barcode, waiting a second later', async () => {
      const issued = await boleto();
      expect(issued.lineCode).toMatch(/^\d{47}$/);
      expect(issued.barcode).toMatch(/^\d{44}$/);
      expect(independentlyValid(issued.lineCode)).toBe(true);
      expect(issued.barcode.slice(0, 4)).toBe('9999');
      expect(issued.barcode.slice(9, 19)).toBe('0000015050');
      // Factor: 1000 + days since 2025-02-22.
      expect(issued.barcode.slice(5, 9)).toBe('1641');
      expect(issued.pdfUrl).toBe(`http://localhost:3000/api/sandbox-gateway/boletos/${issued.chargeId}.pdf`);
      await advance(1000);
      expect(chargeStatuses(issued.chargeId)).toEqual([['waiting', 1, null]]);
    });

    it('refuses no amount and a past due date', async () => {
      await expect(boleto('2026-11-25', 0)).rejects.toThrow(GatewayError);
      await expect(boleto('2026-11-22')).rejects.toThrow(GatewayError);
    });

    it('serves the PDF with the line code inside; 404 for an unknown boleto', async () => {
      const issued = await boleto();
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/sandbox-gateway/boletos/${issued.chargeId}.pdf`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      const text = response.rawPayload.toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const l = issued.lineCode;
      const formatted = `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l[32]} ${l.slice(33)}`;
      expect(text).toContain(formatted);
      expect(text).toContain('R$ 150,50');
      expect(text).toContain('25/11/2026');
      // The xref offsets point at the objects.
      const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/sandbox-gateway/boletos/CHAR_NOPE.pdf',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('cannot be paid before the bank registered it (a second after it was issued)', async () => {
      const issued = await boleto();
      const operator = (await operatorSignedIn(t)).auth;
      const pay = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/sandbox-gateway/boletos/${issued.chargeId}/pay`,
          headers: operator,
        });
      const early = await pay();
      expect(early.statusCode).toBe(409);
      expect(early.json().errors[0].title).toBe(BOLETO_NOT_ISSUED);
      await advance(1000);
      expect((await pay()).statusCode).toBe(204);
    });

    it('is paid by an operator only, settling it now; a second payment is refused', async () => {
      const issued = await boleto();
      await advance(1000);
      const customer = await t.app.inject({
        method: 'POST',
        url: `/api/sandbox-gateway/boletos/${issued.chargeId}/pay`,
        headers: auth,
      });
      expect(customer.statusCode).toBe(403);
      const operator = (await operatorSignedIn(t)).auth;
      const pay = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/sandbox-gateway/boletos/${issued.chargeId}/pay`,
          headers: operator,
        });
      expect((await pay()).statusCode).toBe(204);
      await t.app.ctx.jobs.runDue();
      expect(chargeStatuses(issued.chargeId)).toEqual([
        ['waiting', 1, null],
        ['settled', 2, null],
      ]);
      const again = await pay();
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0].title).toBe('Este boleto já foi pago.');
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox-gateway/boletos/CHAR_NOPE/pay',
        headers: operator,
      });
      expect(unknown.statusCode).toBe(404);
      // A paid boleto does not lapse.
      await advance(5 * 86_400_000);
      expect(chargeStatuses(issued.chargeId)).toHaveLength(2);
    });

    it('is cancelled when its due date ends unpaid (23:59:59 São Paulo), and cannot be paid after', async () => {
      const issued = await boleto('2026-11-25');
      t.clock.set(new Date('2026-11-26T02:59:58Z'));
      await t.app.ctx.jobs.runDue();
      expect(chargeStatuses(issued.chargeId)).toEqual([['waiting', 1, null]]);
      t.clock.set(new Date('2026-11-26T02:59:59Z'));
      await t.app.ctx.jobs.runDue();
      expect(chargeStatuses(issued.chargeId)).toEqual([
        ['waiting', 1, null],
        ['cancelled', 2, 'O boleto venceu sem pagamento.'],
      ]);
      const operator = (await operatorSignedIn(t)).auth;
      const pay = await t.app.inject({
        method: 'POST',
        url: `/api/sandbox-gateway/boletos/${issued.chargeId}/pay`,
        headers: operator,
      });
      expect(pay.statusCode).toBe(409);
      expect(pay.json().errors[0].title).toBe('Este boleto foi cancelado e não pode mais ser pago.');
    });
  });
});
