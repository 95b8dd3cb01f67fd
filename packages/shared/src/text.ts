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
