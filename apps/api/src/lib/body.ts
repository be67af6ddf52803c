import { messages } from '@brilho/domain';
import type { ZodType } from 'zod';
import { fieldErrors, zodToApiError } from './errors';

interface JsonApiBody {
  data?: { id?: unknown; type?: unknown; attributes?: unknown; relationships?: unknown };
}

/** The attributes of a JSON:API body (`data.attributes`), or the body itself when the client sent plain JSON. */
export function attributesOf(body: unknown): Record<string, unknown> {
  if (body && typeof body === 'object') {
    const data = (body as JsonApiBody).data;
    if (data && typeof data === 'object' && data.attributes && typeof data.attributes === 'object') {
      return data.attributes as Record<string, unknown>;
    }
    return body as Record<string, unknown>;
  }
  return {};
}

/** `data.relationships.<name>.data.id`, when present. */
export function relationshipId(body: unknown, name: string): string | null {
  const relationships = (body as JsonApiBody | null)?.data?.relationships as
    | Record<string, { data?: { id?: unknown } | null }>
    | undefined;
  const id = relationships?.[name]?.data?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** `data.relationships.<name>.data.id`, or a 422 'Campo obrigatório' on that relationship. */
export function requiredRelationshipId(body: unknown, name: string): string {
  const id = relationshipId(body, name);
  if (id === null)
    throw fieldErrors([
      { field: name, title: messages.common.required, pointer: `/data/relationships/${name}` },
    ]);
  return id;
}

/** `data.relationships.<name>.data` as `{ type, id }`, when an id is present (the type may be missing). */
export function relationshipRef(body: unknown, name: string): { type: string | null; id: string } | null {
  const relationships = (body as JsonApiBody | null)?.data?.relationships as
    | Record<string, { data?: { id?: unknown; type?: unknown } | null }>
    | undefined;
  const data = relationships?.[name]?.data;
  const id = relationshipId(body, name);
  if (id === null) return null;
  return { type: typeof data?.type === 'string' ? data.type : null, id };
}

/** Validates with a domain schema; failures become a 422 whose pointers sit under `base`. */
export function parseWith<T>(schema: ZodType<T>, value: unknown, base = '/data/attributes'): T {
  const result = schema.safeParse(value);
  if (!result.success) throw zodToApiError(result.error, base);
  return result.data;
}
