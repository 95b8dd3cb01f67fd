import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api-error.ts';

/**
 * Puts a 422 answer's field errors under the form's own fields (the first message of each field, as the spec
 * asks) and focuses the first one. Returns the messages for fields the form does not show, so the caller can
 * display them in the form's alert; an empty list means everything found its field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string[] | null {
  if (!isApiError(error) || error.status !== 422 || !error.errors) return null;
  const leftovers: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = messages.find((m) => m.trim() !== '');
    if (!first) continue;
    const known = fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message: first }, { shouldFocus: !focused });
      focused = true;
    } else leftovers.push(first);
  }
  return leftovers;
}
