import { describe, expect, it } from 'vitest';
import { addressBodyOf, addressFormValues, addressName } from './address-fields.ts';
import type { Address } from './api/get-addresses.ts';

const saved: Address = {
  id: 3,
  label: 'البيت',
  first_name: 'زينب',
  last_name: 'علي',
  phone: '07701234567',
  governorate: 'basra',
  city: 'البصرة',
  district: null,
  landmark: 'قرب جامع الأبلة',
  address: 'شارع الجزائر، دار 12',
  zip_code: null,
  location: { lat: 30.5, lng: 47.8 },
  is_default: false,
};

describe('address form values', () => {
  it('prefills a new address from the profile', () => {
    const values = addressFormValues(null, { first_name: 'زينب', phone: '07701234567', state: 'basra' });
    expect(values).toMatchObject({
      first_name: 'زينب',
      phone: '07701234567',
      governorate: 'basra',
      address: '',
    });
  });

  it('edits a saved address with empty strings for what it lacks', () => {
    expect(addressFormValues(saved, null)).toMatchObject({ district: '', zip_code: '', label: 'البيت' });
  });

  it('making an address the default sends it whole, map pin included', () => {
    const body = addressBodyOf(saved, { is_default: true });
    expect(body.is_default).toBe(true);
    expect(body.location).toEqual({ lat: 30.5, lng: 47.8 });
    expect(body.landmark).toBe('قرب جامع الأبلة');
  });

  it('names an address by its label, else by its street', () => {
    expect(addressName(saved)).toBe('البيت');
    expect(addressName({ ...saved, label: null })).toBe('شارع الجزائر، دار 12');
  });
});
