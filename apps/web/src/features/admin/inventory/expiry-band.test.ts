import { describe, expect, it } from 'vitest';
import { expiryBand, shopToday } from './expiry-band.ts';

describe('expiryBand', () => {
  it('puts a batch in the first window that holds it', () => {
    expect(expiryBand(1)).toBe('d30');
    expect(expiryBand(30)).toBe('d30');
    expect(expiryBand(31)).toBe('d60');
    expect(expiryBand(60)).toBe('d60');
    expect(expiryBand(61)).toBe('d90');
    expect(expiryBand(90)).toBe('d90');
    expect(expiryBand(91)).toBe('later');
  });

  it('counts a batch as expired from its expiry date on', () => {
    expect(expiryBand(0)).toBe('expired');
    expect(expiryBand(-12)).toBe('expired');
  });
});

describe('shopToday', () => {
  it("is Baghdad's date, a day ahead of UTC late in the evening", () => {
    expect(shopToday(new Date('2025-03-10T20:59:00Z'))).toBe('2025-03-10');
    expect(shopToday(new Date('2025-03-10T21:00:00Z'))).toBe('2025-03-11');
  });
});
