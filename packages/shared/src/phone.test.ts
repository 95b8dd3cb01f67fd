import { describe, expect, it } from 'vitest';
import { normalizeIraqiPhone } from './phone.ts';

describe('normalizeIraqiPhone', () => {
  it.each([
    ['07701234567', '07701234567'],
    ['0770 123 4567', '07701234567'],
    ['+964 770 123 4567', '07701234567'],
    ['00964-780-765-4321', '07807654321'],
    ['٠٧٧٠١٢٣٤٥٦٧', '07701234567'],
    ['۰۷۵۰۱۲۳۴۵۶۷', '07501234567'],
  ])('accepts %s', (input, expected) => {
    expect(normalizeIraqiPhone(input)).toBe(expected);
  });

  it.each(['0770123456', '077012345678', '06701234567', '+966501234567', 'phone', ''])(
    'refuses %s',
    (input) => {
      expect(normalizeIraqiPhone(input)).toBeNull();
    },
  );
});
