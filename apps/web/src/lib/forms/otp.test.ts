import { describe, expect, it } from 'vitest';
import { isCompleteOtp, normalizeOtp } from './otp.ts';
import { secondsUntil } from './use-resend-countdown.ts';

describe('normalizeOtp', () => {
  it('turns Arabic-Indic and Persian digits into Latin ones', () => {
    expect(normalizeOtp('١٢٣٤٥٦')).toBe('123456');
    expect(normalizeOtp('۱۲۳۴۵۶')).toBe('123456');
    expect(normalizeOtp('12٣4۵6')).toBe('123456');
  });

  it('drops spaces and anything that is not a digit, and keeps six digits at most', () => {
    expect(normalizeOtp(' 123 456 ')).toBe('123456');
    expect(normalizeOtp('12-34-56-78')).toBe('123456');
    expect(normalizeOtp('abc')).toBe('');
  });

  it('knows a complete code', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('١٢٣٤٥٦')).toBe(false);
  });
});

describe('secondsUntil', () => {
  it('rounds up and never goes below zero', () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 800)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
    expect(secondsUntil(60_000, 61_000)).toBe(0);
  });
});
