import type { RegisterBody } from '@shop/shared/auth';
import { PASSWORD_MAX, PASSWORD_MIN } from '@shop/shared/constants';

/** The spec's rule for the register button: name and e-mail filled, a valid password, a matching confirmation. */
export function canSubmitRegistration(values: Partial<RegisterBody>): boolean {
  const password = values.password ?? '';
  return (
    (values.name ?? '').trim() !== '' &&
    (values.email ?? '').trim() !== '' &&
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    values.password_confirmation === password
  );
}
