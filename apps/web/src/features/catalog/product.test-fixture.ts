import type { ProductView } from '@shop/shared/catalog';

/** A product as the API shows it, valid for the shared schema; tests change what they look at. */
export function aProduct(over: Partial<ProductView> = {}): ProductView {
  return {
    id: 7,
    name: 'واقي شمس',
    description: '',
    price: 12_000,
    stock: 5,
    stock_status: 'in_stock',
    featured: false,
    bestseller: false,
    requires_prescription: false,
    max_per_order: null,
    returnable: true,
    status: 'active',
    image: null,
    attachments: [],
    category: { id: 3, slug: 'sunscreen', name: 'واقيات الشمس', parent: null },
    category_id: 3,
    category_name: 'واقيات الشمس',
    has_discount: false,
    discount_id: null,
    discount_type: null,
    discount_value: null,
    discount_percentage: 0,
    discounted_price: 12_000,
    original_price: 12_000,
    discount_ends_at: null,
    sales_count: 0,
    period_sales: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
