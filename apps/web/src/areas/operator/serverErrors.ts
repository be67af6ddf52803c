import { messages } from '@brilho/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, type ApiErrorObject } from '../../lib/api/client';

/**
 * The text to show for one server error. Duplicates carry `detail` 'já está sendo usado'
 * (docs/api/places.md); a title that already says it wins, a generic one gives way to the detail.
 */
function textOf(error: ApiErrorObject): string {
  if (error.detail && !error.title.includes(error.detail)) return error.detail;
  return error.title;
}

export interface ServerErrors {
  /** By the pointer's last segment: `/data/attributes/rating/rating_min` → `rating_min`. */
  fields: Record<string, string>;
  /** Errors that point at no field of the form (shown above the buttons). */
  other: string[];
}

export function serverErrorsOf(error: ApiError, fieldNames: readonly string[]): ServerErrors {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const item of error.errors) {
    const field = item.source?.pointer?.split('/').pop();
    if (field && fieldNames.includes(field)) {
      if (!(field in fields)) fields[field] = textOf(item);
    } else other.push(textOf(item));
  }
  return { fields, other };
}

/**
 * Puts a 422's errors on the form's fields (the first one focused); returns what is left for the form
 * as a whole, or null when the failure is not a 422 (the caller shows its own message).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const { fields, other } = serverErrorsOf(error, fieldNames);
  let first = true;
  for (const name of fieldNames) {
    const message = fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return other;
}

/** The console's text for a failure the API explains (its pt-BR title), or the generic one. */
export const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : messages.common.unexpected;
