import { describe, expect, it } from 'vitest';
import { decimalNumber, idNumber, wholeNumber } from './numbers.ts';

describe('wholeNumber', () => {
  const n = wholeNumber({ max: 1_000_000 });

  it('reads integers and decimal digit text, Arabic-Indic and Persian digits included', () => {
    expect(n.parse(16)).toBe(16);
    expect(n.parse('16')).toBe(16);
    expect(n.parse(' ١٢٥٠ ')).toBe(1250);
    expect(n.parse('۲۵')).toBe(25);
    expect(n.parse('12000')).toBe(12000);
  });

  it('refuses separators of any kind between the digits, instead of reading "1,0" as 10', () => {
    for (const v of [
      '1,0',
      '12,000',
      '1٬0',
      '١٬٢٥٠',
      '1.000',
      '1 000',
      '1\u00a0000',
      '1\u202f000',
      "1'000",
      '1_000',
      '1٫0',
      '1,',
      ',1',
      '1\r\n',
      '\n1',
      '1\t',
      '\u202e1',
    ]) {
      expect(n.safeParse(v).success, v).toBe(false);
    }
  });

  it('refuses what is not plainly a whole number instead of guessing', () => {
    for (const v of [
      true,
      false,
      null,
      '0x10',
      '1e3',
      '1.5',
      1.5,
      '',
      ' ',
      'abc',
      '٠x١٠',
      Infinity,
      Number.NaN,
    ]) {
      expect(n.safeParse(v).success, String(v)).toBe(false);
    }
  });

  it('keeps to its bounds, beyond-integer text included', () => {
    expect(n.safeParse(-1).success).toBe(false);
    expect(n.safeParse(1_000_001).success).toBe(false);
    expect(n.safeParse('99999999999999999999').success).toBe(false);
  });

  it('ids are positive and fit a stored integer', () => {
    expect(idNumber().safeParse('0x10').success).toBe(false);
    expect(idNumber().safeParse('0').success).toBe(false);
    expect(idNumber().safeParse('2147483648').success).toBe(false);
    expect(idNumber().parse('2147483647')).toBe(2147483647);
  });
});

describe('decimalNumber', () => {
  const rate = decimalNumber({ max: 100 });
  it('reads decimals with a Latin or Arabic point and refuses the rest', () => {
    expect(rate.parse('1.5')).toBe(1.5);
    expect(rate.parse('١٫٥')).toBe(1.5);
    expect(rate.parse(2)).toBe(2);
    for (const v of [true, '0x10', '1e1', '-1', 101])
      expect(rate.safeParse(v).success, String(v)).toBe(false);
  });
});
