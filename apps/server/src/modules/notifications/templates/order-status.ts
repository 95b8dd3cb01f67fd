import type { DeliveryFailureReason, OrderStatus } from '@shop/shared/orders';
import {
  escapeHtml,
  htmlDocument,
  money,
  orderLink,
  type RenderContext,
  type Rendered,
  sentence,
  textDocument,
} from './layout.ts';

/** The order statuses this message has copy for; which of them are sent is the order lifecycle's `tell`. */
export type NotifiedStatus = Extract<keyof (typeof COPY)['en'], OrderStatus>;

export interface OrderStatusPayload {
  order_id: number;
  order_number: string;
  customer_name: string;
  status: NotifiedStatus;
  total: number;
  payment_method: string;
  reason?: string | null;
  /** Who cancelled a cancelled order: the customer themselves, or the pharmacy's staff. */
  cancelled_by?: 'customer' | 'pharmacy' | null;
  /** Why a delivery attempt failed. */
  failure_reason?: DeliveryFailureReason | null;
}

const COPY = {
  ar: {
    hello: (name: string) => `مرحباً ${name}،`,
    view: 'عرض الطلب',
    reason: 'السبب',
    processing: {
      subject: (n: string) => `طلبك ${n} قيد التجهيز`,
      line: (n: string) => `بدأنا بتجهيز طلبك ${n}.`,
    },
    out_for_delivery: {
      subject: (n: string) => `طلبك ${n} في الطريق إليك`,
      line: (n: string) => `خرج طلبك ${n} للتوصيل. سيتصل بك المندوب قبل الوصول.`,
    },
    delivery_failed: {
      subject: (n: string) => `تعذّر توصيل طلبك ${n}`,
      line: (n: string) => `لم نتمكن من توصيل طلبك ${n} هذه المرة. سنتواصل معك لموعد جديد، أو اتصل بنا.`,
    },
    failure: {
      no_answer: 'لم يتمكن المندوب من الوصول إليك على الهاتف.',
      refused: 'رُفض استلام الطلب.',
      wrong_address: 'لم يعثر المندوب على العنوان.',
      postponed: 'طُلب تأجيل التوصيل.',
      unreachable_area: 'تعذّر الوصول إلى المنطقة.',
      other: null,
    },
    delivered: {
      subject: (n: string) => `تم تسليم طلبك ${n}`,
      line: (n: string) => `تم تسليم طلبك ${n}. نتمنى لك دوام الصحة!`,
    },
    cancelled: {
      subject: (n: string) => `تم إلغاء طلبك ${n}`,
      line: (n: string) => `تم إلغاء طلبك ${n}. إذا استخدمت نقاطاً فقد أعيدت إلى رصيدك.`,
    },
    cancelledBy: {
      customer: 'أُلغي الطلب بناءً على طلبك.',
      pharmacy: 'أُلغي الطلب من قِبل الصيدلية.',
    },
    cod: (amount: string) => `المبلغ عند الاستلام: ${amount}`,
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    view: 'View your order',
    reason: 'Reason',
    processing: {
      subject: (n: string) => `Your order ${n} is being prepared`,
      line: (n: string) => `We started preparing your order ${n}.`,
    },
    out_for_delivery: {
      subject: (n: string) => `Your order ${n} is on its way`,
      line: (n: string) => `Your order ${n} is out for delivery. The courier will call you before arriving.`,
    },
    delivery_failed: {
      subject: (n: string) => `We could not deliver your order ${n}`,
      line: (n: string) =>
        `We could not deliver your order ${n} this time. We will contact you for a new time, or call us.`,
    },
    failure: {
      no_answer: 'The courier could not reach you by phone.',
      refused: 'The parcel was refused at the door.',
      wrong_address: 'The courier could not find the address.',
      postponed: 'The delivery was postponed.',
      unreachable_area: 'The courier could not reach the area.',
      other: null,
    },
    delivered: {
      subject: (n: string) => `Your order ${n} was delivered`,
      line: (n: string) => `Your order ${n} was delivered. We wish you good health!`,
    },
    cancelled: {
      subject: (n: string) => `Your order ${n} was cancelled`,
      line: (n: string) => `Your order ${n} was cancelled. Any points you used are back in your balance.`,
    },
    cancelledBy: {
      customer: 'It was cancelled at your request.',
      pharmacy: 'It was cancelled by the pharmacy.',
    },
    cod: (amount: string) => `Cash on delivery: ${amount}`,
  },
} as const;

/**
 * An order moved: processing, out for delivery (with the amount to pay the courier), a failed attempt (with
 * why), delivered, cancelled (with why).
 */
export function renderOrderStatus(p: OrderStatusPayload, ctx: RenderContext): Rendered {
  const c = COPY[ctx.locale];
  const s = c[p.status];
  const link = orderLink(ctx, p.order_id);
  const cod =
    p.status === 'out_for_delivery' && p.payment_method === 'cash_on_delivery'
      ? c.cod(money(p.total, ctx.locale))
      : null;
  const reason =
    p.status === 'cancelled' && p.reason
      ? `${c.reason}: ${p.reason}`
      : p.status === 'delivery_failed' && p.failure_reason
        ? c.failure[p.failure_reason]
        : null;
  const by = p.status === 'cancelled' && p.cancelled_by ? c.cancelledBy[p.cancelled_by] : null;
  const body = `<p>${escapeHtml(c.hello(p.customer_name))}</p>
<p>${sentence(s.line, p.order_number)}</p>
${by ? `<p>${escapeHtml(by)}</p>` : ''}${reason ? `<p>${escapeHtml(reason)}</p>` : ''}${cod ? `<p style="background:#f0fdfa;border-radius:8px;padding:12px">${escapeHtml(cod)}</p>` : ''}`;
  return {
    subject: s.subject(p.order_number),
    text: textDocument(ctx, [c.hello(p.customer_name), s.line(p.order_number), by, reason, cod], link),
    html: htmlDocument(ctx, {
      title: s.subject(p.order_number),
      body,
      action: { href: link, label: c.view },
    }),
    short: [s.line(p.order_number), by, p.status === 'delivery_failed' ? reason : null, cod, link]
      .filter(Boolean)
      .join(' '),
  };
}
