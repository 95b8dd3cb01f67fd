import { POINTS_DEFAULTS } from '@shop/shared/constants';
import { useLocale } from '../../i18n/locale-store.ts';
import { formatMoney, formatNumber, isolate } from '../../lib/format.ts';
import { usePointsConfig } from '../../lib/points-config.ts';
import { useReturnWithin, useShopConfig } from '../../lib/shop-config.ts';

/**
 * The amounts the information pages quote, formatted for the current language: the delivery threshold and fee
 * and the return window from the shop's settings, the points rates and the share points may pay from the points
 * settings (the shared defaults until the server answers).
 */
export function useShopFacts() {
  const locale = useLocale();
  const config = useShopConfig();
  const points = usePointsConfig().data;
  const money = (value: number) => isolate(formatMoney(value, locale));
  return {
    ...useReturnWithin(),
    threshold: money(config.free_shipping_threshold),
    fee: money(config.shipping_fee),
    per: money(points?.iqd_per_point ?? POINTS_DEFAULTS.iqdPerPoint),
    value: money(points?.point_value ?? POINTS_DEFAULTS.pointValueIqd),
    percent: isolate(formatNumber(points?.max_spend_percent ?? POINTS_DEFAULTS.maxSpendPercent, locale)),
  };
}
