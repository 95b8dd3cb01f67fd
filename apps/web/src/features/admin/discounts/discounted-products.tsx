import { Tags } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { AdminTable, Td, Tr } from '../components/admin-table.tsx';
import { ListView } from '../components/list-view.tsx';
import { SearchField } from '../components/search-field.tsx';
import { Thumbnail } from '../components/thumbnail.tsx';
import { useListParams } from '../lib/use-list-params.ts';
import type { Sorting } from '../lib/use-list-sort.ts';
import type { useDiscountedProducts } from './api/get-discounted-products.ts';

const DEFAULTS = { psearch: '', psort: 'name', porder: 'asc' };
export const DISCOUNTED_PER_PAGE = 20;
/** The columns the discounted-products API sorts by (`psort`). */
export const DISCOUNTED_SORTS = ['name', 'price'] as const;

export function useDiscountedListParams() {
  return useListParams(DEFAULTS);
}

/** The products that a running discount prices down right now, as shoppers see them. */
export function DiscountedProducts({
  list,
  sorting,
  query,
}: {
  list: ReturnType<typeof useDiscountedListParams>;
  sorting: Sorting<(typeof DISCOUNTED_SORTS)[number]>;
  query: ReturnType<typeof useDiscountedProducts>;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { values } = list;

  return (
    <div className="flex flex-col gap-4">
      {query.data && query.data.discounts.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('discounts.products.running')}>
          {query.data.discounts.map((d) => (
            <li key={d.id}>
              <Badge className="whitespace-nowrap" tone="accent">
                {d.name} · {t('discounts.products.until', { date: formatDate(d.ends_at, locale) })}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <SearchField
        className="max-w-md"
        value={values.psearch}
        onSearch={(psearch) => list.update({ psearch })}
        label={t('discounts.products.search')}
      />
      <ListView
        query={query}
        page={query.data?.data}
        loadFailed={t('discounts.products.loadFailed')}
        skeletonColumns={5}
        empty={{
          icon: Tags,
          title: t('discounts.products.empty'),
          action: (
            <Link to="/admin/discounts?new=1" className="font-medium text-primary hover:underline">
              {t('discounts.add')}
            </Link>
          ),
          filtered: Boolean(values.psearch) && { title: t('discounts.products.emptyFiltered') },
        }}
        onPage={(page) => list.update({ page })}
      >
        {(rows) => (
          <AdminTable
            label={t('discounts.products.tableLabel')}
            sorting={sorting}
            columns={[
              { label: t('discounts.products.columns.product'), sort: 'name' },
              { label: t('discounts.products.columns.category') },
              { label: t('discounts.products.columns.price'), sort: 'price' },
              { label: t('discounts.products.columns.saving') },
              { label: t('discounts.products.columns.ends') },
            ]}
          >
            {rows.map((p) => (
              <Tr key={p.id}>
                <Td primary>
                  <div className="flex items-center gap-3">
                    <Thumbnail src={p.image} size={36} />
                    <Link
                      to={`/products/${p.id}`}
                      className="min-w-0 truncate font-medium text-ink hover:text-primary hover:underline"
                    >
                      {p.name}
                    </Link>
                  </div>
                </Td>
                <Td label={t('discounts.products.columns.category')}>{p.category_name}</Td>
                <Td label={t('discounts.products.columns.price')}>
                  <Price price={p.discounted_price} originalPrice={p.original_price} size="sm" />
                </Td>
                <Td label={t('discounts.products.columns.saving')}>
                  <Badge className="whitespace-nowrap" tone="accent">
                    <bdi>−{formatNumber(p.discount_percentage, locale)}%</bdi>
                  </Badge>
                </Td>
                <Td label={t('discounts.products.columns.ends')}>
                  <span className="md:whitespace-nowrap">
                    {p.discount_ends_at ? formatDate(p.discount_ends_at, locale, { withTime: true }) : '—'}
                  </span>
                </Td>
              </Tr>
            ))}
          </AdminTable>
        )}
      </ListView>
    </div>
  );
}
