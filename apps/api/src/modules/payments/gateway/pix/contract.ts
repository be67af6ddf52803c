import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The API Pix wire contract (Banco Central, "API Pix" OpenAPI), as much of it as Brilho uses — shared by the
 * HTTP adapter and the sandbox PSP simulator so both read and write the same shapes.
 * Amounts are strings with two decimals ("159.90"); instants ISO 8601.
 */

export const cobStatus = z.enum([
  'ATIVA',
  'CONCLUIDA',
  'REMOVIDA_PELO_USUARIO_RECEBEDOR',
  'REMOVIDA_PELO_PSP',
]);

export const devolucao = z.object({
  id: z.string(),
  rtrId: z.string().optional(),
  valor: z.string(),
  horario: z.object({ solicitacao: z.string(), liquidacao: z.string().optional() }).partial().optional(),
  status: z.enum(['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO']),
  motivo: z.string().optional(),
});

export const pixRecebido = z.object({
  endToEndId: z.string().min(1).max(64),
  txid: z.string().max(35).optional(),
  valor: z.string(),
  horario: z.string(),
  chave: z.string().optional(),
  infoPagador: z.string().optional(),
  devolucoes: z.array(devolucao).optional(),
});

export const cobResponse = z.object({
  txid: z.string(),
  revisao: z.number().int(),
  status: cobStatus,
  // `cob`: expiracao (seconds from criacao); `cobv`: dataDeVencimento and validadeAposVencimento (days).
  calendario: z.object({
    criacao: z.string(),
    expiracao: z.number().int().optional(),
    dataDeVencimento: z.iso.date().optional(),
    validadeAposVencimento: z.number().int().optional(),
  }),
  valor: z.object({ original: z.string() }),
  chave: z.string(),
  location: z.string().optional(),
  loc: z
    .object({ id: z.union([z.number(), z.string()]), location: z.string() })
    .partial()
    .optional(),
  pixCopiaECola: z.string().optional(),
  pix: z.array(pixRecebido).optional(),
});

export const tokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
  scope: z.string().optional(),
});

/** `POST {webhook}/pix`. */
export const pixWebhookBody = z.object({ pix: z.array(pixRecebido).min(1) });

export type CobResponse = z.infer<typeof cobResponse>;
export type PixRecebido = z.infer<typeof pixRecebido>;

/**
 * When a charge stops accepting payment: a `cob` at criacao + expiracao; a `cobv` at the end of its due
 * date plus the days of validity, São Paulo time (UTC−3 all year since 2019).
 */
export function cobExpiresAt(calendario: CobResponse['calendario']): Date | null {
  if (calendario.expiracao !== undefined)
    return new Date(new Date(calendario.criacao).getTime() + calendario.expiracao * 1000);
  if (!calendario.dataDeVencimento) return null;
  const end = new Date(`${calendario.dataDeVencimento}T23:59:59.999-03:00`);
  return new Date(end.getTime() + (calendario.validadeAposVencimento ?? 0) * 86_400_000);
}

/** Cents → "159.90". */
export const valorOf = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** "159.90" → cents; NaN when it is not a two-decimal amount. */
export function centsOf(valor: string): number {
  const match = /^(\d{1,10})\.(\d{2})$/.exec(valor);
  return match ? Number(match[1]) * 100 + Number(match[2]) : Number.NaN;
}

/** The devolução id we use for the one refund of a txid: deterministic, so asking twice refunds once. */
export const devolucaoIdOf = (txid: string): string => `D${txid}`.slice(0, 35);

// ---------------------------------------------------------------------------------------------------
// Webhook signature. The API Pix leaves webhook authentication to mTLS between PSP and receiver; behind a
// load balancer that terminates TLS we can't see the PSP's certificate, so the simulator (and a proxy in
// front of us for a real PSP, see README "Pix") signs the raw body: `t=<unix seconds>,v1=<hex HMAC-SHA256
// of "<t>.<body>">` in PIX_SIGNATURE_HEADER, verified in constant time with a 5-minute tolerance.

export const PIX_SIGNATURE_HEADER = 'x-pix-signature';
export const PIX_SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPixWebhook(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
}

/** Whether the header signs the body with the secret within the tolerance of `now`. */
export function pixSignatureValid(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - t) > PIX_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2] as string, 'hex'));
}
