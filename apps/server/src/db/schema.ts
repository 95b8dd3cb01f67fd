import { DELIVERY_FAILURE_REASONS, ORDER_STATUSES } from '@shop/shared/orders';
import { ORDER_PRESCRIPTION_STATUSES, PRESCRIPTION_STATUSES } from '@shop/shared/prescriptions';
import { RETURN_STATUSES } from '@shop/shared/returns';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * `column in (…)` from a lifecycle's shared array of states (decision 070): the database refuses what the
 * contract does not list, and a new state is one entry in packages/shared (then `npm run db:generate`).
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Null for a customer who registered with a phone number only. */
    email: text('email'),
    /** Null when the customer signs in with codes only (registered by phone). */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** `+9647XXXXXXXXX`. */
    phone: text('phone'),
    /** Set when the customer proved the phone with a code: only then can they sign in with it. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender'),
    locale: text('locale').notNull().default('ar'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // One account per proved number; an unproved one is only a contact number and blocks nobody.
    uniqueIndex('users_verified_phone_unique').on(t.phone).where(sql`${t.phoneVerifiedAt} is not null`),
    check('users_sign_in_check', sql`${t.email} is not null or ${t.phoneVerifiedAt} is not null`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'other')`),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  createdAt: timestamps.createdAt,
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * One-time codes: registration (holding the pending account), password reset, e-mail change, and (issue 14)
 * phone registration, phone sign-in and phone change, where `email` holds the number as `+9647XXXXXXXXX`.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('email_codes_lookup_idx').on(sql`lower(${t.email})`, t.purpose),
    check(
      'email_codes_purpose_check',
      sql`${t.purpose} in ('registration', 'password_reset', 'email_change', 'phone_registration', 'phone_login', 'phone_change')`,
    ),
    check('email_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    governorate: text('governorate').notNull(),
    city: text('city').notNull(),
    district: text('district'),
    landmark: text('landmark'),
    address: text('address').notNull(),
    zipCode: text('zip_code'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

// ---------------------------------------------------------------- catalog

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** May its products be returned? null inherits from the parent category; the top's null is yes. */
    returnable: boolean('returnable'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_slug_unique').on(t.slug),
    index('categories_parent_idx').on(t.parentId, t.sortOrder),
    check('categories_not_own_parent', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Active ingredient, brand, common misspellings: searchable, never shown. */
    keywords: text('keywords').notNull().default(''),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    bestseller: boolean('bestseller').notNull().default(false),
    requiresPrescription: boolean('requires_prescription').notNull().default(false),
    /** Over-the-counter limit: at most this many units in one order, all its lines together; null is none. */
    maxPerOrder: integer('max_per_order'),
    /** May it be returned? null inherits from its category (decision 021). */
    returnable: boolean('returnable'),
    status: text('status').notNull().default('active'),
    image: text('image'),
    salesCount: integer('sales_count').notNull().default(0),
    /** Names in both languages, folded by normalizeSearchText. */
    searchName: text('search_name').notNull().default(''),
    /** Names, descriptions, keywords and category names, folded by normalizeSearchText. */
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_sales_check', sql`${t.salesCount} >= 0`),
    check('products_max_per_order_check', sql`${t.maxPerOrder} is null or ${t.maxPerOrder} > 0`),
    check('products_status_check', sql`${t.status} in ('active', 'draft', 'archived')`),
    index('products_category_idx').on(t.categoryId, t.status),
    // A category page walks each of the category's (and its descendants') runs in the page's order and
    // merges them (modules/catalog/products.ts), instead of walking the whole catalogue's order.
    index('products_category_name_ar_idx').on(t.categoryId, t.status, t.nameAr, t.id),
    index('products_category_name_en_idx').on(t.categoryId, t.status, t.nameEn, t.id),
    index('products_category_price_idx').on(t.categoryId, t.status, t.price, t.id),
    index('products_category_created_idx').on(t.categoryId, t.status, t.createdAt, t.id),
    index('products_category_sales_idx').on(t.categoryId, t.status, t.salesCount, t.id),
    index('products_name_ar_idx').on(t.status, t.nameAr, t.id),
    index('products_name_en_idx').on(t.status, t.nameEn, t.id),
    index('products_price_idx').on(t.status, t.price, t.id),
    index('products_created_idx').on(t.status, t.createdAt, t.id),
    // The all-time sales ranking (`sort=sales`), walked like the other sorts.
    index('products_sales_idx').on(t.status, t.salesCount, t.id),
    index('products_featured_idx').on(t.featured).where(sql`${t.featured}`),
    index('products_bestseller_idx').on(t.bestseller, t.salesCount).where(sql`${t.bestseller}`),
    index('products_search_name_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // The products named exactly what a search asks, which rank above the rest (name-postings.ts).
    index('products_search_name_hash').using('hash', t.searchName),
    index('products_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Every word of 3+ letters of the products' folded search text, once. Filled by database triggers on
 * products (migrations 0003 and 0011), so every writer keeps it in sync; a word no product uses any more
 * only costs a LIKE that matches nothing. `keyed` says its look-up keys are in search_word_keys (the
 * app computes them from the word, with the spelling rules of packages/shared; see vocabulary.ts).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    keyed: boolean('keyed').notNull().default(false),
  },
  (t) => [
    index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
    index('search_words_unkeyed').on(t.word).where(sql`not ${t.keyed}`),
  ],
);

/**
 * Typo look-up keys of the vocabulary (symmetric deletion): each word's spelling skeleton with up to two
 * letters deleted. A misspelt query word's own keys find every word within its typo budget by index.
 */
export const searchWordKeys = pgTable(
  'search_word_keys',
  {
    key: text('key').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.word] })],
);

/**
 * Each word of three letters or more of the active products' folded names, with the products whose names hold
 * it as a whole word, in name order (then by id), once per language's name. A search of one or two words ranks the
 * first names of its words instead of every name that holds them (modules/catalog/search/name-postings.ts, decision 050).
 * The database marks a word `stale` whenever a product that holds it is written in a way that could move it
 * (migration 0016's triggers), and a search makes a stale word's lists again before it reads them.
 */
export const searchNamePostings = pgTable(
  'search_name_postings',
  {
    word: text('word').primaryKey(),
    idsAr: integer('ids_ar').array().notNull().default(sql`'{}'`),
    idsEn: integer('ids_en').array().notNull().default(sql`'{}'`),
    stale: boolean('stale').notNull().default(true),
  },
  // Written straight into the index, not through a pending list: an import marks words stale row by row, and
  // every search would read that list whole until a vacuum merged it (decision 051).
  (t) => [
    index('search_name_postings_trgm').using('gin', sql`${t.word} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/** A product's gallery and attached files, in display order. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    path: text('path'),
    mimeType: text('mime_type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
);

export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    type: text('type').notNull(),
    value: integer('value').notNull(),
    target: text('target').notNull(),
    /** Offer page grouping: flash_sale, clearance, bundle or general. */
    kind: text('kind').notNull().default('general'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('discounts_type_check', sql`${t.type} in ('percentage', 'fixed')`),
    check('discounts_target_check', sql`${t.target} in ('product', 'category')`),
    check('discounts_kind_check', sql`${t.kind} in ('general', 'flash_sale', 'clearance', 'bundle')`),
    check('discounts_value_check', sql`${t.value} >= 0 and (${t.type} = 'fixed' or ${t.value} <= 100)`),
    check('discounts_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('discounts_window_idx').on(t.isActive, t.startsAt, t.endsAt),
  ],
);

export const discountProducts = pgTable(
  'discount_products',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.discountId, t.productId] }),
    index('discount_products_product_idx').on(t.productId),
  ],
);

export const discountCategories = pgTable(
  'discount_categories',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.discountId, t.categoryId] }),
    index('discount_categories_category_idx').on(t.categoryId),
  ],
);

// ---------------------------------------------------------------- buying

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    subtotal: integer('subtotal').notNull(),
    discountTotal: integer('discount_total').notNull().default(0),
    shipping: integer('shipping').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    pointsValue: integer('points_value').notNull().default(0),
    total: integer('total').notNull(),
    paymentMethod: text('payment_method').notNull().default('cash_on_delivery'),
    requiresPrescription: boolean('requires_prescription').notNull().default(false),
    /** pending_review → approved | rejected on an order holding a prescription medicine; null otherwise. */
    prescriptionStatus: text('prescription_status'),
    prescriptionId: integer('prescription_id').references((): AnyPgColumn => prescriptions.id, {
      onDelete: 'restrict',
    }),
    customerName: text('customer_name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    notes: text('notes'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** When it entered `delivered`: the return window counts from here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check(
      'orders_prescription_status_check',
      sql`${t.prescriptionStatus} is null or ${oneOf(t.prescriptionStatus, ORDER_PRESCRIPTION_STATUSES)}`,
    ),
    index('orders_prescription_idx').on(t.prescriptionId),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.discountTotal} >= 0 and ${t.shipping} >= 0 and ${t.pointsUsed} >= 0 and ${t.pointsValue} >= 0 and ${t.total} >= 0`,
    ),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    uniqueIndex('orders_idempotency_unique')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** Price snapshots: what the customer was charged, whatever the product costs later. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productNameAr: text('product_name_ar').notNull(),
    productNameEn: text('product_name_en').notNull(),
    quantity: integer('quantity').notNull(),
    originalPrice: integer('original_price').notNull(),
    price: integer('price').notNull(),
    total: integer('total').notNull(),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    requiresPrescription: boolean('requires_prescription').notNull().default(false),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_price_check', sql`${t.price} >= 0 and ${t.originalPrice} >= 0 and ${t.total} >= 0`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    /** Why a delivery attempt failed: on every `delivery_failed` row, and only there. */
    failureReason: text('failure_reason'),
    /** What staff or the driver said of it (`other` needs one). */
    failureNote: text('failure_note'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    check(
      'order_status_history_failure_check',
      sql`(${t.failureReason} is null or ${oneOf(t.failureReason, DELIVERY_FAILURE_REASONS)})
        and ((${t.toStatus} = 'delivery_failed') = (${t.failureReason} is not null))
        and (${t.failureReason} is distinct from 'other' or ${t.failureNote} is not null)`,
    ),
    // A prescription step stays in the order's status (from = to), so both are always order statuses.
    check('order_status_history_to_check', oneOf(t.toStatus, ORDER_STATUSES)),
    check(
      'order_status_history_from_check',
      sql`${t.fromStatus} is null or ${oneOf(t.fromStatus, ORDER_STATUSES)}`,
    ),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

// ---------------------------------------------------------------- points

/** The points ledger: immutable rows; a balance is their sum. */
export const pointsTransactions = pgTable(
  'points_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A return's points: the spent points given back and the earned points taken back (decision 021). */
    returnId: integer('return_id').references((): AnyPgColumn => returns.id, { onDelete: 'set null' }),
    description: text('description'),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    check(
      'points_kind_check',
      sql`${t.kind} in ('earned', 'spent', 'bonus', 'refund', 'return_refund', 'return_reversal')`,
    ),
    check(
      'points_sign_check',
      sql`(${t.kind} in ('spent', 'return_reversal') and ${t.points} < 0) or (${t.kind} not in ('spent', 'return_reversal') and ${t.points} > 0)`,
    ),
    index('points_user_idx').on(t.userId, t.createdAt),
    // An order earns, spends, gets its bonus and its refund at most once each; a return settles once.
    uniqueIndex('points_once_per_order')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null and ${t.returnId} is null`),
    uniqueIndex('points_once_per_return').on(t.returnId, t.kind).where(sql`${t.returnId} is not null`),
  ],
);

export const pointsConfig = pgTable(
  'points_config',
  {
    id: integer('id').primaryKey().default(1),
    iqdPerPoint: integer('iqd_per_point').notNull(),
    minimumOrderIqd: integer('minimum_order_iqd').notNull(),
    bonusThresholdIqd: integer('bonus_threshold_iqd').notNull(),
    bonusPoints: integer('bonus_points').notNull(),
    pointValueIqd: integer('point_value_iqd').notNull(),
    maxSpendPercent: integer('max_spend_percent').notNull(),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    check('points_config_single_row', sql`${t.id} = 1`),
    check(
      'points_config_values_check',
      sql`${t.iqdPerPoint} > 0 and ${t.minimumOrderIqd} >= 0 and ${t.bonusThresholdIqd} >= 0 and ${t.bonusPoints} >= 0 and ${t.pointValueIqd} > 0 and ${t.maxSpendPercent} between 0 and 100`,
    ),
  ],
);

/** Payment tiers: the earning rate for an earning base within [min, max]; max null means no upper bound. */
export const pointsTiers = pgTable(
  'points_tiers',
  {
    id: serial('id').primaryKey(),
    minAmount: integer('min_amount').notNull(),
    maxAmount: integer('max_amount'),
    rate: doublePrecision('rate').notNull(),
  },
  (t) => [
    check(
      'points_tiers_range_check',
      sql`${t.minAmount} >= 0 and (${t.maxAmount} is null or ${t.maxAmount} >= ${t.minAmount}) and ${t.rate} >= 0`,
    ),
  ],
);

// ---------------------------------------------------------------- pharmacy

/** A customer's prescription (decision 014); its files are private and listed in prescription_files. */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    note: text('note'),
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** When it last entered the queue: the pharmacist works oldest first. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    check('prescriptions_status_check', oneOf(t.status, PRESCRIPTION_STATUSES)),
    check(
      'prescriptions_rejection_check',
      sql`${t.rejectionReason} is null or ${t.rejectionReason} in ('unreadable', 'expired', 'wrong_patient', 'not_on_prescription', 'other')`,
    ),
    index('prescriptions_user_idx').on(t.userId, t.createdAt),
    index('prescriptions_queue_idx').on(t.status, t.submittedAt),
  ],
);

export const prescriptionFiles = pgTable(
  'prescription_files',
  {
    id: serial('id').primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    /** 1-based, in the order uploaded. */
    position: integer('position').notNull(),
    storedName: text('stored_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('prescription_files_position_unique').on(t.prescriptionId, t.position),
    check('prescription_files_position_check', sql`${t.position} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------- back-office

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
    type: text('type').notNull(),
    category: text('category'),
    isPublic: boolean('is_public').notNull().default(true),
    variants: jsonb('variants'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('files_type_check', sql`${t.type} in ('image', 'document', 'other')`),
    check('files_size_check', sql`${t.size} >= 0`),
    index('files_type_idx').on(t.type, t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('ar'),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('newsletter_email_unique').on(sql`lower(${t.email})`)],
);

/** Admin-editable settings (shipping threshold and fee, shop contact details), one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamps.updatedAt,
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------- notifications (issue 14)

/**
 * The outbox: every message to a customer (e-mail, SMS, WhatsApp) is a row written in the transaction of the
 * change that causes it; a worker claims due rows (FOR UPDATE SKIP LOCKED, with a lease), sends, and marks
 * them. `payload` is what the template needs; a one-time code in it is erased once the job is finished.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull().default('ar'),
    payload: jsonb('payload').notNull(),
    sensitive: boolean('sensitive').notNull().default(false),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('outbox_channel_check', sql`${t.channel} in ('email', 'sms', 'whatsapp')`),
    check('outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed', 'dead')`),
    check('outbox_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    index('outbox_due_idx').on(t.runAt).where(sql`${t.status} in ('queued', 'failed')`),
    index('outbox_created_idx').on(t.createdAt, t.id),
    index('outbox_order_idx').on(t.orderId),
    // Texts to a number in the last hour (decision 061).
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
  ],
);

/** Which channels a customer wants order updates on; no row means e-mail, plus SMS when a phone is known. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderUpdates: text('order_updates').array().notNull(),
  updatedAt: timestamps.updatedAt,
});

// ---------------------------------------------------------------- inventory (issue 15, decision 020)

/** A delivery of one lot: what arrived, when it expires, and the units of it still on hand. */
export const stockBatches = pgTable(
  'stock_batches',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lotNumber: text('lot_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    quantityReceived: integer('quantity_received').notNull(),
    /** Units on hand: the sum of the batch's movements. */
    quantity: integer('quantity').notNull(),
    /**
     * When the batch's units left the sellable stock (its expiry date came): set once, by the sale that
     * found it expired or by the expiry sweep, together with the product's cached stock.
     */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    check('stock_batches_quantity_check', sql`${t.quantity} >= 0 and ${t.quantityReceived} > 0`),
    index('stock_batches_product_idx').on(t.productId, t.expiryDate, t.id),
    index('stock_batches_live_expiry_idx').on(t.expiryDate).where(sql`${t.expiredAt} is null`),
  ],
);

/** The stock ledger: immutable rows; a product's sellable stock is the sum of its live movements. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => stockBatches.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Signed units: what the movement added to the stock on hand. */
    quantity: integer('quantity').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    returnId: integer('return_id').references((): AnyPgColumn => returns.id, { onDelete: 'set null' }),
    reason: text('reason'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    check(
      'stock_movements_kind_check',
      sql`${t.kind} in ('opening', 'sale', 'cancel', 'return', 'adjustment', 'received', 'write_off')`,
    ),
    check(
      'stock_movements_sign_check',
      sql`(${t.kind} in ('sale', 'write_off') and ${t.quantity} < 0) or (${t.kind} in ('opening', 'cancel', 'return', 'received') and ${t.quantity} > 0) or (${t.kind} = 'adjustment' and ${t.quantity} <> 0)`,
    ),
    index('stock_movements_product_idx').on(t.productId, t.createdAt, t.id),
    index('stock_movements_order_idx').on(t.orderId),
    index('stock_movements_batch_idx').on(t.batchId),
  ],
);

// ---------------------------------------------------------------- returns (issue 15, decision 021)

export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    rmaNumber: text('rma_number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull(),
    note: text('note'),
    rejectionNote: text('rejection_note'),
    refundAmount: integer('refund_amount'),
    refundMethod: text('refund_method'),
    refundReference: text('refund_reference'),
    pointsReturned: integer('points_returned'),
    pointsTakenBack: integer('points_taken_back'),
    /** Earned points already spent by the customer, at their value, taken off the cash refund. */
    pointsDeductedValue: integer('points_deducted_value'),
    replacementOrderId: integer('replacement_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('returns_status_check', oneOf(t.status, RETURN_STATUSES)),
    check(
      'returns_reason_check',
      sql`${t.reason} in ('damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'other')`,
    ),
    check(
      'returns_refund_method_check',
      sql`${t.refundMethod} is null or ${t.refundMethod} in ('cash_to_courier', 'bank_transfer')`,
    ),
    check('returns_refund_amount_check', sql`${t.refundAmount} is null or ${t.refundAmount} >= 0`),
    index('returns_order_idx').on(t.orderId),
    index('returns_user_idx').on(t.userId, t.createdAt),
    index('returns_status_idx').on(t.status, t.createdAt),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    resalable: boolean('resalable'),
  },
  (t) => [
    check('return_items_quantity_check', sql`${t.quantity} > 0`),
    uniqueIndex('return_items_line_unique').on(t.returnId, t.orderItemId),
    index('return_items_order_item_idx').on(t.orderItemId),
  ],
);

/** The customer's optional photos of a return (images only, re-encoded without metadata), at most 3. */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    /** 1-based, in the order uploaded: GET /api/returns/{id}/photos/{n}. */
    n: integer('n').notNull(),
    /** The generated file name under DATA_DIR/private-files/returns. */
    path: text('path').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('return_photos_n_unique').on(t.returnId, t.n),
    check('return_photos_n_check', sql`${t.n} between 1 and 3`),
  ],
);
