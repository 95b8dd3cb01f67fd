import { describe, expect, it } from 'vitest';
import { normalizeIraqiPhone, phoneSearchDigits } from './phone.ts';

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

describe('phoneSearchDigits', () => {
  it.each([
    ['0771 234 5001', '7712345001'],
    ['07712345001', '7712345001'],
    ['+964 771 234 5001', '7712345001'],
    ['+9647712345001', '7712345001'],
    ['009647712345001', '7712345001'],
    ['9647712345001', '7712345001'],
    ['7712345001', '7712345001'],
    ['0771', '771'],
    ['٠٧٧١٢٣٤', '771234'],
    ['771-234', '771234'],
  ])('reads %s as the digits %s', (input, expected) => {
    expect(phoneSearchDigits(input)).toBe(expected);
  });

  it.each(['Zainab', 'a@b.iq', '07', '+964', '', 'ORD-1'])('finds no number in %s', (input) => {
    expect(phoneSearchDigits(input)).toBeNull();
  });
});
