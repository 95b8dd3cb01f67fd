// The server's modules (apps/server/src/modules/<m>/): which may import which, and which one writes each
// table (decision 071). Read by .dependency-cruiser.cjs (the imports) and scripts/check-table-owners.mjs (the
// writes, and that this file's own graph has no cycle it does not name); both run in `npm run lint`.

/**
 * Each module and the modules it may import. A module not listed imports none. A new arrow is a change of
 * this list, seen in review: the module above calls the one below, never the other way round.
 */
const MODULE_DEPENDENCIES = {
  auth: ['notifications', 'users'],
  catalog: ['inventory'],
  dashboard: ['catalog'],
  delivery: [],
  discounts: ['catalog'],
  files: [],
  health: [],
  // The ledger keeps the catalog's stock figures and tells its cache (catalog/stock-figures.ts, cache.ts).
  inventory: ['catalog'],
  newsletter: [],
  notifications: ['points', 'settings'],
  orders: ['catalog', 'inventory', 'notifications', 'points', 'prescriptions', 'returns', 'settings'],
  points: [],
  prescriptions: ['catalog', 'files', 'notifications', 'orders'],
  profile: ['auth', 'notifications', 'users'],
  returns: ['catalog', 'files', 'inventory', 'notifications', 'orders', 'points', 'settings'],
  settings: ['catalog'],
  users: ['auth', 'notifications', 'points'],
  wishlist: [],
};

/**
 * The module pairs that import each other today, each with why; no other cycle is allowed (the checker
 * fails on one). Breaking one is deleting its line and an arrow above.
 */
const KNOWN_CYCLES = [
  // auth/routes.ts reads users/queries.ts (the signed-in user's view); users' admin service sets passwords
  // and sends registration codes through auth.
  ['auth', 'users'],
  // The product form's stock field is a ledger adjustment (inventory/service.ts setStockTo, openStock); the
  // ledger writes the stock figures through catalog/stock-figures.ts.
  ['catalog', 'inventory'],
  // orders/service.ts reads prescription steps and the return policy for its views; prescriptions and returns
  // move orders through the orders module's functions (its lifecycle, decision 070).
  ['orders', 'prescriptions'],
  ['orders', 'returns'],
];

/**
 * Who inserts, updates and deletes each table: the one module that owns it; the others call its intent
 * functions (decision 071). Not listed yet: the accounts' tables (users, sessions, user_roles, addresses,
 * settings), written by auth, profile, users and notifications, and the search postings (catalog's today).
 */
const TABLE_OWNERS = {
  products: 'catalog',
  product_images: 'catalog',
  categories: 'catalog',
  stock_batches: 'inventory',
  stock_movements: 'inventory',
  points_transactions: 'points',
  points_config: 'points',
  points_tiers: 'points',
  orders: 'orders',
  order_items: 'orders',
  order_status_history: 'orders',
  returns: 'returns',
  return_items: 'returns',
  return_photos: 'returns',
  prescriptions: 'prescriptions',
  prescription_files: 'prescriptions',
  discounts: 'discounts',
  discount_products: 'discounts',
  discount_categories: 'discounts',
  email_codes: 'auth',
  files: 'files',
  newsletter_subscribers: 'newsletter',
  notification_preferences: 'notifications',
  outbox_messages: 'notifications',
  wishlist_items: 'wishlist',
};

/**
 * Writers besides the owner, each with the reason. The checker fails on one that no longer writes, so a
 * line cannot outlive its reason.
 */
const WRITE_EXCEPTIONS = [
  {
    writer: 'db/seed',
    tables: [
      'products',
      'product_images',
      'categories',
      'stock_batches',
      'stock_movements',
      'discounts',
      'discount_products',
      'discount_categories',
      'points_config',
      'points_tiers',
    ],
    why:
      'The seed fills an empty database in bulk (hundreds of rows a statement); through the owners it would ' +
      'be a locked, audited transaction per product. It writes what the owners would: openings and receipts ' +
      'as ledger rows that match the stock figures (apps/server/test/seed.test.ts checks the ledger balances).',
  },
];

module.exports = { MODULE_DEPENDENCIES, KNOWN_CYCLES, TABLE_OWNERS, WRITE_EXCEPTIONS };
