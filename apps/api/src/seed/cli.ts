import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { systemClock } from '../lib/clock';
import { seedDemoData } from './index';

// `npm run seed`: the demo data into the configured database (idempotent).
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: join(resolve(repoRoot, config.DATA_DIR), 'db'),
});
await seedDemoData({ db: database.db, clock: systemClock });
await database.close();
console.log('Dados de demonstração prontos.');
