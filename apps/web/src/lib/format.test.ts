import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, isolate, isolateText } from './format.ts';

describe('formatMoney', () => {
  it('writes dinars the Arabic way with Latin digits', () => {
    expect(formatMoney(12500, 'ar')).toBe('12,500 د.ع');
    expect(formatMoney(50000, 'ar')).toBe('50,000 د.ع');
    expect(formatMoney(1234567, 'ar')).toBe('1,234,567 د.ع');
  });

  it('writes dinars the English way', () => {
    expect(formatMoney(12500, 'en')).toBe('IQD 12,500');
    expect(formatMoney(5000, 'en')).toBe('IQD 5,000');
  });

  it('never shows decimals: amounts are whole dinars', () => {
    expect(formatMoney(12499.6, 'ar')).toBe('12,500 د.ع');
    expect(formatMoney(999.4, 'en')).toBe('IQD 999');
  });

  it('shows a missing or broken price as 0', () => {
    expect(formatMoney(undefined, 'ar')).toBe('0 د.ع');
    expect(formatMoney(null, 'en')).toBe('IQD 0');
    expect(formatMoney(Number.NaN, 'en')).toBe('IQD 0');
  });

  it('keeps no Arabic-Indic digits or hidden direction marks in the Arabic output', () => {
    const text = formatMoney(-7500, 'ar');
    expect(text).toBe('-7,500 د.ع');
    expect(text).not.toMatch(/[\u0660-\u0669\u200e\u200f\u061c]/);
  });
});

describe('formatNumber', () => {
  it('groups thousands with commas in both languages', () => {
    expect(formatNumber(298, 'ar')).toBe('298');
    expect(formatNumber(100000, 'ar')).toBe('100,000');
    expect(formatNumber(100000, 'en')).toBe('100,000');
  });
});

describe('formatDate', () => {
  const date = '2025-01-12T09:30:00Z';

  it('uses Iraqi month names and Latin digits in Arabic', () => {
    expect(formatDate(date, 'ar', { timeZone: 'Asia/Baghdad' })).toBe('12 كانون الثاني 2025');
  });

  it('uses day month year in English', () => {
    expect(formatDate(date, 'en', { timeZone: 'Asia/Baghdad' })).toBe('12 January 2025');
  });

  it('can add the time', () => {
    const text = formatDate(date, 'en', { timeZone: 'Asia/Baghdad', withTime: true });
    expect(text).toContain('12 January 2025');
    expect(text).toMatch(/12:30/);
    expect(formatDate(date, 'ar', { timeZone: 'Asia/Baghdad', withTime: true })).not.toMatch(
      /[\u0660-\u0669]/,
    );
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatDate(null, 'ar')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('isolate', () => {
  it('isolates a price inside a sentence and keeps it on one line', () => {
    expect(isolate(formatMoney(50000, 'ar'))).toBe('\u206850,000\u00a0د.ع\u2069');
  });
});

describe('isolateText', () => {
  it('isolates an Arabic note inside an English sentence, so its full stop stays at its own end, and lets it wrap', () => {
    const note = 'اتصلوا قبل الوصول.';
    const sentence = `Pharmacist's note: ${isolateText(note)}`;
    expect(sentence).toBe(`Pharmacist's note: \u2068${note}\u2069`);
    expect(sentence).not.toContain('\u00a0');
  });
});
