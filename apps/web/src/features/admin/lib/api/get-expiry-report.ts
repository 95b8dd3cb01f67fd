import { expiryReportView } from '@shop/shared/inventory';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../../i18n/locale-store.ts';
import { api } from '../../../../lib/api-client.ts';

export type { ExpiringBatchView, ExpiryReportView } from '@shop/shared/inventory';

/** Every query of the inventory area starts with this key, so one write can refresh them all. */
export const inventoryKey = ['admin', 'inventory'] as const;

/** GET /api/admin/inventory/expiry: the 30/60/90-day windows, the batches expiring soonest, the write-off list. */
export const getExpiryReport = (signal?: AbortSignal) =>
  api.get('/admin/inventory/expiry', { schema: expiryReportView, signal });

/**
 * Shared by the dashboard's card and the inventory area. `enabled: false` for someone without
 * `inventory.manage`: the server would refuse them, and the dashboard must not fail for it.
 */
export const useExpiryReport = ({ enabled = true }: { enabled?: boolean } = {}) => {
  // Product names come in the language asked for.
  const locale = useLocale();
  return useQuery({
    queryKey: [...inventoryKey, 'expiry', locale],
    queryFn: ({ signal }) => getExpiryReport(signal),
    enabled,
  });
};
