// @vitest-environment jsdom

import type { ProductView } from '@shop/shared/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { inArabicCatalog } from './arabic-catalog.test-setup.ts';
import { OfferExtra, OffersPage } from './offers-page.tsx';

inArabicCatalog();

const emptyPage = { data: [], current_page: 1, last_page: 1, per_page: 24, total: 0, from: null, to: null };

describe('the offers page', () => {
  it('asks the server for every sort, so the order covers all the offers and not the loaded page', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: { discounts: [], data: emptyPage } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/offers']}>
          <OffersPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const asked = () => fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    await waitFor(() => expect(asked().some((u) => u.includes('sort=discount&order=desc'))).toBe(true), {
      timeout: 5000,
    });
    fireEvent.change(await screen.findByLabelText('ترتيب حسب'), { target: { value: 'popularity' } });
    await waitFor(() => expect(asked().some((u) => u.includes('sort=sales&order=desc'))).toBe(true), {
      timeout: 5000,
    });
    expect(screen.queryByText(/المحمّلة/)).toBeNull();
  });

  it('says how many units sold only once some have: a new shop claims no sales', () => {
    const offer = (sales_count: number) =>
      ({
        original_price: 10_000,
        discounted_price: 8_000,
        sales_count,
        discount_ends_at: null,
      }) as ProductView;
    const { rerender } = render(<OfferExtra product={offer(0)} section={undefined} />);
    expect(screen.queryByText(/بيع|جديد في العروض/)).toBeNull();
    rerender(<OfferExtra product={offer(12)} section={undefined} />);
    expect(screen.getByText(/^بيعت .* قطعة$/).textContent).toMatch(/(12|١٢)/);
  });
});
