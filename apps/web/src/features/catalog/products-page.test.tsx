// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { inArabicCatalog } from './arabic-catalog.test-setup.ts';
import { aProduct } from './product.test-fixture.ts';
import { ProductsPage } from './products-page.tsx';

inArabicCatalog();

const emptyPage = { data: [], current_page: 1, last_page: 1, per_page: 16, total: 0, from: null, to: null };

/** The list answers with `did_you_mean`; the category tree is empty. */
function answer(didYouMean: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.startsWith('/api/products')
        ? { ...emptyPage, did_you_mean: didYouMean, total_capped: false }
        : [];
      return new Response(JSON.stringify({ success: true, data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

function show(address: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[address]}>
        <ProductsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the product list offers a corrected search ("did you mean")', () => {
  // The first render of the list page loads its lazy parts: over 5 s on a loaded two-core machine (CI, 2026-12-07).
  it('links the corrected words, keeping the other filters but not the page', async () => {
    answer('بانادول');
    show(`/products?search=${encodeURIComponent('بانادلو')}&sort=price&discount=true&page=2`);
    const link = await screen.findByRole('link', { name: /بانادول/ }, { timeout: 5000 });
    expect(link.closest('p')?.textContent).toBe('هل تقصد: \u2068بانادول\u2069؟');
    expect(link.getAttribute('href')).toBe(
      `/products?search=${encodeURIComponent('بانادول')}&sort=price&discount=true`,
    );
    // Shown with the empty state too.
    expect(screen.getByText(/لم نجد منتجات تطابق/)).toBeTruthy();
  }, 20_000);

  it('says nothing when the search was found as typed', async () => {
    answer(null);
    show(`/products?search=${encodeURIComponent('بانادول')}`);
    await screen.findByText(/لم نجد منتجات تطابق/, {}, { timeout: 5000 });
    expect(screen.queryByText(/هل تقصد/)).toBeNull();
  });
});

describe('a search is listed best match first', () => {
  const asked = () =>
    vi
      .mocked(fetch)
      .mock.calls.map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/products'))
      .map((url) => new URL(url, 'http://shop').searchParams);

  it('asks the API for its own order of the search, and offers it as the sort', async () => {
    answer(null);
    show(`/products?search=${encodeURIComponent('حبوب')}`);
    await screen.findByText(/لم نجد منتجات تطابق/, {}, { timeout: 5000 });
    expect(asked().map((q) => [q.get('sort'), q.get('order')])).toEqual([[null, null]]);
    const sort = screen.getByLabelText('ترتيب حسب') as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
    expect(sort.selectedOptions[0]!.textContent).toBe('الأنسب');
    expect((screen.getByLabelText('الاتجاه') as HTMLSelectElement).disabled).toBe(true);
  });

  it('keeps a sort the shopper chose, by name too; a list that is not a search has no best match', async () => {
    answer(null);
    show(`/products?search=${encodeURIComponent('حبوب')}&sort=name`);
    await screen.findByText(/لم نجد منتجات تطابق/, {}, { timeout: 5000 });
    expect(asked().map((q) => [q.get('sort'), q.get('order')])).toEqual([['name', 'asc']]);
    cleanup();
    answer(null);
    show('/products');
    await waitFor(() => expect(asked()).toHaveLength(1), { timeout: 5000 });
    expect(asked()[0]!.get('sort')).toBe('name');
    const options = [...(screen.getByLabelText('ترتيب حسب') as HTMLSelectElement).options];
    expect(options.map((o) => o.value)).toEqual(['name', 'price', 'created_at']);
  });
});

describe('addresses the list cannot show', () => {
  it('says a page past the last one does not exist, and goes to the last page', async () => {
    const fetch = vi.fn(async (url: string) => {
      const page = Number(new URL(url, 'http://shop').searchParams.get('page') ?? 1);
      const data = url.startsWith('/api/products')
        ? page > 17
          ? {
              data: [],
              current_page: page,
              last_page: 17,
              per_page: 16,
              total: 258,
              from: null,
              to: null,
              did_you_mean: null,
              total_capped: false,
            }
          : {
              ...emptyPage,
              current_page: page,
              last_page: 17,
              total: 258,
              from: 257,
              to: 258,
              data: [],
              did_you_mean: null,
              total_capped: false,
            }
        : [];
      return new Response(JSON.stringify({ success: true, data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    show('/products?page=999');
    expect(await screen.findByText('لا توجد صفحة 999: القائمة 17 صفحة.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/عرض 0/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'الانتقال إلى الصفحة الأخيرة' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('page=17'))).toBe(true));
  });

  it('says a category does not exist, without offering it in the category list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/products')
          ? new Response(
              JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Category not found' }),
              {
                status: 404,
                headers: { 'Content-Type': 'application/json' },
              },
            )
          : new Response(JSON.stringify({ success: true, data: [] }), {
              headers: { 'Content-Type': 'application/json' },
            }),
      ),
    );
    show('/products?category=nope');
    expect(await screen.findByText('هذا القسم غير موجود.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'nope' })).toBeNull();
    expect(screen.queryByDisplayValue('nope')).toBeNull();
  });
});

describe('a search with more answers than it lists', () => {
  const product = (id: number) => aProduct({ id, name: `فيتامين ${id}` });
  /** A search counted up to 1,000, on page `page` of 63 (the last holds answers 993 to 1,000). */
  function capped(page: number) {
    const from = (page - 1) * 16 + 1;
    const to = page === 63 ? 1000 : from + 15;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const data = url.startsWith('/api/products')
          ? {
              data: Array.from({ length: to - from + 1 }, (_, i) => product(from + i)),
              current_page: page,
              last_page: 63,
              per_page: 16,
              total: 1000,
              from,
              to,
              did_you_mean: null,
              total_capped: true,
            }
          : [];
        return new Response(JSON.stringify({ success: true, data }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  }

  it('says "more than" the count, and on the last page that only the best are listed', async () => {
    capped(1);
    show(`/products?search=${encodeURIComponent('فيتامين')}`);
    const status = await screen.findByText(/^عرض /, {}, { timeout: 5000 });
    expect(status.textContent).toMatch(/من أصل أكثر من 1,000 منتج$/);
    expect(screen.queryByText(/تعرض القائمة أفضل/)).toBeNull();
    cleanup();

    capped(63);
    show(`/products?search=${encodeURIComponent('فيتامين')}&page=63`);
    expect(
      await screen.findByText(
        /^تعرض القائمة أفضل 1,000 نتيجة فقط\. اختر قسماً أو أضف كلمة لتضييق البحث\.$/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
