import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/errors';

/** A required query value (`?order_id=`, `?coupon_id=`), else 400 naming it, as malformed query values are answered. */
export function requiredQueryValue(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown>)[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new ApiError(400, 'Requisição inválida', { detail: `Informe ${name}.`, parameter: name });
  return value.trim();
}
