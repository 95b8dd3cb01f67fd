import { type Page, type SortOrder, toPage } from '@shop/shared/api';
import { POINTS_DEFAULTS } from '@shop/shared/constants';
import {
  type PointsConfig,
  type PointsKind,
  type PointsUserSort,
  pointsEarned,
  pointsValue,
} from '@shop/shared/points';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { orders, pointsConfig, pointsTiers, pointsTransactions, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import type { Effect } from '../../lib/lifecycle.ts';
import { phoneMatches } from '../../lib/phone-search.ts';

type Conn = Db | Tx;

/** A lifecycle hook that writes the points ledger: nothing waits for the commit; named so a reader sees it. */
export const pointsEffect: Effect = { name: 'points' };

export async function getPointsConfig(db: Conn): Promise<PointsConfig> {
  const [row] = await db.select().from(pointsConfig).where(eq(pointsConfig.id, 1));
  const tiers = await db.select().from(pointsTiers).orderBy(asc(pointsTiers.minAmount));
  return {
    iqdPerPoint: row?.iqdPerPoint ?? POINTS_DEFAULTS.iqdPerPoint,
    minimumOrderIqd: row?.minimumOrderIqd ?? POINTS_DEFAULTS.minimumOrderIqd,
    bonusThresholdIqd: row?.bonusThresholdIqd ?? POINTS_DEFAULTS.bonusThresholdIqd,
    bonusPoints: row?.bonusPoints ?? POINTS_DEFAULTS.bonusPoints,
    pointValueIqd: row?.pointValueIqd ?? POINTS_DEFAULTS.pointValueIqd,
    maxSpendPercent: row?.maxSpendPercent ?? POINTS_DEFAULTS.maxSpendPercent,
    tiers: tiers.map((t) => ({ minAmount: t.minAmount, maxAmount: t.maxAmount, rate: t.rate })),
  };
}

/**
 * The ledger's sums, each defined once: a balance is the sum of every movement; earned counts bonuses,
 * less what returns took back; spent is what orders took, and net spent what they kept after cancelled
 * orders and returns gave points back (decision 021).
 */
const earnedSum = sql<number>`coalesce(sum(${pointsTransactions.points}) filter (where ${pointsTransactions.kind} in ('earned', 'bonus', 'return_reversal')), 0)::int`;
const spentSum = sql<number>`coalesce(-sum(${pointsTransactions.points}) filter (where ${pointsTransactions.kind} = 'spent'), 0)::int`;
const refundedSum = sql<number>`coalesce(sum(${pointsTransactions.points}) filter (where ${pointsTransactions.kind} in ('refund', 'return_refund')), 0)::int`;
export const ledgerSums = {
  balance: sql<number>`coalesce(sum(${pointsTransactions.points}), 0)::int`,
  earned: sql<number>`greatest(${earnedSum}, 0)::int`,
  netSpent: sql<number>`greatest(${spentSum} - ${refundedSum}, 0)::int`,
};

export async function pointsBalance(db: Conn, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerSums.balance })
    .from(pointsTransactions)
    .where(eq(pointsTransactions.userId, userId));
  return row?.balance ?? 0;
}

/**
 * Locks the customer's row for the rest of the transaction: every spend of one customer's points
 * waits for the one before it, so two orders can never spend the same points.
 */
export async function lockPointsOf(tx: Tx, userId: number): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return pointsBalance(tx, userId);
}

export async function spendPoints(
  tx: Tx,
  input: { userId: number; points: number; orderId: number; orderNumber: string },
) {
  if (input.points <= 0) return;
  await tx.insert(pointsTransactions).values({
    userId: input.userId,
    kind: 'spent',
    points: -input.points,
    orderId: input.orderId,
    description: `Order ${input.orderNumber}`,
  });
}

/** Gives back what an order spent; the ledger's unique (order, kind) makes a second refund impossible. */
export async function refundOrderPoints(
  tx: Tx,
  order: { id: number; userId: number | null; pointsUsed: number; orderNumber: string },
) {
  if (!order.userId || order.pointsUsed <= 0) return;
  await tx
    .insert(pointsTransactions)
    .values({
      userId: order.userId,
      kind: 'refund',
      points: order.pointsUsed,
      orderId: order.id,
      description: `Order ${order.orderNumber} cancelled`,
    })
    .onConflictDoNothing();
}

/**
 * A refunded return's points (decision 021): the spent points that go with the returned lines given back,
 * and the points they earned taken back. A balance never goes below zero: points the customer has already
 * spent are taken off the cash instead, at their value (`deductedValue`, at most the cash `amount`).
 */
export async function settleReturnPoints(
  tx: Tx,
  input: {
    userId: number | null;
    orderId: number;
    returnId: number;
    description: string;
    at: Date;
    settlement: { pointsReturned: number; pointsTakenBack: number; amount: number };
  },
): Promise<{ takenBack: number; deductedValue: number }> {
  const { userId, settlement } = input;
  // The account is gone: no points to move; what it earned is worth nothing now.
  if (userId === null) return { takenBack: 0, deductedValue: 0 };
  let takenBack = settlement.pointsTakenBack;
  let deductedValue = 0;
  const balance = await lockPointsOf(tx, userId);
  const room = Math.max(0, balance + settlement.pointsReturned);
  if (takenBack > room) {
    const config = await getPointsConfig(tx);
    deductedValue = Math.min(settlement.amount, pointsValue(takenBack - room, config));
    takenBack = room;
  }
  const rows = [
    ...(settlement.pointsReturned > 0 ? [{ kind: 'return_refund', points: settlement.pointsReturned }] : []),
    ...(takenBack > 0 ? [{ kind: 'return_reversal', points: -takenBack }] : []),
  ];
  if (rows.length) {
    await tx.insert(pointsTransactions).values(
      rows.map((r) => ({
        ...r,
        userId,
        orderId: input.orderId,
        returnId: input.returnId,
        description: input.description,
        createdAt: input.at,
      })),
    );
  }
  return { takenBack, deductedValue };
}

/** Credits a delivered order's points, once: earned and bonus rows are unique per order. */
export async function awardOrderPoints(
  tx: Tx,
  order: {
    id: number;
    userId: number | null;
    orderNumber: string;
    subtotal: number;
    discountTotal: number;
    pointsValue: number;
  },
): Promise<{ earned: number; bonus: number }> {
  if (!order.userId) return { earned: 0, bonus: 0 };
  const config = await getPointsConfig(tx);
  const base = order.subtotal - order.discountTotal - order.pointsValue;
  const { earned, bonus } = pointsEarned(base, config);
  const rows = [
    ...(earned > 0
      ? [{ kind: 'earned', points: earned, description: `Order ${order.orderNumber} delivered` }]
      : []),
    ...(bonus > 0
      ? [
          {
            kind: 'bonus',
            points: bonus,
            description: `Bonus for order ${order.orderNumber}`,
            reason: 'large_order',
          },
        ]
      : []),
  ];
  if (rows.length) {
    await tx
      .insert(pointsTransactions)
      .values(rows.map((r) => ({ ...r, userId: order.userId!, orderId: order.id })))
      .onConflictDoNothing();
  }
  return { earned, bonus };
}

export async function awardBonusPoints(
  db: Db,
  input: { userId: number; points: number; reason: string; adminId: number },
) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  await db.insert(pointsTransactions).values({
    userId: input.userId,
    kind: 'bonus',
    points: input.points,
    reason: input.reason,
    description: input.reason,
    createdBy: input.adminId,
  });
}

const transactionColumns = {
  id: pointsTransactions.id,
  kind: pointsTransactions.kind,
  points: pointsTransactions.points,
  description: pointsTransactions.description,
  reason: pointsTransactions.reason,
  orderId: pointsTransactions.orderId,
  orderNumber: orders.orderNumber,
  createdAt: pointsTransactions.createdAt,
};

function toTransactionView(t: {
  id: number;
  kind: string;
  points: number;
  description: string | null;
  reason: string | null;
  orderId: number | null;
  orderNumber: string | null;
  createdAt: Date;
}) {
  return {
    id: t.id,
    kind: t.kind as PointsKind,
    points: t.points,
    description: t.description,
    reason: t.reason,
    order_id: t.orderId,
    order_number: t.orderNumber,
    created_at: t.createdAt.toISOString(),
  };
}

export async function pointsHistory(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): Promise<Page<ReturnType<typeof toTransactionView>>> {
  const where = eq(pointsTransactions.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select(transactionColumns)
      .from(pointsTransactions)
      .leftJoin(orders, eq(orders.id, pointsTransactions.orderId))
      .where(where)
      .orderBy(desc(pointsTransactions.createdAt), desc(pointsTransactions.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(pointsTransactions).where(where),
  ]);
  return toPage(rows.map(toTransactionView), Number(total?.n ?? 0), page, perPage);
}

export async function pointsSummaryOf(db: Db, userId: number) {
  const [sums] = await db
    .select({
      balance: ledgerSums.balance,
      earned: ledgerSums.earned,
      netSpent: ledgerSums.netSpent,
    })
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, userId)));
  const config = await getPointsConfig(db);
  const recent = await pointsHistory(db, userId, 1, 10);
  const balance = sums?.balance ?? 0;
  return {
    current_points: balance,
    total_earned: sums?.earned ?? 0,
    total_spent: sums?.netSpent ?? 0,
    points_value: pointsValue(balance, config),
    recent_transactions: recent.data,
  };
}

export function toConfigView(c: PointsConfig) {
  return {
    points_per_iqd: 1 / c.iqdPerPoint,
    iqd_per_point: c.iqdPerPoint,
    minimum_order: c.minimumOrderIqd,
    bonus_threshold: c.bonusThresholdIqd,
    bonus_amount: c.bonusPoints,
    point_value: c.pointValueIqd,
    max_spend_percent: c.maxSpendPercent,
    payment_tiers: c.tiers.map((t) => ({ min_amount: t.minAmount, max_amount: t.maxAmount, rate: t.rate })),
  };
}

export async function savePointsConfig(
  db: Db,
  input: {
    iqd_per_point: number;
    minimum_order: number;
    bonus_threshold: number;
    bonus_amount: number;
    point_value: number;
    max_spend_percent: number;
    payment_tiers: { min_amount: number; max_amount: number | null; rate: number }[];
  },
  actorId: number,
): Promise<PointsConfig> {
  return db.transaction(async (tx) => {
    const before = toConfigView(await getPointsConfig(tx));
    const values = {
      iqdPerPoint: input.iqd_per_point,
      minimumOrderIqd: input.minimum_order,
      bonusThresholdIqd: input.bonus_threshold,
      bonusPoints: input.bonus_amount,
      pointValueIqd: input.point_value,
      maxSpendPercent: input.max_spend_percent,
      updatedAt: new Date(),
    };
    await tx
      .insert(pointsConfig)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: pointsConfig.id, set: values });
    await tx.delete(pointsTiers);
    if (input.payment_tiers.length) {
      await tx.insert(pointsTiers).values(
        input.payment_tiers.map((t) => ({
          minAmount: t.min_amount,
          maxAmount: t.max_amount,
          rate: t.rate,
        })),
      );
    }
    const after = await getPointsConfig(tx);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'points_config',
      entityId: 1,
      before,
      after: toConfigView(after),
    });
    return after;
  });
}

export async function adminPointsStats(db: Db) {
  const [row] = await db
    .select({
      issued: ledgerSums.earned,
      netSpent: ledgerSums.netSpent,
      outstanding: ledgerSums.balance,
    })
    .from(pointsTransactions);
  const [holders] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select user_id from ${pointsTransactions} group by user_id having ${ledgerSums.balance} > 0) h`,
  );
  return {
    total_issued: row?.issued ?? 0,
    total_spent: row?.netSpent ?? 0,
    outstanding: row?.outstanding ?? 0,
    customers_with_points: holders?.n ?? 0,
  };
}

/** What `?sort=` orders by: a column of the select below, or the name. */
const pointsUserSortKeys: Record<PointsUserSort, SQL> = {
  name: sql`lower(u.name)`,
  points: sql`points`,
  total_earned: sql`total_earned`,
  total_spent: sql`total_spent`,
};

/**
 * Customers with their balances, largest first unless `sort` says otherwise; sorted in the database before
 * the page is cut. Ties (most customers hold 0 points) go by account id, oldest first, either way.
 */
export async function pointsUsers(
  db: Db,
  q: { search?: string; sort: PointsUserSort; order: SortOrder; page: number; per_page: number },
) {
  const term = q.search ? `%${q.search}%` : null;
  const direction = q.order === 'asc' ? sql`asc` : sql`desc`;
  // Phone sign-up is the default, so many customers have a phone and no e-mail: they are found by either.
  const byPhone = q.search ? phoneMatches(sql`u.phone`, q.search) : undefined;
  const filter = term
    ? sql`where (u.name ilike ${term} or u.email ilike ${term}${byPhone ? sql` or ${byPhone}` : sql``})`
    : sql``;
  const [rows, [total]] = await Promise.all([
    queryRows<{
      id: number;
      name: string;
      email: string | null;
      phone: string | null;
      points: number;
      total_earned: number;
      total_spent: number;
    }>(
      db,
      sql`select u.id, u.name, u.email, u.phone,
            ${ledgerSums.balance} as points,
            ${ledgerSums.earned} as total_earned,
            ${ledgerSums.netSpent} as total_spent
          from ${users} u left join ${pointsTransactions} on ${pointsTransactions.userId} = u.id
          ${filter}
          group by u.id order by ${pointsUserSortKeys[q.sort]} ${direction}, u.id
          limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${users} u ${filter}`),
  ]);
  return toPage(rows, total?.n ?? 0, q.page, q.per_page);
}
