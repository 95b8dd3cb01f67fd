import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export interface ShopSettings {
  free_shipping_threshold: number;
  shipping_fee: number;
  /** Delivery fee by governorate code; a governorate left out pays `shipping_fee`. */
  governorate_fees: Record<string, number>;
  contact: {
    name_ar: string;
    name_en: string;
    city_ar: string;
    city_en: string;
    phones: string[];
    email: string;
  };
}

export const settingsKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings. */
export const getSettings = (signal?: AbortSignal) => api.get<ShopSettings>('/admin/settings', { signal });

export const useSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => getSettings(signal) });
