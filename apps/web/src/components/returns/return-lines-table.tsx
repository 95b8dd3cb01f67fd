import type { ReturnView } from '@shop/shared/returns';
import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';

type ReturnLine = ReturnView['items'][number];

/** A return's lines (product, units, unit price), for the customer's return page and the back-office's. */
export function ReturnLinesTable({
  items,
  underName,
}: {
  items: ReturnLine[];
  /** What the reader should know of a line beneath its name (the back-office: resalable or not). */
  underName?: (item: ReturnLine) => ReactNode;
}) {
  const { t } = useTranslation('returns');
  const locale = useLocale();
  return (
    <table className="w-full text-sm">
      <thead className="border-b border-line text-ink-secondary">
        <tr>
          <th scope="col" className="py-2 text-start font-medium">
            {t('detail.product')}
          </th>
          <th scope="col" className="px-2 py-2 text-center font-medium">
            {t('detail.quantity')}
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            {t('detail.price')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {items.map((item) => (
          <tr key={item.id}>
            <td className="py-2 text-ink">
              {item.product_name}
              {underName?.(item)}
            </td>
            <td className="px-2 py-2 text-center">
              <bdi>{formatNumber(item.quantity, locale)}</bdi>
            </td>
            <td className="py-2 text-end">
              <bdi className="whitespace-nowrap">{formatMoney(item.unit_price, locale)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
