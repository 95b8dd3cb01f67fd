import { describe, expect, it } from 'vitest';
import { formatIraqiMobile } from './phone.ts';

describe('formatIraqiMobile', () => {
  it.each([
    ['+9647712345001', '0771 234 5001'],
    ['07712345001', '0771 234 5001'],
    ['00964 771 234 5001', '0771 234 5001'],
    ['٠٧٧١٢٣٤٥٠٠١', '0771 234 5001'],
  ])('writes %s as Iraqis do', (input, expected) => {
    expect(formatIraqiMobile(input)).toBe(expected);
  });

  it('leaves a number that is not an Iraqi mobile as it was given (a landline, a foreign number)', () => {
    expect(formatIraqiMobile('+966501234567')).toBe('+966501234567');
    expect(formatIraqiMobile('01 717 0000')).toBe('01 717 0000');
  });
});
