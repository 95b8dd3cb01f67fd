import { z } from 'zod';

/**
 * Characters no field of ours may hold: C0 and C1 control characters other than tab and line breaks
 * (NUL among them, which PostgreSQL cannot store), DEL, and UTF-16 surrogate halves without their pair
 * (text that is not valid Unicode at all).
 */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isCleanText = (text: string): boolean => !FORBIDDEN.test(text);

export const BAD_TEXT_MESSAGE = 'This text contains characters that are not allowed';

/**
 * What a one-line field (a name, a street, a city) may not hold besides the above: tab and every line break
 * (a name of "Ali\r\nSubject: …" writes its own lines into a message), the invisible embeddings, overrides
 * and isolates that reorder how text around them is shown (U+202A–U+202E, U+2066–U+2069: «‮gpj.exe»), and
 * the noncharacters U+FFFE and U+FFFF. The marks U+200E, U+200F and U+061C stay: Arabic text uses them.
 */
const NOT_ONE_LINE = /[\t\n\v\f\r\u0085\u2028\u2029\u202a-\u202e\u2066-\u2069\ufffe\uffff]/;

export const isSingleLine = (text: string): boolean => isCleanText(text) && !NOT_ONE_LINE.test(text);

export const SINGLE_LINE_MESSAGE = 'Please write this on one line, without hidden formatting characters';

/**
 * The text of every one-line field (person and product names, address lines, cities; not notes or
 * descriptions, which may have lines): trimmed, so a line break pasted at either end goes as a space
 * would, then refused with a message naming the field if a line break or a hidden character is left
 * inside (decision 065). `error` is the field's own message for a missing value.
 */
export const singleLine = (params?: { error?: string }) =>
  z.string(params).trim().refine(isSingleLine, SINGLE_LINE_MESSAGE);
