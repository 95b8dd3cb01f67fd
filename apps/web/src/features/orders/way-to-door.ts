import type { OrderStatus, OrderView } from '@shop/shared/orders';

/** The states every order passes on its way when nothing goes wrong (decision 074). */
const WAY: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'processing',
  'ready',
  'out_for_delivery',
  'delivered',
];

/** Where the order left the way, and the states it went through since, in order. */
const DETOURS: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  delivery_failed: ['delivery_failed'],
  returning: ['delivery_failed', 'returning'],
  returned: ['delivery_failed', 'returning', 'returned'],
  cancelled: ['cancelled'],
};

export type StepState = 'done' | 'current' | 'next';
export interface DoorStep {
  status: OrderStatus;
  state: StepState;
}

/**
 * The customer's timeline: the states of the way the order reached (a state it skipped, such as
 * `confirmed` when staff processed it at once, is left out), then what is still ahead; an order that
 * failed, came back or was cancelled ends where it is, and a failed attempt still has delivery ahead.
 */
export function wayToTheDoor(order: Pick<OrderView, 'status' | 'status_history'>): DoorStep[] {
  const reached = new Set(order.status_history.map((s) => s.to));
  reached.add(order.status);
  const last = Math.max(...WAY.map((s, i) => (reached.has(s) ? i : -1)));
  const detour = DETOURS[order.status];
  const goesOn = !detour || order.status === 'delivery_failed';
  const steps: DoorStep[] = [];
  WAY.forEach((status, i) => {
    if (status === 'delivered' && order.status === 'delivery_failed') return;
    if (i <= last ? reached.has(status) : goesOn) {
      steps.push({ status, state: status === order.status ? 'current' : i <= last ? 'done' : 'next' });
    }
  });
  for (const status of detour ?? []) {
    steps.push({ status, state: status === order.status ? 'current' : 'done' });
  }
  if (order.status === 'delivery_failed') steps.push({ status: 'delivered', state: 'next' });
  return steps;
}

/** Each failed attempt, numbered, with its reason. */
export const failedAttempts = (order: Pick<OrderView, 'status_history'>) =>
  order.status_history
    .filter((s) => s.to === 'delivery_failed' && s.reason)
    .map((s, i) => ({ n: i + 1, at: s.at, reason: s.reason! }));
