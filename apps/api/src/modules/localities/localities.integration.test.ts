import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

describe('localities', () => {
  let t: TestApp;
  let down: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    down = await buildTestApp({ config: { LOCALITIES_URL: 'http://127.0.0.1:9/ibge' } });
  });
  afterAll(async () => {
    await t.close();
    await down.close();
  });

  it('lists the 27 states and the cities of one, in IBGE shapes', async () => {
    const states = (await t.app.inject({ method: 'GET', url: '/api/localities/estados' })).json();
    expect(states).toHaveLength(27);
    const parana = states.find((s: { sigla: string }) => s.sigla === 'PR');
    expect(parana).toEqual({ id: 41, sigla: 'PR', nome: 'Paraná' });
    const cities = (
      await t.app.inject({ method: 'GET', url: `/api/localities/estados/${parana.id}/municipios` })
    ).json();
    expect(cities).toContainEqual({ id: 4106902, nome: 'Curitiba' });
  });

  it('answers 404 for an unknown state', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/localities/estados/99/municipios' })).statusCode,
    ).toBe(404);
  });

  it('answers 502 when the configured service is down, so the wizard falls back to text fields', async () => {
    const response = await down.app.inject({ method: 'GET', url: '/api/localities/estados' });
    expect(response.statusCode).toBe(502);
  });
});
