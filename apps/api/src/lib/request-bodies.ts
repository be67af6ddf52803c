import type { FastifyInstance } from 'fastify';
import { ERROR_TEXTS, REQUEST_TEXTS } from '../words/errors';
import { ApiError } from './errors';
import { JSON_API_MEDIA_TYPE } from './media-type';
import { isPrototypeName, prototypeNameRefused } from './prototype-names';

/**
 * A forbidden key can only be in the parsed value if its text is in the body, spelt out or \\u-escaped: bodies
 * without either skip the (slower) reviver.
 */
const MAY_NAME_A_PROTOTYPE = /__proto__|constructor|prototype|\\u/;

const notJson = () => new ApiError(400, ERROR_TEXTS.badRequest, { detail: REQUEST_TEXTS.bodyNotJson });

/**
 * JSON.parse that refuses `__proto__`, `constructor` and `prototype` as keys, at any depth, with a 400. JSON.parse
 * itself only makes them own properties, but one `Object.assign` or deep merge downstream would then reach the
 * prototype: refusing them at the door keeps every handler safe without each one thinking about it.
 */
export function parseJsonBody(text: string): unknown {
  if (!MAY_NAME_A_PROTOTYPE.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      throw notJson();
    }
  }
  let refused: ApiError | null = null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, function refusePrototypeNames(this: unknown, key: string, value: unknown) {
      if (isPrototypeName(key)) {
        refused ??= prototypeNameRefused(key, {});
        throw refused;
      }
      return value;
    });
  } catch {
    throw refused ?? notJson();
  }
  return parsed;
}

/** `a=1&b=2` → a null-prototype object; `__proto__=…` and the like are a 400. */
export function parseFormBody(text: string): Record<string, string> {
  const fields = Object.create(null) as Record<string, string>;
  for (const [key, value] of new URLSearchParams(text)) {
    if (isPrototypeName(key)) throw prototypeNameRefused(key, {});
    fields[key] = value;
  }
  return fields;
}

/**
 * The API's body parsers, one way for every JSON: Fastify's own application/json parser is replaced so plain
 * JSON and JSON:API bodies go through the same refusal. An empty JSON:API body reads as `{}` (the web sends
 * none on some DELETEs); an empty application/json body stays a 400, as Fastify answered it.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '')
      return done(new ApiError(400, ERROR_TEXTS.badRequest, { detail: REQUEST_TEXTS.bodyEmpty }), undefined);
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addContentTypeParser(JSON_API_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // The old API's sign-in is form-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseFormBody(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}
