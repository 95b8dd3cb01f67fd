import { describe, expect, it } from 'vitest';
import { cityElsewhere, GOVERNORATE_CITIES } from './cities.ts';
import { GOVERNORATES } from './governorates.ts';
import { shippingAddressInput } from './orders.ts';

describe('a city typed under a governorate', () => {
  it('is flagged when it is a listed city of another governorate, however it is spelt', () => {
    expect(cityElsewhere('basra', 'بغداد')).toBe('baghdad');
    expect(cityElsewhere('basra', ' baghdad ')).toBe('baghdad');
    expect(cityElsewhere('baghdad', 'الكوفه')).toBe('najaf');
    expect(cityElsewhere('baghdad', 'Al-Kufa')).toBe('najaf');
  });

  it('passes when it is a city of that governorate, or a town the list does not know', () => {
    expect(cityElsewhere('baghdad', 'بغداد')).toBeNull();
    expect(cityElsewhere('basra', 'البصره')).toBeNull();
    expect(cityElsewhere('basra', 'Basra')).toBeNull();
    expect(cityElsewhere('najaf', 'كوفة')).toBeNull();
    expect(cityElsewhere('basra', 'قرية السيبة')).toBeNull();
  });

  it('lists cities for every governorate, and no name under two of them', () => {
    for (const g of GOVERNORATES) expect(GOVERNORATE_CITIES[g.code].length).toBeGreaterThan(2);
    for (const g of GOVERNORATES)
      for (const city of GOVERNORATE_CITIES[g.code]) {
        expect(cityElsewhere(g.code, city.ar)).toBeNull();
        expect(cityElsewhere(g.code, city.en)).toBeNull();
      }
  });

  it('is refused on the city field of a delivery address, with the reason', () => {
    const address = {
      first_name: 'علي',
      last_name: 'حسن',
      phone: '07701234567',
      governorate: 'basra',
      city: 'بغداد',
      address: 'شارع الكورنيش',
    };
    const result = shippingAddressInput.safeParse(address);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['city'],
        message: 'This city is in another governorate: check the governorate or the city',
      }),
    ]);
    expect(shippingAddressInput.safeParse({ ...address, city: 'الزبير' }).success).toBe(true);
  });
});
