import { type Page, toPage } from '@shop/shared/api';
import type { Locale } from '@shop/shared/constants';
import {
  type AdminNotificationsQuery,
  type AdminNotificationView,
  DEFAULT_ORDER_UPDATE_CHANNELS,
  LOGGED_ONLY_NOTE,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationStatus,
  type NotificationTemplate,
} from '@shop/shared/notifications';
import type { DeliveryFailureReason } from '@shop/shared/orders';
import type { RejectionReason } from '@shop/shared/prescriptions';
import type { RefundMethod, ReturnStatus } from '@shop/shared/returns';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notificationPreferences, type orderItems, orders, outboxMessages, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { pointsBalance } from '../points/service.ts';
import { enqueueMessage, internationalPhone, nudgeOutbox } from './outbox.ts';
import type { AccountField } from './templates/account-notice.ts';
import type { CodePurpose } from './templates/code.ts';
import type { NotifiedStatus } from './templates/order-status.ts';

type Conn = Db | Tx;
type OrderRow = typeof orders.$inferSelect;

// ---------------------------------------------------------------- who hears about an order, and how

/** The customer's own choice, or e-mail plus SMS when a phone number is known. */
export async function getPreferences(db: Conn, userId: number): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ orderUpdates: notificationPreferences.orderUpdates })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (row) return { order_updates: row.orderUpdates as NotificationChannel[] };
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return {
    order_updates: DEFAULT_ORDER_UPDATE_CHANNELS.filter((c) => c === 'email' || !!user?.phone),
  };
}

export async function savePreferences(
  db: Db,
  userId: number,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const orderUpdates = [...new Set(input.order_updates)];
  await db
    .insert(notificationPreferences)
    .values({ userId, orderUpdates, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { orderUpdates, updatedAt: new Date() },
    });
  return { order_updates: orderUpdates };
}

/** Messages go in the language the customer last used the shop in. */
export async function rememberLocale(db: Conn, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

interface Audience {
  email: string | null;
  /** The account's own number, `+9647…`, when its owner proved it with a code. */
  provedPhone: string | null;
  locale: Locale;
  channels: NotificationChannel[];
}

async function audienceOf(tx: Conn, userId: number | null): Promise<Audience | null> {
  if (!userId) return null;
  const [user] = await tx
    .select({
      email: users.email,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      locale: users.locale,
      isActive: users.isActive,
      orderUpdates: notificationPreferences.orderUpdates,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!user?.isActive) return null;
  // No choice saved: e-mail and SMS, since every order carries the phone the courier calls.
  const chosen = (user.orderUpdates ?? [...DEFAULT_ORDER_UPDATE_CHANNELS]) as NotificationChannel[];
  // A customer who registered by phone has no e-mail until they add one.
  const channels = chosen.filter((c) => c !== 'email' || !!user.email);
  return {
    email: user.email,
    provedPhone: user.phoneVerifiedAt ? user.phone : null,
    locale: user.locale === 'en' ? 'en' : 'ar',
    channels,
  };
}

/**
 * Texts cost money and reach a stranger when the shipping phone is not the customer's own: at most this many
 * order texts an hour go to a number its owner never proved with a code (decision 061). Counted in the outbox
 * itself, so every instance sees the same count and a rolled-back order counts nothing.
 */
export const UNPROVED_TEXTS_PER_HOUR = 3;

async function textBudgetLeft(tx: Conn, recipient: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, recipient),
        inArray(outboxMessages.channel, ['sms', 'whatsapp']),
        eq(outboxMessages.sensitive, false),
        gt(outboxMessages.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return Number(row?.n ?? 0) < UNPROVED_TEXTS_PER_HOUR;
}

/**
 * One job per channel the customer chose: e-mail to their account, SMS and WhatsApp to the order's phone.
 * `texted` false: the step is told by e-mail only (which steps deserve a text is declared beside each step).
 */
async function enqueueOrderMessage<T extends NotificationTemplate>(
  tx: Conn,
  order: Pick<OrderRow, 'id' | 'userId' | 'phone'>,
  template: T,
  payload: Parameters<typeof enqueueMessage<T>>[1]['payload'],
  texted: boolean,
): Promise<number> {
  const audience = await audienceOf(tx, order.userId);
  if (!audience) return 0;
  const phone = internationalPhone(order.phone);
  let queued = 0;
  for (const channel of audience.channels) {
    if (channel !== 'email') {
      if (!texted || !phone) continue;
      if (phone !== audience.provedPhone && !(await textBudgetLeft(tx, phone))) continue;
    }
    const id = await enqueueMessage(tx, {
      channel,
      template,
      to: channel === 'email' ? (audience.email ?? '') : order.phone,
      locale: audience.locale,
      payload,
      userId: order.userId,
      orderId: order.id,
    });
    if (id) queued++;
  }
  return queued;
}

/** Order placed: run inside placeOrder's transaction, with the order and its lines as they were written. */
export async function notifyOrderPlaced(
  tx: Conn,
  order: OrderRow,
  lines: (typeof orderItems.$inferSelect)[],
): Promise<void> {
  const a = order.shippingAddress as Record<string, string | null | undefined>;
  await enqueueOrderMessage(
    tx,
    order,
    'order_placed',
    {
      order_id: order.id,
      order_number: order.orderNumber,
      customer_name: order.customerName,
      lines: lines.map((l) => ({
        name_ar: l.productNameAr,
        name_en: l.productNameEn,
        quantity: l.quantity,
        unit_price: l.price,
        total: l.total,
      })),
      subtotal: order.subtotal,
      discount_total: order.discountTotal,
      shipping: order.shipping,
      points_value: order.pointsValue,
      total: order.total,
      payment_method: order.paymentMethod,
      awaits_prescription: order.prescriptionStatus === 'pending_review',
      address: {
        name: order.customerName,
        phone: order.phone,
        governorate: a.governorate ?? '',
        city: a.city ?? '',
        district: a.district ?? null,
        address: a.address ?? '',
        landmark: a.landmark ?? null,
      },
    },
    true,
  );
}

/** A status the order lifecycle tells of was entered (in the move's transaction); `texted`: by text too. */
export async function notifyOrderStatus(
  tx: Conn,
  order: OrderRow,
  status: NotifiedStatus,
  texted: boolean,
  why: {
    reason?: string | null;
    cancelledBy?: 'customer' | 'pharmacy' | null;
    failureReason?: DeliveryFailureReason | null;
  } = {},
): Promise<void> {
  await enqueueOrderMessage(
    tx,
    order,
    'order_status',
    {
      order_id: order.id,
      order_number: order.orderNumber,
      customer_name: order.customerName,
      status,
      total: order.total,
      payment_method: order.paymentMethod,
      reason: why.reason ?? null,
      cancelled_by: status === 'cancelled' ? (why.cancelledBy ?? null) : null,
      failure_reason: status === 'delivery_failed' ? (why.failureReason ?? null) : null,
    },
    texted,
  );
}

/** Points credited for a delivered order: by e-mail only (an SMS for points would be noise). */
export async function notifyPointsCredited(
  tx: Conn,
  order: OrderRow,
  awarded: { earned: number; bonus: number },
): Promise<void> {
  if (!order.userId || awarded.earned + awarded.bonus <= 0) return;
  await enqueueOrderMessage(
    tx,
    order,
    'points_credited',
    {
      order_id: order.id,
      order_number: order.orderNumber,
      customer_name: order.customerName,
      earned: awarded.earned,
      bonus: awarded.bonus,
      balance: await pointsBalance(tx, order.userId),
    },
    false,
  );
}

/**
 * A pharmacist's decision on an order's prescription (the order's prescription lifecycle tells of it, in the
 * decision's transaction): approved, or rejected with one of REJECTION_REASONS and a note.
 */
export async function notifyPrescriptionDecided(
  tx: Conn,
  input: { orderId: number; approved: boolean; reason?: RejectionReason; note?: string | null },
  texted: boolean,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) return;
  const payload = {
    order_id: order.id,
    order_number: order.orderNumber,
    customer_name: order.customerName,
    ...(input.reason ? { reason: input.reason } : {}),
    note: input.note ?? null,
  };
  const template = input.approved ? 'prescription_approved' : 'prescription_rejected';
  await enqueueOrderMessage(tx, order, template, payload, texted);
}

/**
 * A return entered a status its lifecycle tells of (in the move's transaction); `texted`: by text too.
 */
export async function notifyReturnStatus(
  tx: Conn,
  input: {
    orderId: number;
    rmaNumber: string;
    status: ReturnStatus;
    note?: string | null;
    refundAmount?: number | null;
    refundMethod?: RefundMethod | null;
    replacementOrderNumber?: string | null;
  },
  texted: boolean,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) return;
  await enqueueOrderMessage(
    tx,
    order,
    'return_status',
    {
      order_id: order.id,
      order_number: order.orderNumber,
      rma_number: input.rmaNumber,
      customer_name: order.customerName,
      status: input.status,
      note: input.note ?? null,
      refund_amount: input.refundAmount ?? null,
      refund_method: input.refundMethod ?? null,
      replacement_order_number: input.replacementOrderNumber ?? null,
    },
    texted,
  );
}

// ---------------------------------------------------------------- one-time codes

/**
 * A code e-mail (registration, password reset, e-mail change) through the outbox: the request does not wait
 * for the mail server. Run in the transaction that stores the code; its text leaves the row once sent.
 */
export async function enqueueCode(
  tx: Conn,
  input: {
    email: string;
    purpose: CodePurpose;
    code: string;
    locale: Locale;
    name?: string | null;
    userId?: number;
  },
): Promise<void> {
  await enqueueMessage(tx, {
    channel: 'email',
    template: 'code',
    to: input.email,
    locale: input.locale,
    payload: { purpose: input.purpose, code: input.code, name: input.name ?? null },
    userId: input.userId ?? null,
    sensitive: true,
  });
}

/**
 * A code by SMS or WhatsApp (phone registration, phone sign-in, phone change), like enqueueCode: in the code's
 * transaction, erased from the row once sent. `phone` is `+9647XXXXXXXXX`.
 */
export async function enqueuePhoneCode(
  tx: Conn,
  input: {
    phone: string;
    channel: 'sms' | 'whatsapp';
    purpose: CodePurpose;
    code: string;
    locale: Locale;
    userId?: number;
  },
): Promise<void> {
  await enqueueMessage(tx, {
    channel: input.channel,
    template: 'code',
    to: input.phone,
    locale: input.locale,
    payload: { purpose: input.purpose, code: input.code, name: null },
    userId: input.userId ?? null,
    sensitive: true,
  });
}

// ---------------------------------------------------------------- accounts

/**
 * The answer to "register this address" when it already has an account: the registration answers alike
 * either way (no account discovery), and only the address's owner learns which it was. Run in the code's
 * transaction (issueCode's deliver), so the same per-address limits apply.
 */
export async function enqueueAlreadyRegistered(
  tx: Conn,
  input: { to: string; channel: NotificationChannel; locale: Locale; userId?: number | null },
): Promise<void> {
  await enqueueMessage(tx, {
    channel: input.channel,
    template: 'account_notice',
    to: input.to,
    locale: input.locale,
    payload: { kind: 'already_registered', via: input.channel === 'email' ? 'email' : 'phone' },
    userId: input.userId ?? null,
  });
}

/**
 * A member of staff changed an account: its owner hears of it on the addresses the account had proved
 * before the change (a changed phone number is told on the old one), by e-mail and by SMS.
 */
export async function notifyAccountChanged(
  tx: Conn,
  input: {
    userId: number;
    fields: AccountField[];
    before: { email: string | null; phone: string | null; phoneVerified: boolean };
  },
): Promise<void> {
  if (input.fields.length === 0) return;
  const [user] = await tx
    .select({ locale: users.locale, emailVerified: users.isEmailVerified })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) return;
  const locale: Locale = user.locale === 'en' ? 'en' : 'ar';
  const payload = { kind: 'changed_by_pharmacy' as const, fields: input.fields };
  const base = { template: 'account_notice' as const, locale, payload, userId: input.userId };
  if (input.before.email && user.emailVerified)
    await enqueueMessage(tx, { ...base, channel: 'email', to: input.before.email });
  if (input.before.phone && input.before.phoneVerified)
    await enqueueMessage(tx, { ...base, channel: 'sms', to: input.before.phone });
}

// ---------------------------------------------------------------- back-office

export async function listMessages(db: Db, q: AdminNotificationsQuery): Promise<Page<AdminNotificationView>> {
  const where = and(
    q.status ? eq(outboxMessages.status, q.status) : undefined,
    q.channel ? eq(outboxMessages.channel, q.channel) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: outboxMessages, orderNumber: orders.orderNumber })
      .from(outboxMessages)
      .leftJoin(orders, eq(orders.id, outboxMessages.orderId))
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(outboxMessages).where(where),
  ]);
  const views = rows.map(({ m, orderNumber }) => ({
    id: m.id,
    channel: m.channel as NotificationChannel,
    template: m.template as NotificationTemplate,
    recipient: m.recipient,
    locale: (m.locale === 'en' ? 'en' : 'ar') as Locale,
    status: m.status as NotificationStatus,
    attempts: m.attempts,
    max_attempts: m.maxAttempts,
    last_error: m.lastError,
    logged_only: m.status === 'sent' && m.lastError === LOGGED_ONLY_NOTE,
    order_number: orderNumber,
    created_at: m.createdAt.toISOString(),
    next_attempt_at: m.status === 'queued' || m.status === 'failed' ? m.runAt.toISOString() : null,
    sent_at: m.sentAt?.toISOString() ?? null,
  }));
  return toPage(views, Number(total?.n ?? 0), q.page, q.per_page);
}

/** Puts a failed or dead message back in the queue, with its tries counted from zero. */
export async function retryMessage(db: Db, id: number): Promise<void> {
  const [row] = await db
    .select({
      status: outboxMessages.status,
      sensitive: outboxMessages.sensitive,
      payload: outboxMessages.payload,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Message not found');
  if (row.status !== 'failed' && row.status !== 'dead') {
    throw new AppError('CONFLICT', 'Only a failed or dead message can be sent again');
  }
  if (row.sensitive && !(row.payload as { code?: string }).code) {
    throw new AppError('CONFLICT', 'This message held a one-time code; the customer can ask for a new one');
  }
  await db
    .update(outboxMessages)
    .set({
      status: 'queued',
      attempts: 0,
      runAt: new Date(),
      lockedUntil: null,
      lockedBy: null,
      updatedAt: new Date(),
    })
    .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.status, ['failed', 'dead'])));
  nudgeOutbox(db);
}
