import { type Page, toPage } from '@shop/shared/api';
import type { Locale } from '@shop/shared/constants';
import {
  type adjustStockBody,
  type BatchState,
  type BatchView,
  EXPIRY_WINDOWS,
  type ExpiringBatchView,
  type ExpiryReportView,
  type LowStockProductView,
  type MovementKind,
  type MovementView,
  type ProductStockView,
  type receiveBatchBody,
  type writeOffBody,
} from '@shop/shared/inventory';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { orders, products, returns, stockBatches, stockMovements, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { daysBetween, shopDate } from '../../lib/clock.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { writeCatalog } from '../catalog/cache.ts';
import { pickLang } from '../catalog/category-index.ts';
import { stockStatusCondition } from '../catalog/stock.ts';
import { addStock } from '../catalog/stock-figures.ts';
import { lockStock, recordMovements } from './ledger.ts';

type Batch = typeof stockBatches.$inferSelect;

const stateOf = (b: Pick<Batch, 'expiryDate' | 'quantity'>, today: string): BatchState =>
  b.expiryDate <= today ? 'expired' : b.quantity > 0 ? 'sellable' : 'empty';

function toBatchView(b: Batch, today: string): BatchView {
  return {
    id: b.id,
    product_id: b.productId,
    lot_number: b.lotNumber,
    expiry_date: b.expiryDate,
    received_on: b.receivedOn,
    quantity_received: b.quantityReceived,
    quantity: b.quantity,
    state: stateOf(b, today),
    days_to_expiry: daysBetween(today, b.expiryDate),
  };
}

async function lockProduct(tx: Tx, productId: number) {
  const locked = await lockStock(tx, productId);
  if (!locked) throw notFound('Product Not Found');
  return locked;
}

/**
 * The product form's stock field: sets the units outside batches so that the sellable stock is `target`,
 * as an adjustment in the ledger. Units held in batches change only through their batches.
 */
export async function setStockTo(tx: Tx, productId: number, target: number, actorId: number): Promise<void> {
  const locked = await lockProduct(tx, productId);
  const delta = target - locked.stock;
  if (delta === 0) return;
  const inBatches = locked.stock - locked.loose;
  if (target < inBatches) {
    throw new AppError('VALIDATION', 'Validation failed', {
      errors: { stock: ['{count} units are in batches: change them through the batches'] },
      params: { count: inBatches },
    });
  }
  await addStock(tx, productId, delta);
  await recordMovements(tx, [
    { productId, batchId: null, kind: 'adjustment', quantity: delta, reason: 'product form', actorId },
  ]);
}

/** A new product's first units, as the ledger's opening row. */
export async function openStock(tx: Tx, productId: number, units: number, actorId: number): Promise<void> {
  if (units <= 0) return;
  await addStock(tx, productId, units);
  await recordMovements(tx, [{ productId, batchId: null, kind: 'opening', quantity: units, actorId }]);
}

export async function productStock(db: Db | Tx, productId: number): Promise<ProductStockView> {
  const today = shopDate();
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('Product Not Found');
  const rows = await db
    .select()
    .from(stockBatches)
    .where(eq(stockBatches.productId, productId))
    .orderBy(asc(stockBatches.expiryDate), asc(stockBatches.id));
  const batches = rows.map((b) => toBatchView(b, today));
  // Between the expiry date and the sweep a batch may still be in the cached stock; the view counts it out.
  const liveInStock = rows.filter((b) => b.expiredAt === null).reduce((s, b) => s + b.quantity, 0);
  const inBatches = batches.filter((b) => b.state !== 'expired').reduce((s, b) => s + b.quantity, 0);
  const loose = product.stock - liveInStock;
  return {
    product_id: productId,
    stock: loose + inBatches,
    in_batches: inBatches,
    loose,
    expired: batches.filter((b) => b.state === 'expired').reduce((s, b) => s + b.quantity, 0),
    batches,
  };
}

export async function receiveBatch(
  db: Db,
  productId: number,
  body: z.output<typeof receiveBatchBody>,
  actorId: number,
): Promise<ProductStockView> {
  const today = shopDate();
  if (body.expiry_date <= today) {
    throw validationError({ expiry_date: ['This batch has already expired: it cannot be sold'] });
  }
  const receivedOn = body.received_on ?? today;
  if (receivedOn > today)
    throw validationError({ received_on: ['The date received cannot be in the future'] });
  return writeCatalog(db, async (tx) => {
    await lockProduct(tx, productId);
    const [batch] = await tx
      .insert(stockBatches)
      .values({
        productId,
        lotNumber: body.lot_number,
        expiryDate: body.expiry_date,
        receivedOn,
        quantityReceived: body.quantity,
        quantity: body.quantity,
        createdBy: actorId,
      })
      .returning();
    await addStock(tx, productId, body.quantity);
    await recordMovements(tx, [
      { productId, batchId: batch!.id, kind: 'received', quantity: body.quantity, actorId },
    ]);
    await recordAudit(tx, {
      actorId,
      action: 'receive',
      entity: 'stock_batch',
      entityId: batch!.id,
      after: toBatchView(batch!, today),
    });
    return productStock(tx, productId);
  });
}

async function lockBatch(tx: Tx, batchId: number, productId?: number): Promise<Batch> {
  const [owner] = await tx
    .select({ productId: stockBatches.productId })
    .from(stockBatches)
    .where(eq(stockBatches.id, batchId));
  if (!owner || (productId !== undefined && owner.productId !== productId)) throw notFound('Batch not found');
  // The product first, then the batch: the ledger's one lock order.
  await lockProduct(tx, owner.productId);
  const [batch] = await tx.select().from(stockBatches).where(eq(stockBatches.id, batchId)).for('update');
  // Gone with its product between the two reads.
  if (!batch) throw notFound('Batch not found');
  return batch;
}

/** A counted correction, up or down, with the reason; to one batch, or to the units outside batches. */
export async function adjustStock(
  db: Db,
  productId: number,
  body: z.output<typeof adjustStockBody>,
  actorId: number,
): Promise<ProductStockView> {
  return writeCatalog(db, async (tx) => {
    const batchId = body.batch_id ?? null;
    if (batchId === null) {
      const locked = await lockProduct(tx, productId);
      if (locked.loose + body.quantity < 0) {
        throw new AppError('VALIDATION', 'Validation failed', {
          errors: { quantity: ['Only {count} units are outside batches'] },
          params: { count: locked.loose },
        });
      }
      await addStock(tx, productId, body.quantity);
    } else {
      const batch = await lockBatch(tx, batchId, productId);
      await changeBatch(tx, batch, body.quantity, 'quantity');
    }
    await recordMovements(tx, [
      { productId, batchId, kind: 'adjustment', quantity: body.quantity, reason: body.reason, actorId },
    ]);
    await recordAudit(tx, {
      actorId,
      action: 'adjust',
      entity: 'product_stock',
      entityId: productId,
      after: { quantity: body.quantity, batch_id: batchId, reason: body.reason },
    });
    return productStock(tx, productId);
  });
}

/** Changes a locked batch's units; the sellable stock follows while the batch has not expired. */
async function changeBatch(tx: Tx, batch: Batch, delta: number, field: string): Promise<void> {
  if (batch.quantity + delta < 0) {
    throw new AppError('VALIDATION', 'Validation failed', {
      errors: { [field]: ['This batch holds only {count} units'] },
      params: { count: batch.quantity },
    });
  }
  await tx
    .update(stockBatches)
    .set({ quantity: sql`${stockBatches.quantity} + ${delta}` })
    .where(eq(stockBatches.id, batch.id));
  if (batch.expiredAt === null) await addStock(tx, batch.productId, delta);
}

/** Units destroyed (expired or damaged); without a quantity, everything the batch still holds. */
export async function writeOffBatch(
  db: Db,
  batchId: number,
  body: z.output<typeof writeOffBody>,
  actorId: number,
): Promise<ProductStockView> {
  return writeCatalog(db, async (tx) => {
    const batch = await lockBatch(tx, batchId);
    const quantity = body.quantity ?? batch.quantity;
    if (quantity === 0) throw validationError({ quantity: ['Nothing is left in this batch'] });
    await changeBatch(tx, batch, -quantity, 'quantity');
    const reason = body.note ? `${body.reason}: ${body.note}` : body.reason;
    await recordMovements(tx, [
      { productId: batch.productId, batchId, kind: 'write_off', quantity: -quantity, reason, actorId },
    ]);
    await recordAudit(tx, {
      actorId,
      action: 'write_off',
      entity: 'stock_batch',
      entityId: batchId,
      after: { quantity, reason },
    });
    return productStock(tx, batch.productId);
  });
}

export async function productMovements(
  db: Db,
  productId: number,
  page: number,
  perPage: number,
): Promise<Page<MovementView>> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound('Product Not Found');
  const where = eq(stockMovements.productId, productId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        m: stockMovements,
        lotNumber: stockBatches.lotNumber,
        orderNumber: orders.orderNumber,
        rmaNumber: returns.rmaNumber,
        by: users.name,
      })
      .from(stockMovements)
      .leftJoin(stockBatches, eq(stockBatches.id, stockMovements.batchId))
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .leftJoin(returns, eq(returns.id, stockMovements.returnId))
      .leftJoin(users, eq(users.id, stockMovements.actorId))
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(stockMovements).where(where),
  ]);
  return toPage(
    rows.map(({ m, lotNumber, orderNumber, rmaNumber, by }) => ({
      id: m.id,
      kind: m.kind as MovementKind,
      quantity: m.quantity,
      batch: m.batchId && lotNumber !== null ? { id: m.batchId, lot_number: lotNumber } : null,
      order: m.orderId && orderNumber !== null ? { id: m.orderId, order_number: orderNumber } : null,
      return: m.returnId && rmaNumber !== null ? { id: m.returnId, rma_number: rmaNumber } : null,
      reason: m.reason,
      by,
      created_at: m.createdAt.toISOString(),
    })),
    Number(total?.n ?? 0),
    page,
    perPage,
  );
}

/**
 * The dashboard's expiry report: live batches expiring within 30, 60 and 90 days (cumulative), worth
 * their units at today's shelf price (no purchase cost is recorded), and the expired batches still holding
 * units: the write-off list.
 */
export async function expiryReport(db: Db, locale: Locale): Promise<ExpiryReportView> {
  const today = shopDate();
  const horizon = new Date(Date.parse(today) + Math.max(...EXPIRY_WINDOWS) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const columns = {
    b: stockBatches,
    nameAr: products.nameAr,
    nameEn: products.nameEn,
    price: products.price,
  };
  const toView = (r: { b: Batch; nameAr: string; nameEn: string; price: number }): ExpiringBatchView => ({
    ...toBatchView(r.b, today),
    product_name: pickLang(locale, r.nameAr, r.nameEn),
    value: r.b.quantity * r.price,
  });
  const [expiring, expired] = await Promise.all([
    db
      .select(columns)
      .from(stockBatches)
      .innerJoin(products, eq(products.id, stockBatches.productId))
      .where(
        and(
          gt(stockBatches.quantity, 0),
          sql`${stockBatches.expiryDate} > ${today}`,
          sql`${stockBatches.expiryDate} <= ${horizon}`,
        ),
      )
      .orderBy(asc(stockBatches.expiryDate), asc(stockBatches.id)),
    db
      .select(columns)
      .from(stockBatches)
      .innerJoin(products, eq(products.id, stockBatches.productId))
      .where(and(gt(stockBatches.quantity, 0), sql`${stockBatches.expiryDate} <= ${today}`))
      .orderBy(asc(stockBatches.expiryDate), asc(stockBatches.id)),
  ]);
  const expiringViews = expiring.map(toView);
  return {
    today,
    windows: EXPIRY_WINDOWS.map((days) => {
      const within = expiringViews.filter((b) => b.days_to_expiry <= days);
      return {
        days,
        batches: within.length,
        units: within.reduce((s, b) => s + b.quantity, 0),
        value: within.reduce((s, b) => s + b.value, 0),
      };
    }),
    expiring: expiringViews,
    expired: expired.map(toView),
  };
}

/**
 * The products running low (1-5 left) or sold out, fewest first: what to reorder. Only products on sale
 * (`active`), as the dashboard's low-stock card counts them; a draft or an archived product is not reordered.
 */
export async function lowStockProducts(
  db: Db,
  q: { stock: 'low_stock' | 'out_of_stock'; page: number; per_page: number },
  locale: Locale,
): Promise<Page<LowStockProductView>> {
  const where = and(eq(products.status, 'active'), stockStatusCondition[q.stock]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        nameAr: products.nameAr,
        nameEn: products.nameEn,
        image: products.image,
        stock: products.stock,
        requiresPrescription: products.requiresPrescription,
      })
      .from(products)
      .where(where)
      .orderBy(
        asc(products.stock),
        asc(locale === 'en' ? products.nameEn : products.nameAr),
        asc(products.id),
      )
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      name: pickLang(locale, r.nameAr, r.nameEn),
      image: r.image,
      stock: r.stock,
      requires_prescription: r.requiresPrescription,
    })),
    Number(total?.n ?? 0),
    q.page,
    q.per_page,
  );
}
