import { describe, expect, it } from 'vitest';
import { truncateDescription } from './product-card.tsx';
import { productImageSources } from './product-image.tsx';
import { remainingUntil } from './use-countdown.ts';

describe('product card helpers', () => {
  it('keeps a short description as it is', () => {
    expect(truncateDescription('A gentle cleanser.')).toBe('A gentle cleanser.');
  });

  it('cuts a long description to 80 characters on a word boundary, with an ellipsis', () => {
    const text = 'word '.repeat(40);
    const cut = truncateDescription(text);
    expect(cut.length).toBeLessThanOrEqual(81);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
  });

  it('offers the 300 px and 600 px files of an uploaded product image', () => {
    expect(productImageSources('/uploads/products/cerave-600.webp')).toEqual({
      src: '/uploads/products/cerave-600.webp',
      srcSet: '/uploads/products/cerave-300.webp 300w, /uploads/products/cerave-600.webp 600w',
    });
    expect(productImageSources('https://cdn.example.com/a.png')).toEqual({
      src: 'https://cdn.example.com/a.png',
    });
  });

  it('splits the time left into days, hours, minutes and seconds, never below zero', () => {
    const now = Date.UTC(2025, 0, 1);
    expect(remainingUntil(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toMatchObject({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(remainingUntil(now - 1000, now)).toMatchObject({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      total: 0,
    });
  });
});
