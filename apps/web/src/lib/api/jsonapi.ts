/** A JSON:API resource turned into a plain object: id, type, attributes and related objects side by side. */
export type Resource = { id: string; type: string } & Record<string, unknown>;

interface Identifier {
  id: string;
  type: string;
}

interface RawResource extends Identifier {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: Identifier | Identifier[] | null }>;
}

export interface RawDocument {
  data?: RawResource | RawResource[] | null;
  included?: RawResource[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
}

export interface ParsedDocument<T> {
  data: T;
  meta: Record<string, unknown>;
  links: Record<string, string | null>;
}

/**
 * Resolves `included` into nested objects. Each (type, id) becomes one object shared by every reference,
 * so cycles (an order's customer whose orders point back) resolve without infinite recursion.
 */
export function parseDocument<T = Resource | Resource[] | null>(document: RawDocument): ParsedDocument<T> {
  const raw = new Map<string, RawResource>();
  const built = new Map<string, Resource>();
  const key = (r: Identifier) => `${r.type}:${r.id}`;
  const primary =
    document.data === undefined || document.data === null
      ? []
      : Array.isArray(document.data)
        ? document.data
        : [document.data];
  for (const resource of [...primary, ...(document.included ?? [])]) raw.set(key(resource), resource);

  const build = (identifier: Identifier): Resource => {
    const existing = built.get(key(identifier));
    if (existing) return existing;
    const source = raw.get(key(identifier));
    // Identity last: JSON:API forbids attributes named id or type, but a stray one must not win.
    const object: Resource = { ...(source?.attributes ?? {}), id: identifier.id, type: identifier.type };
    built.set(key(identifier), object);
    for (const [name, relationship] of Object.entries(source?.relationships ?? {})) {
      const data = relationship.data;
      if (data === undefined) continue;
      object[name] = data === null ? null : Array.isArray(data) ? data.map(build) : build(data);
    }
    return object;
  };

  const data =
    document.data === undefined || document.data === null
      ? null
      : Array.isArray(document.data)
        ? document.data.map(build)
        : build(document.data);
  return { data: data as T, meta: document.meta ?? {}, links: document.links ?? {} };
}
