import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Puts the server's field errors (error.details [{ path, message }], e.g. a taken username or a
 * wrong current password) under the matching fields and focuses the first. Returns how many matched.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): number {
  if (!(error instanceof ApiError)) return 0;
  let matched = 0;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.path);
    if (!field) continue;
    setError(field, { type: 'server', message: detail.message }, { shouldFocus: matched === 0 });
    matched += 1;
  }
  return matched;
}
