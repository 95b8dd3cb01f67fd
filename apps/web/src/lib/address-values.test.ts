import { describe, expect, it } from 'vitest';
import { addressValuesFromProfile, addressValuesOf } from './address-values.ts';

describe('address values', () => {
  it('splits a registered full name until first and last name are saved, and writes the phone as typed', () => {
    expect(
      addressValuesFromProfile({ name: 'عبد الله كريم', phone: '+9647701234567', state: 'basra' }),
    ).toEqual({
      first_name: 'عبد الله',
      last_name: 'كريم',
      phone: '07701234567',
      governorate: 'basra',
      city: '',
      district: '',
      landmark: '',
      address: '',
      zip_code: '',
      location: null,
    });
    expect(
      addressValuesFromProfile({ name: 'زينب علي', first_name: 'Zainab', last_name: '', address: 'شارع 14' }),
    ).toMatchObject({ first_name: 'Zainab', last_name: '', address: 'شارع 14' });
    expect(addressValuesFromProfile(null).governorate).toBe('');
  });

  it('shows a saved address with empty strings for what it lacks and keeps its map pin', () => {
    const values = addressValuesOf({
      id: 1,
      label: null,
      first_name: 'زينب',
      last_name: 'علي',
      phone: '07701234567',
      governorate: 'basra',
      city: 'البصرة',
      district: null,
      landmark: null,
      address: 'شارع الجزائر',
      zip_code: null,
      location: { lat: 30.5, lng: 47.8 },
      is_default: true,
    });
    expect(values).toMatchObject({
      district: '',
      landmark: '',
      zip_code: '',
      location: { lat: 30.5, lng: 47.8 },
    });
    expect(values).not.toHaveProperty('label');
  });
});
