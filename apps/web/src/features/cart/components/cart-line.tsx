import { Info, Trash2, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ProductThumb } from '../../../components/product/product-thumb.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { maxQuantity } from '../../../lib/cart-store.ts';
import { formatMoney, formatNumber, isolate } from '../../../lib/format.ts';
import type { ReviewedLine } from '../cart-review.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { StockNote } from './stock-note.tsx';

interface CartLineProps {
  line: ReviewedLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One product in the cart: picture, name, details, price, quantity, line total, and what to fix if anything. */
export function CartLine({ line, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { item, problem } = line;
  const name = line.line?.name || item.name;
  const productPath = `/products/${item.id}`;
  const limit = line.line?.max_per_order ?? item.max_per_order ?? null;
  const byStock = line.stock !== null && line.stock > 0 ? line.stock : maxQuantity(item);
  // The per-order limit caps the stepper like the stock does (the server refuses more either way).
  const stockLimit = limit === null ? byStock : Math.min(byStock, limit);

  return (
    <li className={`flex flex-col gap-3 p-4 ${problem ? 'bg-red-50/60' : ''}`}>
      <div className="flex gap-3 sm:gap-4">
        <Link to={productPath} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <ProductThumb src={item.image} alt="" className="size-16 sm:size-24" />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-medium text-ink">
                <Link to={productPath} className="rounded-sm hover:text-primary hover:underline">
                  {name}
                </Link>
              </h3>
              <div className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-ink-secondary">
                <span>{item.category_name?.trim() || t('line.general')}</span>
                {line.requiresPrescription ? <Badge tone="warning">{t('line.prescription')}</Badge> : null}
                {line.discountPercentage > 0 ? (
                  <Badge tone="accent">
                    <bdi>
                      {t('line.discount', { percent: formatNumber(line.discountPercentage, locale) })}
                    </bdi>
                  </Badge>
                ) : null}
              </div>
            </div>
            <button
              type="button"
              onClick={onRemove}
              aria-label={t('line.remove', { name })}
              title={t('line.removeShort')}
              className="-me-2 -mt-2 flex size-11 shrink-0 items-center justify-center rounded-control text-ink-secondary hover:bg-red-50 hover:text-danger focus-visible:outline-2 focus-visible:outline-primary"
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
          </div>

          {item.description ? (
            <p className="line-clamp-2 text-sm text-ink-secondary">{item.description}</p>
          ) : null}

          <div className="flex flex-wrap items-baseline gap-x-2 text-sm text-ink-secondary">
            <span>{t('line.unitPrice')}</span>
            <Price price={line.unitPrice} originalPrice={line.originalPrice} size="sm" />
          </div>
          {line.priceChangedFrom !== null ? (
            <p className="text-sm text-amber-800">
              {t(line.unitPrice > line.priceChangedFrom ? 'line.priceUp' : 'line.priceDown', {
                before: isolate(formatMoney(line.priceChangedFrom, locale)),
                now: isolate(formatMoney(line.unitPrice, locale)),
              })}
            </p>
          ) : null}
        </div>
      </div>

      <div className="flex flex-wrap items-end justify-between gap-3 sm:ps-28">
        <div className="flex flex-col gap-1">
          <QuantityStepper
            value={item.quantity}
            max={stockLimit}
            name={name}
            onChange={onQuantity}
            disabled={problem === 'unavailable' || problem === 'out_of_stock'}
          />
          <StockNote stock={problem === 'unavailable' ? null : line.stock} />
          {limit !== null && item.limited_from !== undefined && item.limited_from > item.quantity ? (
            // The shop lowered the line (a limit set after it was added): said once here, not silently.
            <p role="status" className="flex max-w-xs gap-1.5 text-sm text-amber-800">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('line.limitedFrom', {
                from: isolate(formatNumber(item.limited_from, locale)),
                n: isolate(formatNumber(limit, locale)),
              })}
            </p>
          ) : limit !== null ? (
            <p className="text-xs text-ink-secondary">
              {t('line.limit', { n: isolate(formatNumber(limit, locale)) })}
            </p>
          ) : null}
        </div>
        <div className="text-end">
          <span className="block text-xs text-ink-secondary">{t('line.total')}</span>
          <bdi className="text-lg font-bold text-ink">{formatMoney(line.lineTotal, locale)}</bdi>
        </div>
      </div>

      {problem ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-control border border-red-200 bg-surface p-3"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-danger" />
          <p className="min-w-0 flex-1 text-sm text-ink">
            {problem === 'over_stock'
              ? t('problem.overStock', {
                  count: line.stock ?? 0,
                  n: isolate(formatNumber(line.stock ?? 0, locale)),
                  wanted: isolate(formatNumber(item.quantity, locale)),
                })
              : problem === 'out_of_stock'
                ? t('problem.outOfStock')
                : t('problem.unavailable')}
          </p>
          {problem === 'over_stock' && line.stock ? (
            <Button size="sm" variant="secondary" onClick={() => onQuantity(line.stock ?? 1)}>
              {t('problem.setQuantity', { n: isolate(formatNumber(line.stock, locale)) })}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={onRemove}>
              {t('problem.remove')}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
