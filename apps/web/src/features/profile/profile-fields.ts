import type { UserView } from '@shop/shared/auth';
import { MINIMUM_AGE_YEARS } from '@shop/shared/constants';
import { addressValuesFromProfile } from '../../lib/address-values.ts';

/** The editable profile as the form holds it: every field a string, empty meaning "not given". */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  date_of_birth: string;
  gender: string;
}

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'address',
  'city',
  'state',
  'zip_code',
  'date_of_birth',
  'gender',
] as const satisfies readonly (keyof ProfileFormValues)[];

/**
 * The form's starting values. A customer who registered gave one full name; until first and last name are saved,
 * they are proposed from it (first word, then the rest), and saving them keeps the same full name.
 */
export function profileFormValues(user: UserView): ProfileFormValues {
  // The name and phone as a new address would take them: one rule for splitting and writing them.
  const { first_name, last_name, phone, address, city, zip_code } = addressValuesFromProfile(user);
  return {
    first_name,
    last_name,
    phone,
    address,
    city,
    state: user.state ?? '',
    zip_code,
    date_of_birth: user.date_of_birth ?? '',
    gender: user.gender ?? '',
  };
}

/** The latest birth date an adult can have today (the date input's `max`), as YYYY-MM-DD. */
export function latestAdultBirthDate(now = new Date()): string {
  const limit = new Date(
    Date.UTC(now.getUTCFullYear() - MINIMUM_AGE_YEARS, now.getUTCMonth(), now.getUTCDate()),
  );
  return limit.toISOString().slice(0, 10);
}
