import { GOVERNORATES } from '@shop/shared/governorates';
import {
  bdi,
  escapeHtml,
  htmlDocument,
  money,
  orderLink,
  type RenderContext,
  type Rendered,
  sentence,
  textDocument,
} from './layout.ts';

export interface OrderLinePayload {
  name_ar: string;
  name_en: string;
  quantity: number;
  unit_price: number;
  total: number;
}

export interface OrderPlacedPayload {
  order_id: number;
  order_number: string;
  customer_name: string;
  lines: OrderLinePayload[];
  subtotal: number;
  discount_total: number;
  shipping: number;
  points_value: number;
  total: number;
  payment_method: string;
  /**
   * The order holds a prescription medicine and waits for the pharmacist's check before anything is prepared.
   * Absent in messages queued before it existed: those read as ordinary orders.
   */
  awaits_prescription?: boolean;
  address: {
    name: string;
    phone: string;
    governorate: string;
    city: string;
    district?: string | null;
    address: string;
    landmark?: string | null;
  };
}

const COPY = {
  ar: {
    subject: (n: string) => `تم استلام طلبك ${n}`,
    title: 'شكراً لطلبك!',
    hello: (name: string) => `مرحباً ${name}،`,
    intro: (n: string) => `استلمنا طلبك رقم ${n} وسنبدأ بتجهيزه قريباً.`,
    prescriptionIntro: (n: string) =>
      `استلمنا طلبك رقم ${n}. فيه دواء يُصرف بوصفة طبية، لذلك سيراجع الصيدلاني وصفتك أولاً، ولن نبدأ بتجهيز الطلب قبل موافقته.`,
    prescriptionNext:
      'سنخبرك حين يقرر: إن وافق على الوصفة جهّزنا طلبك وأرسلناه إليك، وإن لم يقبلها أخبرناك بالسبب لترفع وصفة جديدة من صفحة الطلب.',
    product: 'المنتج',
    quantity: 'الكمية',
    price: 'المبلغ',
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    shipping: 'التوصيل',
    free: 'مجاني',
    points: 'النقاط المستخدمة',
    total: 'الإجمالي',
    deliverTo: 'التوصيل إلى',
    cod: (amount: string) => `الدفع عند الاستلام: يرجى تجهيز ${amount} للمندوب.`,
    view: 'عرض الطلب',
    short: (n: string, amount: string) => `استلمنا طلبك ${n}. المبلغ عند الاستلام ${amount}.`,
    prescriptionShort: (n: string) => `استلمنا طلبك ${n}، وسيراجع الصيدلاني وصفتك قبل تجهيزه.`,
  },
  en: {
    subject: (n: string) => `We received your order ${n}`,
    title: 'Thank you for your order!',
    hello: (name: string) => `Hello ${name},`,
    intro: (n: string) => `We received your order ${n} and will start preparing it soon.`,
    prescriptionIntro: (n: string) =>
      `We received your order ${n}. It contains a prescription medicine, so our pharmacist will check your prescription first; we start preparing the order only once they approve it.`,
    prescriptionNext:
      'We will let you know when they decide: if they approve it, we prepare your order and send it to you; if not, we tell you why, and you can upload a new prescription from the order page.',
    product: 'Product',
    quantity: 'Qty',
    price: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Delivery',
    free: 'Free',
    points: 'Points used',
    total: 'Total',
    deliverTo: 'Delivering to',
    cod: (amount: string) => `Cash on delivery: please have ${amount} ready for the courier.`,
    view: 'View your order',
    short: (n: string, amount: string) => `We received your order ${n}. Cash on delivery: ${amount}.`,
    prescriptionShort: (n: string) =>
      `We received your order ${n}. Our pharmacist will check your prescription before we prepare it.`,
  },
} as const;

const governorateName = (code: string, locale: 'ar' | 'en') =>
  GOVERNORATES.find((g) => g.code === code)?.[locale] ?? code;

/** The confirmation of a new order: its lines, totals, address and the amount to pay the courier. */
export function renderOrderPlaced(p: OrderPlacedPayload, ctx: RenderContext): Rendered {
  const { locale } = ctx;
  const c = COPY[locale];
  const m = (n: number) => money(n, locale);
  const name = (l: OrderLinePayload) => (locale === 'en' && l.name_en ? l.name_en : l.name_ar);
  const cod = p.payment_method === 'cash_on_delivery' ? c.cod(m(p.total)) : null;
  // A prescription order is not prepared "soon": it waits for the pharmacist, and the customer is told so.
  const rx = p.awaits_prescription === true;
  const intro = rx ? c.prescriptionIntro : c.intro;
  const a = p.address;
  // The city is often the governorate's own name (Baghdad, Baghdad): said once.
  const parts = [
    ...new Set([a.address, a.district, a.landmark, a.city, governorateName(a.governorate, locale)]),
  ].filter(Boolean);
  const where = parts.join(locale === 'ar' ? '، ' : ', ');
  const totals: [string, string][] = [
    [c.subtotal, m(p.subtotal)],
    ...(p.discount_total > 0 ? [[c.discount, `- ${m(p.discount_total)}`] as [string, string]] : []),
    [c.shipping, p.shipping > 0 ? m(p.shipping) : c.free],
    ...(p.points_value > 0 ? [[c.points, `- ${m(p.points_value)}`] as [string, string]] : []),
    [c.total, m(p.total)],
  ];
  const link = orderLink(ctx, p.order_id);
  const cell = 'padding:6px 4px;border-bottom:1px solid #e2e8f0';
  const rows = p.lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${escapeHtml(name(l))}</td><td style="${cell};text-align:center">${bdi(String(l.quantity))}</td><td style="${cell};white-space:nowrap">${bdi(m(l.total))}</td></tr>`,
    )
    .join('');
  const totalRows = totals
    .map(
      ([label, value], i) =>
        `<tr${i === totals.length - 1 ? ' style="font-weight:bold"' : ''}><td colspan="2" style="padding:4px">${escapeHtml(label)}</td><td style="padding:4px;white-space:nowrap">${bdi(value)}</td></tr>`,
    )
    .join('');
  const body = `<p>${escapeHtml(c.hello(p.customer_name))}</p>
<p>${sentence(intro, p.order_number)}</p>${rx ? `\n<p>${escapeHtml(c.prescriptionNext)}</p>` : ''}
<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">
<tr style="color:#475569;font-size:13px"><th style="${cell};text-align:inherit">${escapeHtml(c.product)}</th><th style="${cell}">${escapeHtml(c.quantity)}</th><th style="${cell};text-align:inherit">${escapeHtml(c.price)}</th></tr>
${rows}${totalRows}</table>
<p><strong>${escapeHtml(c.deliverTo)}:</strong> ${escapeHtml(a.name)} — <bdi dir="ltr">${escapeHtml(a.phone)}</bdi><br>${escapeHtml(where)}</p>
${cod ? `<p style="background:#f0fdfa;border-radius:8px;padding:12px">${escapeHtml(cod)}</p>` : ''}`;
  const text = textDocument(
    ctx,
    [
      c.hello(p.customer_name),
      intro(p.order_number),
      rx ? c.prescriptionNext : null,
      '',
      ...p.lines.map((l) => `${name(l)} × ${l.quantity}: ${m(l.total)}`),
      '',
      ...totals.map(([label, value]) => `${label}: ${value}`),
      '',
      `${c.deliverTo}: ${a.name} — ${a.phone}`,
      where,
      cod ? '' : null,
      cod,
    ],
    link,
  );
  return {
    subject: c.subject(p.order_number),
    text,
    html: htmlDocument(ctx, { title: c.title, body, action: { href: link, label: c.view } }),
    short: `${rx ? c.prescriptionShort(p.order_number) : c.short(p.order_number, m(p.total))} ${link}`,
  };
}
