import { z } from 'zod';
import { referenceTexts } from '../messagesReference';

/**
 * The wire's common shapes, zod only: the API's routes declare them as their request schemas
 * (Fastify validates and types `request.params/query/body` from them, and the OpenAPI reference at
 * `/api/docs` is generated from them); the web may derive its request types with `z.input<…>`.
 *
 * They describe what reaches a handler and never refuse more than the handler's own reader: the pt-BR 4xx a
 * malformed value answers (`page[number]=abc`, an unknown sort, a bad attribute) stay the readers' in the API
 * (`lib/page.ts`, `lib/list-query.ts`, `lib/body.ts`), so declaring a schema changes no answer.
 */

/** One query value as the querystring parser gives it: a text, or a list when the key repeats. */
export const queryValue = z.union([z.string(), z.array(z.string())]);
export type QueryValue = z.infer<typeof queryValue>;

const optionalQuery = queryValue.optional();

/** A query with the named keys documented; other keys (`filter[...]`) pass through to the handler. */
export function queryOf<const Keys extends readonly string[]>(keys: Keys, description?: string) {
  const shape = Object.fromEntries(keys.map((key) => [key, optionalQuery])) as {
    [Key in Keys[number]]: typeof optionalQuery;
  };
  const schema = z.looseObject(shape);
  return description ? schema.describe(description) : schema;
}

/** A route that reads no query. */
export const noQuery = queryOf([]);

/** `page[number]`, `page[size]`, `page[limit]`, `page[offset]`: each list reads them (lib/page.ts). */
export const PAGE_KEYS = ['page[number]', 'page[size]', 'page[limit]', 'page[offset]'] as const;
/** A console list: search, sort and page (lib/list-query.ts), plus its own `filter[...]` keys. */
export const LIST_KEYS = [...PAGE_KEYS, 'sort', 'filter[search]'] as const;

export const pageQuery = queryOf(PAGE_KEYS, referenceTexts.pageQuery);
export const listQuery = queryOf(LIST_KEYS, referenceTexts.listQuery);
export const includeQuery = queryOf(['include']);

/**
 * Path params by name. Every `:id` / `:…Id` is checked as a uuid before validation (lib/route-params.ts:
 * a malformed id is a 404), so the schema types them as texts.
 */
export function paramsOf<const Names extends readonly string[]>(...names: Names) {
  const shape = Object.fromEntries(names.map((name) => [name, z.string()])) as {
    [Name in Names[number]]: z.ZodString;
  };
  return z.object(shape);
}

export const idParams = paramsOf('id');

/** A JSON:API resource object in a request (`lib/document.ts` has checked its containers' shape). */
export const resourceObject = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  type: z.union([z.string(), z.number()]).optional(),
  attributes: z.record(z.string(), z.unknown()).optional(),
  relationships: z.record(z.string(), z.unknown()).optional(),
});

/**
 * A request body: a JSON:API document (`{ data: { type, attributes, relationships } }`) or, where a route also
 * accepts it, plain JSON; absent on bodyless calls. Each route validates the attributes it reads with its
 * domain schema (422 with `/data/attributes/<field>` pointers).
 */
export const jsonApiBody = z
  .looseObject({ data: resourceObject.optional() })
  .optional()
  .describe('Documento JSON:API ({ data: { type, attributes, relationships } })');
export type JsonApiBody = z.infer<typeof jsonApiBody>;

/** A body a route never reads (an action such as `POST …/approve`): any JSON object, or none. */
export const anyBody = z.looseObject({}).optional();

/**
 * A JSON:API body whose attributes the route reads by these names. Each is typed `unknown` on purpose: the
 * route validates it with its own rule and pt-BR text; the names document the body and type the read.
 */
export function jsonApiBodyWith<const Shape extends Record<string, z.ZodType>>(attributes: Shape) {
  return z
    .looseObject({
      data: resourceObject.extend({ attributes: z.looseObject(attributes).optional() }).optional(),
    })
    .optional();
}

/** An attribute the route checks itself, documented by what it expects. */
export const attribute = (description: string) => z.unknown().describe(description);

/** A body read as the sender wrote it (a signed webhook): the text, checked by its signature. */
export const rawBody = z.string().optional().describe('Corpo cru, assinado pelo remetente');
