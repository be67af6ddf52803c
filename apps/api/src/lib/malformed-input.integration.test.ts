import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld } from '../modules/orders/test-fixtures';
import { operatorSignedIn, physicalSignupBody, signUpAndIn } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/app';
import { uuidParamsOf } from './route-params';

/** Malformed ids, pages, bodies and content types answer 4xx at the boundary. */
describe('malformed input at the boundary', () => {
  let t: TestApp;
  let customer: { accountId: string; auth: Record<string, string> };
  let operator: { auth: Record<string, string> };

  beforeAll(async () => {
    t = await buildTestApp();
    await seedWorld(t);
    customer = await signUpAndIn(t);
    operator = await operatorSignedIn(t);
  });
  afterAll(() => t.close());

  const send = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    options: { headers?: object; payload?: string; type?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...options.headers, ...(options.type ? { 'content-type': options.type } : {}) },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
  const firstError = (response: { json(): unknown }) =>
    (response.json() as { errors: { status: string; title: string; detail?: string; source?: object }[] })
      .errors[0]!;

  describe('ids in the path', () => {
    it('answers a non-uuid id with 404 before it reaches SQL, whoever asks', async () => {
      const body = JSON.stringify({ data: { attributes: { birthdate: '15/03/1990' } } });
      for (const [method, url, headers] of [
        ['PATCH', '/api/profiles/abc', customer.auth],
        ['PATCH', '/api/phones/abc', customer.auth],
        ['GET', '/api/operator/professionals/1', operator.auth],
        ['GET', '/api/addresses/..%2F..%2Fetc', customer.auth],
        ['PATCH', '/api/profiles/abc', {}],
      ] as const) {
        const response = await send(method, url, {
          headers,
          payload: body,
          type: 'application/vnd.api+json',
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(firstError(response).title).toBe('Não encontrado');
      }
    });

    it('lets a route name what was not found', async () => {
      const response = await send('GET', '/api/orders/abc', { headers: customer.auth });
      expect(response.statusCode).toBe(404);
      expect(firstError(response).title).toBe('Pedido não encontrado!');
    });

    it('checks every :id and :…Id param but leaves codes, tokens and the sandbox charge ids alone', () => {
      expect(uuidParamsOf('/api/orders/:id/credit')).toEqual(['id']);
      expect(uuidParamsOf('/api/operator/support/conversations/:accountId/messages')).toEqual(['accountId']);
      expect(uuidParamsOf('/api/operator/customers/:id/:action')).toEqual(['id']);
      expect(uuidParamsOf('/api/password-recovery/:token')).toEqual([]);
      expect(uuidParamsOf('/api/cep/:cep')).toEqual([]);
      expect(uuidParamsOf('/api/localities/estados/:id/municipios')).toEqual([]);
      expect(uuidParamsOf('/api/sandbox-gateway/boletos/:chargeId/pay')).toEqual([]);
    });

    it('still serves the IBGE code of a state, which is not a uuid', async () => {
      expect((await send('GET', '/api/localities/estados/41/municipios')).statusCode).toBe(200);
    });
  });

  describe('ids in bodies', () => {
    it('refuses a malformed termsOfUseId with 422 pointing at it', async () => {
      const response = await send('POST', '/api/accounts-terms-of-use', {
        headers: customer.auth,
        type: 'application/vnd.api+json',
        payload: JSON.stringify({ data: { attributes: { termsOfUseId: 'abc', accepted: true } } }),
      });
      expect(response.statusCode).toBe(422);
      expect(firstError(response)).toMatchObject({
        title: 'Termos de uso não encontrados',
        source: { pointer: '/data/attributes/termsOfUseId' },
      });
    });
  });

  describe('bodies', () => {
    it('answers a null relationship in sign-up with 422 pointing at it', async () => {
      const response = await send('POST', '/api/physicals', {
        type: 'application/vnd.api+json',
        payload: JSON.stringify({ data: { relationships: { account: null } } }),
      });
      expect(response.statusCode).toBe(422);
      expect(firstError(response).source).toEqual({ pointer: '/data/relationships/account' });
    });

    it('answers a body or data that is not an object, or containers of the wrong type, with 422 and a pointer', async () => {
      const valid = physicalSignupBody();
      const cases: [unknown, string][] = [
        [null, ''],
        [[], ''],
        [42, ''],
        [{ data: null }, '/data'],
        [{ data: [] }, '/data'],
        [{ data: 'x' }, '/data'],
        [{ data: { attributes: [] } }, '/data/attributes'],
        [{ data: { relationships: 'x' } }, '/data/relationships'],
        [{ data: { id: { x: 1 } } }, '/data/id'],
        [
          {
            data: { ...valid.data, relationships: { ...valid.data.relationships, phones: { data: [null] } } },
          },
          '/data/relationships/phones/data/0',
        ],
      ];
      for (const [body, pointer] of cases) {
        const response = await send('POST', '/api/physicals', {
          type: 'application/json',
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(firstError(response)).toMatchObject({ title: 'Dados inválidos', source: { pointer } });
      }
    });

    it('leaves a JSON string to the route, which refuses it in Portuguese', async () => {
      const response = await send('POST', '/api/physicals', { type: 'application/json', payload: '"texto"' });
      expect(response.statusCode).toBe(422);
      expect(firstError(response).title).toMatch(/^Entrada inválida/);
    });

    it('still signs up with a whole document', async () => {
      const response = await send('POST', '/api/physicals', {
        type: 'application/vnd.api+json',
        payload: JSON.stringify(physicalSignupBody({ email: 'inteira@exemplo.com' })),
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('pages', () => {
    it('refuses huge, negative, non-numeric or repeated page values on a list with 400 naming the parameter', async () => {
      for (const [query, parameter] of [
        ['page[number]=99999999999999999999', 'page[number]'],
        ['page[number]=-1', 'page[number]'],
        ['page[size]=abc', 'page[size]'],
        ['page[number]=1&page[number]=2', 'page[number]'],
        ['page[offset]=99999999999999999999', 'page[offset]'],
      ]) {
        const response = await send('GET', `/api/states?${query}`, { headers: customer.auth });
        expect(response.statusCode, query).toBe(400);
        expect(firstError(response)).toMatchObject({
          title: 'Parâmetro de paginação inválido',
          source: { parameter },
        });
      }
    });

    it('pages the operator lists through the same parser', async () => {
      const response = await send('GET', '/api/operator/orders?page[number]=99999999999999999999', {
        headers: operator.auth,
      });
      expect(response.statusCode).toBe(400);
      expect(firstError(response).source).toEqual({ parameter: 'page[number]' });
    });
  });

  describe('content types', () => {
    it('answers invalid JSON with 400 and an unknown content type with 415, in pt-BR', async () => {
      const invalid = await send('POST', '/api/authentication', {
        type: 'application/json',
        payload: '{"email":',
      });
      expect(invalid.statusCode).toBe(400);
      expect(firstError(invalid).detail).toBe('O corpo da requisição não é um JSON válido.');
      const invalidJsonApi = await send('POST', '/api/physicals', {
        type: 'application/vnd.api+json',
        payload: '{"data":',
      });
      expect(invalidJsonApi.statusCode).toBe(400);
      const xml = await send('POST', '/api/physicals', { type: 'application/xml', payload: '<a/>' });
      expect(xml.statusCode).toBe(415);
      expect(firstError(xml).detail).toBe('Tipo de conteúdo não suportado');
    });

    it('answers plain text where JSON is expected with 415, and a broken multipart upload with 400', async () => {
      const text = await send('POST', '/api/physicals', { type: 'text/plain', payload: 'oi' });
      expect(text.statusCode).toBe(415);
      expect(firstError(text).detail).toBe('Tipo de conteúdo não suportado');
      const multipart = await send('POST', '/api/upload', {
        type: 'multipart/form-data; boundary=x',
        payload: '{"data":{}}',
      });
      expect(multipart.statusCode).toBe(400);
      expect(firstError(multipart).title).toBe('Envio de arquivo inválido');
    });
  });
});
