import type { z } from 'zod';

/**
 * Test fixtures built from the wire contract (decision 0116): `fixtureOf(orderAttributes, { status:
 * 'paid' })` is a valid order's attributes with what the test cares about overridden. The plain value of each
 * field is the simplest the schema accepts (a text '', 0, false, the first enum member, null where nullable, absent
 * where optional, an empty list); a fixed instant for date-times. Overrides are typed by the schema, so a contract
 * change breaks a fixture at compile time, and the result is parsed, so an override the schema refuses throws.
 *
 * Tests only: it reads zod's definitions, and nothing in an app's bundle imports it.
 */

/** The instant every date-time field starts at: Tuesday 2026-11-24 10:00 in São Paulo. */
export const FIXTURE_INSTANT = '2026-11-24T13:00:00.000Z';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  defaultValue?: unknown;
  format?: string;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function plainValue(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      if (def.format === 'datetime') return FIXTURE_INSTANT;
      if (def.format === 'date') return FIXTURE_INSTANT.slice(0, 10);
      return '';
    case 'number':
    case 'int':
      return 0;
    case 'boolean':
      return false;
    case 'nullable':
      return null;
    case 'optional':
    case 'undefined':
    case 'unknown':
    case 'any':
      return undefined;
    case 'default':
      return def.defaultValue;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return [];
    case 'record':
      return {};
    case 'union':
      return plainValue(def.options![0]!);
    case 'pipe':
      return plainValue(def.in!);
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {})
          .map(([key, field]) => [key, plainValue(field)] as const)
          .filter(([, value]) => value !== undefined),
      );
    default:
      throw new Error(`fixtureOf: no plain value for a zod ${def.type}`);
  }
}

/** A value the schema accepts, with `overrides` laid over its plain fields (shallow). */
export function fixtureOf<Schema extends z.ZodType<object>>(
  schema: Schema,
  overrides: Partial<z.input<Schema>> = {},
): z.output<Schema> {
  return schema.parse({ ...(plainValue(schema) as object), ...overrides });
}

/**
 * A resource as the web's client hands it over (`id`, `type`, the attributes flattened), from its contract
 * schema: `resourceFixture(orderResource, { id: 'o1', status: 'paid' })`.
 */
export function resourceFixture<Type extends string, Attributes extends z.ZodType<object>>(
  resource: { type: Type; attributes: Attributes },
  overrides: Partial<z.input<Attributes>> & { id?: string } = {},
): { id: string; type: Type } & z.output<Attributes> {
  const { id = `${resource.type}-1`, ...attributes } = overrides;
  return {
    id,
    type: resource.type,
    ...fixtureOf(resource.attributes, attributes as Partial<z.input<Attributes>>),
  };
}
