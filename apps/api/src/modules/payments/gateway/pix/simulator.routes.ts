import { isCobTxid } from '@brilho/domain';
import {
  anyBody,
  devolucaoParams,
  locationParams,
  pspBody,
  sandboxPayQuery,
  txidParams,
} from '@brilho/domain/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireActor } from '../../../../lib/auth';
import { ApiError } from '../../../../lib/errors';
import type { ZodTypeProvider } from '../../../../lib/wire';
import { ERROR_TEXTS } from '../../../../words/errors';
import { PIX_TEXTS } from '../../../../words/payments';
import { devolucaoBody, type PixSimulator, putCobBody, SANDBOX_PSP_PREFIX } from './simulator';

/** The sandbox PSP's HTTP face (simulator.ts): the API Pix's routes, its QR location and the payer's action. */

/** RFC 7807 problem, as the API Pix answers its errors. */
function problem(reply: FastifyReply, status: number, title: string, detail: string) {
  return reply
    .status(status)
    .type('application/problem+json')
    .send({ type: `https://pix.bcb.gov.br/api/v2/error/${title.replace(/\s/g, '')}`, title, status, detail });
}

export async function pixSimulatorRoutes(
  instance: FastifyInstance,
  options: { simulator: PixSimulator },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { simulator } = options;
  const production = app.ctx.config.NODE_ENV === 'production';

  app.post(`${SANDBOX_PSP_PREFIX}/v2/oauth/token`, { schema: { body: anyBody } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const [id, secret] = header.startsWith('Basic ')
      ? Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')
      : [];
    const grant = request.body?.grant_type;
    if (grant !== 'client_credentials') return reply.status(400).send({ error: 'unsupported_grant_type' });
    const issued = id && secret ? await simulator.issueToken(id, secret) : null;
    if (!issued) return reply.status(401).send({ error: 'invalid_client' });
    return {
      access_token: issued.token,
      token_type: 'Bearer',
      expires_in: issued.expiresIn,
      scope: 'cob.write cob.read pix.write pix.read',
    };
  });

  await instance.register(async (plain) => {
    const api = plain.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!token || !(await simulator.tokenValid(token)))
        return problem(reply, 401, 'AcessoNegado', PIX_TEXTS.badToken);
    });

    for (const kind of ['cob', 'cobv'] as const) {
      api.put(
        `${SANDBOX_PSP_PREFIX}/v2/${kind}/:txid`,
        { schema: { params: txidParams, body: pspBody } },
        async (request, reply) => {
          if (!isCobTxid(request.params.txid))
            return problem(reply, 400, 'CobOperacaoInvalida', PIX_TEXTS.badTxid);
          const body = putCobBody.safeParse(request.body);
          // A cob has an expiry in seconds; a cobv a due date and a payer (devedor with a document).
          const fits =
            body.success &&
            (kind === 'cob'
              ? 'expiracao' in body.data.calendario
              : !('expiracao' in body.data.calendario) &&
                Boolean(body.data.devedor?.nome && (body.data.devedor.cpf || body.data.devedor.cnpj)));
          if (!body.success || !fits) return problem(reply, 400, 'SchemaInvalido', PIX_TEXTS.badChargeBody);
          if (body.data.chave !== app.ctx.config.PIX_KEY)
            return problem(reply, 400, 'CobOperacaoInvalida', PIX_TEXTS.foreignKey);
          const result = await simulator.putCob(request.params.txid, body.data);
          if ('conflict' in result) return problem(reply, 400, 'CobOperacaoInvalida', result.conflict);
          return reply.status(result.created ? 201 : 200).send(result.cob);
        },
      );

      api.get(
        `${SANDBOX_PSP_PREFIX}/v2/${kind}/:txid`,
        { schema: { params: txidParams } },
        async (request, reply) => {
          const cob = await simulator.getCob(request.params.txid);
          // Each kind answers only its own charges, as the API Pix's two resources do.
          if (!cob || (kind === 'cobv') !== (cob.calendario.dataDeVencimento !== undefined))
            return problem(reply, 404, 'CobNaoEncontrado', PIX_TEXTS.chargeNotFound);
          return cob;
        },
      );
    }

    api.put(
      `${SANDBOX_PSP_PREFIX}/v2/pix/:e2eid/devolucao/:id`,
      { schema: { params: devolucaoParams, body: pspBody } },
      async (request, reply) => {
        if (!/^[a-zA-Z0-9]{1,35}$/.test(request.params.id))
          return problem(reply, 400, 'DevolucaoOperacaoInvalida', PIX_TEXTS.badRefundId);
        const body = devolucaoBody.safeParse(request.body);
        if (!body.success) return problem(reply, 400, 'SchemaInvalido', PIX_TEXTS.badRefundBody);
        const result = await simulator.devolucao(request.params.e2eid, request.params.id, body.data.valor);
        if (result.status !== 201)
          return problem(reply, result.status, 'DevolucaoOperacaoInvalida', result.detail);
        return reply.status(201).send(result.devolucao);
      },
    );
  });

  // The dynamic QR's location: public, as a PSP's is (a real one answers a signed JWS of the cob).
  app.get(
    `${SANDBOX_PSP_PREFIX}/qr/v2/:locationId`,
    { schema: { params: locationParams } },
    async (request) => {
      const cob = await simulator.byLocation(request.params.locationId);
      if (!cob) throw new ApiError(404, PIX_TEXTS.pixChargeNotFound);
      return cob;
    },
  );

  // The sandbox action: the payer's bank pays. An operator always; outside production the customer's own
  // dev checkout too (the button "Simular pagamento Pix", which knows the QR's location, as a bank app
  // reading the QR does). `?webhook=lost` pays without telling us.
  const payAs = async (
    request: FastifyRequest,
    reply: FastifyReply,
    txid: string | null,
    webhook: unknown,
  ) => {
    const actor = requireActor(request);
    if (production && actor.role !== 'operator') throw new ApiError(403, ERROR_TEXTS.forbidden);
    if (!txid) throw new ApiError(404, PIX_TEXTS.pixChargeNotFound);
    const lost = webhook === 'lost';
    const result = await simulator.pay(txid, !lost);
    if ('refused' in result) throw new ApiError(result.status, result.refused);
    return reply.status(200).send({ meta: { webhook_status: result.webhookStatus } });
  };
  const pay = { schema: { querystring: sandboxPayQuery, body: anyBody } };
  app.post(
    `${SANDBOX_PSP_PREFIX}/cob/:txid/pay`,
    { schema: { ...pay.schema, params: txidParams } },
    (request, reply) => payAs(request, reply, request.params.txid, request.query.webhook),
  );
  app.post(
    `${SANDBOX_PSP_PREFIX}/qr/v2/:locationId/pay`,
    { schema: { ...pay.schema, params: locationParams } },
    async (request, reply) =>
      payAs(
        request,
        reply,
        (await simulator.byLocation(request.params.locationId))?.txid ?? null,
        request.query.webhook,
      ),
  );
}
