import { ImageOff, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import {
  type SortOrder,
  SortTh,
  TableFrame,
  TableSkeleton,
  TBody,
  Td,
  THead,
  Th,
  Tr,
} from '../components/admin-table.tsx';
import { ListFooter } from '../components/list-footer.tsx';
import { SearchField } from '../components/search-field.tsx';
import { adminErrorMessage } from '../lib/messages.ts';
import { useListParams } from '../lib/use-list-params.ts';
import type { useDiscountedProducts } from './api/get-discounted-products.ts';

const DEFAULTS = { psearch: '', psort: 'name', porder: 'asc' };
export const DISCOUNTED_PER_PAGE = 20;

export function useDiscountedListParams() {
  return useListParams(DEFAULTS);
}

/** The products that a running discount prices down right now, as shoppers see them. */
export function DiscountedProducts({
  list,
  query,
}: {
  list: ReturnType<typeof useDiscountedListParams>;
  query: ReturnType<typeof useDiscountedProducts>;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { values } = list;
  const sort = values.psort === 'price' ? 'price' : 'name';
  const order: SortOrder = values.porder === 'desc' ? 'desc' : 'asc';
  const onSort = (column: string, next: SortOrder) => list.update({ psort: column, porder: next });

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
      {query.isError && !query.data ? (
        <ErrorState
          message={t('discounts.products.loadFailed')}
          detail={adminErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <TableSkeleton columns={5} />
      ) : query.data.data.data.length === 0 ? (
        <EmptyState
          icon={<Tags aria-hidden="true" className="size-7" />}
          title={values.psearch ? t('discounts.products.emptyFiltered') : t('discounts.products.empty')}
          action={
            values.psearch ? undefined : (
              <Link to="/admin/discounts?new=1" className="font-medium text-primary hover:underline">
                {t('discounts.add')}
              </Link>
            )
          }
        />
      ) : (
        <div className={`flex flex-col gap-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          <TableFrame label={t('discounts.products.tableLabel')}>
            <THead>
              <SortTh
                column="name"
                label={t('discounts.products.columns.product')}
                sort={sort}
                order={order}
                onSort={onSort}
              />
              <Th>{t('discounts.products.columns.category')}</Th>
              <SortTh
                column="price"
                label={t('discounts.products.columns.price')}
                sort={sort}
                order={order}
                onSort={onSort}
              />
              <Th>{t('discounts.products.columns.saving')}</Th>
              <Th>{t('discounts.products.columns.ends')}</Th>
            </THead>
            <TBody>
              {query.data.data.data.map((p) => (
                <Tr key={p.id}>
                  <Td primary>
                    <div className="flex items-center gap-3">
                      {p.image ? (
                        <img
                          src={p.image}
                          alt=""
                          width={36}
                          height={36}
                          loading="lazy"
                          className="size-9 shrink-0 rounded-control border border-line bg-white object-contain"
                        />
                      ) : (
                        <span className="flex size-9 shrink-0 items-center justify-center rounded-control bg-slate-100 text-ink-disabled">
                          <ImageOff aria-hidden="true" className="size-4" />
                        </span>
                      )}
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
            </TBody>
          </TableFrame>
          <ListFooter page={query.data.data} onPage={(page) => list.update({ page })} />
        </div>
      )}
    </div>
  );
}
