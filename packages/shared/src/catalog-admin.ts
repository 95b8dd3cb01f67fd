import { z } from 'zod';
import { ORDER_LINE_MAX_QUANTITY, PRICE_MAX_IQD, STOCK_MAX } from './constants.ts';
import { toLatinDigits } from './digits.ts';
import { idNumber, pageNumber, perPage, wholeNumber } from './numbers.ts';
import { singleLine } from './text.ts';

// Prices and stock typed on an Arabic keyboard arrive as Arabic-Indic digits; they are still numbers.
const price = wholeNumber({ max: PRICE_MAX_IQD, message: 'Please enter a valid price' });
const stock = wholeNumber({ max: STOCK_MAX, message: 'Please enter a valid stock quantity' });
const sortOrder = wholeNumber({ max: 100_000 });

export const MAX_PER_ORDER_MESSAGE = `Please enter a limit from 1 to ${ORDER_LINE_MAX_QUANTITY}, or leave it empty for no limit`;
/** Over-the-counter limit: units of the product one order may hold, all its lines together; null is none. */
const maxPerOrder = wholeNumber({ min: 1, max: ORDER_LINE_MAX_QUANTITY, message: MAX_PER_ORDER_MESSAGE });

/**
 * Prescription medicines are never advertised (decision 015): the flags that put a product into the
 * featured and bestseller lists are refused for them, here and in the service's own patch.
 */
export const PRESCRIPTION_PROMOTION_MESSAGE =
  'A prescription medicine cannot be featured or listed as a bestseller';

export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;

/**
 * An image the shop itself serves: a path under /uploads/, never another host, a `javascript:` or
 * `data:` URL, or a path that climbs out (`..`, `//`, a backslash, a query). What the file manager and
 * the seed produce (`/uploads/files/<uuid>-600.webp`, `/uploads/products/<slug>-600.webp`) passes.
 */
const UPLOAD_PATH = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;
const isSafeUploadPath = (p: string) =>
  UPLOAD_PATH.test(p) && !p.includes('//') && !p.split('/').some((segment) => segment === '..');
const uploadedImageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((url) => url.startsWith('/uploads/') && isSafeUploadPath(url.slice('/uploads/'.length)), {
    message: 'Use an image uploaded to the shop',
  });

export const productImageInput = z.object({
  url: uploadedImageUrl,
  /** The same file relative to the uploads folder (`files/<name>`), as the seed stores it. */
  path: z
    .string()
    .max(500)
    .refine(isSafeUploadPath, { message: 'Use an image uploaded to the shop' })
    .nullable()
    .optional(),
  mime_type: z.string().max(100).default('image/webp'),
});

export const productInput = z
  .object({
    name_ar: singleLine({ error: 'Please enter the Arabic name' })
      .min(2, 'Please enter the Arabic name')
      .max(200),
    name_en: singleLine().max(200).optional().default(''),
    description_ar: z.string().trim().max(5000).optional().default(''),
    description_en: z.string().trim().max(5000).optional().default(''),
    keywords: z.string().trim().max(1000).optional().default(''),
    price,
    stock,
    category_id: idNumber('Please choose a category'),
    featured: z.boolean().optional().default(false),
    bestseller: z.boolean().optional().default(false),
    requires_prescription: z.boolean().optional().default(false),
    /** Left out or null: no limit. A full replacement (PUT) without it clears the limit. */
    max_per_order: maxPerOrder.nullable().optional().default(null),
    /** May customers return it? null (or left out): as its category says (decision 021). */
    returnable: z.boolean().nullable().optional().default(null),
    status: z.enum(PRODUCT_STATUSES).optional().default('active'),
    images: z.array(productImageInput).max(12).optional().default([]),
  })
  .superRefine((p, ctx) => {
    if (!p.requires_prescription) return;
    for (const flag of ['featured', 'bestseller'] as const) {
      if (p[flag]) ctx.addIssue({ code: 'custom', path: [flag], message: PRESCRIPTION_PROMOTION_MESSAGE });
    }
  });
export type ProductInput = z.infer<typeof productInput>;

/**
 * A partial change of a product's flags, status or stock. Strict: a field it cannot change (a price, a name) is
 * refused by name rather than dropped, so a client never reads 200 for a change that was not made.
 */
export const productPatch = z.strictObject({
  featured: z.boolean().optional(),
  bestseller: z.boolean().optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  stock: stock.optional(),
});

/** DELETE /api/admin/products/:id: a product that orders refer to is archived instead of deleted. */
export const productDeleteOutcome = z.object({ outcome: z.enum(['deleted', 'archived']) });

export const adminProductQuery = z.object({
  search: z.string().trim().max(120).optional(),
  category: idNumber().optional(),
  stock: z.enum(['in_stock', 'low_stock', 'out_of_stock']).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  sort: z.enum(['name', 'price', 'stock', 'created_at', 'sales']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: pageNumber(),
  per_page: perPage(20),
});

export const adminProductView = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  keywords: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  stock_status: z.enum(['in_stock', 'low_stock', 'out_of_stock']),
  category_id: z.number().int(),
  category_name: z.string(),
  featured: z.boolean(),
  bestseller: z.boolean(),
  requires_prescription: z.boolean(),
  max_per_order: z.number().int().nullable(),
  /** Its own return setting; null follows its category. */
  returnable: z.boolean().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  image: z.string().nullable(),
  images: z.array(
    z.object({ id: z.number().int(), url: z.string(), path: z.string().nullable(), mime_type: z.string() }),
  ),
  sales_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const categoryInput = z.object({
  name_ar: singleLine({ error: 'Please enter the Arabic name' })
    .min(2, 'Please enter the Arabic name')
    .max(120),
  name_en: singleLine().max(120).optional().default(''),
  description_ar: z.string().trim().max(2000).optional().default(''),
  description_en: z.string().trim().max(2000).optional().default(''),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(120)
    .regex(/^[a-z0-9-]*$/, 'Use lowercase Latin letters, digits and hyphens')
    .optional()
    .default(''),
  parent_id: idNumber().nullable().optional().default(null),
  image: uploadedImageUrl.nullable().optional().default(null),
  is_active: z.boolean().optional().default(true),
  /** May customers return its products? null (or left out): as its parent says; a top category's null is yes. */
  returnable: z.boolean().nullable().optional().default(null),
  sort_order: sortOrder.optional(),
});
export type CategoryInput = z.infer<typeof categoryInput>;

/** PATCH /api/admin/categories/:id: the click-to-toggle of a category's visibility. */
export const categoryActiveBody = z.object({ is_active: z.boolean() });

export const categoryReorderBody = z.object({
  updates: z
    .array(
      z.object({
        id: idNumber(),
        parent_id: idNumber().nullable(),
        sort_order: sortOrder,
      }),
    )
    .min(1)
    .max(1000),
});

export const adminCategoryView = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  image: z.string().nullable(),
  is_active: z.boolean(),
  returnable: z.boolean().nullable(),
  sort_order: z.number().int(),
  /** Its own products (what keeps it from being deleted). */
  products_count: z.number().int(),
  /** Its products and those of every category below it: what the tree shows, as the shop counts it. */
  products_total: z.number().int(),
  children_count: z.number().int(),
  created_at: z.string(),
});

/** Arabic letters to Latin, for slugs of categories named only in Arabic. */
const TRANSLIT: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  و: 'w',
  ي: 'y',
  ى: 'a',
  ئ: 'e',
  ؤ: 'o',
  ء: '',
  پ: 'p',
  چ: 'ch',
  گ: 'g',
  ڤ: 'v',
  ک: 'k',
  ی: 'y',
};

/** A URL slug from a name in either language; never empty (the caller falls back to an id). */
export function slugify(text: string): string {
  const latin = toLatinDigits(text)
    .normalize('NFKD')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .split('')
    .map((ch) => TRANSLIT[ch] ?? ch)
    .join('')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '');
  return latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
