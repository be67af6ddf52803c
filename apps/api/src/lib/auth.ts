import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, Role } from '../context';
import { ERROR_TEXTS } from '../words/errors';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export const UNAUTHORIZED_TITLE = ERROR_TEXTS.unauthorized;

/** Reads `Authorization: Bearer <token>`; the token is resolved once per request by `resolve`. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

export function registerAuthentication(
  app: FastifyInstance,
  resolve: (token: string) => Promise<Actor | null>,
): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.actor = token ? await resolve(token) : null;
  });
}

/** The signed-in caller, or 401 'Não autorizado'. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new ApiError(401, UNAUTHORIZED_TITLE);
  return request.actor;
}

/** The signed-in caller with one of `roles`, else 403 (401 when signed out). */
export function requireRole(request: FastifyRequest, ...roles: Role[]): Actor {
  const actor = requireActor(request);
  if (!roles.includes(actor.role)) throw new ApiError(403, ERROR_TEXTS.noPermission);
  return actor;
}
