import type { FastifyInstance } from 'fastify';
import { ERROR_TEXTS, REQUEST_TEXTS } from '../words/errors';
import { ApiError } from './errors';

export const INVALID_DOCUMENT = ERROR_TEXTS.invalid;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A 422 whose pointer may be '' (the whole document), which `ApiError`'s `pointer` option would drop. */
function invalidAt(pointer: string, detail: string): ApiError {
  return new ApiError(422, INVALID_DOCUMENT, {
    errors: [{ status: '422', title: INVALID_DOCUMENT, detail, source: { pointer } }],
  });
}

/** Relationships are followed this deep (the sign-up's legal representative sits at 2); deeper is refused. */
const MAX_RESOURCE_DEPTH = 4;

/**
 * A resource object as JSON:API shapes it: `attributes` and `relationships` objects, each relationship an
 * object whose `data` is a resource (or identifier), an array of them, or null; ids and types strings.
 */
function checkResource(resource: unknown, pointer: string, depth: number): void {
  if (!isObject(resource)) throw invalidAt(pointer, 'Esperado um objeto.');
  if (depth > MAX_RESOURCE_DEPTH) throw invalidAt(pointer, 'Documento aninhado demais.');
  for (const key of ['id', 'type'] as const) {
    const value = resource[key];
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number')
      throw invalidAt(`${pointer}/${key}`, 'Esperado um texto.');
  }
  if (resource.attributes !== undefined && !isObject(resource.attributes))
    throw invalidAt(`${pointer}/attributes`, 'Esperado um objeto.');
  if (resource.relationships === undefined) return;
  if (!isObject(resource.relationships)) throw invalidAt(`${pointer}/relationships`, 'Esperado um objeto.');
  for (const [name, relationship] of Object.entries(resource.relationships)) {
    const at = `${pointer}/relationships/${name}`;
    if (!isObject(relationship)) throw invalidAt(at, 'Esperado um objeto com `data`.');
    const data = relationship.data;
    if (data === undefined || data === null) continue;
    if (!Array.isArray(data)) checkResource(data, `${at}/data`, depth + 1);
    else for (const [index, item] of data.entries()) checkResource(item, `${at}/data/${index}`, depth + 1);
  }
}

/**
 * One check of every JSON request body's shape, before any route reads it: the body is an object, and its
 * `data`, when present, is a resource object (above). A route then reads fields knowing their containers
 * are objects, so `{"data":{"relationships":{"account":null}}}` is a 422 pointing at the relationship, not
 * a TypeError (500). Bodies kept raw (the gateway webhooks, a string) are the route's own business.
 */
export function checkJsonApiDocuments(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (body === undefined || typeof body === 'string' || Buffer.isBuffer(body)) return;
    if (!isObject(body)) throw invalidAt('', REQUEST_TEXTS.bodyNotObject);
    if ('data' in body) checkResource(body.data, '/data', 0);
  });
}
