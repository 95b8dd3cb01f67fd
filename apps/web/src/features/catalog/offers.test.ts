import type { DiscountSection, ProductView } from '@shop/shared/catalog';
import { describe, expect, it } from 'vitest';
import { sectionOf } from './offers-page.tsx';

const section = (
  id: number,
  kind: DiscountSection['kind'],
  value: number,
  ends: string,
): DiscountSection => ({
  id,
  name: `d${id}`,
  description: '',
  type: 'percentage',
  value,
  kind,
  target: 'product',
  starts_at: '2025-01-01T00:00:00.000Z',
  ends_at: ends,
});

const product = (value: number | null, ends: string | null) =>
  ({
    has_discount: value !== null,
    discount_type: value === null ? null : 'percentage',
    discount_value: value,
    discount_ends_at: ends,
  }) as ProductView;

describe('the discount section a product belongs to', () => {
  const sections = [
    section(1, 'flash_sale', 25, '2025-02-01T00:00:00.000Z'),
    section(2, 'clearance', 35, '2025-02-10T00:00:00.000Z'),
  ];

  it('is the live section with the same type, value and end', () => {
    expect(sectionOf(product(35, '2025-02-10T00:00:00Z'), sections)?.kind).toBe('clearance');
    expect(sectionOf(product(25, '2025-02-01T00:00:00.000Z'), sections)?.kind).toBe('flash_sale');
  });

  it('is none for a product without a discount or with an unknown one', () => {
    expect(sectionOf(product(null, null), sections)).toBeUndefined();
    expect(sectionOf(product(25, '2025-03-01T00:00:00.000Z'), sections)).toBeUndefined();
  });
});
