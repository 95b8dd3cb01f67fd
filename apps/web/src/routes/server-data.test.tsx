// @vitest-environment jsdom

import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useProduct } from '../features/catalog/api/get-product.ts';
import { useProducts } from '../features/catalog/api/get-products.ts';
import { inArabicCatalog } from '../features/catalog/arabic-catalog.test-setup.ts';
import { aProduct } from '../features/catalog/product.test-fixture.ts';
import { relatedFilters } from '../features/catalog/related-products.tsx';
import { useCurrentUser } from '../lib/auth.ts';
import { useCategories } from '../lib/categories.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useShopConfig } from '../lib/shop-config.ts';
import { preloadPageData } from './server-data.ts';

inArabicCatalog();

const product = aProduct({ id: 7, name: 'واقي شمس' });
const emptyPage = {
  data: [],
  current_page: 1,
  last_page: 1,
  per_page: 9,
  total: 0,
  from: null,
  to: null,
  did_you_mean: null,
  total_capped: false,
};

function answers(url: string): Response {
  const { pathname } = new URL(url, 'http://shop.test');
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (pathname === '/api/user') return json(401, { success: false, code: 'UNAUTHENTICATED', message: '' });
  if (pathname === '/api/config') return json(200, { success: true, data: {} });
  if (pathname === '/api/categories') return json(200, { success: true, data: [] });
  if (pathname === '/api/products/7') return json(200, { success: true, data: product });
  if (pathname === '/api/products') return json(200, { success: true, data: emptyPage });
  return json(404, { success: false, code: 'NOT_FOUND', message: '' });
}

/** What a product page's header, footer, product and related products ask for, through their own hooks. */
function ProductPageQueries() {
  useCurrentUser();
  useShopConfig();
  useCategories();
  useProduct(7);
  useProducts(relatedFilters('sunscreen'));
  return null;
}

describe('the data the server renderer asks for before the first render', () => {
  it("holds everything a product page's hooks ask for, under the keys they ask with", async () => {
    const fetchMock = vi.fn(async (url: string) => answers(url));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await preloadPageData(client, '/products/7', 'ar');
    const asked = fetchMock.mock.calls.map(([url]) => new URL(url, 'http://shop.test'));
    expect(asked.map((u) => u.pathname).sort()).toEqual(
      // A guest without a session cookie is known to be signed out without asking (lib/auth.ts).
      ['/api/categories', '/api/config', '/api/products', '/api/products/7'].sort(),
    );
    expect(asked.find((u) => u.pathname === '/api/products')?.searchParams.get('category')).toBe('sunscreen');

    // The hooks find their answers: a render asks nothing more (a page rendered once, not three times).
    render(
      <QueryClientProvider client={client}>
        <ProductPageQueries />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('asks only for the header and footer on a page it has no guess for, and nothing for a bad product id', async () => {
    const fetchMock = vi.fn(async (url: string) => answers(url));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await preloadPageData(client, '/products/not-a-number', 'ar');
    expect(fetchMock.mock.calls.map(([url]) => new URL(url, 'http://shop.test').pathname).sort()).toEqual(
      ['/api/categories', '/api/config'].sort(),
    );
  });
});
