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

const product = (discountId: number | null, value = 25, ends = '2025-02-01T00:00:00.000Z') =>
  ({
    has_discount: discountId !== null,
    discount_id: discountId,
    discount_type: discountId === null ? null : 'percentage',
    discount_value: discountId === null ? null : value,
    discount_ends_at: discountId === null ? null : ends,
  }) as ProductView;

describe('the discount section a product belongs to', () => {
  const sections = [
    section(1, 'flash_sale', 25, '2025-02-01T00:00:00.000Z'),
    section(2, 'clearance', 25, '2025-02-01T00:00:00.000Z'),
  ];

  it('is the section of the discount the price comes from, even when another has the same terms', () => {
    expect(sectionOf(product(2), sections)?.kind).toBe('clearance');
    expect(sectionOf(product(1), sections)?.kind).toBe('flash_sale');
  });

  it('is none for a product without a discount or with one that is not listed', () => {
    expect(sectionOf(product(null), sections)).toBeUndefined();
    expect(sectionOf(product(9), sections)).toBeUndefined();
  });
});
