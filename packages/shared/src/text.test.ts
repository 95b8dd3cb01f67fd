import { describe, expect, it } from 'vitest';
import { isCleanText, SINGLE_LINE_MESSAGE, singleLine } from './text.ts';

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

describe('singleLine', () => {
  const name = singleLine().min(2).max(100);

  it('accepts Arabic and English names, with the marks Arabic text uses', () => {
    for (const text of ['زينب علي', 'Zainab Ali', 'صيدلية\u200Fالشفاء', 'Dr. Ali \u061Cحسن'])
      expect(name.parse(text)).toBe(text);
  });

  it('trims a line break at either end, as it trims spaces', () => {
    expect(name.parse('\r\nزينب\n')).toBe('زينب');
  });

  it('refuses line breaks, tabs and the direction embeddings, overrides and isolates inside', () => {
    const bad = ['Ali\r\nSubject: x', 'a\nb', 'a\tb', 'a\u2028b', 'a\u2029b', 'a\u0085b'];
    for (const cp of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0xfffe, 0xffff])
      bad.push(`ab${String.fromCharCode(cp)}cd`);
    for (const text of bad) {
      const res = name.safeParse(text);
      expect(res.success, JSON.stringify(text)).toBe(false);
      expect(res.error?.issues.map((i) => i.message)).toContain(SINGLE_LINE_MESSAGE);
    }
  });
});
