import { toLatinDigits } from './digits.ts';

/**
 * Search normalisation: the one place that decides which spellings count as the same.
 * Product search text is stored already normalised by this function and every query
 * goes through it too, so the database only compares folded text.
 */
const LETTER_FOLDS: Record<string, string> = {
  // hamza and madda carriers of alef, and alef wasla
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  // ta marbuta, alef maqsura, hamza on waw and ya
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
  // Persian and Kurdish letters that Iraqi keyboards produce
  پ: 'ب',
  ڤ: 'ف',
  گ: 'ك',
  چ: 'ج',
  ک: 'ك',
  ی: 'ي',
  ە: 'ه',
};

// Harakat, superscript alef, Quranic marks and tatweel carry no meaning for search.
const MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

export function normalizeSearchText(text: string): string {
  return toLatinDigits(text)
    .normalize('NFC')
    .replace(MARKS, '')
    .replace(FOLDABLE, (ch) => LETTER_FOLDS[ch] ?? ch)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
