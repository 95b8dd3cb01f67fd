import { pageOf } from '@shop/shared/api';
import { movementView } from '@shop/shared/inventory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { inventoryKey } from '../../lib/api/get-expiry-report.ts';

export type { MovementView } from '@shop/shared/inventory';

const movementPage = pageOf(movementView);

/** GET /api/admin/products/:id/movements?page=: the product's ledger, newest first. */
export const getMovements = (productId: number, page: number, signal?: AbortSignal) =>
  api.get(`/admin/products/${productId}/movements`, { schema: movementPage, signal, query: { page } });

export const useMovements = (productId: number, page: number) =>
  useQuery({
    queryKey: [...inventoryKey, 'movements', productId, page],
    queryFn: ({ signal }) => getMovements(productId, page, signal),
    // Paging keeps the old rows on screen until the next ones arrive, so the table does not jump.
    placeholderData: keepPreviousData,
  });
