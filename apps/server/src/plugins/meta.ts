import type { Locale } from '@shop/shared/constants';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  type?: 'website' | 'product';
  price?: number;
  locale: Locale;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A page's own title, description and Open Graph tags go into index.html (page-template.ts), so a product link
 * pasted into a messaging app (which runs no JavaScript) shows the product's name, price and photo.
 */
/** A page's own description, Open Graph and Twitter tags and canonical link, for its `<head>`. */
export function metaTags(meta: PageMeta, publicUrl: string): string[] {
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : new URL(u, publicUrl).toString());
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description.slice(0, 300));
  const tags = [
    `<meta name="description" content="${description}">`,
    `<meta property="og:site_name" content="${meta.locale === 'ar' ? 'صيدلية الشفاء' : 'Al-Shifa Pharmacy'}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(abs(meta.url))}">`,
    `<meta property="og:locale" content="${meta.locale === 'ar' ? 'ar_IQ' : 'en_US'}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<link rel="canonical" href="${escapeHtml(abs(meta.url))}">`,
  ];
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(abs(meta.image))}">`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(abs(meta.image))}">`);
  }
  if (meta.price !== undefined) {
    tags.push(`<meta property="product:price:amount" content="${meta.price}">`);
    tags.push('<meta property="product:price:currency" content="IQD">');
  }
  return tags;
}
