import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import {
  adoptServerList,
  backoffDelay,
  chunk,
  planSync,
  pushInBatches,
  readServerWishlist,
  type ServerWishlist,
  withRetry,
} from './wishlist-sync.ts';

const server = (ids: number[]): ServerWishlist => ({
  items: ids,
  entries: ids.map((id) => ({ product_id: id, added_at: `2026-01-0${(id % 9) + 1}T10:00:00.000Z` })),
});
const entry = (id: number) => ({ product_id: id, added_at: '2026-02-01T10:00:00.000Z' });

describe('wishlist sync: retries', () => {
  it('waits 300 ms × 2^attempt between tries', () => {
    expect([0, 1, 2].map(backoffDelay)).toEqual([300, 600, 1200]);
  });

  it('tries a failing call 4 times with the back-off, then gives up', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const call = vi.fn(async () => {
      throw new ApiError({ status: 0 });
    });
    await expect(withRetry(call, sleep)).rejects.toBeInstanceOf(ApiError);
    expect(call).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([300, 600, 1200]);
  });

  it('stops at once on a refusal that asking again will not change', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const call = vi.fn(async () => {
      throw new ApiError({ status: 422, message: 'Invalid product' });
    });
    await expect(withRetry(call, sleep)).rejects.toThrow('Invalid product');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('succeeds on a later attempt', async () => {
    let n = 0;
    const result = await withRetry(
      async () => {
        n += 1;
        if (n < 3) throw new ApiError({ status: 503 });
        return 'ok';
      },
      async () => {},
    );
    expect(result).toBe('ok');
    expect(n).toBe(3);
  });
});

describe('wishlist sync: batches', () => {
  it('cuts the ids into batches of 20', () => {
    const ids = Array.from({ length: 45 }, (_, i) => i + 1);
    expect(chunk(ids).map((batch) => batch.length)).toEqual([20, 20, 5]);
  });

  it('sends every batch; a batch that keeps failing is reported and the others still go', async () => {
    const ids = Array.from({ length: 45 }, (_, i) => i + 1);
    const sent: number[][] = [];
    const add = vi.fn(async (batch: number[]) => {
      sent.push(batch);
      if (batch.includes(21)) throw new ApiError({ status: 0 });
      return {
        ...server(sent.flat().filter((id) => id < 21 || id > 40)),
        skipped: batch.includes(45) ? [45] : [],
      };
    });
    const result = await pushInBatches(ids, add, async () => {});
    // 1 try for the first batch, 4 for the failing one, 1 for the last.
    expect(add).toHaveBeenCalledTimes(6);
    expect(result.failed).toEqual(ids.slice(20, 40));
    expect(result.skipped).toEqual([45]);
    expect(result.pushed).toEqual([...ids.slice(0, 20), ...ids.slice(40, 44)]);
    expect(result.latest?.items).toContain(44);
  });
});

describe('wishlist sync: merging', () => {
  it('pushes what was added here, and drops what the server lost since the last sync', () => {
    const local = [entry(1), entry(2), entry(3)];
    // 2 was on the server last time and is gone now (removed on another device); 3 is new here.
    const plan = planSync(local, server([1, 9]), [1, 2]);
    expect(plan.toPush).toEqual([3]);
    expect(plan.dropped).toEqual([2]);
  });

  it('on a first sign-in everything local is pushed', () => {
    expect(planSync([entry(5), entry(6)], server([]), []).toPush).toEqual([5, 6]);
  });

  it('adopts the server list (with its dates) and keeps what could not be sent', () => {
    const adopted = adoptServerList(server([1, 9]), [entry(1), entry(4)], [4]);
    expect(adopted.map((e) => e.product_id)).toEqual([1, 9, 4]);
    expect(adopted[0]?.added_at).toBe(server([1]).entries[0]?.added_at);
    expect(adopted[2]?.added_at).toBe(entry(4).added_at);
  });

  it('reads the server answer tolerantly', () => {
    expect(readServerWishlist({ items: [3, '4', 'x'], skipped: [7] })).toEqual({
      items: [3, 4],
      entries: [
        { product_id: 3, added_at: '' },
        { product_id: 4, added_at: '' },
      ],
      skipped: [7],
    });
    expect(readServerWishlist(null)).toEqual({ items: [], entries: [], skipped: [] });
  });
});
