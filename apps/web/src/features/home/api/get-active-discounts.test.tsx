// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBestLivePercent } from './get-active-discounts.ts';

function withDiscounts(data: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  const client = new QueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useBestLivePercent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the best saving of any live offer, a fixed amount included, as the badges show it', async () => {
    const wrapper = withDiscounts({
      discounts: [{ id: 3, type: 'percentage', value: 35 }],
      data: { data: [{ id: 9, discount_percentage: 53 }], total: 40 },
    });
    const { result } = renderHook(() => useBestLivePercent(), { wrapper });
    await waitFor(() => expect(result.current).toBe(53));
    const url = String((fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0]);
    expect(url).toContain('/api/products/discounts?');
    expect(url).toContain('sort=discount&order=desc&limit=1');
  });

  it('is 0 when nothing is on offer, so nothing is promised', async () => {
    const wrapper = withDiscounts({ discounts: [], data: { data: [], total: 0 } });
    const { result } = renderHook(() => useBestLivePercent(), { wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current).toBe(0);
  });
});
