import { Eye, Undo2 } from 'lucide-react';
import { ReturnStatusBadge } from '../../../components/returns/return-status-badge.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, Td, Tr } from '../components/admin-table.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { ListView } from '../components/list-view.tsx';
import { RefreshButton } from '../components/refresh-button.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { SearchField } from '../components/search-field.tsx';
import { Tabs } from '../components/tabs.tsx';
import { useListParams, useUrlParam } from '../lib/use-list-params.ts';
import { useAdminReturns } from './api/get-admin-returns.ts';
import { returnAge } from './return-age.ts';
import { ReturnDetail } from './return-detail.tsx';

// Requested first: the tab the page opens on is the next to handle. Then the work in the order it comes
// (to receive, to settle), the closed ones, and every return at once for a search that spans them.
const TABS = ['requested', 'approved', 'received', 'refunded', 'replaced', 'rejected', 'all'] as const;
type Tab = (typeof TABS)[number];
const DEFAULTS = { status: 'requested', search: '' };

const asTab = (value: string): Tab => TABS.find((s) => s === value) ?? 'requested';

/**
 * /admin/returns: the queue by status with search by RMA or order number, and with `?open=12` one return with
 * the action its status allows (approve or reject, receive, refund or replace).
 */
export function ReturnsPage() {
  const [openParam, setOpen] = useUrlParam('open');
  const openId = openParam && /^\d+$/.test(openParam) ? Number(openParam) : null;
  if (openId !== null) return <ReturnDetail key={openId} id={openId} onBack={() => setOpen(null)} />;
  return <ReturnQueue onOpen={(id) => setOpen(String(id))} />;
}

function ReturnQueue({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('returns');
  const { t: ta } = useTranslation('admin');
  const locale = useLocale();
  const list = useListParams(DEFAULTS);
  const tab = asTab(list.values.status);
  const query = useAdminReturns({
    status: tab === 'all' ? undefined : tab,
    search: list.values.search,
    page: list.page,
  });
  const waiting = useAdminReturns({ status: 'requested', search: '', page: 1 }).data?.total;

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={<RefreshButton onClick={() => void query.refetch()} busy={query.isFetching} />}
      />
      <SearchField
        className="max-w-md"
        value={list.values.search}
        onSearch={(search) => list.update({ search })}
        label={t('admin.search')}
      />
      <Tabs
        label={t('admin.tabsLabel')}
        value={tab}
        onChange={(next) => list.update({ status: next })}
        items={TABS.map((key) => ({
          key,
          label:
            key === 'requested' && waiting ? (
              <>
                {t(`status.${key}`)}
                <span className="rounded-full bg-amber-100 px-2 text-xs font-bold text-amber-800">
                  <bdi>{formatNumber(waiting, locale)}</bdi>
                </span>
              </>
            ) : key === 'all' ? (
              t('admin.all')
            ) : (
              t(`status.${key}`)
            ),
        }))}
      >
        <ListView
          query={query}
          page={query.data}
          loadFailed={t('admin.loadFailed')}
          skeletonColumns={7}
          empty={{
            icon: Undo2,
            title: t(`admin.empty.${tab}`),
            filtered: list.values.search
              ? { title: t('admin.emptySearch'), onClear: () => list.update({ search: '' }) }
              : false,
          }}
          onPage={(page) => list.update({ page })}
        >
          {(rows) => (
            <AdminTable
              label={t('admin.tableLabel')}
              columns={[
                { label: t('admin.columns.rma') },
                { label: t('admin.columns.order') },
                { label: t('admin.columns.customer') },
                { label: t('admin.columns.items') },
                { label: t('admin.columns.refund') },
                { label: t('admin.columns.status') },
                { label: t('admin.columns.age') },
                { label: ta('common.actions'), end: true },
              ]}
            >
              {rows.map((r) => {
                const age = returnAge(r.created_at, locale);
                return (
                  <Tr key={r.id}>
                    <Td primary>
                      <button
                        type="button"
                        onClick={() => onOpen(r.id)}
                        className="font-bold text-primary hover:underline"
                      >
                        <bdi>{r.rma_number}</bdi>
                      </button>
                    </Td>
                    <Td label={t('admin.columns.order')}>
                      <bdi>{r.order.order_number}</bdi>
                    </Td>
                    <Td label={t('admin.columns.customer')}>
                      <span className="block max-w-48 truncate">{r.customer.name}</span>
                    </Td>
                    <Td label={t('admin.columns.items')}>
                      <bdi>
                        {formatNumber(
                          r.items.reduce((n, i) => n + i.quantity, 0),
                          locale,
                        )}
                      </bdi>
                    </Td>
                    <Td label={t('admin.columns.refund')}>
                      <bdi className="whitespace-nowrap font-medium">
                        {formatMoney(r.refund?.amount ?? r.refund_estimate, locale)}
                      </bdi>
                    </Td>
                    <Td label={t('admin.columns.status')}>
                      <ReturnStatusBadge status={r.status} />
                    </Td>
                    <Td label={t('admin.columns.age')}>
                      <span className="whitespace-nowrap text-ink-secondary">
                        {t('admin.age', { duration: age ?? t('admin.lessThanMinute') })}
                      </span>
                    </Td>
                    <RowActions>
                      <IconButton
                        icon={Eye}
                        label={t('admin.open', { number: r.rma_number })}
                        onClick={() => onOpen(r.id)}
                      />
                    </RowActions>
                  </Tr>
                );
              })}
            </AdminTable>
          )}
        </ListView>
      </Tabs>
    </div>
  );
}
