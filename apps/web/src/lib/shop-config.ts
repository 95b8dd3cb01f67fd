import {
  DEFAULT_FREE_SHIPPING_THRESHOLD_IQD,
  DEFAULT_RETURN_WINDOW_DAYS,
  DEFAULT_SHIPPING_FEE_IQD,
} from '@shop/shared/constants';
import type { PublicConfig, publicConfig } from '@shop/shared/settings';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation.ts';
import { api, unparsed } from './api-client.ts';

/** `GET /api/config`. */
export type ShopConfig = PublicConfig;

const DEFAULTS: ShopConfig = {
  demo: false,
  free_shipping_threshold: DEFAULT_FREE_SHIPPING_THRESHOLD_IQD,
  shipping_fee: DEFAULT_SHIPPING_FEE_IQD,
  map_tile_url: '',
  payment_methods: ['cash_on_delivery'],
  return_window_days: DEFAULT_RETURN_WINDOW_DAYS,
  contact: {
    name: '',
    city: '',
    address: '',
    phones: [],
    whatsapp: '',
    whatsapp_url: '',
    email: '',
    licence_number: '',
    pharmacist: '',
    hours: [],
  },
};

/** `GET /api/config`, as the hook asks it and as the server renderer asks it first (routes/server-data.ts). */
export const shopConfigQuery = {
  queryKey: ['config'],
  // Typed from the shared schema but not parsed: every page reads it on the first load (see `unparsed`); the
  // fields are still checked one by one below, so an older server's partial answer falls back to the defaults.
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get('/config', { signal, schema: unparsed<typeof publicConfig>() }),
  staleTime: 10 * 60_000,
};

/** The shop's public settings; until (or unless) the server answers, the documented defaults. */
export function useShopConfig(): ShopConfig & { isLoaded: boolean } {
  const query = useQuery(shopConfigQuery);
  const data: Partial<ShopConfig> = query.data ?? {};
  return {
    demo: data.demo === true,
    free_shipping_threshold:
      typeof data.free_shipping_threshold === 'number'
        ? data.free_shipping_threshold
        : DEFAULTS.free_shipping_threshold,
    shipping_fee: typeof data.shipping_fee === 'number' ? data.shipping_fee : DEFAULTS.shipping_fee,
    // No tiles until the server names them: the location picker then works as a plain form.
    map_tile_url: typeof data.map_tile_url === 'string' ? data.map_tile_url : DEFAULTS.map_tile_url,
    payment_methods: Array.isArray(data.payment_methods) ? data.payment_methods : DEFAULTS.payment_methods,
    return_window_days:
      typeof data.return_window_days === 'number' ? data.return_window_days : DEFAULTS.return_window_days,
    // An older server's contact lacks the later details: those stay empty rather than undefined.
    contact: { ...DEFAULTS.contact, ...data.contact },
    isLoaded: query.isSuccess,
  };
}

/** "within 30 days", in the page's language, from the shop's return window: what every page promising returns quotes. */
export function useReturnWithin(): { within: string; Within: string } {
  const { t } = useTranslation();
  const within = t('common.withinDays', { count: useShopConfig().return_window_days });
  return { within, Within: within.charAt(0).toUpperCase() + within.slice(1) };
}
