import { type ReturnStatus, returnDeadline } from '@shop/shared/returns';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, products, returnItems, returns } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { loadCategoryIndex } from '../catalog/category-index.ts';

type Conn = Db | Tx;

/**
 * Whether the return policy takes each product back: its own `returnable` flag, else the nearest
 * category up its tree that says, else yes. Products that no longer exist are not returnable.
 */
export async function returnableProducts(db: Conn, productIds: number[]): Promise<Map<number, boolean>> {
  const answer = new Map<number, boolean>();
  if (!productIds.length) return answer;
  const [rows, index] = await Promise.all([
    db
      .select({ id: products.id, returnable: products.returnable, categoryId: products.categoryId })
      .from(products)
      .where(inArray(products.id, productIds)),
    loadCategoryIndex(db),
  ]);
  for (const r of rows) answer.set(r.id, r.returnable ?? index.returnable(r.categoryId));
  return answer;
}

export interface OrderReturns {
  summaries: { id: number; rma_number: string; status: ReturnStatus; created_at: string }[];
  /** Units of each order line held by returns that were not rejected. */
  heldByLine: Map<number, number>;
}

/** Each order's returns, and the units of its lines they hold (a rejected return holds none). */
export async function returnsOfOrders(db: Conn, orderIds: number[]): Promise<Map<number, OrderReturns>> {
  const result = new Map<number, OrderReturns>();
  if (!orderIds.length) return result;
  const [rows, held] = await Promise.all([
    db
      .select({
        id: returns.id,
        orderId: returns.orderId,
        rmaNumber: returns.rmaNumber,
        status: returns.status,
        createdAt: returns.createdAt,
      })
      .from(returns)
      .where(inArray(returns.orderId, orderIds))
      .orderBy(asc(returns.createdAt), asc(returns.id)),
    db
      .select({
        orderId: orderItems.orderId,
        orderItemId: returnItems.orderItemId,
        quantity: returnItems.quantity,
      })
      .from(returnItems)
      .innerJoin(returns, eq(returns.id, returnItems.returnId))
      .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
      .where(and(inArray(returns.orderId, orderIds), ne(returns.status, 'rejected'))),
  ]);
  for (const id of orderIds) result.set(id, { summaries: [], heldByLine: new Map() });
  for (const r of rows) {
    result.get(r.orderId)!.summaries.push({
      id: r.id,
      rma_number: r.rmaNumber,
      status: r.status as ReturnStatus,
      created_at: r.createdAt.toISOString(),
    });
  }
  for (const h of held) {
    const lines = result.get(h.orderId)!.heldByLine;
    lines.set(h.orderItemId, (lines.get(h.orderItemId) ?? 0) + h.quantity);
  }
  return result;
}

/** The order's return window, from its delivery; null before delivery. */
export function returnWindow(
  deliveredAt: Date | null,
  windowDays: number,
  at: Date = now(),
): { until: string; open: boolean } | null {
  if (!deliveredAt) return null;
  const until = returnDeadline(deliveredAt, windowDays);
  return { until: until.toISOString(), open: at.getTime() <= until.getTime() };
}
