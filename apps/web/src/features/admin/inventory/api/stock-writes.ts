import {
  type AdjustStockBody,
  type ProductStockView,
  productStockView,
  type ReceiveBatchBody,
  type WriteOffBody,
} from '@shop/shared/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { inventoryKey } from '../../lib/api/get-expiry-report.ts';
import { productStockKey } from './get-product-stock.ts';

/** POST /api/admin/products/:id/batches (201): a delivery of one lot. */
export const receiveBatch = (productId: number, body: ReceiveBatchBody) =>
  api.post(`/admin/products/${productId}/batches`, body, { schema: productStockView });

/** POST /api/admin/products/:id/adjustments: a counted correction, to one batch or outside batches. */
export const adjustStock = (productId: number, body: AdjustStockBody) =>
  api.post(`/admin/products/${productId}/adjustments`, body, { schema: productStockView });

/** POST /api/admin/batches/:id/write-off: units destroyed; without a quantity, all the batch holds. */
export const writeOffBatch = (batchId: number, body: WriteOffBody) =>
  api.post(`/admin/batches/${batchId}/write-off`, body, { schema: productStockView });

/**
 * Each write answers the product's new stock: it goes straight into that product's cache. The expiry lists,
 * the ledger pages and the catalogue's stock figures changed too, so they are read again.
 */
function useStockWrite<V>(run: (vars: V) => Promise<ProductStockView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (stock) => queryClient.setQueryData(productStockKey(stock.product_id), stock),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: inventoryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

export const useReceiveBatch = () =>
  useStockWrite(({ productId, body }: { productId: number; body: ReceiveBatchBody }) =>
    receiveBatch(productId, body),
  );

export const useAdjustStock = () =>
  useStockWrite(({ productId, body }: { productId: number; body: AdjustStockBody }) =>
    adjustStock(productId, body),
  );

export const useWriteOffBatch = () =>
  useStockWrite(({ batchId, body }: { batchId: number; body: WriteOffBody }) => writeOffBatch(batchId, body));
