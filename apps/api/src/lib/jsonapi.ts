/**
 * The one JSON:API serializer of the API. A resource serializer says how one kind of entity becomes a
 * resource object; relationships point at other serializers so `include=a.b` can walk them and fill
 * `included` once per (type, id).
 */
import type { ResourceSchema } from '@brilho/domain/contract';
import type { z } from 'zod';
import { JSON_API_MEDIA_TYPE } from './media-type';
import { isPrototypeName, prototypeNameRefused } from './prototype-names';

export { JSON_API_MEDIA_TYPE };

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface ResourceObject extends ResourceIdentifier {
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
  links?: Record<string, string>;
}

export interface JsonApiDocument {
  data: ResourceObject | ResourceObject[] | null;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
}

interface ResolvedRelation {
  serializer: ResourceSerializer<unknown>;
  /** undefined: not loaded (the relationship is left out); null: loaded and empty. */
  value: unknown;
}

export interface Relation<T> {
  resolve(entity: T): ResolvedRelation;
}

export interface ResourceSerializer<T, Attributes extends object = Record<string, unknown>> {
  type: string;
  id(entity: T): string;
  attributes(entity: T): Attributes;
  relationships?: Record<string, Relation<T>>;
}

/** Declares a relationship; the serializer is read lazily so two serializers can point at each other. */
export function relation<T, R>(
  serializer: () => ResourceSerializer<R>,
  get: (entity: T) => R | R[] | null | undefined,
): Relation<T> {
  return {
    resolve: (entity) => ({
      serializer: serializer() as unknown as ResourceSerializer<unknown>,
      value: get(entity),
    }),
  };
}

export function defineSerializer<T>(serializer: ResourceSerializer<T>): ResourceSerializer<T> {
  return serializer;
}

/** `Returned` with no key `Declared` lacks: an extra attribute becomes a `never` that nothing fits. */
type Exactly<Declared, Returned> = Returned & Record<Exclude<keyof Returned, keyof Declared>, never>;

/**
 * A serializer typed by its resource's contract schema (`@brilho/domain/contract`, decision 0116): the type is the
 * contract's, and the attributes must be what the schema describes — one missing, mistyped or not in the schema
 * fails `tsc`. Curried so the entity type is named and the attributes' type inferred:
 * `serializerOf<OrderView>()(orderResource, { id, attributes, relationships })`.
 */
export function serializerOf<T>() {
  return <Type extends string, Schema extends z.ZodType<object>, Returned extends z.input<Schema>>(
    resource: ResourceSchema<Type, Schema>,
    serializer: Omit<ResourceSerializer<T>, 'type' | 'attributes'> & {
      attributes(entity: T): Exactly<z.input<Schema>, Returned>;
    },
  ): ResourceSerializer<T, z.input<Schema> & object> & { type: Type } => ({
    ...serializer,
    type: resource.type,
  });
}

export interface IncludeTree {
  [name: string]: IncludeTree;
}

/** A tree node without a prototype: no relationship name can reach Object.prototype through it. */
const includeNode = (): IncludeTree => Object.create(null) as IncludeTree;

/**
 * `include=district.city.state,district.pricing` → a tree of relationship names. `__proto__`, `constructor` and
 * `prototype` are refused with a 400 (walking them into plain objects once poisoned the whole process).
 */
export function parseInclude(include: string | undefined | null): IncludeTree {
  const tree = includeNode();
  if (!include) return tree;
  for (const path of include.split(',')) {
    let node = tree;
    for (const name of path.trim().split('.').filter(Boolean)) {
      if (isPrototypeName(name)) throw prototypeNameRefused(name, { parameter: 'include' });
      node[name] ??= includeNode();
      node = node[name]!;
    }
  }
  return tree;
}

/** The request's `include` query value as a tree, plus what the route always includes (`always`). */
export function includeParam(query: unknown, always = ''): IncludeTree {
  const asked = (query as { include?: unknown } | null)?.include;
  return parseInclude([always, typeof asked === 'string' ? asked : ''].filter(Boolean).join(','));
}

export interface SerializeOptions {
  include?: string | IncludeTree;
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
}

class IncludedSet {
  private readonly byKey = new Map<string, ResourceObject>();
  add(resource: ResourceObject): void {
    const key = `${resource.type}:${resource.id}`;
    if (!this.byKey.has(key)) this.byKey.set(key, resource);
  }
  values(primaryKeys: Set<string>): ResourceObject[] {
    return [...this.byKey.entries()].filter(([key]) => !primaryKeys.has(key)).map(([, value]) => value);
  }
}

function toResource<T>(
  serializer: ResourceSerializer<T>,
  entity: T,
  include: IncludeTree,
  included: IncludedSet,
): ResourceObject {
  const resource: ResourceObject = {
    type: serializer.type,
    id: serializer.id(entity),
    attributes: serializer.attributes(entity),
  };
  const relationships: NonNullable<ResourceObject['relationships']> = {};
  for (const [name, rel] of Object.entries(serializer.relationships ?? {})) {
    const { serializer: target, value } = rel.resolve(entity);
    if (value === undefined) continue;
    const nested = include[name];
    const identify = (item: unknown): ResourceIdentifier => {
      if (nested) included.add(toResource(target, item, nested, included));
      return { type: target.type, id: target.id(item) };
    };
    if (value === null) relationships[name] = { data: null };
    else if (Array.isArray(value)) relationships[name] = { data: value.map(identify) };
    else relationships[name] = { data: identify(value) };
  }
  if (Object.keys(relationships).length > 0) resource.relationships = relationships;
  return resource;
}

export function serialize<T>(
  serializer: ResourceSerializer<T>,
  data: T | T[] | null,
  options: SerializeOptions = {},
): JsonApiDocument {
  const include = typeof options.include === 'object' ? options.include : parseInclude(options.include);
  const included = new IncludedSet();
  const primary =
    data === null
      ? null
      : Array.isArray(data)
        ? data.map((item) => toResource(serializer, item, include, included))
        : toResource(serializer, data, include, included);
  const primaryKeys = new Set(
    (Array.isArray(primary) ? primary : primary ? [primary] : []).map((r) => `${r.type}:${r.id}`),
  );
  const document: JsonApiDocument = { data: primary };
  const extra = included.values(primaryKeys);
  if (Object.keys(include).length > 0 || extra.length > 0) document.included = extra;
  if (options.meta) document.meta = options.meta;
  if (options.links) document.links = options.links;
  return document;
}

export interface Page {
  number: number;
  size: number;
  offset: number;
}

type Query = Record<string, unknown>;

function positiveInt(value: unknown, fallback: number): number {
  const parsed = typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** Reads `page[number]` and `page[size]` (or the spec's `page[limit]`), bounded by `maxSize`. */
export function parsePage(query: Query, defaultSize: number, maxSize = 1000): Page {
  const number = positiveInt(query['page[number]'], 1);
  const size = Math.min(positiveInt(query['page[size]'] ?? query['page[limit]'], defaultSize), maxSize);
  return { number, size, offset: (number - 1) * size };
}

/** `filter[city_id]=3` → `{ city_id: '3' }`, without a prototype; `filter[__proto__]` and the like are a 400. */
export function parseFilters(query: Query): Record<string, string> {
  const filters = Object.create(null) as Record<string, string>;
  for (const [key, value] of Object.entries(query)) {
    const match = /^filter\[([^\]]+)\]$/.exec(key);
    if (!match) continue;
    const name = match[1]!;
    if (isPrototypeName(name)) throw prototypeNameRefused(name, { parameter: key });
    if (typeof value === 'string') filters[name] = value;
  }
  return filters;
}

/** `sort=-created_at,name` → `[{ field: 'created_at', descending: true }, …]`. */
export function parseSort(value: unknown): { field: string; descending: boolean }[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value.split(',').map((part) => {
    const trimmed = part.trim();
    const sorted = trimmed.startsWith('-')
      ? { field: trimmed.slice(1), descending: true }
      : { field: trimmed, descending: false };
    // Routes look fields up in plain maps of columns, where `constructor` would be found.
    if (isPrototypeName(sorted.field)) throw prototypeNameRefused(sorted.field, { parameter: 'sort' });
    return sorted;
  });
}

/** The pagination part of a list document: `meta.page_count`, `meta.record_count` and page links. */
export function paginationOf(
  page: Page,
  recordCount: number,
  basePath: string,
): Pick<JsonApiDocument, 'meta' | 'links'> {
  const pageCount = Math.max(1, Math.ceil(recordCount / page.size));
  const link = (n: number) =>
    `${basePath}${basePath.includes('?') ? '&' : '?'}page[number]=${n}&page[size]=${page.size}`;
  return {
    meta: { page_count: pageCount, record_count: recordCount },
    links: {
      first: link(1),
      prev: page.number > 1 ? link(page.number - 1) : null,
      next: page.number < pageCount ? link(page.number + 1) : null,
      last: link(pageCount),
    },
  };
}

/** The request's path and query without its `page[...]` values: the base of the pagination links. */
export function listPath(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  const kept = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '' && !/^page(\[|%5B)/i.test(pair));
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}
