import type { RejectionReason } from '@shop/shared/prescriptions';
import {
  escapeHtml,
  htmlDocument,
  orderLink,
  type RenderContext,
  type Rendered,
  sentence,
  textDocument,
} from './layout.ts';

export interface PrescriptionDecisionPayload {
  order_id: number;
  order_number: string;
  customer_name: string;
  /** Only for a rejection. */
  reason?: RejectionReason;
  /** The pharmacist's words for `other` (or beside any reason). */
  note?: string | null;
}

const REASONS: Record<'ar' | 'en', Record<RejectionReason, string>> = {
  ar: {
    unreadable: 'صورة الوصفة غير واضحة',
    expired: 'الوصفة منتهية الصلاحية',
    wrong_patient: 'الوصفة باسم شخص آخر',
    not_on_prescription: 'أحد الأدوية المطلوبة غير مذكور في الوصفة',
    other: 'سبب آخر',
  },
  en: {
    unreadable: 'The prescription image cannot be read',
    expired: 'The prescription has expired',
    wrong_patient: 'The prescription is for another person',
    not_on_prescription: 'A medicine in the order is not on the prescription',
    other: 'Another reason',
  },
};

const COPY = {
  ar: {
    hello: (name: string) => `مرحباً ${name}،`,
    approved: {
      subject: (n: string) => `تمت الموافقة على وصفة طلبك ${n}`,
      line: (n: string) => `راجع الصيدلاني وصفتك ووافق عليها. سنجهز طلبك ${n} الآن.`,
      action: 'عرض الطلب',
    },
    rejected: {
      subject: (n: string) => `لم نتمكن من قبول وصفة طلبك ${n}`,
      line: (n: string) => `راجع الصيدلاني الوصفة المرفقة بطلبك ${n} ولم يتمكن من قبولها.`,
      again: 'يمكنك رفع وصفة جديدة من صفحة الطلب.',
      action: 'رفع وصفة جديدة',
    },
    reason: 'السبب',
    note: 'ملاحظة الصيدلاني',
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    approved: {
      subject: (n: string) => `The prescription for your order ${n} was approved`,
      line: (n: string) =>
        `Our pharmacist checked and approved your prescription. We are preparing your order ${n} now.`,
      action: 'View your order',
    },
    rejected: {
      subject: (n: string) => `We could not accept the prescription for your order ${n}`,
      line: (n: string) =>
        `Our pharmacist checked the prescription of your order ${n} and could not accept it.`,
      again: 'You can upload a new prescription from the order page.',
      action: 'Upload a new prescription',
    },
    reason: 'Reason',
    note: "Pharmacist's note",
  },
} as const;

export function renderPrescriptionApproved(p: PrescriptionDecisionPayload, ctx: RenderContext): Rendered {
  const c = COPY[ctx.locale];
  const link = orderLink(ctx, p.order_id);
  const subject = c.approved.subject(p.order_number);
  const body = `<p>${escapeHtml(c.hello(p.customer_name))}</p>
<p>${sentence(c.approved.line, p.order_number)}</p>`;
  return {
    subject,
    text: textDocument(ctx, [c.hello(p.customer_name), c.approved.line(p.order_number)], link),
    html: htmlDocument(ctx, { title: subject, body, action: { href: link, label: c.approved.action } }),
    short: `${c.approved.line(p.order_number)} ${link}`,
  };
}

export function renderPrescriptionRejected(p: PrescriptionDecisionPayload, ctx: RenderContext): Rendered {
  const c = COPY[ctx.locale];
  const link = `${orderLink(ctx, p.order_id)}#prescription`;
  const subject = c.rejected.subject(p.order_number);
  const reason = p.reason ? `${c.reason}: ${REASONS[ctx.locale][p.reason]}` : null;
  const note = p.note ? `${c.note}: ${p.note}` : null;
  const body = `<p>${escapeHtml(c.hello(p.customer_name))}</p>
<p>${sentence(c.rejected.line, p.order_number)}</p>
${reason ? `<p><strong>${escapeHtml(reason)}</strong></p>` : ''}${note ? `<p style="background:#f8fafc;border-radius:8px;padding:12px">${escapeHtml(note)}</p>` : ''}
<p>${escapeHtml(c.rejected.again)}</p>`;
  return {
    subject,
    text: textDocument(
      ctx,
      [c.hello(p.customer_name), c.rejected.line(p.order_number), reason, note, c.rejected.again],
      link,
    ),
    html: htmlDocument(ctx, { title: subject, body, action: { href: link, label: c.rejected.action } }),
    short: [c.rejected.line(p.order_number), reason, link].filter(Boolean).join(' '),
  };
}
