import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error.ts';
import { adminErrorMessage } from './messages.ts';

interface FormHandle<T extends FieldValues> {
  setError: UseFormSetError<T>;
  setFocus: UseFormSetFocus<T>;
}

/**
 * After a failed save: puts the server's message under each field of `fields` it names, focuses the first
 * of them, and returns the whole message for the form's alert. No toast: the alert above the submit button
 * already says it, and a toast repeating it would cover the dialog for nothing. `rename` maps a
 * server field name onto the form's own (`end_date` → `endDate`).
 */
export function reportFormError<T extends FieldValues>(
  error: unknown,
  form: FormHandle<T>,
  fields: ReadonlySet<string>,
  rename: (name: string) => string = (name) => name,
): string {
  const fieldErrors = isApiError(error) ? error.errors : undefined;
  let first: FieldPath<T> | null = null;
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    const field = rename(name);
    if (!fields.has(field) || !messages[0]) continue;
    form.setError(field as FieldPath<T>, { message: messages[0] });
    first ??= field as FieldPath<T>;
  }
  if (first) form.setFocus(first);
  return adminErrorMessage(error);
}
