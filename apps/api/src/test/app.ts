import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { type Database, openTestDatabase } from '../db';
import { ControllableClock } from '../lib/clock';
import { memoryMailer } from '../modules/mail/mailer';
import { injectDeliver } from '../modules/payments/gateway/sandbox/deliver';
import { type FileStorage, memoryStorage } from '../modules/uploads/storage';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ControllableClock;
  mailer: ReturnType<typeof memoryMailer>;
  storage: FileStorage;
  close(): Promise<void>;
}

/** A whole API on a fresh database with a frozen, controllable clock. */
export async function buildTestApp(
  options: Pick<BuildAppOptions, 'geocoder' | 'cep' | 'gateway' | 'gatewayDeliver'> & {
    now?: Date;
    config?: Partial<Config>;
    /** Another test app's database, for apps that differ only in config (a fresh database costs seconds). */
    database?: Database;
    /** Where uploads go; in memory unless a test is about storage itself. */
    storage?: FileStorage;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const clock = new ControllableClock();
  clock.set(options.now ?? new Date('2026-11-23T12:00:00Z'));
  const mailer = memoryMailer();
  const storage = options.storage ?? memoryStorage();
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    clock,
    mailer,
    storage,
    geocoder: options.geocoder,
    cep: options.cep,
    gateway: options.gateway,
    // Sandbox webhooks reach this very app's receiver, as they would over HTTP.
    gatewayDeliver: options.gatewayDeliver ?? injectDeliver(() => app),
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    mailer,
    storage,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
