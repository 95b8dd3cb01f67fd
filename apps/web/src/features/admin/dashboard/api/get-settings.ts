import { type ShopSettings, shopSettings } from '@shop/shared/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export const settingsKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings. */
export const getSettings = (signal?: AbortSignal): Promise<ShopSettings> =>
  api.get('/admin/settings', { signal, schema: shopSettings });

export const useSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => getSettings(signal) });
