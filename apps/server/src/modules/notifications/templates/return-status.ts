import type { RefundMethod, ReturnStatus } from '@shop/shared/returns';
import {
  bdi,
  escapeHtml,
  htmlDocument,
  money,
  orderLink,
  type RenderContext,
  type Rendered,
  textDocument,
} from './layout.ts';

export interface ReturnStatusPayload {
  order_id: number;
  order_number: string;
  rma_number: string;
  customer_name: string;
  status: ReturnStatus;
  /** Why a return was refused (the staff's words). */
  note?: string | null;
  /** A refunded return: how much, and how it is paid. */
  refund_amount?: number | null;
  refund_method?: RefundMethod | null;
  /** A replaced return: the new order on its way. */
  replacement_order_number?: string | null;
}

type Lines = (rma: string, order: string) => string;

const COPY: Record<
  'ar' | 'en',
  {
    hello: (name: string) => string;
    view: string;
    note: string;
    subject: Record<ReturnStatus, (rma: string) => string>;
    line: Record<ReturnStatus, Lines>;
    amount: (amount: string) => string;
    method: Record<RefundMethod, string>;
    replacement: (n: string) => string;
  }
> = {
  ar: {
    hello: (name) => `مرحباً ${name}،`,
    view: 'عرض الطلب',
    note: 'السبب',
    subject: {
      requested: (rma) => `استلمنا طلب الإرجاع ${rma}`,
      approved: (rma) => `تمت الموافقة على طلب الإرجاع ${rma}`,
      rejected: (rma) => `لم نتمكن من قبول طلب الإرجاع ${rma}`,
      received: (rma) => `وصلتنا المنتجات المرتجعة ${rma}`,
      refunded: (rma) => `تم استرداد مبلغ المرتجع ${rma}`,
      replaced: (rma) => `أرسلنا بديلاً عن المرتجع ${rma}`,
    },
    line: {
      requested: (rma, n) => `استلمنا طلبك ${rma} لإرجاع منتجات من الطلب ${n}. سنراجعه ونبلغك بالنتيجة.`,
      approved: (rma, n) => `وافقنا على طلب الإرجاع ${rma} للطلب ${n}. سيتصل بك المندوب لاستلام المنتجات.`,
      rejected: (rma, n) => `راجعنا طلب الإرجاع ${rma} للطلب ${n} ولم نتمكن من قبوله.`,
      received: (rma, n) => `استلمنا المنتجات المرتجعة ${rma} من الطلب ${n} وسنكمل الإجراء قريباً.`,
      refunded: (rma, n) => `أكملنا استرداد المرتجع ${rma} من الطلب ${n}.`,
      replaced: (rma, n) => `أرسلنا إليك منتجات بديلة عن المرتجع ${rma} من الطلب ${n} دون أي تكلفة.`,
    },
    amount: (amount) => `المبلغ المسترد: ${amount}`,
    method: { cash_to_courier: 'نقداً عن طريق المندوب', bank_transfer: 'بتحويل مصرفي' },
    replacement: (n) => `رقم الطلب البديل: ${n}`,
  },
  en: {
    hello: (name) => `Hello ${name},`,
    view: 'View your order',
    note: 'Reason',
    subject: {
      requested: (rma) => `We received your return request ${rma}`,
      approved: (rma) => `Your return ${rma} was approved`,
      rejected: (rma) => `We could not accept your return ${rma}`,
      received: (rma) => `We received the items of your return ${rma}`,
      refunded: (rma) => `Your return ${rma} was refunded`,
      replaced: (rma) => `A replacement for your return ${rma} is on its way`,
    },
    line: {
      requested: (rma, n) =>
        `We received your request ${rma} to return items of order ${n}. We will review it and let you know.`,
      approved: (rma, n) =>
        `We approved your return ${rma} for order ${n}. The courier will call you to collect the items.`,
      rejected: (rma, n) => `We reviewed your return ${rma} for order ${n} and could not accept it.`,
      received: (rma, n) =>
        `We received the items of your return ${rma} from order ${n} and will finish it soon.`,
      refunded: (rma, n) => `We refunded your return ${rma} from order ${n}.`,
      replaced: (rma, n) =>
        `We sent you replacement items for your return ${rma} from order ${n}, at no charge.`,
    },
    amount: (amount) => `Refund: ${amount}`,
    method: { cash_to_courier: 'in cash by the courier', bank_transfer: 'by bank transfer' },
    replacement: (n) => `Replacement order: ${n}`,
  },
};

/** A return moved: requested, approved, rejected (with why), received, refunded (how much), replaced. */
export function renderReturnStatus(p: ReturnStatusPayload, ctx: RenderContext): Rendered {
  const c = COPY[ctx.locale];
  const link = `${orderLink(ctx, p.order_id)}#returns`;
  const subject = c.subject[p.status](p.rma_number);
  const line = c.line[p.status](p.rma_number, p.order_number);
  const note = p.status === 'rejected' && p.note ? `${c.note}: ${p.note}` : null;
  const refund =
    p.status === 'refunded' && typeof p.refund_amount === 'number'
      ? [c.amount(money(p.refund_amount, ctx.locale)), p.refund_method ? c.method[p.refund_method] : null]
          .filter(Boolean)
          .join(' ')
      : null;
  const replacement =
    p.status === 'replaced' && p.replacement_order_number ? c.replacement(p.replacement_order_number) : null;
  // Both numbers are isolated so they keep their order inside right-to-left text.
  const lineHtml = escapeHtml(line)
    .replace(escapeHtml(p.rma_number), bdi(p.rma_number))
    .replace(escapeHtml(p.order_number), bdi(p.order_number));
  const body = `<p>${escapeHtml(c.hello(p.customer_name))}</p>
<p>${lineHtml}</p>
${note ? `<p style="background:#f8fafc;border-radius:8px;padding:12px">${escapeHtml(note)}</p>` : ''}${refund ? `<p style="background:#f0fdfa;border-radius:8px;padding:12px">${escapeHtml(refund)}</p>` : ''}${replacement ? `<p>${escapeHtml(replacement)}</p>` : ''}`;
  return {
    subject,
    text: textDocument(ctx, [c.hello(p.customer_name), line, note, refund, replacement], link),
    html: htmlDocument(ctx, { title: subject, body, action: { href: link, label: c.view } }),
    short: [line, refund, replacement, link].filter(Boolean).join(' '),
  };
}
