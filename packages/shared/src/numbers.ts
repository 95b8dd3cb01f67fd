import { z } from 'zod';
import { toLatinDigits } from './digits.ts';

/** The largest value a PostgreSQL `integer` column holds: every id, count and amount we store fits in it. */
export const INT4_MAX = 2_147_483_647;

/**
 * Text a person typed as a whole number: Latin, Arabic-Indic or Persian digits, and nothing between them.
 * A separator is refused, not dropped: "1,0" would otherwise order 10 units, and "1,000" or "1.000" means one
 * to a person whose comma or point marks decimals (issue 46). Anything else (hex, exponents, fractions,
 * booleans, blanks) is passed on unchanged too, so the number schema refuses it instead of guessing what it meant.
 */
function wholeNumberText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  // Spaces a person typed around it go; a line break or tab ("1\r\n" in a path) is not typing, and is refused.
  const digits = toLatinDigits(value.replace(/^ +| +$/g, ''));
  return /^-?\d{1,16}$/.test(digits) ? Number(digits) : value;
}

/**
 * A whole number from a client, as a JSON integer or as decimal text (query strings, path ids, form
 * fields). Bounded on both sides: by default 0 to the largest stored integer. A codec, so a response
 * holding the number serialises through the same schema.
 */
export const wholeNumber = (opts: { min?: number; max?: number; message?: string } = {}) => {
  const { message } = opts;
  return z.codec(
    z.union([z.number(), z.string()], { error: message }),
    z
      .number({ error: message })
      .int(message)
      .min(opts.min ?? 0, message)
      .max(opts.max ?? INT4_MAX, message),
    { decode: (value) => wholeNumberText(value) as number, encode: (n) => n },
  );
};

/** A row id in a path, a query or a body. */
export const idNumber = (message?: string) => wholeNumber({ min: 1, message });

/** `?page=` of a paged list. */
export const pageNumber = () => wholeNumber({ min: 1, max: 100_000 }).default(1);

/** `?per_page=` (or `?limit=`) of a paged list. */
export const perPage = (defaultSize: number, max = 100) => wholeNumber({ min: 1, max }).default(defaultSize);

/** A non-negative decimal (a rate): a JSON number, or decimal text with a Latin or Arabic decimal point. */
export const decimalNumber = (opts: { max: number; message?: string }) => {
  const { message } = opts;
  return z.codec(
    z.union([z.number(), z.string()], { error: message }),
    z.number({ error: message }).min(0, message).max(opts.max, message),
    { decode: (value) => decimalText(value) as number, encode: (n) => n },
  );
};

function decimalText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = toLatinDigits(value.trim()).replace('\u066b', '.');
  return /^\d{1,12}(\.\d{1,6})?$/.test(text) ? Number(text) : value;
}
