import {
  adminReturnView,
  type receiveReturnBody,
  type refundReturnBody,
  type rejectReturnBody,
} from '@shop/shared/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { adminReturnsKey } from './get-admin-returns.ts';

/** The back-office's moves of a return, each named after the status it leads to (RETURN_TRANSITIONS). */
export type ReturnAction =
  | { kind: 'approve' }
  | { kind: 'reject'; body: z.input<typeof rejectReturnBody> }
  | { kind: 'receive'; body: z.input<typeof receiveReturnBody> }
  | { kind: 'refund'; body: z.input<typeof refundReturnBody> }
  | { kind: 'replace' };

/**
 * POST /api/admin/returns/:id/{approve|reject|receive|refund|replace}; each answers the updated return.
 * A 409 INVALID_TRANSITION means someone else moved it first.
 */
export function actOnReturn(id: number, action: ReturnAction) {
  const body = 'body' in action ? action.body : undefined;
  return api.post(`/admin/returns/${id}/${action.kind}`, body, { schema: adminReturnView });
}

export function useActOnReturn(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReturnAction) => actOnReturn(id, action),
    onSuccess: (view) => {
      queryClient.setQueriesData({ queryKey: [...adminReturnsKey, 'detail', id] }, view);
    },
    // Done or refused, the queue, the stock and the orders (a replacement) may have changed: read them again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminReturnsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
}
