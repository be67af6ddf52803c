import type { Config } from './config';
import type { Database, Db } from './db';
import type { Clock } from './lib/clock';

/** What every service receives: the inside world (db) and the outside world behind ports (clock, …). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
