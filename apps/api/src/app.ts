import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type Config, trustProxyOption } from './config';
import type { AppContext } from './context';
import type { Database } from './db';
import { ORDER_EFFECTS } from './effects';
import { createJobs } from './jobs/jobs';
import { registerApiDocs } from './lib/api-docs';
import { registerAudiences } from './lib/audiences';
import { registerAuthentication } from './lib/auth';
import { type Clock, ControllableClock, systemClock } from './lib/clock';
import { registerCompression } from './lib/compress';
import { checkJsonApiDocuments } from './lib/document';
import { registerErrorHandling } from './lib/errors';
import { type EventBus, inProcessEventBus } from './lib/events';
import { JSON_API_MEDIA_TYPE } from './lib/jsonapi';
import { databaseLimiter, noLimits, registerLimits } from './lib/limits';
import { registerBodyParsers } from './lib/request-bodies';
import { guardIdParams } from './lib/route-params';
import { registerSecurityHeaders } from './lib/security-headers';
import { zodValidatorCompiler } from './lib/wire';
import { accountModuleRoutes } from './modules/accounts/routes';
import { resolveSession } from './modules/accounts/sessions';
import { addressModuleRoutes } from './modules/addresses/routes';
import { auditRoutes } from './modules/audit/routes';
import { avatarRoutes } from './modules/avatars/routes';
import { cableRoutes } from './modules/cable/routes';
import { clockRoutes } from './modules/clock/routes';
import { couponRoutes } from './modules/coupons/routes';
import { devHelperRoutes } from './modules/dev/routes';
import { healthRoutes } from './modules/health/routes';
import { registerPayoutRun } from './modules/ledger/payouts';
import { ledgerRoutes } from './modules/ledger/routes';
import { localitiesRoutes } from './modules/localities/routes';
import { registerEmailJobs } from './modules/mail/jobs';
import { type Mailer, type OutboxEntry, outboxMailer, smtpMailer } from './modules/mail/mailer';
import type { CepLookup } from './modules/maps/cep';
import type { Geocoder } from './modules/maps/geocoder';
import { mapsRoutes } from './modules/maps/routes';
import { myDataRoutes } from './modules/my-data/routes';
import { registerOfferExpiry } from './modules/offers/expiry';
import { offerModuleRoutes } from './modules/offers/routes';
import { operatorOpsRoutes } from './modules/operator-ops/routes';
import { registerCustomerOrderNotices } from './modules/orders/customer-notices';
import { installOrderEffects } from './modules/orders/effects';
import { invoiceRoutes } from './modules/orders/invoice';
import { registerOrderLifecycle, startLifecycleSweep } from './modules/orders/lifecycle';
import { orderModuleRoutes } from './modules/orders/routes';
import { paymentChannelAuthorizers } from './modules/payments/channels';
import { pixAdapterFor } from './modules/payments/gateway/pix/config';
import { pixSimulator } from './modules/payments/gateway/pix/simulator';
import { pixSimulatorRoutes } from './modules/payments/gateway/pix/simulator.routes';
import { type PaymentGateway, withPix } from './modules/payments/gateway/port';
import { isSandboxGateway, sandboxGateway } from './modules/payments/gateway/sandbox';
import { httpDeliver, type WebhookDeliver } from './modules/payments/gateway/sandbox/deliver';
import { sandboxGatewayRoutes } from './modules/payments/gateway/sandbox/routes';
import { startPaymentReconciliation } from './modules/payments/reconciliation';
import { paymentRoutes } from './modules/payments/routes';
import { registerPaymentWindow } from './modules/payments/window';
import { placesRoutes } from './modules/places/routes';
import { professionalChannelAuthorizers } from './modules/professional-side/channels';
import { professionalSideRoutes } from './modules/professional-side/routes';
import { registerAvailabilityHorizon, startAvailabilityHorizon } from './modules/professionals/horizon';
import { publicPageApiRoutes } from './modules/professionals/public-page';
import { professionalModuleRoutes } from './modules/professionals/routes';
import { registerSubscriptionCycles, startSubscriptionCycles } from './modules/subscriptions/job';
import { subscriptionModuleRoutes } from './modules/subscriptions/routes';
import { supportChannelAuthorizers } from './modules/support/channels';
import { supportRoutes } from './modules/support/routes';
import { telemetryRoutes } from './modules/telemetry/routes';
import { termsRoutes } from './modules/terms/routes';
import { ticketModuleRoutes } from './modules/tickets/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { databaseStorage, diskStorage, type FileStorage } from './modules/uploads/storage';
import { ERROR_TEXTS } from './words/errors';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  events?: EventBus;
  storage?: FileStorage;
  /** The places search and CEP lookup; undefined: from GEOCODER_URL / CEP_URL, null: not configured. */
  geocoder?: Geocoder | null;
  cep?: CepLookup | null;
  /** The payment gateway adapter; defaults to the one PAYMENT_GATEWAY names (sandbox). */
  gateway?: PaymentGateway;
  /**
   * How the sandbox gateway delivers its webhooks; default: HTTP POST to PAYMENT_WEBHOOK_URL. Tests pass
   * `injectDeliver(() => app)` (gateway/sandbox/deliver.ts) or a recorder.
   */
  gatewayDeliver?: WebhookDeliver;
  /** Where uploads and the dev outbox live (absolute). */
  dataDir?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Work jobs in this process (poll every second, pg-boss maintenance). Default: ROLE all or worker, but
   * never under NODE_ENV=test, where tests run due jobs themselves with `app.ctx.jobs.runDue()`.
   */
  workJobs?: boolean;
}

/** Card data never reaches the logs, wherever an object carrying it is logged (DESIGN: card data). */
const CARD_DATA_LOG_PATHS = {
  paths: [
    'cvc',
    'encryptedCard',
    'hash',
    '*.cvc',
    '*.encryptedCard',
    '*.hash',
    '*.*.cvc',
    '*.*.hash',
    '*.*.*.hash',
  ],
  censor: '[redacted]',
};

/** Builds the API instance; `server.ts` only listens, tests call it through `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger ??
      (config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, redact: CARD_DATA_LOG_PATHS }),
    genReqId: () => crypto.randomUUID(),
    // Only the configured proxies may name the client's address (TRUST_PROXY; default: none).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // The spec writes some paths with a trailing slash (`GET /orders/{id}/`, `GET /cycles/{id}/`):
    // every route answers with or without it, rather than registering each twice.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const clock = options.clock ?? (config.NODE_ENV === 'production' ? systemClock : new ControllableClock());
  const dataDir = options.dataDir ?? config.DATA_DIR;
  let outbox: (() => OutboxEntry[]) | null = null;
  let mailer = options.mailer;
  if (!mailer) {
    if (config.SMTP_URL) mailer = smtpMailer(config.SMTP_URL, config.MAIL_FROM);
    else {
      const fileOutbox = outboxMailer(join(dataDir, 'outbox'), config.MAIL_FROM, () => clock.now());
      outbox = fileOutbox.list;
      mailer = fileOutbox;
    }
  }
  const events = options.events ?? inProcessEventBus();
  const storage = options.storage ?? databaseStorage(database.db, diskStorage(join(dataDir, 'uploads')));
  const workJobs = options.workJobs ?? (config.ROLE !== 'api' && config.NODE_ENV !== 'test');
  const jobs = createJobs({ database, clock, log: app.log, worker: workJobs });
  const cardGateway =
    options.gateway ??
    sandboxGateway({
      db: database.db,
      jobs,
      clock,
      publicUrl: config.PUBLIC_URL,
      webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
      deliver:
        options.gatewayDeliver ??
        httpDeliver(config.PAYMENT_WEBHOOK_URL ?? `${config.PUBLIC_URL}/api/payments/webhooks/sandbox`),
    });
  const limits = config.RATE_LIMITS === 'on' ? databaseLimiter(database.db, clock) : noLimits;
  // Pix beside the card/boleto gateway: the API Pix adapter, pointed at the sandbox PSP unless configured.
  const gateway = cardGateway.pix ? cardGateway : withPix(cardGateway, pixAdapterFor(config, clock));
  const ctx: AppContext = { config, database, db: database.db, clock, mailer, events, jobs, gateway, limits };
  // What an order's moves owe (effects.ts), before any route or job can move one.
  installOrderEffects(ORDER_EFFECTS);
  app.addHook('onClose', async () => {
    // Before the database closes (the caller closes it after the app): a sweep may be running.
    await jobs.stop();
    if (!options.events) await events.close();
  });
  app.decorate('ctx', ctx);

  // Every JSON and form body: keys that reach a prototype are a 400 (lib/request-bodies.ts).
  registerBodyParsers(app);
  registerErrorHandling(app);
  // Before any route: every `:id` param that is not a uuid answers 404 (lib/route-params.ts).
  guardIdParams(app);
  // Every JSON body is an object and its `data` a resource object before a route reads it (lib/document.ts).
  checkJsonApiDocuments(app);
  // On the root: every answer, the API's and the web app's (web.ts registers later and inherits it).
  registerSecurityHeaders(app, { publicUrl: config.PUBLIC_URL, tilesUrl: config.TILES_URL });
  registerAuthentication(app, (token) => resolveSession(ctx, token));
  // Before any route: who may call each API route, from one table; an undeclared route stops the start.
  registerAudiences(app);
  // Limits are opt-in per route (`config.limit`) or counted by services (sign-in failures): lib/limits.ts.
  registerLimits(app, limits);
  // Every route's request schema is zod from @brilho/domain/contract (lib/wire.ts); the reference at /api/docs
  // is generated from them (lib/api-docs.ts), outside production (decision 0110).
  app.setValidatorCompiler(zodValidatorCompiler);
  if (config.NODE_ENV !== 'production') await registerApiDocs(app);

  await app.register(
    async (api) => {
      // The API reads JSON (and the old sign-in's form): plain text is a 415, not a string a route mistakes
      // for an empty document. The webhook receiver keeps its own raw parser.
      api.removeContentTypeParser('text/plain');
      api.addHook('onSend', async (_request, reply, payload) => {
        if (
          !reply.hasHeader('content-type') ||
          String(reply.getHeader('content-type')).startsWith('application/json')
        ) {
          reply.header('content-type', JSON_API_MEDIA_TYPE);
        }
        return payload;
      });
      // After the hook above, so it sees the final type; the routes' own payloads are final by then.
      registerCompression(api);
      await api.register(healthRoutes);
      await api.register(clockRoutes);
      await api.register(termsRoutes);
      await api.register(accountModuleRoutes);
      await api.register(localitiesRoutes);
      await api.register(professionalModuleRoutes);
      await api.register(placesRoutes);
      await api.register(addressModuleRoutes);
      await api.register(orderModuleRoutes);
      await api.register(invoiceRoutes);
      await api.register(ticketModuleRoutes);
      await api.register(operatorOpsRoutes);
      await api.register(auditRoutes);
      await api.register(ledgerRoutes);
      await api.register(supportRoutes);
      await api.register(myDataRoutes);
      await api.register(offerModuleRoutes);
      await api.register(professionalSideRoutes);
      await api.register(couponRoutes);
      await api.register(mapsRoutes, { geocoder: options.geocoder, cep: options.cep });
      await api.register(paymentRoutes);
      await api.register(subscriptionModuleRoutes);
      if (config.PAYMENT_GATEWAY === 'sandbox' && isSandboxGateway(gateway))
        await api.register(sandboxGatewayRoutes, { gateway });
      if (config.PAYMENT_GATEWAY === 'sandbox')
        await api.register(pixSimulatorRoutes, { simulator: pixSimulator(ctx, app.log) });
      await api.register(telemetryRoutes);
      await api.register(avatarRoutes);
      await api.register(cableRoutes, {
        authenticate: (token) => resolveSession(ctx, token),
        authorizers: {
          ...paymentChannelAuthorizers(ctx),
          ...supportChannelAuthorizers(),
          ...professionalChannelAuthorizers(ctx),
        },
      });
      await api.register(uploadRoutes, { storage });
      await api.register(publicPageApiRoutes, { storage });
      // /dev/clock and /dev/outbox: same-machine callers only, never in production.
      await api.register(devHelperRoutes, { outbox });
      api.setNotFoundHandler((_request, reply) => {
        reply
          .status(404)
          .type(JSON_API_MEDIA_TYPE)
          .send({ errors: [{ status: '404', title: ERROR_TEXTS.notFound }] });
      });
    },
    { prefix: '/api' },
  );

  registerOrderLifecycle(ctx);
  registerEmailJobs(ctx);
  registerCustomerOrderNotices(ctx);
  const paymentWindowSweep = registerPaymentWindow(ctx, app.log);
  const offerExpirySweep = registerOfferExpiry(ctx);
  const payoutRun = registerPayoutRun(ctx);
  registerSubscriptionCycles(ctx, app.log);
  registerAvailabilityHorizon(ctx);
  // Every process that sends jobs: a state change sends the jobs it owes inside its own transaction, which
  // can't install pg-boss on the connection it holds (jobs.ts `prepare`).
  app.addHook('onReady', () => jobs.prepare());
  // After every module registered its job handlers.
  if (workJobs) app.addHook('onReady', () => jobs.start());
  // Paid orders move to provisioning/complete by a recurring sweep (modules/orders/lifecycle.ts).
  if (workJobs) app.addHook('onReady', () => startLifecycleSweep(ctx));
  // Payments without an outcome are asked about at the gateway (modules/payments/reconciliation.ts).
  if (workJobs) app.addHook('onReady', () => startPaymentReconciliation(ctx));
  // The nets behind per-row jobs: unpaid orders past their window, open offers past their time, every minute.
  if (workJobs) app.addHook('onReady', () => paymentWindowSweep.start());
  if (workJobs) app.addHook('onReady', () => offerExpirySweep.start());
  // The weekly payout run (modules/ledger/payouts.ts): proposes a batch on Mondays for an operator to approve.
  if (workJobs) app.addHook('onReady', () => payoutRun.start());
  // Subscription cycles: created, opened for payment and cancelled by a daily run (modules/subscriptions/job.ts).
  if (workJobs) app.addHook('onReady', () => startSubscriptionCycles(ctx));
  // Weekly hours → available events 35 days ahead, once a day (modules/professionals/horizon.ts).
  if (workJobs) app.addHook('onReady', () => startAvailabilityHorizon(ctx));
  return app;
}
