import { pageOf } from '@shop/shared/api';
import { lowStockProductView } from '@shop/shared/inventory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../../i18n/locale-store.ts';
import { api } from '../../../../lib/api-client.ts';
import { inventoryKey } from '../../lib/api/get-expiry-report.ts';

export type { LowStockProductView } from '@shop/shared/inventory';
export type LowStockFilter = 'low_stock' | 'out_of_stock';

const lowStockPage = pageOf(lowStockProductView);

/** GET /api/admin/inventory/low-stock: what runs low (1-5 left) or is sold out, fewest first. */
export const getLowStock = (stock: LowStockFilter, page: number, signal?: AbortSignal) =>
  api.get('/admin/inventory/low-stock', {
    schema: lowStockPage,
    signal,
    query: { stock, page, per_page: 20 },
  });

export const useLowStock = (stock: LowStockFilter, page: number) => {
  const locale = useLocale();
  return useQuery({
    queryKey: [...inventoryKey, 'low-stock', stock, page, locale],
    queryFn: ({ signal }) => getLowStock(stock, page, signal),
    placeholderData: keepPreviousData,
  });
};
