import { describe, expect, it } from 'vitest';
import { productInput, slugify } from './catalog-admin.ts';

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
      price: '١٢٬٥٠٠'.replace('٬', ','),
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
