import { describe, expect, it } from 'vitest';
import {
  MAX_PER_ORDER_MESSAGE,
  PRESCRIPTION_PROMOTION_MESSAGE,
  productInput,
  slugify,
} from './catalog-admin.ts';
import { hasTranslation } from './messages.ts';

describe('slugify', () => {
  it('keeps English names readable', () => {
    expect(slugify('Skin Care & Beauty')).toBe('skin-care-beauty');
    expect(slugify("L'Oréal Paris")).toBe('l-oreal-paris');
  });

  it('transliterates Arabic names instead of giving an empty slug', () => {
    expect(slugify('العناية بالبشرة')).toBe('alanaya-balbshra');
    expect(slugify('فيتامين د٣')).toBe('fytamyn-d3');
    expect(slugify('!!!')).toBe('');
  });
});

describe('productInput', () => {
  it('accepts prices and stock typed in Arabic-Indic digits', () => {
    const p = productInput.parse({
      name_ar: 'كريم',
      price: '١٢٥٠٠',
      stock: '٤٠',
      category_id: 1,
    });
    expect(p.price).toBe(12_500);
    expect(p.stock).toBe(40);
  });

  it('refuses negative prices', () => {
    expect(productInput.safeParse({ name_ar: 'كريم', price: -1, stock: 1, category_id: 1 }).success).toBe(
      false,
    );
  });
});

describe('productInput: over-the-counter limit and prescription medicines', () => {
  const base = { name_ar: 'باراسيتامول', price: 1500, stock: 40, category_id: 1 };
  const issues = (input: object) => productInput.safeParse({ ...base, ...input }).error?.issues ?? [];

  it('takes a whole limit from 1 to 1000, typed in any digits; none (left out or null) is no limit', () => {
    expect(productInput.parse({ ...base, max_per_order: 2 }).max_per_order).toBe(2);
    expect(productInput.parse({ ...base, max_per_order: '٣' }).max_per_order).toBe(3);
    expect(productInput.parse({ ...base, max_per_order: null }).max_per_order).toBeNull();
    expect(productInput.parse(base).max_per_order).toBeNull();
  });

  it('refuses 0, negatives, fractions, text and more than one order may hold, with one clear message', () => {
    for (const bad of [0, -1, 1.5, 'two', 1001, true]) {
      expect(issues({ max_per_order: bad }).map((i) => [i.path.join('.'), i.message])).toEqual([
        ['max_per_order', MAX_PER_ORDER_MESSAGE],
      ]);
    }
    expect(hasTranslation(MAX_PER_ORDER_MESSAGE)).toBe(true);
  });

  it('refuses featuring a prescription medicine or flagging it as a bestseller', () => {
    expect(
      issues({ requires_prescription: true, featured: true, bestseller: true }).map((i) => i.path[0]),
    ).toEqual(['featured', 'bestseller']);
    expect(issues({ requires_prescription: true, featured: true })[0]?.message).toBe(
      PRESCRIPTION_PROMOTION_MESSAGE,
    );
    expect(issues({ requires_prescription: true })).toEqual([]);
    expect(issues({ featured: true, bestseller: true })).toEqual([]);
    expect(hasTranslation(PRESCRIPTION_PROMOTION_MESSAGE)).toBe(true);
  });
});
