import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_TITLE, registerErrorHandling } from './errors';

/** An error as Drizzle raises it: the driver's error, with its SQLSTATE, as the cause. */
const queryError = (code: string) =>
  Object.assign(new Error('Failed query: select …'), { cause: Object.assign(new Error('db'), { code }) });

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { status: response.statusCode, title: response.json().errors[0].title as string };
}

describe('registerErrorHandling', () => {
  it('answers a database error caused by the client input with 404, 409 or 422, never 500', async () => {
    expect(await answerTo(queryError('22P02'))).toEqual({ status: 404, title: 'Não encontrado' });
    expect((await answerTo(queryError('22003'))).status).toBe(422);
    expect((await answerTo(queryError('22001'))).status).toBe(422);
    expect((await answerTo(queryError('22007'))).status).toBe(422);
    expect((await answerTo(queryError('23503'))).status).toBe(422);
    expect((await answerTo(queryError('23505'))).status).toBe(409);
    expect((await answerTo(queryError('23P01'))).status).toBe(409);
    // PGlite raises the driver error itself, with no Drizzle wrapper.
    expect((await answerTo(Object.assign(new Error('x'), { code: '22P02' }))).status).toBe(404);
  });

  it('keeps real bugs a 500: other SQL errors and plain exceptions', async () => {
    for (const error of [
      queryError('42P01'),
      queryError('40P01'),
      queryError('23502'),
      new TypeError('x is null'),
    ])
      expect(await answerTo(error)).toEqual({ status: 500, title: GENERIC_ERROR_TITLE });
  });
});
