import { z } from 'zod';
import { pageOf } from './api.ts';
import { PRODUCTS_PAGE_SIZE_API } from './constants.ts';
import { pageNumber, perPage } from './numbers.ts';

export const categoryFields = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  products_count: z.number().int(),
});

export interface CategoryNode extends z.infer<typeof categoryFields> {
  children: CategoryNode[];
}

// A named component: the OpenAPI document can only describe the recursion as a reference to it.
export const categoryNode: z.ZodType<CategoryNode> = categoryFields
  .extend({
    get children() {
      return z.array(categoryNode);
    },
  })
  .meta({ id: 'CategoryNode' });

export const categoryDetail = categoryFields.extend({
  children: z.array(categoryNode),
  ancestors: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
});

export const flatCategory = categoryFields.extend({
  children: z.array(categoryNode),
  depth: z.number().int(),
});

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false' })
  .transform((v) => v === 'true' || v === '1');

/** `sales` ranks by the units sold in the requested `period` (most sold first with `order=desc`). */
/** `discount`: the best live saving as a share of the price (the offers' default order). */
export const PRODUCT_SORTS = ['name', 'price', 'created_at', 'sales', 'discount'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * The windows a sales ranking can cover: `week` is the last 7 days, `month` the last 30 (rolling, up to
 * now), `all` every sale since the shop opened (the products' running `sales_count`). Within a window a
 * product's sales are the units of its order lines in orders placed then and not cancelled.
 */
export const SALES_PERIODS = ['week', 'month', 'all'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

export const productListQuery = z.object({
  category: z.string().trim().min(1).max(120).optional(),
  search: z
    .string()
    .trim()
    .max(120)
    .transform((v) => v || undefined)
    .optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  /** The sales window of `sort=sales` and of each product's `period_sales`; `all` when left out. */
  period: z.enum(SALES_PERIODS).optional(),
  page: pageNumber(),
  limit: perPage(PRODUCTS_PAGE_SIZE_API),
  featured: flag.optional(),
  bestseller: flag.optional(),
  discount: flag.optional(),
  /**
   * `true`: the list is shown as promotion (a home grid), so medicines that need a prescription are left
   * out. The featured, bestseller and discounted lists and the sales ranking leave them out whatever this
   * says (decision 015).
   */
  promoted: flag.optional(),
  lang: z.enum(['ar', 'en']).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

const categoryRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const productView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  stock_status: z.enum(STOCK_STATUSES),
  featured: z.boolean(),
  bestseller: z.boolean(),
  requires_prescription: z.boolean(),
  /** Over-the-counter limit: at most this many units in one order; null when there is none. */
  max_per_order: z.number().int().nullable(),
  /** Whether the return policy takes it back (its own word, else its category's): what the page may promise. */
  returnable: z.boolean(),
  status: z.string(),
  image: z.string().nullable(),
  attachments: z.array(z.object({ url: z.string(), path: z.string().nullable(), mime_type: z.string() })),
  category: categoryRef.extend({ parent: categoryRef.nullable() }),
  category_id: z.number().int(),
  category_name: z.string(),
  has_discount: z.boolean(),
  /** The discount the price comes from (the best of the product's own and its categories'). */
  discount_id: z.number().int().nullable(),
  discount_type: z.enum(['percentage', 'fixed']).nullable(),
  discount_value: z.number().int().nullable(),
  discount_percentage: z.number().int(),
  discounted_price: z.number().int(),
  original_price: z.number().int(),
  discount_ends_at: z.string().nullable(),
  /** All-time units sold. */
  sales_count: z.number().int(),
  /**
   * Units sold in the list's `period` when the list asked for one or sorted by sales; null everywhere
   * else (other lists, a single product).
   */
  period_sales: z.number().int().nullable(),
  created_at: z.string(),
});
export type ProductView = z.infer<typeof productView>;

export const discountSection = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.enum(['percentage', 'fixed']),
  value: z.number().int(),
  kind: z.enum(['general', 'flash_sale', 'clearance', 'bundle']),
  target: z.enum(['product', 'category']),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type DiscountSection = z.infer<typeof discountSection>;

/** GET /api/products/discounts: the live discount sections and one page of the products they price down. */
export const discountedProductsView = z.object({
  discounts: z.array(discountSection),
  data: pageOf(productView),
});
export type DiscountedProducts = z.infer<typeof discountedProductsView>;

/**
 * GET /api/products: one page of the shopper's product list. A search whose words were not found as typed
 * carries `did_you_mean`, the query spelt with the catalogue's closest words ("هل تقصد: بانادول؟"); null
 * otherwise, and on every list that is not a search.
 *
 * A search lists its best SEARCH_ANSWERS_MAX answers and no more. When more products answer, `total` is that
 * many and `total_capped` is true ("1,000+ products"): counting every match of a common word was most of
 * what a search cost in a large catalogue (decision 045). False on every other list.
 */
export const productPage = pageOf(productView).extend({
  did_you_mean: z.string().nullable(),
  total_capped: z.boolean(),
});
export type ProductPage = z.infer<typeof productPage>;

/** The fewest characters (after folding) the header's search box asks suggestions for. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_PRODUCTS = 6;
export const SUGGEST_CATEGORIES = 3;

/** GET /api/search/suggest: what the header's search box offers as the shopper types. */
export const suggestQuery = z.object({
  q: z.string().trim().min(1, { error: 'Type something to search for' }).max(120),
  lang: z.enum(['ar', 'en']).optional(),
});

export const suggestions = z.object({
  /** Up to SUGGEST_PRODUCTS, best first; `price` is what the shopper pays today (after any discount). */
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: z.number().int(),
      image: z.string().nullable(),
    }),
  ),
  /** Up to SUGGEST_CATEGORIES visible categories whose names match. */
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type Suggestions = z.infer<typeof suggestions>;
