import type { Locale } from '@shop/shared/constants';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server.tsx';
import { aProduct } from './features/catalog/product.test-fixture.ts';

const names: Record<Locale, string> = { ar: 'واقي شمس', en: 'Sunscreen' };
// A string from the language's strings, and a price written by the app's language (the locale store).
const addToCart: Record<Locale, string> = { ar: 'أضف إلى السلة', en: 'Add to cart' };
const price: Record<Locale, string> = { ar: '12,000 د.ع', en: 'IQD 12,000' };

/**
 * What the server answers a page's API calls with, in one language, each answer a little late, so that
 * pages rendered at once are in flight together.
 */
function apiIn(locale: Locale) {
  return async (url: string): Promise<Response> => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { pathname } = new URL(url, 'http://shop.test');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (pathname === '/api/config') return json(200, { success: true, data: {} });
    if (pathname === '/api/categories') return json(200, { success: true, data: [] });
    if (pathname === '/api/products/7') {
      return json(200, { success: true, data: aProduct({ id: 7, name: names[locale] }) });
    }
    if (pathname === '/api/products') {
      const page = { data: [], current_page: 1, last_page: 1, per_page: 9, total: 0, from: null, to: null };
      return json(200, { success: true, data: { ...page, did_you_mean: null, total_capped: false } });
    }
    return json(404, { success: false, code: 'NOT_FOUND', message: '' });
  };
}

describe('the server renderer', () => {
  it('renders pages in flight together each in its own language, with its own API answers', async () => {
    const locales: Locale[] = ['ar', 'en', 'en', 'ar', 'ar', 'en'];
    const pages = await Promise.all(
      locales.map((locale) => renderPage('/products/7', locale, apiIn(locale))),
    );
    pages.forEach((page, i) => {
      const locale = locales[i]!;
      const other: Locale = locale === 'ar' ? 'en' : 'ar';
      expect(page?.html, `page ${i}`).toContain(`>${names[locale]}</h1>`);
      expect(page?.html, `page ${i}`).toContain(addToCart[locale]);
      expect(page?.html, `page ${i}`).not.toContain(addToCart[other]);
      expect(page?.html, `page ${i}`).toContain(price[locale]);
      expect(page?.html, `page ${i}`).not.toContain(price[other]);
      expect(page?.title, `page ${i}`).toContain(names[locale]);
    });
    // The same page rendered alone is the same page.
    const alone = await renderPage('/products/7', 'en', apiIn('en'));
    expect(pages[1]?.html).toBe(alone?.html);
  });
});
