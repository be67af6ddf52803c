import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, z } from 'zod';
import { ERROR_TEXTS } from '../words/errors';
import { JSON_API_MEDIA_TYPE } from './media-type';

export interface ErrorObject {
  status: string;
  title: string;
  detail?: string;
  code?: string;
  source?: { pointer?: string; parameter?: string };
  /** `correlation_id` on a 500: the request id of the log line, which the web shows so support finds it. */
  meta?: Record<string, unknown>;
}

/** An error the client should see as written. `title` is the pt-BR text the web shows. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly options: {
      detail?: string;
      code?: string;
      pointer?: string;
      /** The query parameter at fault (`filter[display_name]`), for errors that are not about the body. */
      parameter?: string;
      errors?: ErrorObject[];
    } = {},
  ) {
    super(title);
  }

  toErrors(): ErrorObject[] {
    if (this.options.errors) return this.options.errors;
    const error: ErrorObject = { status: String(this.status), title: this.title };
    if (this.options.detail) error.detail = this.options.detail;
    if (this.options.code) error.code = this.options.code;
    if (this.options.pointer) error.source = { pointer: this.options.pointer };
    else if (this.options.parameter) error.source = { parameter: this.options.parameter };
    return [error];
  }
}

export const notFound = (title: string = ERROR_TEXTS.notFound) => new ApiError(404, title);
export const forbidden = (title: string = ERROR_TEXTS.forbidden) => new ApiError(403, title);
export const unauthorized = (title: string = ERROR_TEXTS.unauthorized) => new ApiError(401, title);

/** A 422 with one error per field; `field` becomes `/data/attributes/<field>`. */
export function fieldErrors(
  errors: { field: string; title: string; detail?: string; pointer?: string }[],
): ApiError {
  return new ApiError(422, errors[0]?.title ?? ERROR_TEXTS.invalid, {
    errors: errors.map((e) => ({
      status: '422',
      title: e.title,
      ...(e.detail ? { detail: e.detail } : {}),
      source: { pointer: e.pointer ?? `/data/attributes/${e.field}` },
    })),
  });
}

/** The constraint behind a PostgreSQL unique violation (23505), on PGlite and node-postgres alike; else null. */
export function uniqueViolationOf(error: unknown): string | null {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  return cause?.code === '23505' ? (cause.constraint ?? '') : null;
}

export function zodToApiError(error: ZodError, base = '/data/attributes'): ApiError {
  return new ApiError(422, error.issues[0]?.message ?? ERROR_TEXTS.invalid, {
    errors: error.issues.map((issue) => ({
      status: '422',
      title: issue.message,
      source: { pointer: [base, ...issue.path.map(String)].join('/') },
    })),
  });
}

/** The PostgreSQL SQLSTATE behind a query error, on PGlite and node-postgres alike (Drizzle wraps it in `cause`). */
function sqlStateOf(error: unknown): string | null {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code =
    (cause && typeof cause === 'object' ? cause.code : undefined) ?? (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/**
 * Database errors that are the client's input, not our bug: a value SQL could not read (22P02: 'abc' as a
 * uuid), a number out of range (22003), a too-long text (22001), a bad date (22007/22008), a row that does
 * not exist (23503) or already does (23505), overlapping time (23P01). Routes validate at the boundary; this
 * is the last line, so a check a route forgot answers 404/409/422 instead of 500. Anything else stays a 500.
 */
const USER_SQL_ERRORS: Readonly<Record<string, { status: number; title: string }>> = {
  '22P02': { status: 404, title: ERROR_TEXTS.notFound },
  '22003': { status: 422, title: ERROR_TEXTS.invalid },
  '22001': { status: 422, title: ERROR_TEXTS.invalid },
  '22007': { status: 422, title: ERROR_TEXTS.invalid },
  '22008': { status: 422, title: ERROR_TEXTS.invalid },
  '23503': { status: 422, title: ERROR_TEXTS.invalid },
  '23505': { status: 409, title: ERROR_TEXTS.conflict },
  '23P01': { status: 409, title: ERROR_TEXTS.conflict },
};

export const GENERIC_ERROR_TITLE = ERROR_TEXTS.generic;

export function registerErrorHandling(app: FastifyInstance): void {
  // A schema without its own text still answers in Portuguese ('Entrada inválida: esperava um objeto…').
  z.config(z.locales.ptBR());
  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    let apiError: ApiError;
    if (error instanceof ApiError) apiError = error;
    else if (error instanceof ZodError) apiError = zodToApiError(error);
    else if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) {
      apiError = new ApiError(
        error.statusCode,
        error.statusCode === 429 ? ERROR_TEXTS.tooManyRequests : ERROR_TEXTS.badRequest,
        {
          detail: ('code' in error && ERROR_TEXTS.fastify[String(error.code)]) || error.message,
        },
      );
    } else if (USER_SQL_ERRORS[sqlStateOf(error) ?? '']) {
      const { status, title } = USER_SQL_ERRORS[sqlStateOf(error)!]!;
      // Worth a look all the same: some route let this input through to SQL.
      request.log.warn({ err: error }, 'client input refused by the database');
      apiError = new ApiError(status, title);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      apiError = new ApiError(500, GENERIC_ERROR_TITLE, {
        errors: [
          {
            status: '500',
            title: GENERIC_ERROR_TITLE,
            detail: ERROR_TEXTS.reference(request.id),
            meta: { correlation_id: request.id },
          },
        ],
      });
    }
    return reply.status(apiError.status).type(JSON_API_MEDIA_TYPE).send({ errors: apiError.toErrors() });
  });
}
