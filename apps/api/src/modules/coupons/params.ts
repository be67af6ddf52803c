import { ApiError } from '../../lib/errors';
import { ERROR_TEXTS } from '../../words/errors';

/**
 * A required query value (`?order_id=`, `?coupon_id=`) from the route's declared query, else 400 naming it, as
 * malformed query values are answered.
 */
export function requiredQueryValue(query: Readonly<Record<string, unknown>>, name: string): string {
  const value = query[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new ApiError(400, ERROR_TEXTS.badRequest, { detail: `Informe ${name}.`, parameter: name });
  return value.trim();
}
