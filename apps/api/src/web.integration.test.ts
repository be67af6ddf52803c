import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from './config';
import { type Database, openTestDatabase } from './db';
import { ControllableClock } from './lib/clock';
import { memoryMailer } from './modules/mail/mailer';
import { memoryStorage } from './modules/uploads/storage';
import { serveWebApp } from './web';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = `<!doctype html><html lang="pt-BR"><head><title>Brilho</title>
<script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;
const ASSET_JS = `export const hello = ${JSON.stringify('olá '.repeat(400))};\n`;

/** A built web app as `npm run build` leaves it: hashed assets and index.html, each with .br and .gz beside. */
async function writeDist(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/index-Ab12Cd34.js': ASSET_JS,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(join(dir, name), content);
    await writeFile(join(dir, `${name}.br`), brotliCompressSync(content));
    await writeFile(join(dir, `${name}.gz`), gzipSync(content));
  }
}

describe('the built web app and the API, served as a CDN would', () => {
  let app: FastifyInstance;
  let database: Database;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'brilho-dist-'));
    await writeDist(distDir);
    database = await openTestDatabase();
    const clock = new ControllableClock();
    clock.set(new Date('2026-11-23T12:00:00Z'));
    // The server's own assembly (server.ts): the API, then the built web app.
    app = await buildApp({
      config: testConfig(),
      database,
      clock,
      mailer: memoryMailer(),
      storage: memoryStorage(),
    });
    await serveWebApp(app, distDir);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends a hashed asset as brotli to a browser that accepts it, cacheable for a year', async () => {
    const response = await app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_JS);
  });

  it('sends the gzip file to a browser without brotli, and the file as is to one asking for neither', async () => {
    const gzipped = await app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(ASSET_JS);

    const plain = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(ASSET_JS);
  });

  it('never lets a browser cache the 404 of a missing asset', async () => {
    const response = await app.inject({
      url: '/assets/index-Gone0000.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/);
  });

  it('does not serve the precompressed copies as files of their own', async () => {
    const response = await app.inject({ url: '/assets/index-Ab12Cd34.js.br' });
    expect(response.statusCode).toBe(404);
  });

  it('revalidates index.html, whether asked by name or as the app for any page, with its own style nonce', async () => {
    // Even where a precompressed copy of the page exists, the page is rewritten per answer (its CSP nonce).
    for (const url of ['/index.html', '/', '/pedidos/qualquer']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBeUndefined();
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(nonce, url).toBeTruthy();
      expect(response.body, url).toBe(
        INDEX_HTML.replace('<head>', `<head><meta name="csp-nonce" content="${nonce}">`),
      );
    }
  });

  it('revalidates a file of the build that carries no hash', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses a JSON answer above 1 KB when the client accepts it, and only then', async () => {
    const plain = await app.inject({ url: '/api/localities/estados' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const states: unknown = plain.json();

    const br = await app.inject({
      url: '/api/localities/estados',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(states);

    const gzip = await app.inject({
      url: '/api/localities/estados',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(states);
  });

  it('leaves a small JSON answer as it is', async () => {
    const response = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
