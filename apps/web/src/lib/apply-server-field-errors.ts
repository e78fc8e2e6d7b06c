import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts the server's field errors (error.details [{ path, message }]) under the matching fields of
 * a form and focuses the first one. Returns the details that match no field of this form.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): { path: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const unmatched: { path: string; message: string }[] = [];
  let focused = false;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.path);
    if (!field) {
      unmatched.push(detail);
      continue;
    }
    setError(field, { type: 'server', message: detail.message }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}
