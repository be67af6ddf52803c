import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openTestDatabase } from '../db';
import { signUpAndIn } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/app';

/** What the attacks of the security work wrote on Object.prototype; removed after each test so one failure stays one. */
const POISONED = ['errors', 'ssl', 'x', 'polluted'] as const;

function prototypeIsClean(): boolean {
  return POISONED.every((name) => !Object.hasOwn(Object.prototype, name));
}

function cleanPrototype(): void {
  for (const name of POISONED) delete (Object.prototype as Record<string, unknown>)[name];
}

/**
 * Runs the requests, then notes whether the prototype stayed clean and cleans it before anything is asserted:
 * on a vulnerable build the poison would otherwise break the test runner itself (its results carry `errors`).
 */
async function contained<T>(requests: () => Promise<T>): Promise<{ answers: T; clean: boolean }> {
  try {
    const answers = await requests();
    return { answers, clean: prototypeIsClean() };
  } finally {
    cleanPrototype();
  }
}

describe('no request reaches a prototype (one customer poisoned the whole process)', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    ({ auth } = await signUpAndIn(t));
  });
  afterAll(() => t.close());
  afterEach(cleanPrototype);

  it('refuses include=__proto__.errors with a 400, and later error answers keep their errors array', async () => {
    const { answers, clean } = await contained(async () => {
      const attack = await t.app.inject({
        method: 'GET',
        url: '/api/states?include=__proto__.errors',
        headers: auth,
      });
      // Another user's error answer, after the attack.
      const later = await t.app.inject({ method: 'GET', url: '/api/states' });
      return { attack, later };
    });
    expect(clean).toBe(true);
    expect(answers.attack.statusCode).toBe(400);
    expect(answers.attack.json().errors[0]).toMatchObject({
      status: '400',
      title: 'Requisição inválida',
      detail: 'O nome "__proto__" não é aceito.',
      source: { parameter: 'include' },
    });
    expect(answers.later.statusCode).toBe(401);
    expect(Array.isArray(answers.later.json().errors)).toBe(true);
    expect(answers.later.json().errors[0].status).toBe('401');
  });

  it('refuses include=constructor.prototype.ssl, and the database keeps answering', async () => {
    const { answers, clean } = await contained(async () => {
      const attack = await t.app.inject({
        method: 'GET',
        url: '/api/states?include=district,constructor.prototype.ssl',
        headers: auth,
      });
      const states = await t.app.inject({ method: 'GET', url: '/api/states', headers: auth });
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      return { attack, states, ready };
    });
    expect(clean).toBe(true);
    expect(answers.attack.statusCode).toBe(400);
    expect(answers.attack.json().errors[0].detail).toBe('O nome "constructor" não é aceito.');
    expect(answers.states.statusCode).toBe(200);
    expect(answers.ready.statusCode).toBe(200);
  });

  it('refuses prototype names anywhere in an include path, and still includes real relationships', async () => {
    for (const include of ['prototype', 'cities.__proto__', 'a.constructor']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/states?include=${include}`,
        headers: auth,
      });
      expect(response.statusCode, include).toBe(400);
    }
    const cities = await t.app.inject({ method: 'GET', url: '/api/cities?include=state', headers: auth });
    expect(cities.statusCode).toBe(200);
  });

  it('refuses prototype names as filter keys and sort fields with a 400 on that parameter', async () => {
    const filter = await t.app.inject({
      method: 'GET',
      url: '/api/orders?filter[__proto__]=x',
      headers: auth,
    });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().errors[0].source).toEqual({ parameter: 'filter[__proto__]' });
    const byConstructor = await t.app.inject({
      method: 'GET',
      url: '/api/states?sort=-constructor',
      headers: auth,
    });
    expect(byConstructor.statusCode).toBe(400);
    expect(byConstructor.json().errors[0].source).toEqual({ parameter: 'sort' });
    const orders = await t.app.inject({ method: 'GET', url: '/api/orders?sort=constructor', headers: auth });
    expect(orders.statusCode).toBe(400);
    // A top-level query key of that name is inert: the query object has no prototype to reach.
    const inert = await t.app.inject({ method: 'GET', url: '/api/states?__proto__[x]=1', headers: auth });
    expect(inert.statusCode).toBe(200);
    expect(prototypeIsClean()).toBe(true);
  });

  it('refuses JSON and JSON:API bodies naming a prototype, at any depth and however escaped', async () => {
    const bodies: [string, string][] = [
      ['application/json', '{"email":"a@b.com","password":"x","__proto__":{"polluted":1}}'],
      ['application/json', '{"email":"a@b.com","password":"x","constructor":{"prototype":{"polluted":1}}}'],
      ['application/json; charset=utf-8', '{"email":"a@b.com","password":"x","\\u005f_proto__":{"x":1}}'],
      ['application/vnd.api+json', '{"data":{"attributes":{"nested":[{"prototype":{"x":1}}]}}}'],
    ];
    for (const [contentType, payload] of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/authentication',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().errors[0].title, payload).toBe('Requisição inválida');
      expect(response.json().errors[0].detail, payload).toMatch(
        /^O nome "(__proto__|constructor|prototype)" não é aceito\.$/,
      );
    }
    expect(prototypeIsClean()).toBe(true);
  });

  it('refuses a form body naming a prototype, and still reads an ordinary form sign-in', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.com&password=x&__proto__=1',
    });
    expect(refused.statusCode).toBe(400);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.com&password=errada',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('accepts those words as values, and answers malformed JSON with a pt-BR 400', async () => {
    const asValue = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'constructor@prototype.com', password: '__proto__ prototype' },
    });
    expect(asValue.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: '{"data":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].detail).toBe('O corpo da requisição não é um JSON válido.');
  });
});

describe('readiness really asks the database', () => {
  it('answers 503 once the database stops answering', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database, workJobs: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await database.close();
      const down = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });
});
