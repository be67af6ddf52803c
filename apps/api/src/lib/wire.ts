import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { ZodType, type z } from 'zod';
import { ERROR_TEXTS, REQUEST_TEXTS } from '../words/errors';
import { ApiError, zodToApiError } from './errors';

/**
 * The wire contract's validator: every route declares its request schema (`schema.params`,
 * `schema.querystring`, `schema.body`) as zod from `@brilho/domain/contract`; Fastify runs it here after the
 * body is parsed and `lib/document.ts` has checked its containers, and the type provider
 * (`fastify-type-provider-zod`'s `ZodTypeProvider`) types `request` from the same schema — no `as` casts.
 *
 * A value the schema refuses answers in the API's own words, like the hand-written readers did: a param is a
 * 404 (it names no row), a query value a 400 naming the parameter, a body a 422 with JSON pointers.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!(schema instanceof ZodType))
    throw new Error(`A route's ${httpPart} schema must be zod (@brilho/domain/contract)`);
  return (data: unknown) => {
    // Fastify hands a bodyless request's body over as null; the schemas read that as absent (a JSON `null` body
    // never gets here: lib/document.ts refuses it first).
    const result = schema.safeParse(httpPart === 'body' && data === null ? undefined : data);
    if (result.success) return { value: result.data };
    return { error: refusal(httpPart, result.error) };
  };
};

function refusal(httpPart: string | undefined, error: z.ZodError): ApiError {
  if (httpPart === 'params') return new ApiError(404, ERROR_TEXTS.notFound);
  if (httpPart === 'querystring') {
    const issue = error.issues[0];
    const parameter = issue?.path[0];
    return new ApiError(400, ERROR_TEXTS.badRequest, {
      detail: issue?.message ?? REQUEST_TEXTS.badParameter,
      ...(parameter !== undefined ? { parameter: String(parameter) } : {}),
    });
  }
  return zodToApiError(error, '');
}

/**
 * What a route leaves undeclared: `schema` when it declares none at all; else `params` when its path has
 * `:params` or a `*` and no params schema, `body` when it takes one (POST, PUT, PATCH) and declares none. A
 * query is declared where it is read (a GET without one declares `schema: {}` or `querystring: noQuery`).
 */
export function undeclaredRequestParts(route: {
  method: string;
  url: string;
  schema?: FastifySchema | undefined;
}): string[] {
  if (!route.schema) return ['schema'];
  const missing: string[] = [];
  if (/[:*]/.test(route.url) && !route.schema.params) missing.push('params');
  if (['POST', 'PUT', 'PATCH'].includes(route.method) && !route.schema.body) missing.push('body');
  return missing;
}

/** The type provider the routes use (`instance.withTypeProvider<ZodTypeProvider>()`): `request` typed from zod. */
export type { ZodTypeProvider } from 'fastify-type-provider-zod';
