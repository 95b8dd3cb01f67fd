import { type CreateOrderBody, type createOrderBody, orderView } from '@shop/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { postWithHeaders } from './order-client.ts';

export type PlacedOrder = z.infer<typeof orderView>;
export type OrderInput = z.input<typeof createOrderBody>;

/**
 * POST /api/orders with an Idempotency-Key: the same key and body give back the same order (a retry after a
 * lost answer never places a second one). 201 created, 200 replayed.
 */
export async function createOrder(body: OrderInput | CreateOrderBody, idempotencyKey: string) {
  const { data } = await postWithHeaders('/orders', body, { 'Idempotency-Key': idempotencyKey });
  return orderView.parse(data);
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: OrderInput; key: string }) => createOrder(body, key),
    onSuccess: () => {
      // New order in the list, points spent, stock taken.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['points'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      void queryClient.invalidateQueries({ queryKey: ['product'] });
      void queryClient.invalidateQueries({ queryKey: ['cart-summary'] });
    },
  });
}
