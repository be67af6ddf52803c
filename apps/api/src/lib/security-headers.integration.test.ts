import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { type Database, openTestDatabase } from '../db';
import { serveWebApp } from '../web';
import { contentSecurityPolicy, templateOrigin } from './security-headers';

const INDEX_HTML =
  '<!doctype html><html lang="pt-BR"><head><title>Brilho</title>' +
  '<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

/** The CSP as a map of directive → sources. */
function directives(response: Response): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectHardened(response: Response, label: string): void {
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  const csp = directives(response);
  expect(csp.get('script-src'), label).toEqual(["'self'"]);
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(csp.get('form-action'), label).toEqual(["'self'"]);
  expect(csp.get('img-src'), label).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.com']);
  expect(csp.get('connect-src'), label).toEqual(["'self'", 'ws://localhost:3000']);
  expect(csp.get('style-src')?.[0], label).toBe("'self'");
  expect(String(csp.get('style-src')), label).not.toContain('unsafe-inline');
}

/** The nonce an HTML answer's policy allows styles with, checked against the one its page carries. */
function styleNonceOf(response: Response): string {
  const sources = directives(response).get('style-src') ?? [];
  expect(sources).toHaveLength(2);
  const nonce = /^'nonce-([A-Za-z0-9+/=]{24})'$/.exec(sources[1]!)?.[1];
  expect(nonce).toBeDefined();
  expect(response.body).toContain(`<head><meta name="csp-nonce" content="${nonce}">`);
  return nonce!;
}

describe('security headers on every answer', () => {
  let database: Database;
  let distDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'brilho-web-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(join(distDir, 'assets', 'index.js'), 'console.log("brilho")');
    database = await openTestDatabase();
    // The server's own assembly: the API, then the built web app (server.ts).
    app = await buildApp({
      config: testConfig({
        PUBLIC_URL: 'http://localhost:3000',
        TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      }),
      database,
      workJobs: false,
    });
    // A file answer as the boleto and the receipt send it.
    app.get('/api/test-file.pdf', { config: { audience: 'public' } }, (_request, reply) =>
      reply.type('application/pdf').send(Buffer.from('%PDF-1.4')),
    );
    await serveWebApp(app, distDir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('hardens the HTML of every screen and its scripts', async () => {
    for (const url of ['/', '/login', '/operador', '/profissional/agenda', '/assets/index.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectHardened(response, url);
    }
    const script = await app.inject({ method: 'GET', url: '/assets/index.js' });
    expect(directives(script).get('style-src')).toEqual(["'self'"]);
  });

  it("gives every page load its own style nonce for Mantine's style tags, and no validator to reuse it", async () => {
    const first = await app.inject({ method: 'GET', url: '/login' });
    const second = await app.inject({ method: 'GET', url: '/login' });
    expect(styleNonceOf(first)).not.toBe(styleNonceOf(second));
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers['last-modified']).toBeUndefined();
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body));
    expect(first.body).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('hardens API answers and error answers alike', async () => {
    const answers = {
      json: await app.inject({ method: 'GET', url: '/api/health' }),
      unauthorized: await app.inject({ method: 'GET', url: '/api/states' }),
      notFound: await app.inject({ method: 'GET', url: '/api/nada-aqui' }),
      malformed: await app.inject({
        method: 'POST',
        url: '/api/authentication',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      missingFile: await app.inject({ method: 'GET', url: '/favicon-que-nao-existe.ico' }),
    };
    expect(answers.json.statusCode).toBe(200);
    expect(answers.unauthorized.statusCode).toBe(401);
    expect(answers.notFound.statusCode).toBe(404);
    expect(answers.malformed.statusCode).toBe(400);
    expect(answers.missingFile.statusCode).toBe(404);
    for (const [label, response] of Object.entries(answers)) {
      expectHardened(response, label);
      expect(directives(response).get('style-src'), label).toEqual(["'self'"]);
    }
  });

  it("lets a PDF render in the browser's viewer: no CSP or framing header, still nosniff", async () => {
    const pdf = await app.inject({ method: 'GET', url: '/api/test-file.pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(pdf.headers['content-security-policy']).toBeUndefined();
    expect(pdf.headers['x-frame-options']).toBeUndefined();
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const secure = await buildApp({
      config: testConfig({ PUBLIC_URL: 'https://brilho.example' }),
      database,
      workJobs: false,
    });
    try {
      const response = await secure.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(directives(response).get('connect-src')).toEqual(["'self'", 'wss://brilho.example']);
    } finally {
      await secure.close();
    }
  });
});

describe('the content security policy', () => {
  it('names the tile host, with Leaflet subdomains as a wildcard', () => {
    expect(templateOrigin('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
    expect(templateOrigin('http://127.0.0.1:4100/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4100');
    expect(templateOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull();
    const policy = contentSecurityPolicy({
      publicUrl: 'https://brilho.example',
      tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(policy).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });
});
