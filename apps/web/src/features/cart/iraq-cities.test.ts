import { GOVERNORATE_CITIES } from '@shop/shared/cities';
import { GOVERNORATE_CODES } from '@shop/shared/governorates';
import { IRAQ_BOUNDS } from '@shop/shared/profile';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key.ts';
import { IRAQ_CITIES, searchIraqCities } from './iraq-cities.ts';

describe('the map’s local city search', () => {
  it('finds cities by part of their Arabic or English name', () => {
    expect(searchIraqCities('بصر').map((c) => c.en)).toEqual(['Basra']);
    expect(searchIraqCities('NAJ').map((c) => c.en)).toEqual(['Najaf']);
    // Hamza forms do not matter.
    expect(searchIraqCities('اربيل').map((c) => c.en)).toEqual(['Erbil']);
    expect(searchIraqCities('  ')).toEqual([]);
    expect(searchIraqCities('London')).toEqual([]);
  });

  it("names each city as the address form's suggestions do, under the same governorate", () => {
    for (const city of IRAQ_CITIES) {
      expect(GOVERNORATE_CITIES[city.governorate]).toContainEqual({ ar: city.ar, en: city.en });
    }
  });

  it('knows a centre in every governorate, all inside Iraq', () => {
    expect(new Set(IRAQ_CITIES.map((c) => c.governorate))).toEqual(new Set(GOVERNORATE_CODES));
    for (const city of IRAQ_CITIES) {
      expect(city.lat).toBeGreaterThan(IRAQ_BOUNDS.minLat);
      expect(city.lat).toBeLessThan(IRAQ_BOUNDS.maxLat);
      expect(city.lng).toBeGreaterThan(IRAQ_BOUNDS.minLng);
      expect(city.lng).toBeLessThan(IRAQ_BOUNDS.maxLng);
    }
  });
});

describe('checkout attempt keys', () => {
  it('are version 4 UUIDs, different every time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
