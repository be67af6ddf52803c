import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for infrastructure that is not Drizzle's (pg-boss, LISTEN/NOTIFY). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** PGlite in-process when no URL is given (under `dataDir`, or in memory), PostgreSQL otherwise. */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(
    dataDir ? { dataDir, extensions: { btree_gist } } : { extensions: { btree_gist } },
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) =>
      values && values.length > 0
        ? client.query(text, values)
        : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, onClose?: () => Promise<void>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover, a dropped test database) must not crash the
  // process; the pool opens a new one on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
  const db = drizzleNodePg(pool, { schema });
  await migrateNodePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    close: async () => {
      await pool.end();
      await onClose?.();
    },
  };
}

/**
 * A fresh, empty database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * database created on that server and dropped afterwards, so suites never share state.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite();
  const name = `brilho_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString(), async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
}
