import type { Config } from './config';
import type { Database, Db } from './db';
import type { Jobs } from './jobs/jobs';
import type { Clock } from './lib/clock';
import type { EventBus } from './lib/events';
import type { Limiter } from './lib/limits';
import type { Mailer } from './modules/mail/mailer';
import type { PaymentGateway } from './modules/payments/gateway/port';

export type Role = 'customer' | 'operator' | 'professional';

/** Who is calling: resolved from the session token. */
export interface Actor {
  accountId: string;
  role: Role;
}

/** What every service receives: the inside world (db) and the outside world behind ports (clock, …). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  events: EventBus;
  /** Durable jobs (pg-boss): modules register handlers and send; workers run what is due. */
  jobs: Jobs;
  /** The payment gateway adapter PAYMENT_GATEWAY names (built once per app). */
  gateway: PaymentGateway;
  /** Rate limits shared by every process (the database's `rate_limits`); no-ops under RATE_LIMITS=off. */
  limits: Limiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
