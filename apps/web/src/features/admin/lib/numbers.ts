import { toLatinDigits } from '@shop/shared/digits';
import { z } from 'zod';

/** Text typed into a number field (Arabic-Indic or Persian digits, thousands separators) as a plain string. */
export function cleanNumberText(value: unknown): unknown {
  return typeof value === 'string' ? toLatinDigits(value).replace(/[,\s\u066c]/g, '') : value;
}

/** A whole number from a text field, 0 to `max`, with the given message key when it is not one. */
export const wholeNumberField = (message: string, max = 1_000_000_000) =>
  z.preprocess(
    cleanNumberText,
    z
      .string({ error: message })
      .regex(/^\d+$/, message)
      .transform(Number)
      .pipe(z.number().int(message).min(0, message).max(max, message)),
  );

/** A number that may be empty (null), else a whole number. */
export const optionalWholeNumberField = (message: string, max = 1_000_000_000) =>
  z.preprocess(
    cleanNumberText,
    z.union([z.literal('').transform(() => null), wholeNumberField(message, max)]),
  );

/** A decimal number (rates), 0 or more. */
export const decimalField = (message: string, max = 1000) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? toLatinDigits(v)
            .replace(/\u066b/g, '.')
            .replace(/[\s,]/g, '')
        : v,
    z
      .string({ error: message })
      .regex(/^\d+(\.\d+)?$/, message)
      .transform(Number)
      .pipe(z.number().min(0, message).max(max, message)),
  );
