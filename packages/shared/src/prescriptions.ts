import { z } from 'zod';
import { idNumber, pageNumber, perPage, wholeNumber } from './numbers.ts';

/**
 * A prescription: up to five photos or PDFs a customer uploads, checked by a pharmacist before an order
 * holding a prescription medicine may leave `pending`. Decision 014.
 */
export const PRESCRIPTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];

/** An order's own state of review; `null` on an order without prescription medicines. */
export const ORDER_PRESCRIPTION_STATUSES = ['pending_review', 'approved', 'rejected'] as const;
export type OrderPrescriptionStatus = (typeof ORDER_PRESCRIPTION_STATUSES)[number];

/**
 * A pharmacist decides on a waiting order's prescription; after a rejection (or while it still waits) the
 * customer gives the order another one, and it waits again.
 */
export const ORDER_PRESCRIPTION_TRANSITIONS: Readonly<
  Record<OrderPrescriptionStatus, readonly OrderPrescriptionStatus[]>
> = {
  pending_review: ['pending_review', 'approved', 'rejected'],
  approved: [],
  rejected: ['pending_review'],
};

/** Why a pharmacist turns a prescription down; the customer reads it in their language. */
export const REJECTION_REASONS = [
  'unreadable',
  'expired',
  'wrong_patient',
  'not_on_prescription',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const PRESCRIPTION_MAX_FILES = 5;
export const PRESCRIPTION_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const PRESCRIPTION_NOTE_MAX = 500;
/**
 * What the file input accepts: phone photos (camera or gallery) and PDFs. No HEIC: the server cannot
 * decode it, and a phone offered only these types hands over a JPEG copy of a HEIC photo.
 */
export const PRESCRIPTION_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

const note = z
  .string()
  .trim()
  .max(PRESCRIPTION_NOTE_MAX, `A note can be at most ${PRESCRIPTION_NOTE_MAX} characters`)
  .transform((v) => v || null)
  .nullable()
  .optional();

/**
 * POST /api/prescriptions (multipart/form-data). The server reads the parts itself; this describes the
 * form for the API document and for a client building one.
 */
export const prescriptionUploadForm = z.object({
  files: z
    .array(z.file())
    .describe(
      `1 to ${PRESCRIPTION_MAX_FILES} files (JPEG, PNG, WebP or PDF), each at most ${PRESCRIPTION_FILE_MAX_BYTES / (1024 * 1024)} MB`,
    ),
  note: z.string().max(PRESCRIPTION_NOTE_MAX).optional(),
});

export const prescriptionCreated = z.object({ id: z.number().int(), status: z.literal('pending') });

export const prescriptionFileView = z.object({
  /** 1-based position: GET /api/prescriptions/{id}/files/{n}. */
  n: z.number().int(),
  kind: z.enum(['image', 'pdf']),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type PrescriptionFileView = z.infer<typeof prescriptionFileView>;

export const rejectionView = z.object({
  reason: z.enum(REJECTION_REASONS),
  note: z.string().nullable(),
});

/** What an order's history shows of its prescription besides status moves (decision 014). */
export const PRESCRIPTION_ORDER_EVENTS = [
  'prescription_attached',
  'prescription_approved',
  'prescription_rejected',
] as const;
export type PrescriptionOrderEvent = (typeof PRESCRIPTION_ORDER_EVENTS)[number];

/** An order's prescription as its customer sees it (and the back-office too): never who reviewed it. */
export const orderPrescriptionView = z.object({
  id: z.number().int(),
  status: z.enum(PRESCRIPTION_STATUSES),
  rejection: rejectionView.nullable(),
});
export type OrderPrescriptionView = z.infer<typeof orderPrescriptionView>;

/** The customer's view: never who reviewed it. */
export const prescriptionView = z.object({
  id: z.number().int(),
  status: z.enum(PRESCRIPTION_STATUSES),
  note: z.string().nullable(),
  files: z.array(prescriptionFileView),
  rejection: rejectionView.nullable(),
  /** The orders it was given for, newest first. */
  orders: z.array(z.object({ id: z.number().int(), order_number: z.string() })),
  /** Not tied to any order yet. */
  can_delete: z.boolean(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type PrescriptionView = z.infer<typeof prescriptionView>;

export const prescriptionListQuery = z.object({
  page: pageNumber(),
  per_page: perPage(20),
});

/** GET /api/admin/prescriptions: the queue is `pending`, oldest first; the others newest first. */
export const adminPrescriptionQuery = z.object({
  status: z.enum(PRESCRIPTION_STATUSES).default('pending'),
  page: pageNumber(),
  per_page: perPage(20),
});

/** GET /api/admin/prescriptions/waiting: the dashboard's count of the queue, and how long its oldest has waited. */
export const prescriptionQueueSummary = z.object({
  pending: z.number().int(),
  oldest_submitted_at: z.string().nullable(),
});
export type PrescriptionQueueSummary = z.infer<typeof prescriptionQueueSummary>;

export const adminPrescriptionOrder = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  prescription_status: z.enum(ORDER_PRESCRIPTION_STATUSES).nullable(),
  created_at: z.string(),
  items: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      product_name: z.string(),
      quantity: z.number().int(),
      requires_prescription: z.boolean(),
    }),
  ),
});

/** The pharmacist's view: the customer, the orders' lines beside the files, and who decided. */
export const adminPrescriptionView = prescriptionView.extend({
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  orders: z.array(adminPrescriptionOrder),
  reviewed_by: z.string().nullable(),
});
export type AdminPrescriptionView = z.infer<typeof adminPrescriptionView>;

export const rejectBody = z
  .object({
    reason: z.enum(REJECTION_REASONS, { error: 'Choose a reason' }),
    note,
  })
  .refine((b) => b.reason !== 'other' || !!b.note, {
    path: ['note'],
    message: 'Please say why the prescription is turned down',
  });
export type RejectBody = z.infer<typeof rejectBody>;

/** POST /api/orders/{id}/prescription: a new prescription for an order whose one was turned down. */
export const attachPrescriptionBody = z.object({
  prescription_id: idNumber('Choose a prescription'),
});

export const prescriptionFileParams = z.object({
  id: idNumber(),
  n: wholeNumber({ min: 1, max: PRESCRIPTION_MAX_FILES }),
});
