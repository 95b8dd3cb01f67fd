// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../i18n/ar.json';
import { i18n, initI18nWithAll } from '../../i18n/i18n.ts';
import { useLocaleStore } from '../../i18n/locale-store.ts';
import catalogAr from './i18n/ar.json';
import { ProductsPage } from './products-page.tsx';

beforeAll(async () => {
  await initI18nWithAll({ ar: { translation: ar, catalog: catalogAr } });
  await i18n.changeLanguage('ar');
  useLocaleStore.setState({ locale: 'ar' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const emptyPage = { data: [], current_page: 1, last_page: 1, per_page: 16, total: 0, from: null, to: null };

/** The list answers with `did_you_mean`; the category tree is empty. */
function answer(didYouMean: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.startsWith('/api/products') ? { ...emptyPage, did_you_mean: didYouMean } : [];
      return new Response(JSON.stringify({ success: true, data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

function show(address: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <ProductsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the product list offers a corrected search ("did you mean")', () => {
  it('links the corrected words, keeping the other filters but not the page', async () => {
    answer('بانادول');
    show(`/products?search=${encodeURIComponent('بانادلو')}&sort=price&discount=true&page=2`);
    const link = await screen.findByRole('link', { name: /بانادول/ });
    expect(link.closest('p')?.textContent).toBe('هل تقصد: \u2068بانادول\u2069؟');
    expect(link.getAttribute('href')).toBe(
      `/products?search=${encodeURIComponent('بانادول')}&sort=price&discount=true`,
    );
    // Shown with the empty state too.
    expect(screen.getByText(/لم نجد منتجات تطابق/)).toBeTruthy();
  });

  it('says nothing when the search was found as typed', async () => {
    answer(null);
    show(`/products?search=${encodeURIComponent('بانادول')}`);
    await screen.findByText(/لم نجد منتجات تطابق/);
    expect(screen.queryByText(/هل تقصد/)).toBeNull();
  });
});
