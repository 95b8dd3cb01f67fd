// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBestLivePercent } from './get-active-discounts.ts';

function withDiscounts(data: unknown[]) {
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

  it('is the largest live percentage discount, ignoring fixed-amount ones', async () => {
    const wrapper = withDiscounts([
      { id: 1, type: 'percentage', value: 20 },
      { id: 2, type: 'fixed', value: 5_000 },
      { id: 3, type: 'percentage', value: 35 },
    ]);
    const { result } = renderHook(() => useBestLivePercent(), { wrapper });
    await waitFor(() => expect(result.current).toBe(35));
  });

  it('is 0 when no percentage discount is live, so nothing is promised', async () => {
    const wrapper = withDiscounts([{ id: 2, type: 'fixed', value: 5_000 }]);
    const { result } = renderHook(() => useBestLivePercent(), { wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current).toBe(0);
  });
});
