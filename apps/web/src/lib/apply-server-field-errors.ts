import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts the server's field errors (error.details [{ path, message }], api-contract) under the
 * matching fields of a react-hook-form form and focuses the first. Returns how many it placed.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): number {
  if (!(error instanceof ApiError)) return 0;
  let placed = 0;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.path);
    if (!field) continue;
    setError(field, { type: 'server', message: detail.message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
