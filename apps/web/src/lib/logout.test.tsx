// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from './cart-store.ts';
import { useLogout } from './logout.ts';
import { useWishlistStore } from './wishlist-store.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe('signing out on a shared phone', () => {
  const fetchMock = vi.fn();

  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the CSRF cookie
    document.cookie = 'XSRF-TOKEN=t; path=/';
    localStorage.setItem('user', JSON.stringify({ id: 7, email: 'zainab@example.iq', name: 'زينب' }));
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ success: true, data: null }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    useCartStore.getState().addItem({ id: 3, name: 'بنادول', price: 2500, stock: 10 }, 2);
    useWishlistStore.setState({ items: [{ product_id: 9, added_at: '2026-11-01T10:00:00.000Z' }] });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('takes the cart and the wishlist off the device, and leaves the server its wishlist', async () => {
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.logout());
    expect(useCartStore.getState().items).toEqual([]);
    expect(useWishlistStore.getState().items).toEqual([]);
    expect(localStorage.getItem('user')).toBeNull();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls).toContain('POST /api/logout');
    expect(calls.filter((c) => c.includes('wishlist'))).toEqual([]);
  });
});
