import type { UserView } from '@shop/shared/auth';
import { describe, expect, it } from 'vitest';
import { latestAdultBirthDate, profileFormValues } from './profile-fields.ts';

const base: UserView = {
  id: 7,
  name: 'Ali Hassan Kareem',
  email: 'ali@example.com',
  first_name: null,
  last_name: null,
  phone: null,
  address: null,
  city: null,
  state: null,
  zip_code: null,
  date_of_birth: null,
  gender: null,
  roles: [{ name: 'customer' }],
  permissions: [],
  points: 0,
  is_email_verified: true,
  is_phone_verified: false,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

describe('profileFormValues', () => {
  it('proposes first and last name from the registered full name until they are saved', () => {
    const values = profileFormValues(base);
    expect(values.first_name).toBe('Ali');
    expect(values.last_name).toBe('Hassan Kareem');
    expect(values.phone).toBe('');
  });

  it('keeps saved names and fields as they are', () => {
    const values = profileFormValues({
      ...base,
      first_name: 'علي',
      last_name: null,
      state: 'basra',
      date_of_birth: '1990-05-01',
      gender: 'male',
    });
    expect(values).toMatchObject({
      first_name: 'علي',
      last_name: '',
      state: 'basra',
      date_of_birth: '1990-05-01',
      gender: 'male',
    });
  });
});

describe('latestAdultBirthDate', () => {
  it('is the same day 18 years back', () => {
    expect(latestAdultBirthDate(new Date('2026-03-15T10:00:00Z'))).toBe('2008-03-15');
  });
});
