import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for infrastructure that is not Drizzle's (pg-boss, LISTEN/NOTIFY). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory, as a tarball PGlite can start from. */
  dump?: () => Promise<Blob>;
}

const defaultMigrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PGlite on its own thread when no URL is given (under `dataDir`, or in memory), PostgreSQL otherwise.
 * `migrationsFolder`: where the SQL migrations are, for a caller running from a bundle (this module's own
 * location then says nothing about where apps/api/drizzle is).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  migrationsFolder?: string;
}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  if (options.url) return openPostgres(options.url, undefined, migrationsFolder);
  // On its own thread, so a query never stalls the event loop; `PGLITE_THREAD=0` keeps it in-process (to compare,
  // or to rule the thread out). docs/decisions/0091-the-server-s-pglite-on-its-thread-again-the-lost-live-update.md.
  return openPglite(options.dataDir, undefined, migrationsFolder, process.env.PGLITE_THREAD !== '0');
}

async function openPglite(
  dataDir?: string,
  template?: Blob,
  migrationsFolder = defaultMigrationsFolder,
  thread = false,
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // On its own thread (the server, the bench): a query keeps that thread busy, not the event loop. In-process
  // (tests): one less hop, and the suites' thousands of small statements stay as fast as they were.
  const client: PGlite | PgliteThread = thread
    ? await PgliteThread.create({
        ...(dataDir ? { dataDir } : {}),
        ...(template ? { loadDataDir: await template.arrayBuffer() } : {}),
      })
    : await PGlite.create({
        extensions: { btree_gist },
        ...(dataDir ? { dataDir } : {}),
        ...(template ? { loadDataDir: template } : {}),
      });
  // The thread answers the part of PGlite's interface Drizzle's driver calls (query, transaction).
  const drizzleOn = () => drizzlePglite({ client: client as PGlite, schema });
  const db = drizzleOn() as unknown as Db;
  if (!template) await migratePglite(drizzleOn(), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) =>
      values && values.length > 0
        ? client.query(text, values)
        : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    close: () => client.close(),
    dump: async () => new Blob([await (await (client as PGlite).dumpDataDir('none')).arrayBuffer()]),
  };
}

/** A hash of the migration files: a template made from other migrations is never used. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(defaultMigrationsFolder, { recursive: true }).map(String).sort())
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(join(defaultMigrationsFolder, name)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PGlite data directory for tests, kept in the temp folder under a hash of the migrations:
 * every test file's fresh database starts from it instead of running the migrations again (seconds each).
 * Written to a temporary name and renamed, so workers racing to create it never read half a file.
 */
async function pgliteTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `brilho-pglite-template-${migrationsHash()}.tar`);
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    const fresh = await openPglite();
    try {
      const dump = await fresh.dump!();
      const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, path);
      return dump;
    } finally {
      await fresh.close();
    }
  }
}

async function openPostgres(
  url: string,
  onClose?: () => Promise<void>,
  migrationsFolder = defaultMigrationsFolder,
): Promise<Database> {
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
 * database created on that server and dropped afterwards, so suites never share state. Both start from a
 * migrated template (the migrations run once per set of migrations, not once per file). `thread`: PGlite on
 * its own thread, as the server runs it (db/pglite-thread.ts); PGLITE_THREAD=1 makes it the default, to run
 * any suite that way.
 */
export async function openTestDatabase(options: { thread?: boolean } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return openPglite(
      undefined,
      await pgliteTemplate(),
      defaultMigrationsFolder,
      options.thread ?? process.env.PGLITE_THREAD === '1',
    );
  const name = `brilho_test_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  return openPostgres(databaseUrl(serverUrl, name), async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The PostgreSQL side of the template (decision 0109): a database migrated once per set of migrations,
 * `brilho_template_<hash>`, that each test database is created from (`CREATE DATABASE … TEMPLATE`, a file
 * copy) instead of running the migrations again. Made under a temporary name and renamed, so a worker racing
 * another never copies a half-migrated one; nobody stays connected to it (a template must have no sessions).
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const template = `brilho_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount === 1;
    if (await exists()) return template;
    const partial = `${template}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${partial}`);
    const migrated = await openPostgres(databaseUrl(serverUrl, partial));
    await migrated.close();
    try {
      await admin.query(`ALTER DATABASE ${partial} RENAME TO ${template}`);
    } catch (error) {
      // Another worker's template got there first: use it, drop ours.
      await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
      if (!(await exists())) throw error;
    }
    return template;
  } finally {
    await admin.end();
  }
}
