import type { OrderStatus, OrderView } from '@shop/shared/orders';
import { describe, expect, it } from 'vitest';
import { failedAttempts, wayToTheDoor } from './way-to-door.ts';

const order = (
  status: OrderStatus,
  path: OrderStatus[],
  reasons: OrderView['status_history'][number]['reason'][] = [],
) => {
  let failures = 0;
  return {
    status,
    status_history: path.map((to, i) => ({
      from: i ? path[i - 1]! : null,
      to,
      at: `2026-12-0${i + 1}T10:00:00Z`,
      event: null,
      reason: to === 'delivery_failed' ? (reasons[failures++] ?? 'other') : null,
    })),
  };
};
const view = (steps: ReturnType<typeof wayToTheDoor>) => steps.map((s) => `${s.status}:${s.state}`);

describe('the way to the door', () => {
  it('shows a new order at the start with the whole way ahead', () => {
    expect(view(wayToTheDoor(order('pending', ['pending'])))).toEqual([
      'pending:current',
      'confirmed:next',
      'processing:next',
      'ready:next',
      'out_for_delivery:next',
      'delivered:next',
    ]);
  });

  it('leaves out a state the order skipped', () => {
    expect(view(wayToTheDoor(order('ready', ['pending', 'processing', 'ready'])))).toEqual([
      'pending:done',
      'processing:done',
      'ready:current',
      'out_for_delivery:next',
      'delivered:next',
    ]);
  });

  it('keeps delivery ahead after a failed attempt, and ends where a parcel came back', () => {
    const failed = order('delivery_failed', [
      'pending',
      'confirmed',
      'processing',
      'ready',
      'out_for_delivery',
      'delivery_failed',
    ]);
    expect(view(wayToTheDoor(failed)).slice(-3)).toEqual([
      'out_for_delivery:done',
      'delivery_failed:current',
      'delivered:next',
    ]);
    const back = order('returned', [
      'pending',
      'processing',
      'ready',
      'out_for_delivery',
      'delivery_failed',
      'returning',
      'returned',
    ]);
    expect(view(wayToTheDoor(back))).toEqual([
      'pending:done',
      'processing:done',
      'ready:done',
      'out_for_delivery:done',
      'delivery_failed:done',
      'returning:done',
      'returned:current',
    ]);
  });

  it('ends a cancelled order where it was cancelled, and a delivered one at the door', () => {
    expect(view(wayToTheDoor(order('cancelled', ['pending', 'confirmed', 'cancelled'])))).toEqual([
      'pending:done',
      'confirmed:done',
      'cancelled:current',
    ]);
    const delivered = order('delivered', [
      'pending',
      'processing',
      'ready',
      'out_for_delivery',
      'delivery_failed',
      'out_for_delivery',
      'delivered',
    ]);
    expect(view(wayToTheDoor(delivered)).at(-1)).toBe('delivered:current');
    expect(view(wayToTheDoor(delivered))).not.toContain('delivery_failed:done');
  });

  it('numbers the failed attempts with their reasons', () => {
    const o = order(
      'out_for_delivery',
      [
        'pending',
        'processing',
        'ready',
        'out_for_delivery',
        'delivery_failed',
        'out_for_delivery',
        'delivery_failed',
        'out_for_delivery',
      ],
      ['no_answer', 'postponed'],
    );
    expect(failedAttempts(o).map(({ n, reason }) => [n, reason])).toEqual([
      [1, 'no_answer'],
      [2, 'postponed'],
    ]);
  });
});
