import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

describe('health, readiness and server time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: new Date('2026-11-23T15:04:05Z') });
  });
  afterAll(() => t.close());

  it('answers health without touching anything', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ready');
  });

  it('tells the server time from the injected clock', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/what-time-is-it' });
    expect(response.json()).toEqual({ current_time: '2026-11-23T15:04:05.000Z' });
  });

  it('lets a journey move the clock outside production', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 1200 },
    });
    expect(response.json()).toEqual({ current_time: '2026-11-23T15:24:05.000Z' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 'x' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('answers unknown API paths with a JSON:API 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nada-aqui' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json().errors[0]).toMatchObject({ status: '404' });
  });
});
