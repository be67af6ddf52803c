import { idParams, jsonApiBodyWith, queryOf } from '@brilho/domain/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './errors';
import { registerBodyParsers } from './request-bodies';
import { undeclaredRequestParts, type ZodTypeProvider, zodValidatorCompiler } from './wire';

/** The validator every route's declared schema runs through: what passes is typed, what fails answers in pt-BR. */
describe('the wire contract validator (lib/wire.ts)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    registerBodyParsers(app);
    app.setValidatorCompiler(zodValidatorCompiler);
    app.withTypeProvider<ZodTypeProvider>().post(
      '/things/:id',
      {
        schema: {
          params: idParams,
          querystring: queryOf(['include']).extend({ strict: z.enum(['yes']).optional() }),
          body: jsonApiBodyWith({ count: z.number().int() }),
        },
      },
      async (request) => ({
        id: request.params.id,
        include: request.query.include ?? null,
        count: request.body?.data?.attributes?.count ?? null,
      }),
    );
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/strict/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request) => ({
        id: request.params.id,
      }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('hands the handler the parsed request, unknown query keys included', async () => {
    const response = await post('/things/a1?include=x&filter[name]=y', {
      data: { attributes: { count: 2 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'a1', include: 'x', count: 2 });
  });

  it('reads a bodyless POST as no body', async () => {
    const response = await app.inject({ method: 'POST', url: '/things/a1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBeNull();
  });

  it('answers a refused body with a 422 pointing at the attribute', async () => {
    const response = await post('/things/a1', { data: { attributes: { count: 'two' } } });
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error.source).toEqual({ pointer: '/data/attributes/count' });
    expect(error.title).toMatch(/número/);
  });

  it('answers a refused query value with a 400 naming the parameter', async () => {
    const response = await post('/things/a1?strict=no', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      title: 'Requisição inválida',
      source: { parameter: 'strict' },
    });
  });

  it('answers a refused param with a 404: it names no row', async () => {
    const response = await app.inject({ url: '/strict/abc' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].title).toBe('Não encontrado');
  });

  it('refuses a route whose schema is not zod as it starts', async () => {
    const bare = Fastify();
    bare.setValidatorCompiler(zodValidatorCompiler);
    bare.get('/json-schema', { schema: { querystring: { type: 'object' } } }, async () => ({}));
    await expect(bare.ready()).rejects.toThrow(/must be zod/);
    await bare.close();
  });
});

describe('what a route leaves undeclared', () => {
  it.each([
    [{ method: 'GET', url: '/api/x' }, ['schema']],
    [{ method: 'GET', url: '/api/x', schema: {} }, []],
    [{ method: 'GET', url: '/api/x/:id', schema: {} }, ['params']],
    [{ method: 'GET', url: '/api/files/*', schema: { params: idParams } }, []],
    [{ method: 'POST', url: '/api/x/:id', schema: { params: idParams } }, ['body']],
    [{ method: 'PATCH', url: '/api/x', schema: { body: idParams } }, []],
    [{ method: 'DELETE', url: '/api/x/:id', schema: { params: idParams } }, []],
  ])('%j lacks %j', (route, missing) => {
    expect(undeclaredRequestParts(route)).toEqual(missing);
  });
});
