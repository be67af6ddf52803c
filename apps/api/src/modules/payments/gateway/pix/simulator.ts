import { createHash, randomBytes } from 'node:crypto';
import { buildBrCode } from '@brilho/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../../context';
import { sandboxPixCobs, sandboxPixTokens } from '../../../../db/schema';
import { PIX_TEXTS } from '../../../../words/payments';
import {
  type CobResponse,
  centsOf,
  cobExpiresAt,
  PIX_SIGNATURE_HEADER,
  signPixWebhook,
  valorOf,
} from './contract';

/**
 * The sandbox PSP: a bank serving the Banco Central's API Pix to us, in our own process, over the
 * same HTTP contract a real PSP serves — so the real adapter (adapter.ts) is what talks to it, in tests and
 * in `npm start`. OAuth2 client credentials (our PIX_CLIENT_ID/SECRET are its one registered client; tokens
 * last an hour on the injected clock), `PUT/GET /cob/{txid}`, `PUT /pix/{e2eid}/devolucao/{id}`, the dynamic
 * QR's location, and webhooks `POST {webhook}/pix` signed with PIX_WEBHOOK_SECRET. Its books are the
 * sandbox_pix_* tables; the rest of the API never reads them.
 *
 * The sandbox action `POST /sandbox-psp/cob/{txid}/pay` plays the payer's bank paying the QR.
 * Its HTTP routes are in simulator.routes.ts.
 */

export const SANDBOX_PSP_PREFIX = '/sandbox-psp';
export const PIX_WEBHOOK_PATH = '/api/payments/webhooks/pix';
const TOKEN_SECONDS = 3600;
/** The sandbox PSP's ISPB (8 digits) in the endToEndIds it makes. */
const ISPB = '99999999';
const MERCHANT = { name: 'BRILHO', city: 'CURITIBA' };

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;
type Cob = typeof sandboxPixCobs.$inferSelect;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const alnum = (length: number) =>
  randomBytes(length)
    .toString('base64')
    .replace(/[^a-zA-Z0-9]/g, '')
    .padEnd(length, '0')
    .slice(0, length);

export const putCobBody = z.object({
  // `cob`: expiracao; `cobv`: dataDeVencimento (+ validadeAposVencimento days). The route decides which.
  calendario: z.union([
    z.object({ expiracao: z.number().int().positive().max(2_147_483_647) }),
    z.object({
      dataDeVencimento: z.iso.date(),
      validadeAposVencimento: z.number().int().min(0).max(3650).default(30),
    }),
  ]),
  devedor: z
    .object({
      cpf: z.string().regex(/^\d{11}$/),
      cnpj: z.string().regex(/^\d{14}$/),
      nome: z.string().min(1).max(200),
    })
    .partial()
    .optional(),
  valor: z.object({ original: z.string().regex(/^\d{1,10}\.\d{2}$/) }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
});

export const devolucaoBody = z.object({ valor: z.string().regex(/^\d{1,10}\.\d{2}$/) });

/** An endToEndId as the SPI makes them: E + ISPB (8) + yyyyMMddHHmm (12) + 11 alphanumerics = 32. */
function endToEndId(at: Date): string {
  const stamp = at.toISOString().replace(/[-:T]/g, '').slice(0, 12);
  return `E${ISPB}${stamp}${alnum(11)}`;
}

export function pixSimulator(ctx: Ctx, log: Pick<FastifyBaseLogger, 'warn'>) {
  const { db, clock, config } = ctx;
  const publicHost = () => new URL(config.PUBLIC_URL).host;
  const location = (cob: Pick<Cob, 'locationId'>) =>
    `${publicHost()}/api${SANDBOX_PSP_PREFIX}/qr/v2/${cob.locationId}`;
  const calendario = (cob: Cob): CobResponse['calendario'] => ({
    criacao: cob.createdAt.toISOString(),
    ...(cob.dueDate
      ? { dataDeVencimento: cob.dueDate, validadeAposVencimento: cob.validityDays ?? 0 }
      : { expiracao: cob.expiresInSeconds ?? 0 }),
  });
  const expiresAt = (cob: Cob) => cobExpiresAt(calendario(cob)) ?? cob.createdAt;

  function view(cob: Cob): CobResponse {
    return {
      txid: cob.txid,
      revisao: cob.revision,
      status: cob.status as CobResponse['status'],
      calendario: calendario(cob),
      valor: { original: valorOf(cob.amount) },
      chave: cob.key,
      location: location(cob),
      loc: { id: cob.locationId, location: location(cob) },
      pixCopiaECola: buildBrCode({
        account: { url: location(cob) },
        amount: cob.amount,
        merchantName: MERCHANT.name,
        merchantCity: MERCHANT.city,
        txid: '***',
        singleUse: true,
      }),
      ...(cob.endToEndId
        ? {
            pix: [
              {
                endToEndId: cob.endToEndId,
                txid: cob.txid,
                valor: valorOf(cob.amount),
                horario: (cob.paidAt ?? cob.updatedAt).toISOString(),
                chave: cob.key,
                ...(cob.refundId
                  ? {
                      devolucoes: [
                        {
                          id: cob.refundId,
                          rtrId: `D${cob.endToEndId.slice(1)}`,
                          valor: valorOf(cob.amount),
                          horario: { solicitacao: (cob.refundedAt ?? cob.updatedAt).toISOString() },
                          status: (cob.refundStatus ?? 'EM_PROCESSAMENTO') as 'DEVOLVIDO',
                        },
                      ],
                    }
                  : {}),
              },
            ],
          }
        : {}),
    };
  }

  async function find(txid: string): Promise<Cob | null> {
    const [row] = await db.select().from(sandboxPixCobs).where(eq(sandboxPixCobs.txid, txid)).limit(1);
    return row ?? null;
  }

  /** `POST {webhook}/pix` to our API over HTTP; a failure is only logged (the reconciliation finds it). */
  async function notify(cob: Cob): Promise<number | null> {
    const pix = view(cob).pix;
    if (!pix) return null;
    const body = JSON.stringify({ pix });
    try {
      const response = await fetch(`${config.PUBLIC_URL}${PIX_WEBHOOK_PATH}/pix`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PIX_SIGNATURE_HEADER]: signPixWebhook(config.PIX_WEBHOOK_SECRET, body, clock.now()),
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.status;
    } catch (error) {
      log.warn({ err: error, txid: cob.txid }, 'sandbox PSP: Pix webhook not delivered');
      return null;
    }
  }

  return {
    async issueToken(clientId: string, secret: string): Promise<{ token: string; expiresIn: number } | null> {
      if (clientId !== config.PIX_CLIENT_ID || secret !== config.PIX_CLIENT_SECRET) return null;
      const token = alnum(40);
      await db.insert(sandboxPixTokens).values({
        tokenHash: hash(token),
        clientId,
        expiresAt: new Date(clock.now().getTime() + TOKEN_SECONDS * 1000),
        createdAt: clock.now(),
      });
      return { token, expiresIn: TOKEN_SECONDS };
    },

    async tokenValid(token: string): Promise<boolean> {
      const [row] = await db
        .select({ hash: sandboxPixTokens.tokenHash })
        .from(sandboxPixTokens)
        .where(and(eq(sandboxPixTokens.tokenHash, hash(token)), gt(sandboxPixTokens.expiresAt, clock.now())))
        .limit(1);
      return row !== undefined;
    },

    async putCob(
      txid: string,
      body: z.infer<typeof putCobBody>,
    ): Promise<{ created: boolean; cob: CobResponse } | { conflict: string }> {
      const amount = centsOf(body.valor.original);
      const now = clock.now();
      const [inserted] = await db
        .insert(sandboxPixCobs)
        .values({
          txid,
          locationId: alnum(32),
          status: 'ATIVA',
          amount,
          key: body.chave,
          ...('expiracao' in body.calendario
            ? { expiresInSeconds: body.calendario.expiracao }
            : {
                dueDate: body.calendario.dataDeVencimento,
                validityDays: body.calendario.validadeAposVencimento,
              }),
          payer: body.devedor ?? null,
          description: body.solicitacaoPagador ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { created: true, cob: view(inserted) };
      // The same txid again (a retry after a lost answer): the same charge when it asks the same, else refused.
      const existing = await find(txid);
      const sameKind = (existing?.dueDate !== null) === !('expiracao' in body.calendario);
      if (!existing || !sameKind || existing.amount !== amount || existing.key !== body.chave)
        return { conflict: PIX_TEXTS.txidTaken };
      return { created: false, cob: view(existing) };
    },

    async getCob(txid: string): Promise<CobResponse | null> {
      const cob = await find(txid);
      return cob ? view(cob) : null;
    },

    async byLocation(locationId: string): Promise<CobResponse | null> {
      const [row] = await db
        .select()
        .from(sandboxPixCobs)
        .where(eq(sandboxPixCobs.locationId, locationId))
        .limit(1);
      return row ? view(row) : null;
    },

    /** The payer's bank pays the QR: once, while the charge is active and not expired. */
    async pay(
      txid: string,
      deliver: boolean,
    ): Promise<{ ok: true; webhookStatus: number | null } | { refused: string; status: number }> {
      const now = clock.now();
      const cob = await find(txid);
      if (!cob) return { refused: PIX_TEXTS.pixChargeNotFound, status: 404 };
      if (cob.status !== 'ATIVA') return { refused: PIX_TEXTS.alreadyPaidOrRemoved, status: 409 };
      if (now >= expiresAt(cob)) return { refused: PIX_TEXTS.expired, status: 409 };
      const [paid] = await db
        .update(sandboxPixCobs)
        .set({
          status: 'CONCLUIDA',
          endToEndId: endToEndId(now),
          paidAt: now,
          updatedAt: now,
          revision: cob.revision,
        })
        .where(and(eq(sandboxPixCobs.txid, txid), eq(sandboxPixCobs.status, 'ATIVA')))
        .returning();
      if (!paid) return { refused: PIX_TEXTS.alreadyPaidOrRemoved, status: 409 };
      return { ok: true, webhookStatus: deliver ? await notify(paid) : null };
    },

    /** `PUT /pix/{e2eid}/devolucao/{id}`: the whole amount, settled at once in the sandbox, then the webhook. */
    async devolucao(e2eid: string, id: string, valor: string) {
      const [cob] = await db
        .select()
        .from(sandboxPixCobs)
        .where(eq(sandboxPixCobs.endToEndId, e2eid))
        .limit(1);
      if (!cob) return { status: 404 as const, detail: PIX_TEXTS.pixNotFound };
      if (cob.refundId && cob.refundId !== id)
        return { status: 400 as const, detail: PIX_TEXTS.otherRefundId };
      if (centsOf(valor) !== cob.amount)
        return { status: 400 as const, detail: 'O sandbox devolve apenas o valor integral do Pix.' };
      let row = cob;
      if (!cob.refundId) {
        const now = clock.now();
        const [updated] = await db
          .update(sandboxPixCobs)
          .set({ refundId: id, refundStatus: 'DEVOLVIDO', refundedAt: now, updatedAt: now })
          .where(eq(sandboxPixCobs.txid, cob.txid))
          .returning();
        row = updated ?? cob;
        await notify(row);
      }
      const devolucao = view(row).pix?.[0]?.devolucoes?.[0];
      return { status: 201 as const, devolucao };
    },
  };
}

export type PixSimulator = ReturnType<typeof pixSimulator>;
