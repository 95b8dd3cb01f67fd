import { PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber } from '../../../lib/format.ts';
import { AdminTable, Td, Tr } from '../components/admin-table.tsx';
import { FilterPills } from '../components/filter-pills.tsx';
import { ListView } from '../components/list-view.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { Thumbnail } from '../components/thumbnail.tsx';
import { stockPath } from '../lib/stock-path.ts';
import { type LowStockFilter, useLowStock } from './api/get-low-stock.ts';

/**
 * The stock area's second tab: the products running low (1-5 left, what the dashboard's card counts) or sold
 * out, fewest first, each opening its stock page to receive a batch. The pharmacist's view: they keep the
 * stock but have no products area.
 */
export function LowStockList({
  filter,
  page,
  onFilter,
  onPage,
}: {
  filter: LowStockFilter;
  page: number;
  onFilter: (filter: LowStockFilter) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('inventory');
  const locale = useLocale();
  const query = useLowStock(filter, page);
  return (
    <section aria-labelledby="inventory-low-stock" className="flex flex-col gap-3">
      <div>
        <h2 id="inventory-low-stock" className="text-lg text-ink">
          {t(`lowStock.${filter}.title`)}
        </h2>
        <p className="text-sm text-ink-secondary">{t(`lowStock.${filter}.description`)}</p>
      </div>
      <FilterPills<LowStockFilter>
        label={t('lowStock.filter')}
        value={filter}
        onChange={onFilter}
        options={[
          { value: 'low_stock', label: t('lowStock.low_stock.pill') },
          { value: 'out_of_stock', label: t('lowStock.out_of_stock.pill') },
        ]}
      />
      <ListView
        query={query}
        page={query.data}
        loadFailed={t('lowStock.loadFailed')}
        skeletonColumns={3}
        empty={{ icon: PackageCheck, title: t(`lowStock.${filter}.empty`) }}
        onPage={onPage}
      >
        {(rows) => (
          <AdminTable
            label={t(`lowStock.${filter}.title`)}
            columns={[
              { label: t('columns.product') },
              { label: t('lowStock.left'), end: true },
              { label: t('columns.actions'), end: true },
            ]}
          >
            {rows.map((product) => (
              <Tr key={product.id}>
                <Td primary>
                  <span className="flex items-center gap-3">
                    <Thumbnail src={product.image} size={36} />
                    <span className="flex min-w-0 flex-col gap-1">
                      <Link
                        to={stockPath(product.id)}
                        className="font-medium text-primary hover:underline"
                        aria-label={t('stock.openNamed', { name: product.name })}
                      >
                        {product.name}
                      </Link>
                      {product.requires_prescription ? (
                        <span className="text-xs text-ink-secondary">{t('lowStock.prescription')}</span>
                      ) : null}
                    </span>
                  </span>
                </Td>
                <Td label={t('lowStock.left')} className="md:text-end">
                  <Badge tone={product.stock > 0 ? 'warning' : 'danger'} className="whitespace-nowrap">
                    {product.stock > 0
                      ? t('lowStock.units', { count: product.stock, n: formatNumber(product.stock, locale) })
                      : t('lowStock.none')}
                  </Badge>
                </Td>
                <RowActions>
                  <Link
                    to={stockPath(product.id)}
                    className="inline-flex min-h-11 items-center rounded-control border border-primary px-3 text-sm font-medium text-primary hover:bg-primary-tint md:min-h-9"
                    aria-label={t('lowStock.receiveNamed', { name: product.name })}
                  >
                    {t('lowStock.receive')}
                  </Link>
                </RowActions>
              </Tr>
            ))}
          </AdminTable>
        )}
      </ListView>
    </section>
  );
}
