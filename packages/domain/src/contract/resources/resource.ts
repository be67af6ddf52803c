import { z } from 'zod';

/**
 * The responses' side of the wire contract (decision 0116): one zod schema per JSON:API resource's
 * attributes, in snake_case as on the wire. The API's serializers are typed by them (`serializerOf` in
 * apps/api/src/lib/jsonapi.ts: an attribute missing, mistyped or extra fails `tsc`), the OpenAPI reference shows
 * them, the web derives its types from them (`z.infer`, type-only imports) and tests build fixtures from them
 * (`@brilho/domain/contract/testing`).
 *
 * Attribute objects are strict: a key the schema does not name is refused when a test parses a real answer, so
 * the serializer and the schema cannot drift apart unnoticed.
 */

/** A moment as the API writes it: `Date#toISOString()`, UTC. */
export const isoDateTime = z.iso.datetime();
/** A calendar date, `YYYY-MM-DD`. */
export const isoDate = z.iso.date();
/** Cents. */
export const cents = z.number().int();

/** A resource's attributes: a strict object, so a test parsing a real answer catches an extra key. */
export const attributesOf = <const Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject(shape);

/** A resource known only by its identifier (a relationship's target whose attributes come from its own route). */
export const noAttributes = attributesOf({});

/** What every resource schema is: a JSON:API type and its attributes' schema. */
export interface ResourceSchema<Type extends string = string, Attributes extends z.ZodType = z.ZodType> {
  type: Type;
  attributes: Attributes;
}

const identifier = z.object({ type: z.string(), id: z.string() });
const relationship = z.object({ data: z.union([identifier, z.array(identifier), z.null()]) });

/** The resource object on the wire: `{ type, id, attributes, relationships? }`. */
export function resourceObjectOf<Type extends string, Attributes extends z.ZodType>(
  resource: ResourceSchema<Type, Attributes>,
) {
  return z.object({
    type: z.literal(resource.type),
    id: z.string(),
    attributes: resource.attributes,
    relationships: z.record(z.string(), relationship).optional(),
    links: z.record(z.string(), z.string()).optional(),
  });
}

/** A resource schema: its JSON:API type and attributes, with the wire object's schema beside them. */
export function resourceOf<const Type extends string, Attributes extends z.ZodType>(
  type: Type,
  attributes: Attributes,
) {
  const schema = { type, attributes };
  return { ...schema, object: resourceObjectOf(schema).describe(type) };
}

/** Any included resource: the document's `included` holds several types, each checked by its own schema. */
const includedResource = z.object({
  type: z.string(),
  id: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  relationships: z.record(z.string(), relationship).optional(),
});

/** `{ data: resource, included? }`: one resource. */
export function documentOf<Object extends z.ZodType>(object: Object) {
  return z.object({
    data: object,
    included: z.array(includedResource).optional(),
    meta: z.record(z.string(), z.unknown()).optional(),
    links: z.record(z.string(), z.string().nullable()).optional(),
  });
}

/** `{ data: [resource…], included?, meta: { page_count?, record_count? }, links? }`: a list. */
export function listDocumentOf<Object extends z.ZodType>(object: Object) {
  return z.object({
    data: z.array(object),
    included: z.array(includedResource).optional(),
    meta: z
      .looseObject({ page_count: z.number().int().optional(), record_count: z.number().int().optional() })
      .optional(),
    links: z.record(z.string(), z.string().nullable()).optional(),
  });
}

/**
 * A resource as the web's client hands it over: `id`, `type` and the attributes flattened on one object (the
 * related resources it resolved from `included` are added by each reader's own type).
 */
export type Flat<Resource extends ResourceSchema> = { id: string; type: Resource['type'] } & z.infer<
  Resource['attributes']
>;

/** A schema's value on the wire, for readers that import types only (the web: `import type`, no zod bundled). */
export type Wire<Schema extends z.ZodType> = z.infer<Schema>;
