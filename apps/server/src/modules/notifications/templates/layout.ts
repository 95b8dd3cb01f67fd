import type { Locale } from '@shop/shared/constants';
import { formatMoney } from '@shop/shared/money';
import type { ShopSettings } from '@shop/shared/settings';

/** What every template gets besides its payload: the language, the shop's contact details, the site's address. */
export interface RenderContext {
  locale: Locale;
  shop: ShopSettings['contact'];
  publicUrl: string;
}

/** A rendered message: the e-mail's subject, plain text and HTML, and the short text of an SMS or WhatsApp. */
export interface Rendered {
  subject: string;
  text: string;
  html: string;
  short: string;
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Dinars as the site prints them: `12,500 د.ع` / `IQD 12,500`. */
export const money = (amount: number, locale: Locale) => formatMoney(amount, locale);

/** A link into the shop, from PUBLIC_URL. */
export const shopLink = (ctx: RenderContext, path: string) => `${ctx.publicUrl.replace(/\/+$/, '')}${path}`;

export const orderLink = (ctx: RenderContext, orderId: number) => shopLink(ctx, `/orders?order=${orderId}`);

const shopName = (ctx: RenderContext) => (ctx.locale === 'ar' ? ctx.shop.name_ar : ctx.shop.name_en);
const shopCity = (ctx: RenderContext) => (ctx.locale === 'ar' ? ctx.shop.city_ar : ctx.shop.city_en);

/** The shop's name, city, phones and e-mail, for the foot of every message. */
export function contactLine(ctx: RenderContext): string {
  return [`${shopName(ctx)} — ${shopCity(ctx)}`, ctx.shop.phones.join(' · '), ctx.shop.email].join('\n');
}

/** Wraps a number, code or Latin name inside a sentence so it does not scramble right-to-left text. */
export const bdi = (s: string) => `<bdi>${escapeHtml(s)}</bdi>`;

/**
 * The HTML shell of every message: `lang` and `dir` from the language (right-to-left for Arabic), inline
 * styles only (mail clients drop style sheets), the shop's tokens, and its contact details at the foot.
 */
export function htmlDocument(
  ctx: RenderContext,
  input: { title: string; body: string; action?: { href: string; label: string } },
): string {
  const rtl = ctx.locale === 'ar';
  const dir = rtl ? 'rtl' : 'ltr';
  const align = rtl ? 'right' : 'left';
  const action = input.action
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(input.action.href)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold">${escapeHtml(input.action.label)}</a></p>`
    : '';
  const phones = ctx.shop.phones.map((p) => `<bdi dir="ltr">${escapeHtml(p)}</bdi>`).join(' · ');
  return `<!doctype html>
<html lang="${ctx.locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:Tahoma,Arial,sans-serif;color:#0f172a;line-height:${rtl ? 1.7 : 1.5}">
<div dir="${dir}" style="max-width:560px;margin:24px auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px;text-align:${align}">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#0f766e">${escapeHtml(shopName(ctx))}</p>
<h1 style="margin:0 0 16px;font-size:18px">${escapeHtml(input.title)}</h1>
${input.body}
${action}
<p style="color:#94a3b8;font-size:12px;margin-top:24px;border-top:1px solid #e2e8f0;padding-top:12px">${escapeHtml(shopName(ctx))} — ${escapeHtml(shopCity(ctx))}<br>${phones}<br><bdi dir="ltr">${escapeHtml(ctx.shop.email)}</bdi></p>
</div>
</body>
</html>`;
}

/** The plain-text part: the same content, then the link, then the shop's details. */
export function textDocument(
  ctx: RenderContext,
  lines: (string | null | undefined | false)[],
  link?: string,
): string {
  return [
    ...lines.filter((l): l is string => typeof l === 'string'),
    ...(link ? ['', link] : []),
    '',
    contactLine(ctx),
  ].join('\n');
}

/** A sentence around an order number or code, escaped, with the number isolated (`<bdi>`) inside it. */
export const sentence = (make: (n: string) => string, n: string) =>
  escapeHtml(make(n)).replace(escapeHtml(n), bdi(n));
