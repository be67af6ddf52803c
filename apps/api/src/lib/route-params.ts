import type { FastifyInstance, FastifySchema, onRequestHookHandler, RouteOptions } from 'fastify';
import { ERROR_TEXTS } from '../words/errors';
import { ApiError } from './errors';
import { isUuid } from './ids';

/**
 * Route params that look like ids but are not our uuids, named explicitly so the rule below stays "every
 * `:id` / `:…Id` is a uuid". Params with other names (`:token`, `:cep`, `:file`, `:gateway`, `:action`) are
 * never checked here: their routes read them as what they are.
 */
const NOT_UUID_PARAMS: Readonly<Record<string, readonly string[]>> = {
  // The IBGE code of a state (`/localities/estados/41/municipios`).
  '/api/localities/estados/:id/municipios': ['id'],
  // The sandbox gateway's own charge ids (`chg_…`), not ours.
  '/api/sandbox-gateway/boletos/:chargeId.pdf': ['chargeId'],
  '/api/sandbox-gateway/boletos/:chargeId/pay': ['chargeId'],
  '/api/sandbox-gateway/charges/:chargeId/chargeback': ['chargeId'],
  // The sandbox PSP's API Pix contract: QR locations and devolução ids (`D<txid>`) are the PSP's, not ours.
  '/api/sandbox-psp/qr/v2/:locationId': ['locationId'],
  '/api/sandbox-psp/qr/v2/:locationId/pay': ['locationId'],
  '/api/sandbox-psp/v2/pix/:e2eid/devolucao/:id': ['id'],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 404 title a malformed id param answers on this route (default 'Não encontrado'). */
    notFound?: string;
  }
}

const ID_PARAM = /^(id|[a-z][A-Za-z]*Id)$/;

/** The `:name` params of a route path (`/orders/:id/credit` → `['id']`). */
export function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

/** The params of `url` that must be uuids. */
export function uuidParamsOf(url: string): string[] {
  const exempt = NOT_UUID_PARAMS[url] ?? [];
  return paramNames(url).filter((name) => ID_PARAM.test(name) && !exempt.includes(name));
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The request schema the route declared (lib/wire.ts), if any. */
  schema?: FastifySchema | undefined;
}

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered after `guardIdParams(app)`, as method + url (the route fuzz test walks them). */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(app) ?? [];
}

/**
 * One rule for every route: an id param that is not a uuid names no row, so the request answers 404 before
 * any handler (or SQL, where it would be a 500) sees it. The 404 says 'Não encontrado' unless the route
 * names its resource with `config: { notFound: '…' }`. Runs on request, so it precedes body parsing and
 * sign-in checks: a malformed id is the same 404 for everyone, which tells nobody anything.
 */
export function guardIdParams(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
    // The API only: the web's own pages (`/pesquisa/profissionais/:id`) answer their HTML 404 themselves.
    if (!route.url.startsWith('/api/')) return;
    const names = uuidParamsOf(route.url);
    if (names.length === 0) return;
    const title = route.config?.notFound ?? ERROR_TEXTS.notFound;
    const guard: onRequestHookHandler = async (request) => {
      const params = new Map(
        typeof request.params === 'object' && request.params !== null ? Object.entries(request.params) : [],
      );
      if (names.some((name) => !isUuid(params.get(name)))) throw new ApiError(404, title);
    };
    route.onRequest = [guard, ...(route.onRequest ? [route.onRequest].flat() : [])];
  });
}
