import { createHash } from 'node:crypto';
import { type Page, type SortOrder, toPage } from '@shop/shared/api';
import {
  effectiveMaxPerOrder,
  exceedsOrderCeiling,
  firstOverPerOrderLimit,
  mergeCartLines,
  orderTotals,
  PER_ORDER_LIMIT_MESSAGE,
} from '@shop/shared/cart';
import { type Locale, ORDER_GOODS_MAX_IQD } from '@shop/shared/constants';
import { ORDER_CEILING_MESSAGE } from '@shop/shared/messages';
import type {
  AdminOrderSort,
  AdminOrderView,
  CreateOrderBody,
  DeliveryFailureReason,
  OrderAddress,
  OrderStatus,
  OrderSummary,
  OrderView,
  StockShortage,
  SummaryBody,
} from '@shop/shared/orders';
import { maxSpendablePoints, type PointsConfig, pointsValue } from '@shop/shared/points';
import {
  type OrderPrescriptionStatus,
  PRESCRIPTION_ORDER_EVENTS,
  type PrescriptionOrderEvent,
} from '@shop/shared/prescriptions';
import type { ShopSettings } from '@shop/shared/settings';
import { type AnyColumn, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { orderItems, orderStatusHistory, orders, products, users } from '../../db/schema.ts';
import { shopDate } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { addEffects, inTransition } from '../../lib/lifecycle.ts';
import { phoneMatches } from '../../lib/phone-search.ts';
import { catalogChanged, noStockChanges, stockEffect } from '../catalog/cache.ts';
import { loadCategoryIndex, pickLang } from '../catalog/category-index.ts';
import { priceProducts } from '../catalog/pricing.ts';
import { type Allocation, expireDueBatches, recordSale, sell } from '../inventory/ledger.ts';
import { messagesEffect } from '../notifications/outbox.ts';
import { notifyOrderPlaced, rememberLocale } from '../notifications/service.ts';
import { getPointsConfig, lockPointsOf, pointsBalance, spendPoints } from '../points/service.ts';
import { takePrescription } from '../prescriptions/order-steps.ts';
import { type PrescriptionRow, prescriptionsByIds, toOrderPrescription } from '../prescriptions/views.ts';
import { type OrderReturns, returnableProducts, returnsOfOrders, returnWindow } from '../returns/policy.ts';
import { getShippingSettings, getShopSettings, shippingFor } from '../settings/service.ts';
import { enterOrder } from './lifecycle.ts';

type Conn = Db | Tx;

interface PricedLine {
  productId: number;
  nameAr: string;
  nameEn: string;
  quantity: number;
  originalPrice: number;
  unitPrice: number;
  discountId: number | null;
  percentage: number;
  stock: number;
  requiresPrescription: boolean;
  maxPerOrder: number | null;
}

/** Prices every line from the database; products that are gone or hidden come back as unavailable. */
async function priceLines(db: Conn, items: { product_id: number; quantity: number }[]) {
  const wanted = mergeCartLines(items);
  const index = await loadCategoryIndex(db);
  const rows = await db
    .select({
      id: products.id,
      nameAr: products.nameAr,
      nameEn: products.nameEn,
      price: products.price,
      stock: products.stock,
      categoryId: products.categoryId,
      requiresPrescription: products.requiresPrescription,
      maxPerOrder: products.maxPerOrder,
    })
    .from(products)
    .where(and(inArray(products.id, [...wanted.keys()]), eq(products.status, 'active')));
  const visible = rows.filter((r) => index.visible.has(r.categoryId));
  const pricing = await priceProducts(db, index, visible);
  const lines: PricedLine[] = visible.map((r) => {
    const p = pricing.get(r.id)!;
    return {
      productId: r.id,
      nameAr: r.nameAr,
      nameEn: r.nameEn,
      quantity: wanted.get(r.id)!,
      originalPrice: p.originalPrice,
      unitPrice: p.price,
      discountId: p.discount?.id ?? null,
      percentage: p.percentage,
      stock: r.stock,
      requiresPrescription: r.requiresPrescription,
      maxPerOrder: effectiveMaxPerOrder(r.maxPerOrder, r.requiresPrescription),
    };
  });
  const found = new Set(visible.map((r) => r.id));
  const unavailable = [...wanted.keys()].filter((id) => !found.has(id));
  return { lines, unavailable };
}

/**
 * A product above its over-the-counter limit (all its lines together: the lines come merged) is refused,
 * naming the product and the limit in the answer's language; `data` lets the client lower the line.
 */
function withinPerOrderLimits(lines: PricedLine[]): void {
  const over = firstOverPerOrderLimit(lines);
  if (!over) return;
  throw new AppError('QUANTITY_LIMIT', PER_ORDER_LIMIT_MESSAGE, {
    params: { limit: over.maxPerOrder!, product: { ar: over.nameAr, en: over.nameEn } },
    data: { product_id: over.productId, max_per_order: over.maxPerOrder, requested: over.quantity },
  });
}

/**
 * The order's limits, for the summary and the order alike, before anything is taken: each product's
 * over-the-counter limit first (the more precise refusal), then the goods of one cash-on-delivery order.
 */
function goodsWithinCeiling(lines: PricedLine[]): number {
  withinPerOrderLimits(lines);
  const goods = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  if (exceedsOrderCeiling(goods)) {
    throw new AppError('QUANTITY_LIMIT', 'Validation failed', {
      errors: { items: [ORDER_CEILING_MESSAGE] },
      data: { max_total: ORDER_GOODS_MAX_IQD },
    });
  }
  return goods;
}

/** Turns `use_points` into a number of points, refusing what the rules do not allow. */
function pointsToSpend(
  requested: boolean | number,
  goodsTotal: number,
  balance: number,
  config: PointsConfig,
): number {
  const allowed = maxSpendablePoints(goodsTotal, balance, config);
  if (requested === false || requested === 0) return 0;
  if (requested === true) return allowed;
  if (requested > balance) throw new AppError('INSUFFICIENT_POINTS', 'Insufficient points');
  if (requested > allowed) {
    throw new AppError('VALIDATION', 'Validation failed', {
      errors: { use_points: ['Points cannot pay for this much of the order'] },
      data: { max_points: allowed },
    });
  }
  return requested;
}

function summarize(
  lines: PricedLine[],
  shipping: Awaited<ReturnType<typeof getShippingSettings>>,
  config: PointsConfig,
  pointsUsed: number,
  maxPoints: number,
  locale: Locale,
): OrderSummary {
  const totals = orderTotals(lines, shipping, pointsValue(pointsUsed, config));
  return {
    items: lines.map((l) => ({
      product_id: l.productId,
      name: pickLang(locale, l.nameAr, l.nameEn),
      quantity: l.quantity,
      unit_price: l.unitPrice,
      original_price: l.originalPrice,
      line_total: l.unitPrice * l.quantity,
      discount_percentage: l.percentage,
      stock: l.stock,
      requires_prescription: l.requiresPrescription,
      max_per_order: l.maxPerOrder,
    })),
    subtotal: totals.subtotal,
    discount_total: totals.discountTotal,
    shipping: totals.shipping,
    points_used: pointsUsed,
    points_value: totals.pointsValue,
    total: totals.total,
    max_points: maxPoints,
    free_shipping_threshold: shipping.freeShippingThreshold,
  };
}

/** The cart page's and checkout's numbers, all from the database; signed-out shoppers spend no points. */
export async function calculateSummary(
  db: Db,
  userId: number | null,
  body: SummaryBody,
  locale: Locale,
): Promise<OrderSummary & { unavailable: number[] }> {
  const [{ lines, unavailable }, shipping, config] = await Promise.all([
    priceLines(db, body.items),
    getShippingSettings(db, body.governorate),
    getPointsConfig(db),
  ]);
  const goods = goodsWithinCeiling(lines);
  const balance = userId ? await pointsBalance(db, userId) : 0;
  const points = userId ? pointsToSpend(body.use_points, goods, balance, config) : 0;
  const maxPoints = maxSpendablePoints(goods, balance, config);
  return { ...summarize(lines, shipping, config, points, maxPoints, locale), unavailable };
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};

const requestHash = (body: CreateOrderBody) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Places an order in one transaction, in named steps: re-price every line (and keep to the ceilings),
 * takeStock, chargeFor (fees, points, totals), takePrescription, writeOrder. The same Idempotency-Key
 * and body give back the same order; the same key with another body is a conflict.
 */
export async function placeOrder(
  db: Db,
  input: { userId: number; userName: string; body: CreateOrderBody; idempotencyKey?: string; locale: Locale },
): Promise<{ order: OrderView; created: boolean }> {
  const { userId, body, idempotencyKey, locale } = input;
  const hash = requestHash(body);
  if (idempotencyKey) {
    const replay = await findIdempotent(db, userId, idempotencyKey, hash, locale);
    if (replay) return { order: replay, created: false };
  }
  // Usually one indexed look that finds nothing; a batch whose date has come leaves the stock for good.
  const expired = noStockChanges();
  if (await expireDueBatches(db, shopDate(), [...mergeCartLines(body.items).keys()], expired)) {
    catalogChanged(db, expired);
  }
  try {
    const placed = await inTransition(db, async (tx) => {
      addEffects(tx, [stockEffect, messagesEffect]);
      const { lines, unavailable } = await priceLines(tx, body.items);
      // A product that is gone or hidden refuses the order before anything is written (takeStock names
      // the short lines with it); an order of nothing but such lines would have no lines to write.
      if (unavailable.length) await takeStock(tx, lines, unavailable, body.items);
      goodsWithinCeiling(lines);
      const charge = await chargeFor(tx, userId, lines, body);
      const prescription = await takePrescription(tx, {
        userId,
        needsPrescription: lines.some((l) => l.requiresPrescription),
        prescriptionId: body.prescription_id,
      });
      const written = await writeOrder(tx, {
        userId,
        lines,
        body,
        charge,
        prescription,
        idempotencyKey,
        hash,
      });
      // The confirmation, in the language the customer ordered in, leaves only if this commits.
      await rememberLocale(tx, userId, locale);
      await notifyOrderPlaced(tx, written.order, written.items);
      // Last, so that a popular product's row lock is held for the fewest statements: everything above
      // touches only this customer's rows (the lines' product check waits for the commit, migration 0014).
      const taken = await takeStock(tx, lines, unavailable, body.items);
      await recordSale(tx, written.order.id, taken);
      return { written, prescription: prescription.prescription, shop: charge.shop };
    });
    // The answer is made of what was just written, not read back: a new order has no returns yet.
    const { written } = placed;
    const [view] = await assembleOrderViews(
      db,
      [{ order: written.order, userName: input.userName }],
      {
        items: written.items,
        history: [{ h: written.history, by: input.userName }],
        prescriptionOf: new Map(placed.prescription ? [[placed.prescription.id, placed.prescription]] : []),
        returnsOf: new Map([[written.order.id, { summaries: [], heldByLine: new Map() }]]),
        shop: placed.shop,
      },
      locale,
    );
    return { order: toShopperView(view!), created: true };
  } catch (err) {
    if (idempotencyKey && isUniqueViolation(err)) {
      const replay = await findIdempotent(db, userId, idempotencyKey, hash, locale);
      if (replay) return { order: replay, created: false };
    }
    throw err;
  }
}

/**
 * Step 1 of placing an order: takes every line's units through the stock ledger (first expiry first out),
 * all or nothing. The lines that could not be had (gone, hidden or short) are refused together with
 * OUT_OF_STOCK. Answers what was taken from which batch, for the sale's ledger rows.
 */
async function takeStock(
  tx: Tx,
  lines: PricedLine[],
  unavailable: number[],
  items: { product_id: number; quantity: number }[],
): Promise<Map<number, Allocation[]>> {
  const wanted = mergeCartLines(items);
  const { taken, short } = await sell(tx, new Map(lines.map((l) => [l.productId, l.quantity])));
  const gone: StockShortage[] = unavailable.map((id) => ({
    product_id: id,
    requested: wanted.get(id)!,
    available: 0,
  }));
  if (gone.length || short.length) {
    throw new AppError('OUT_OF_STOCK', 'Some items are not available in the quantity requested', {
      data: { items: [...gone, ...short] },
    });
  }
  return taken;
}

/**
 * Step 2: what the order costs: the governorate's delivery fee, the points spent under a lock on the
 * customer, and the totals. The total the shopper confirmed must still be the total.
 */
async function chargeFor(tx: Tx, userId: number, lines: PricedLine[], body: CreateOrderBody) {
  const [shop, config] = await Promise.all([getShopSettings(tx), getPointsConfig(tx)]);
  const shipping = shippingFor(shop, body.shipping_address.governorate);
  const goods = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  const wantsPoints = body.use_points !== false && body.use_points !== 0;
  const balance = wantsPoints ? await lockPointsOf(tx, userId) : 0;
  const points = wantsPoints ? pointsToSpend(body.use_points, goods, balance, config) : 0;
  const totals = orderTotals(lines, shipping, pointsValue(points, config));
  // A price or fee that changed since the shopper confirmed is shown to them, not charged.
  if (body.cart_total !== undefined && body.cart_total !== totals.total) {
    throw new AppError('PRICE_CHANGED', 'Prices have changed. Please review your order.', {
      data: { total: totals.total },
    });
  }
  return { points, totals, shop };
}

/** Step 3: the order row, its price snapshots, the points spent and its first history entry. */
async function writeOrder(
  tx: Tx,
  input: {
    userId: number;
    lines: PricedLine[];
    body: CreateOrderBody;
    charge: Awaited<ReturnType<typeof chargeFor>>;
    prescription: Awaited<ReturnType<typeof takePrescription>>;
    idempotencyKey: string | undefined;
    hash: string;
  },
): Promise<WrittenOrder> {
  const { userId, lines, body, idempotencyKey, hash } = input;
  const { points, totals } = input.charge;
  const address = body.shipping_address;
  // No e-mail typed: the account's, if it has one; a customer who registered by phone may have none.
  let email = address.email ?? null;
  if (!email) {
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    email = account?.email ?? null;
  }
  const written = await insertOrder(
    tx,
    {
      userId,
      status: 'pending',
      subtotal: totals.subtotal,
      discountTotal: totals.discountTotal,
      shipping: totals.shipping,
      pointsUsed: points,
      pointsValue: totals.pointsValue,
      total: totals.total,
      paymentMethod: body.payment_method,
      requiresPrescription: lines.some((l) => l.requiresPrescription),
      prescriptionStatus: input.prescription.prescriptionStatus,
      prescriptionId: input.prescription.prescriptionId,
      customerName: `${address.first_name} ${address.last_name}`,
      email,
      phone: address.phone,
      shippingAddress: address,
      billingAddress: body.billing_address ?? address,
      notes: address.instructions ?? null,
      idempotencyKey: idempotencyKey ?? null,
      requestHash: idempotencyKey ? hash : null,
    },
    lines.map((l) => ({
      productId: l.productId,
      productNameAr: l.nameAr,
      productNameEn: l.nameEn,
      quantity: l.quantity,
      originalPrice: l.originalPrice,
      price: l.unitPrice,
      total: l.unitPrice * l.quantity,
      discountId: l.discountId,
      requiresPrescription: l.requiresPrescription,
    })),
    userId,
  );
  await spendPoints(tx, {
    userId,
    points,
    orderId: written.order.id,
    orderNumber: written.order.orderNumber,
  });
  return written;
}

/**
 * Writes an order row and its lines under the next `AS-` number, and enters it into the order lifecycle in
 * its status (its first history entry, the hooks and message of that status). Placing an order and a
 * return's replacement (decision 021) both write orders through here.
 */
export async function insertOrder(
  tx: Tx,
  order: Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'> & { status: OrderStatus },
  lines: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
  changedBy: number | null,
): Promise<WrittenOrder> {
  // The number is known before the insert, so the order row is written once, complete.
  const [next] = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  );
  const id = next!.id;
  const orderNumber = `AS-${String(id).padStart(6, '0')}`;
  const [row] = await tx
    .insert(orders)
    .values({ ...order, id, orderNumber })
    .returning();
  const items = await tx
    .insert(orderItems)
    .values(lines.map((l) => ({ ...l, orderId: id })))
    .returning();
  const history = await enterOrder(tx, row!, changedBy);
  return { order: row!, items, history };
}

/** An order as insertOrder wrote it: what its confirmation and its first view are made of. */
export interface WrittenOrder {
  order: OrderRow;
  items: OrderItemRow[];
  history: typeof orderStatusHistory.$inferSelect;
}

async function findIdempotent(db: Db, userId: number, key: string, hash: string, locale: Locale) {
  const [existing] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  if (!existing) return null;
  if (existing.requestHash !== hash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different order',
    );
  }
  return getCustomerOrder(db, { orderId: existing.id, userId }, locale);
}

/** What a shopper may see of an order: the same, without the staff names in its history. */
export function toShopperView(order: AdminOrderView): OrderView {
  return {
    ...order,
    status_history: order.status_history.map(({ by: _staff, note: _note, ...step }) => step),
  };
}

/** A customer's own order, as the customer sees it; null for anyone else's. */
export async function getCustomerOrder(
  db: Db,
  input: { orderId: number; userId: number },
  locale: Locale,
): Promise<OrderView | null> {
  const order = await getOrder(db, input, locale);
  return order && toShopperView(order);
}

/** One order with its lines and history, as the back-office sees it; `userId` limits it to that customer's. */
export async function getOrder(
  db: Db,
  input: { orderId: number; userId?: number },
  locale: Locale,
): Promise<AdminOrderView | null> {
  const conditions = [eq(orders.id, input.orderId)];
  if (input.userId !== undefined) conditions.push(eq(orders.userId, input.userId));
  const [row] = await db
    .select({ order: orders, userName: users.name })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(...conditions));
  if (!row) return null;
  const [views] = await toOrderViews(db, [row], locale);
  return views ?? null;
}

/** A prescription step is kept in the history row's note (decision 014); other notes are no event. */
const historyEvent = (note: string | null): PrescriptionOrderEvent | null =>
  PRESCRIPTION_ORDER_EVENTS.find((e) => e === note) ?? null;

async function toOrderViews(db: Db, rows: OrderViewRow[], locale: Locale): Promise<AdminOrderView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.order.id);
  const changer = sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${orderStatusHistory.changedBy})`;
  const [items, history, prescriptionOf, returnsOf, shop] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db
      .select({ h: orderStatusHistory, by: changer })
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    prescriptionsByIds(
      db,
      rows.flatMap((r) => (r.order.prescriptionId === null ? [] : [r.order.prescriptionId])),
    ),
    returnsOfOrders(db, ids),
    getShopSettings(db),
  ]);
  return assembleOrderViews(db, rows, { items, history, prescriptionOf, returnsOf, shop }, locale);
}

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type OrderViewRow = { order: OrderRow; userName: string | null };

/** Everything an order's view is made of besides the order row, for one or more orders. */
interface OrderViewParts {
  items: OrderItemRow[];
  history: { h: typeof orderStatusHistory.$inferSelect; by: string | null }[];
  prescriptionOf: Map<number, PrescriptionRow>;
  returnsOf: Map<number, OrderReturns>;
  shop: ShopSettings;
}

/** The views of orders from their parts; only the lines' products' return rules are read here. */
async function assembleOrderViews(
  db: Db,
  rows: OrderViewRow[],
  { items, history, prescriptionOf, returnsOf, shop }: OrderViewParts,
  locale: Locale,
): Promise<AdminOrderView[]> {
  const returnable = await returnableProducts(db, [
    ...new Set(items.flatMap((i) => (i.productId === null ? [] : [i.productId]))),
  ]);
  return rows.map(({ order: o, userName }) => ({
    id: o.id,
    order_number: o.orderNumber,
    status: o.status as OrderStatus,
    created_at: o.createdAt.toISOString(),
    items: items
      .filter((i) => i.orderId === o.id)
      .map((i) => ({
        id: i.id,
        product_id: i.productId,
        product_name: pickLang(locale, i.productNameAr, i.productNameEn),
        quantity: i.quantity,
        price: i.price,
        original_price: i.originalPrice,
        total: i.total,
        returnable: i.productId !== null && !!returnable.get(i.productId),
        returnable_quantity:
          i.productId !== null && returnable.get(i.productId)
            ? Math.max(0, i.quantity - (returnsOf.get(o.id)!.heldByLine.get(i.id) ?? 0))
            : 0,
      })),
    subtotal: o.subtotal,
    discount_total: o.discountTotal,
    shipping: o.shipping,
    points_used: o.pointsUsed,
    points_value: o.pointsValue,
    total: o.total,
    payment_method: o.paymentMethod,
    requires_prescription: o.requiresPrescription,
    prescription_status: o.prescriptionStatus as OrderPrescriptionStatus | null,
    prescription:
      o.prescriptionId === null ? null : toOrderPrescription(prescriptionOf.get(o.prescriptionId)!),
    shipping_address: o.shippingAddress as OrderAddress,
    customer_name: o.customerName,
    email: o.email,
    phone: o.phone,
    user: userName ? { name: userName } : null,
    status_history: history
      .filter((h) => h.h.orderId === o.id)
      .map((h) => ({
        from: h.h.fromStatus as OrderStatus | null,
        to: h.h.toStatus as OrderStatus,
        at: h.h.createdAt.toISOString(),
        event: historyEvent(h.h.note),
        reason: h.h.failureReason as DeliveryFailureReason | null,
        by: h.by,
        note: h.h.failureNote,
      })),
    delivery_attempts: history.filter(
      (h) => h.h.orderId === o.id && h.h.toStatus === 'out_for_delivery' && h.h.fromStatus !== h.h.toStatus,
    ).length,
    return_window: returnWindow(o.deliveredAt, shop.return_window_days),
    returns: returnsOf.get(o.id)!.summaries,
  }));
}

export async function listOrders(
  db: Db,
  input: { userId: number; page: number; perPage: number },
  locale: Locale,
): Promise<Page<OrderView>> {
  const where = eq(orders.userId, input.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, userName: users.name })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const views = (await toOrderViews(db, rows, locale)).map(toShopperView);
  return toPage(views, Number(total?.n ?? 0), input.page, input.perPage);
}

/** The columns behind `?sort=`. */
const adminOrderSortColumns: Record<AdminOrderSort, AnyColumn> = {
  created_at: orders.createdAt,
  total: orders.total,
};

/**
 * The back-office list: any customer's orders, filtered by status, a search and a date range, sorted in the
 * database (id breaks ties, so pages never overlap) before the page is cut.
 */
export async function listAdminOrders(
  db: Db,
  q: {
    status?: OrderStatus;
    search?: string;
    from?: string;
    to?: string;
    sort: AdminOrderSort;
    order: SortOrder;
    page: number;
    per_page: number;
  },
  locale: Locale,
): Promise<Page<AdminOrderView>> {
  const direction = q.order === 'asc' ? asc : desc;
  const term = q.search?.trim();
  const byPhone = term ? phoneMatches(orders.phone, term) : undefined;
  const byAccountPhone = term ? phoneMatches(users.phone, term) : undefined;
  const where = and(
    q.status ? eq(orders.status, q.status) : undefined,
    q.from ? sql`${orders.createdAt} >= ${q.from}::date` : undefined,
    q.to ? sql`${orders.createdAt} < (${q.to}::date + 1)` : undefined,
    term
      ? sql`(${orders.orderNumber} ilike ${`%${term}%`} or ${orders.customerName} ilike ${`%${term}%`} or ${orders.email} ilike ${`%${term}%`}${
          byPhone
            ? sql` or ${byPhone} or ${orders.userId} in (select ${users.id} from ${users} where ${byAccountPhone})`
            : sql``
        })`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, userName: users.name })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(direction(adminOrderSortColumns[q.sort]), direction(orders.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return toPage(await toOrderViews(db, rows, locale), Number(total?.n ?? 0), q.page, q.per_page);
}
