// The embedded database's own thread (db/pglite-thread.ts starts it): PGlite runs here, so a slow query keeps
// this thread busy instead of the event loop that answers every request. Plain JavaScript on purpose: the
// same file runs under tsx, under vitest and beside the compiled server (scripts/build.mjs copies it).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

const identity = (value) => value;

/** The fields a caller reads from a PostgreSQL error (SQLSTATE, constraint...), as a plain object. */
function errorFields(error) {
  const fields = { message: String(error?.message ?? error) };
  for (const key of [
    'name',
    'code',
    'detail',
    'hint',
    'constraint',
    'table',
    'column',
    'schema',
    'severity',
  ]) {
    if (error && typeof error[key] === 'string') fields[key] = error[key];
  }
  return fields;
}

/**
 * PostgreSQL's own default of 128 MB of shared buffers is most of the server's idle memory on PGlite: the whole
 * pool is resident in its WASM heap from the start. 16 MB (2,048 pages) hold the demo data's hot pages
 * and the 1,000-professional bench search's ~1,300, and cost the search no CPU, since a page not in the buffers
 * is read from the data directory's files, which the OS caches. wal_buffers follows (1/32 of it). Decisions
 * 0108 (128 → 32 MB) and 0124 (32 → 16 MB: the idle server 18 MB lighter).
 */
const SETTINGS = ['shared_buffers=16MB'];

const client = await PGlite.create({
  extensions: { btree_gist },
  startParams: [...PGlite.defaultStartParams, ...SETTINGS.flatMap((setting) => ['-c', setting])],
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  ...(workerData.loadDataDir ? { loadDataDir: new Blob([workerData.loadDataDir]) } : {}),
});

parentPort.on('message', async ({ id, op, text, params, rowMode, identityTypes }) => {
  try {
    let result;
    if (op === 'query') {
      // Parsers are functions, which do not cross threads; every caller's (Drizzle's) are "keep the text".
      const parsers = identityTypes
        ? Object.fromEntries(identityTypes.map((oid) => [oid, identity]))
        : undefined;
      const { rows, fields, affectedRows } = await client.query(text, params, {
        ...(rowMode ? { rowMode } : {}),
        ...(parsers ? { parsers } : {}),
      });
      result = { rows, fields, affectedRows };
    } else if (op === 'exec') {
      result = (await client.exec(text)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    } else if (op === 'dump') {
      result = await (await client.dumpDataDir('none')).arrayBuffer();
    } else if (op === 'close') {
      await client.close();
      result = null;
    }
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error) });
  }
});
parentPort.postMessage({ ready: true });
