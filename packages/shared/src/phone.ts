import { toLatinDigits } from './digits.ts';

/**
 * Iraqi mobile numbers: `07` and 9 more digits, or the same with `+964`/`00964` instead of the `0`.
 * Returns the local form `07XXXXXXXXX`, or null when it is not an Iraqi mobile number.
 */
export function normalizeIraqiPhone(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s\-().]/g, '');
  const m = /^(?:\+964|00964|0)?(7\d{9})$/.exec(compact);
  return m ? `0${m[1]}` : null;
}
