import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { postgresEventBus } from './lib/events';
import { pixWebhookListener } from './modules/payments/pix-webhook-listener';
import { seedDemoDataIfEmpty } from './seed';
import { serveWebApp } from './web';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const dataDir = resolve(repoRoot, config.DATA_DIR);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: join(dataDir, 'db'),
    // From the repository root: the same folder whether this runs from src/ (tsx) or from the bundle in dist/.
    migrationsFolder: join(repoRoot, 'apps/api/drizzle'),
  });
  const events = config.DATABASE_URL ? await postgresEventBus(config.DATABASE_URL) : undefined;
  const app = await buildApp({ config, database, dataDir, events });
  await seedDemoDataIfEmpty(app.ctx, app.log);
  await serveWebApp(app, config.WEB_DIST ?? join(repoRoot, 'apps/web/dist'));
  // The Pix webhook over mutual TLS, when PIX_WEBHOOK_* are set; unreadable PEMs stop here
  // (docs/decisions/0101-pix-webhooks-by-mutual-tls-on-a-listener-of-their-own.md).
  const pixWebhooks = pixWebhookListener(app);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await pixWebhooks?.close();
    await app.close();
    await events?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (pixWebhooks)
    app.log.info({ port: await pixWebhooks.listen() }, 'Pix webhooks over mutual TLS listening');
  // performance.now() counts from the process start: the whole start, module loading included.
  const startMs = Math.round(performance.now());
  const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
  app.log.info(
    { startMs, rssMb },
    `Brilho em ${config.PUBLIC_URL} (banco: ${database.kind}), iniciado em ${startMs} ms`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
