import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { Clock } from '../../../../lib/clock';
import { PIX_TEXTS } from '../../../../words/payments';
import {
  type GatewayChargeState,
  GatewayError,
  type GatewayPixCharge,
  type PixChargeInput,
  type PixDueChargeInput,
  type PixGateway,
  type PixReceived,
  pixChargeId,
  WebhookRejected,
} from '../port';
import {
  type CobResponse,
  centsOf,
  cobExpiresAt,
  cobResponse,
  devolucaoIdOf,
  PIX_SIGNATURE_HEADER,
  pixSignatureValid,
  pixWebhookBody,
  tokenResponse,
  valorOf,
} from './contract';

/**
 * The API Pix adapter: speaks the Banco Central's standard over HTTP to any PSP — the sandbox
 * simulator by default. OAuth2 client credentials (the token is kept until a minute before it expires and
 * asked again then, or at once when the PSP answers 401), mutual TLS with PIX_CERT/PIX_CERT_KEY when set.
 */

export interface PixAdapterOptions {
  /** Base URL: `/cob/{txid}` etc. are appended. */
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The receiving Pix key (`chave`). */
  key: string;
  webhookSecret: string;
  /** PEM file paths for mutual TLS; both or neither. */
  certFile?: string | undefined;
  keyFile?: string | undefined;
  clock: Clock;
  timeoutMs?: number;
}

/** Renew this long before the PSP says the token expires: a request in flight must not carry a dead one. */
const TOKEN_MARGIN_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;

interface HttpAnswer {
  status: number;
  body: unknown;
}

/** Thrown for a PSP answer we can't use (5xx, malformed): the caller treats it as "no answer". */
export class PixApiUnavailable extends Error {}

export function pixAdapter(options: PixAdapterOptions): PixGateway & { tokenRequests(): number } {
  const agent =
    options.certFile && options.keyFile
      ? new https.Agent({
          cert: readFileSync(options.certFile),
          key: readFileSync(options.keyFile),
          keepAlive: true,
        })
      : undefined;
  let token: { value: string; renewAt: number } | null = null;
  let tokenRequests = 0;

  function send(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<HttpAnswer> {
    const target = new URL(url);
    const transport = target.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = transport.request(
        target,
        {
          method,
          headers: {
            accept: 'application/json',
            ...headers,
            ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
          },
          ...(agent && target.protocol === 'https:' ? { agent } : {}),
          timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = null;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              parsed = text;
            }
            resolve({ status: response.statusCode ?? 0, body: parsed });
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () =>
        request.destroy(new PixApiUnavailable(`API Pix: no answer from ${target.host}`)),
      );
      request.on('error', reject);
      if (body) request.write(body);
      request.end();
    });
  }

  async function accessToken(): Promise<string> {
    const now = options.clock.now().getTime();
    if (token && now < token.renewAt) return token.value;
    tokenRequests += 1;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const answer = await send(
      'POST',
      options.tokenUrl,
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    const parsed = tokenResponse.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success)
      throw new PixApiUnavailable(`API Pix: token refused (${answer.status})`);
    token = {
      value: parsed.data.access_token,
      renewAt: now + Math.max(parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS, 0),
    };
    return token.value;
  }

  /** An authorized call; a 401 drops the token and tries once more with a fresh one. */
  async function call(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await send(
        method,
        `${options.apiUrl.replace(/\/$/, '')}${path}`,
        {
          authorization: `Bearer ${await accessToken()}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body === undefined ? undefined : JSON.stringify(body),
      );
      if (answer.status !== 401 || attempt > 0) return answer;
      token = null;
    }
  }

  const problem = (answer: HttpAnswer) => {
    const detail = (answer.body as { detail?: unknown } | null)?.detail;
    return typeof detail === 'string' ? detail : `status ${answer.status}`;
  };

  function readCob(answer: HttpAnswer): CobResponse {
    const parsed = cobResponse.safeParse(answer.body);
    if (!parsed.success) throw new PixApiUnavailable('API Pix: malformed cob');
    return parsed.data;
  }

  async function getCob(txid: string): Promise<CobResponse | null> {
    for (const kind of ['cob', 'cobv'] as const) {
      const answer = await call('GET', `/${kind}/${encodeURIComponent(txid)}`);
      if (answer.status === 404) continue;
      if (answer.status !== 200) throw new PixApiUnavailable(`API Pix: GET /${kind} ${problem(answer)}`);
      return readCob(answer);
    }
    return null;
  }

  async function putCharge(kind: 'cob' | 'cobv', txid: string, body: object): Promise<GatewayPixCharge> {
    const answer = await call('PUT', `/${kind}/${encodeURIComponent(txid)}`, body);
    // 4xx: the PSP refused the charge as asked (nothing to pay); anything else: no usable answer.
    if (answer.status >= 400 && answer.status < 500) throw new GatewayError(problem(answer));
    if (answer.status !== 200 && answer.status !== 201)
      throw new PixApiUnavailable(`API Pix: PUT /${kind} ${problem(answer)}`);
    const cob = readCob(answer);
    const expiresAt = cobExpiresAt(cob.calendario);
    if (!cob.pixCopiaECola || !expiresAt)
      throw new PixApiUnavailable(`API Pix: ${kind} without pixCopiaECola`);
    return {
      chargeId: pixChargeId(cob.txid),
      status: 'waiting',
      copyPaste: cob.pixCopiaECola,
      location: cob.location ?? cob.loc?.location ?? '',
      expiresAt,
    };
  }

  const devedor = (payer: PixChargeInput['payer']) => ({
    ...(payer.documentType === 'CPF' ? { cpf: payer.documentNumber } : { cnpj: payer.documentNumber }),
    nome: payer.name.slice(0, 200),
  });

  return {
    tokenRequests: () => tokenRequests,

    charge: (input: PixChargeInput) =>
      putCharge('cob', input.reference, {
        calendario: { expiracao: input.expiresInSeconds },
        devedor: devedor(input.payer),
        valor: { original: valorOf(input.amount) },
        chave: options.key,
        solicitacaoPagador: input.description.slice(0, 140),
      }),

    chargeDue: (input: PixDueChargeInput) =>
      putCharge('cobv', input.reference, {
        calendario: { dataDeVencimento: input.dueDate, validadeAposVencimento: input.validityDays },
        devedor: devedor(input.payer),
        valor: { original: valorOf(input.amount) },
        chave: options.key,
        solicitacaoPagador: input.description.slice(0, 140),
      }),

    async getCharge(txid: string): Promise<GatewayChargeState | null> {
      const cob = await getCob(txid);
      return cob ? chargeStateOf(cob, options.clock.now()) : null;
    },

    async refund(txid: string): Promise<void> {
      const cob = await getCob(txid);
      const received = cob?.pix?.[0];
      if (!received) throw new GatewayError('Nenhum Pix recebido para devolver.');
      if (received.devolucoes?.some((d) => d.status === 'DEVOLVIDO')) return;
      const answer = await call(
        'PUT',
        `/pix/${encodeURIComponent(received.endToEndId)}/devolucao/${devolucaoIdOf(txid)}`,
        { valor: received.valor },
      );
      if (answer.status >= 400 && answer.status < 500) throw new GatewayError(problem(answer));
      if (answer.status !== 200 && answer.status !== 201)
        throw new PixApiUnavailable(PIX_TEXTS.refundUnavailable(problem(answer)));
    },

    verifyWebhook(rawBody, headers): PixReceived[] {
      const header = headers[PIX_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!pixSignatureValid(options.webhookSecret, rawBody, signature, options.clock.now()))
        throw new WebhookRejected('bad or stale Pix webhook signature');
      return readPixWebhook(rawBody);
    },

    readWebhook: readPixWebhook,
  };
}

/** The `pix[]` of a webhook body as Pix received (only those for one of our txids). */
function readPixWebhook(rawBody: string): PixReceived[] {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('Pix webhook body is not JSON');
  }
  const parsed = pixWebhookBody.safeParse(json);
  if (!parsed.success) throw new WebhookRejected('Pix webhook body is not a pix[] list');
  return parsed.data.pix.flatMap((pix) =>
    pix.txid
      ? [
          {
            endToEndId: pix.endToEndId,
            txid: pix.txid,
            amount: centsOf(pix.valor),
            at: pix.horario,
            refundIds: (pix.devolucoes ?? []).filter((d) => d.status === 'DEVOLVIDO').map((d) => d.id),
          },
        ]
      : [],
  );
}

/**
 * A cob as a charge state. Sequences follow the charge's life: waiting 1; paid (or removed) 2; refunded 3 —
 * the webhooks use the same numbers, so whichever arrives first applies and the other is stale.
 */
export function chargeStateOf(cob: CobResponse, now: Date): GatewayChargeState {
  const chargeId = pixChargeId(cob.txid);
  const received = cob.pix?.[0];
  if (received) {
    const refunded = received.devolucoes?.some((d) => d.status === 'DEVOLVIDO');
    return refunded
      ? { chargeId, status: 'refunded', sequence: 3 }
      : { chargeId, status: 'settled', sequence: 2 };
  }
  const expiresAt = cobExpiresAt(cob.calendario);
  if (cob.status === 'ATIVA' && expiresAt && now >= expiresAt)
    return { chargeId, status: 'cancelled', sequence: 2, reason: 'O prazo para pagar este Pix terminou.' };
  if (cob.status === 'ATIVA') return { chargeId, status: 'waiting', sequence: 1 };
  return { chargeId, status: 'cancelled', sequence: 2, reason: PIX_TEXTS.removedByBank };
}
