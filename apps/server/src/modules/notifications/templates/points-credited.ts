import {
  bdi,
  escapeHtml,
  htmlDocument,
  orderLink,
  type RenderContext,
  type Rendered,
  shopLink,
  textDocument,
} from './layout.ts';

export interface PointsCreditedPayload {
  order_id: number;
  order_number: string;
  customer_name: string;
  earned: number;
  bonus: number;
  balance: number;
}

const COPY = {
  ar: {
    subject: (pts: number) => `أضفنا ${pts} نقطة إلى رصيدك`,
    hello: (name: string) => `مرحباً ${name}،`,
    line: (pts: number, n: string) => `أضفنا ${pts} نقطة إلى رصيدك عن طلبك ${n}.`,
    bonus: (pts: number) => `منها ${pts} نقطة مكافأة على طلب كبير.`,
    balance: (pts: number) => `رصيدك الآن ${pts} نقطة.`,
    view: 'عرض نقاطي',
  },
  en: {
    subject: (pts: number) => `${pts} points added to your balance`,
    hello: (name: string) => `Hello ${name},`,
    line: (pts: number, n: string) => `We added ${pts} points to your balance for your order ${n}.`,
    bonus: (pts: number) => `${pts} of them are a bonus for a large order.`,
    balance: (pts: number) => `Your balance is now ${pts} points.`,
    view: 'See my points',
  },
} as const;

/** Points credited when an order is delivered. */
export function renderPointsCredited(p: PointsCreditedPayload, ctx: RenderContext): Rendered {
  const c = COPY[ctx.locale];
  const total = p.earned + p.bonus;
  const link = shopLink(ctx, '/points');
  const lines = [c.line(total, p.order_number), p.bonus > 0 ? c.bonus(p.bonus) : null, c.balance(p.balance)];
  const body = `<p>${escapeHtml(c.hello(p.customer_name))}</p>
${lines
  .filter((l): l is string => !!l)
  .map((l) => `<p>${escapeHtml(l).replace(p.order_number, bdi(p.order_number))}</p>`)
  .join('\n')}
<p style="color:#475569;font-size:13px"><a href="${escapeHtml(orderLink(ctx, p.order_id))}" style="color:#0f766e">${bdi(p.order_number)}</a></p>`;
  return {
    subject: c.subject(total),
    text: textDocument(ctx, [c.hello(p.customer_name), ...lines], link),
    html: htmlDocument(ctx, { title: c.subject(total), body, action: { href: link, label: c.view } }),
    short: `${c.line(total, p.order_number)} ${c.balance(p.balance)}`,
  };
}
