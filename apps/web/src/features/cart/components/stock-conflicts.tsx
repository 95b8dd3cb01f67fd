import { PackageX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CartItem } from '../../../lib/cart-store.ts';
import { formatNumber, isolate } from '../../../lib/format.ts';
import type { StockShortage } from '../api/order-client.ts';

interface StockConflictsProps {
  shortages: StockShortage[];
  items: CartItem[];
  /** Current product names (the server's, in the shopper's language). */
  names: Map<number, string>;
  onSetQuantity: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
}

/** The server had fewer units than asked (nothing was taken): each line with its fix. */
export function StockConflicts({ shortages, items, names, onSetQuantity, onRemove }: StockConflictsProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const open = shortages.filter((s) => {
    const item = items.find((i) => i.id === s.product_id);
    return item !== undefined && item.quantity > s.available;
  });
  if (open.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="stock-conflicts-title"
      className="flex flex-col gap-3 rounded-card border border-red-200 bg-red-50 p-4"
    >
      <h3 id="stock-conflicts-title" className="flex items-center gap-2 font-bold text-danger">
        <PackageX aria-hidden="true" className="size-5" />
        {t('conflicts.title')}
      </h3>
      <p className="text-sm text-ink">{t('conflicts.description')}</p>
      <ul className="flex flex-col gap-2">
        {open.map((shortage) => {
          const item = items.find((i) => i.id === shortage.product_id);
          const name = names.get(shortage.product_id) ?? item?.name ?? '';
          return (
            <li
              key={shortage.product_id}
              className="flex flex-wrap items-center gap-3 rounded-control bg-surface p-3"
            >
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-ink">{name}</p>
                <p className="text-ink-secondary">
                  {shortage.available > 0
                    ? t('conflicts.line', {
                        count: shortage.available,
                        wanted: isolate(formatNumber(shortage.requested, locale)),
                        n: isolate(formatNumber(shortage.available, locale)),
                      })
                    : t('conflicts.none', { wanted: isolate(formatNumber(shortage.requested, locale)) })}
                </p>
              </div>
              {shortage.available > 0 ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onSetQuantity(shortage.product_id, shortage.available)}
                >
                  {t('problem.setQuantity', { n: isolate(formatNumber(shortage.available, locale)) })}
                </Button>
              ) : null}
              <Button size="sm" variant="quiet" onClick={() => onRemove(shortage.product_id)}>
                {t('problem.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
