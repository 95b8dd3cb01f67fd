import { productStockView } from '@shop/shared/inventory';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { inventoryKey } from '../../lib/api/get-expiry-report.ts';

export type { BatchView, ProductStockView } from '@shop/shared/inventory';

export const productStockKey = (productId: number) => [...inventoryKey, 'stock', productId] as const;

/** GET /api/admin/products/:id/stock: sellable, in batches, outside batches, expired, and the batches. */
export const getProductStock = (productId: number, signal?: AbortSignal) =>
  api.get(`/admin/products/${productId}/stock`, { schema: productStockView, signal });

export const useProductStock = (productId: number) =>
  useQuery({
    queryKey: productStockKey(productId),
    queryFn: ({ signal }) => getProductStock(productId, signal),
  });
