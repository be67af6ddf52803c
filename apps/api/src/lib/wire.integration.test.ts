import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { API_DOCS_PREFIX } from './api-docs';
import { registeredRoutes } from './route-params';
import { undeclaredRequestParts } from './wire';

const SOURCE = join(import.meta.dirname, '..');
const CAST = /request\.(params|query|body)\s+as\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/**
 * One wire contract, read from the app itself: every API route declares its request schema, so a new
 * route is checked without anyone listing it, and no source file casts `request.*` past it.
 */
describe('every API route declares its request schema (lib/wire.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({});
  }, 90_000);
  afterAll(() => t.close());

  const undeclared = () =>
    registeredRoutes(t.app)
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PREFIX))
      .map((route) => ({ route: `${route.method} ${route.url}`, missing: undeclaredRequestParts(route) }))
      .filter(({ missing }) => missing.length > 0);

  it('no API route leaves its params, query or body undeclared', () => {
    expect(registeredRoutes(t.app).filter((route) => route.url.startsWith('/api/')).length).toBeGreaterThan(
      190,
    );
    expect(undeclared()).toEqual([]);
  });

  it('no source file casts `request.params/query/body as …`: the declared schema types them', () => {
    const files = sourceFiles(SOURCE);
    expect(files.length).toBeGreaterThan(100);
    const casting = files
      .filter((file) => CAST.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SOURCE, file));
    expect(casting).toEqual([]);
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ url: `${API_DOCS_PREFIX}/json` });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const failed = document.paths['/api/operator/payouts/{id}/failed'].post;
    expect(failed.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id', required: true })]),
    );
    expect(failed.tags).toEqual(['operator']);
    const body = failed.requestBody.content['application/json'].schema;
    expect(JSON.stringify(body)).toContain('reason');
    const finance = document.paths['/api/operator/finance'].get;
    expect(finance.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['from', 'to', 'account']),
    );
  });

  it('renders the reference page from our origin, under the one security policy', async () => {
    const response = await t.app.inject({ url: `${API_DOCS_PREFIX}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    // Scripts only from our origin; Swagger UI's run-time styles allowed on its own pages only (decision 0110).
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    const api = await t.app.inject({ url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).not.toContain('unsafe-inline');
    // No inline script, and every script and stylesheet is ours.
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    for (const [, src] of response.body.matchAll(/(?:src|href)="([^"]+)"/g))
      expect(src).not.toMatch(/^(https?:)?\/\//);
  });
});
