import { POINTS_DEFAULTS } from '@shop/shared/constants';
import { useLocale } from '../../i18n/locale-store.ts';
import { formatMoney, isolate } from '../../lib/format.ts';
import { useReturnWithin, useShopConfig } from '../../lib/shop-config.ts';

/**
 * The amounts the information pages quote, formatted for the current language: the delivery threshold and fee
 * and the return window from the shop's settings, the points rates from the shared defaults.
 */
export function useShopFacts() {
  const locale = useLocale();
  const config = useShopConfig();
  const money = (value: number) => isolate(formatMoney(value, locale));
  return {
    ...useReturnWithin(),
    threshold: money(config.free_shipping_threshold),
    fee: money(config.shipping_fee),
    per: money(POINTS_DEFAULTS.iqdPerPoint),
    value: money(POINTS_DEFAULTS.pointValueIqd),
  };
}
