// Writes `file.br` and `file.gz` beside every text file of the build, so the server (or a CDN) sends the
// variant the browser accepts without compressing on each request. Run after `vite build`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// HTML is left out: the server rewrites every page it sends (a fresh CSP style nonce, lib/security-headers.ts).
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.map',
  '.webmanifest',
]);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

export async function precompress(distDir) {
  let count = 0;
  for await (const path of filesUnder(distDir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const content = await readFile(path);
    const [br, gzipped] = await Promise.all([
      // Built once, so the slowest, smallest settings are worth it.
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: 9 }),
    ]);
    // A variant that is not smaller is not worth sending; the server then falls back to the next one.
    if (br.length < content.length) await writeFile(`${path}.br`, br);
    if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
    count += 1;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
  const count = await precompress(distDir);
  console.log(`precompressed ${count} files (brotli + gzip) in ${distDir}`);
}
