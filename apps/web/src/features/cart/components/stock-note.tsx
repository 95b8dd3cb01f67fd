import { stockStatus } from '@shop/shared/stock';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber, isolate } from '../../../lib/format.ts';

/** In stock / only N left / out of stock, from the server's current stock. */
export function StockNote({ stock }: { stock: number | null }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  if (stock === null) return null;
  const status = stockStatus(stock);
  if (status === 'out_of_stock')
    return <span className="text-sm font-medium text-danger">{t('stock.out')}</span>;
  if (status === 'low_stock') {
    return (
      <span className="text-sm font-medium text-amber-700">
        {t('stock.low', { count: stock, n: isolate(formatNumber(stock, locale)) })}
      </span>
    );
  }
  return <span className="text-sm text-green-700">{t('stock.in')}</span>;
}
