import type { Locale } from '@shop/shared/constants';
import type {
  AdminPrescriptionView,
  OrderPrescriptionStatus,
  OrderPrescriptionView,
  PrescriptionStatus,
  PrescriptionView,
  RejectionReason,
} from '@shop/shared/prescriptions';
import { asc, desc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, prescriptionFiles, prescriptions, users } from '../../db/schema.ts';
import { pickLang } from '../catalog/category-index.ts';

type Conn = Db | Tx;
export type PrescriptionRow = typeof prescriptions.$inferSelect;

/** Owner and pharmacist read a file at the same address; the route decides who may. */
export const prescriptionFileUrl = (id: number, n: number) => `/api/prescriptions/${id}/files/${n}`;

const rejectionOf = (p: PrescriptionRow) =>
  p.status === 'rejected' && p.rejectionReason
    ? { reason: p.rejectionReason as RejectionReason, note: p.rejectionNote }
    : null;

/** What an order shows of its prescription, to its customer and to the back-office alike. */
export const toOrderPrescription = (p: PrescriptionRow): OrderPrescriptionView => ({
  id: p.id,
  status: p.status as PrescriptionStatus,
  rejection: rejectionOf(p),
});

/** The prescriptions of some orders, by id: for the order views. */
export async function prescriptionsByIds(db: Conn, ids: number[]): Promise<Map<number, PrescriptionRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(prescriptions)
    .where(inArray(prescriptions.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

async function filesAndOrders(db: Conn, ids: number[]) {
  const [files, linked] = await Promise.all([
    db
      .select()
      .from(prescriptionFiles)
      .where(inArray(prescriptionFiles.prescriptionId, ids))
      .orderBy(asc(prescriptionFiles.position)),
    db
      .select()
      .from(orders)
      .where(inArray(orders.prescriptionId, ids))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
  ]);
  return { files, linked };
}

function customerView(
  p: PrescriptionRow,
  files: (typeof prescriptionFiles.$inferSelect)[],
  linked: (typeof orders.$inferSelect)[],
): PrescriptionView {
  const own = linked.filter((o) => o.prescriptionId === p.id);
  return {
    id: p.id,
    status: p.status as PrescriptionStatus,
    note: p.note,
    files: files
      .filter((f) => f.prescriptionId === p.id)
      .map((f) => ({
        n: f.position,
        kind: f.mimeType === 'application/pdf' ? 'pdf' : 'image',
        mime_type: f.mimeType,
        size: f.size,
        url: prescriptionFileUrl(p.id, f.position),
      })),
    rejection: rejectionOf(p),
    orders: own.map((o) => ({ id: o.id, order_number: o.orderNumber })),
    can_delete: own.length === 0,
    created_at: p.createdAt.toISOString(),
    reviewed_at: p.reviewedAt?.toISOString() ?? null,
  };
}

/** The customer's views, in the order of `rows`. */
export async function toPrescriptionViews(db: Conn, rows: PrescriptionRow[]): Promise<PrescriptionView[]> {
  if (!rows.length) return [];
  const { files, linked } = await filesAndOrders(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((p) => customerView(p, files, linked));
}

/** The pharmacist's views: the customer, each order's lines beside the files, and who decided. */
export async function toAdminPrescriptionViews(
  db: Conn,
  rows: PrescriptionRow[],
  locale: Locale,
): Promise<AdminPrescriptionView[]> {
  if (!rows.length) return [];
  const { files, linked } = await filesAndOrders(
    db,
    rows.map((r) => r.id),
  );
  const peopleIds = [
    ...new Set(rows.flatMap((r) => (r.reviewedBy === null ? [r.userId] : [r.userId, r.reviewedBy]))),
  ];
  const [lines, people] = await Promise.all([
    linked.length
      ? db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              linked.map((o) => o.id),
            ),
          )
          .orderBy(asc(orderItems.id))
      : Promise.resolve([]),
    db
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(inArray(users.id, peopleIds)),
  ]);
  const person = new Map(people.map((u) => [u.id, u]));
  return rows.map((p) => {
    const customer = person.get(p.userId)!;
    return {
      ...customerView(p, files, linked),
      customer: { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
      orders: linked
        .filter((o) => o.prescriptionId === p.id)
        .map((o) => ({
          id: o.id,
          order_number: o.orderNumber,
          status: o.status,
          prescription_status: o.prescriptionStatus as OrderPrescriptionStatus | null,
          created_at: o.createdAt.toISOString(),
          items: lines
            .filter((l) => l.orderId === o.id)
            .map((l) => ({
              product_id: l.productId,
              product_name: pickLang(locale, l.productNameAr, l.productNameEn),
              quantity: l.quantity,
              requires_prescription: l.requiresPrescription,
            })),
        })),
      reviewed_by: p.reviewedBy === null ? null : (person.get(p.reviewedBy)?.name ?? null),
    };
  });
}
