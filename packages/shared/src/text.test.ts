import { describe, expect, it } from 'vitest';
import { isCleanText } from './text.ts';

describe('isCleanText', () => {
  it('accepts Arabic, English, emoji, tabs and line breaks', () => {
    for (const text of ['صيدلية الشفاء', 'Baghdad\nKarrada\r\n\tStreet 5', 'شكراً 🌸👍🏽', '']) {
      expect(isCleanText(text)).toBe(true);
    }
  });

  it('refuses NUL and other control characters', () => {
    for (const text of ['B\u0000aghdad', '\u0007', 'a\u001bb', '\u007f', '\u0085']) {
      expect(isCleanText(text)).toBe(false);
    }
  });

  it('refuses surrogate halves without their pair', () => {
    for (const text of ['\ud800', 'a\udc00b', '\ud83d', 'x\ud83dy']) expect(isCleanText(text)).toBe(false);
  });
});
