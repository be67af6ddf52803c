import { ERROR_TEXTS, REQUEST_TEXTS } from '../words/errors';
import { ApiError } from './errors';

/**
 * Names that reach an object's prototype when used as a key (`obj.__proto__.x = …`,
 * `obj.constructor.prototype.x = …`). No Brilho field, relationship, filter or sort is called so; a request
 * using one is an attack on the process (`include=__proto__.errors` emptied every error answer).
 */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function isPrototypeName(name: string): boolean {
  return PROTOTYPE_NAMES.has(name);
}

/** The 400 for a request naming `__proto__`, `constructor` or `prototype` (in a query parameter or a body). */
export function prototypeNameRefused(name: string, at: { parameter?: string; pointer?: string }): ApiError {
  return new ApiError(400, ERROR_TEXTS.badRequest, {
    detail: REQUEST_TEXTS.prototypeName(name),
    ...(at.parameter ? { parameter: at.parameter } : {}),
    ...(at.pointer ? { pointer: at.pointer } : {}),
  });
}
