import { Coins, Gift, History, PiggyBank, Trophy, Users, Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { formatNumber } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
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
import { IconButton } from '../components/icon-button.tsx';
import { ListFooter } from '../components/list-footer.tsx';
import { SearchField } from '../components/search-field.tsx';
import type { PickerOption } from '../components/search-picker.tsx';
import { StatCard, StatCardSkeleton } from '../components/stat-card.tsx';
import { Tabs } from '../components/tabs.tsx';
import { adminErrorMessage } from '../lib/messages.ts';
import { placeholderKeys } from '../lib/placeholder-keys.ts';
import { sortRows } from '../lib/sort-rows.ts';
import { useListParams } from '../lib/use-list-params.ts';
import { usePointsStats } from './api/get-points-stats.ts';
import { type PointsUser, usePointsUsers } from './api/get-points-users.ts';
import { AwardBonusDialog } from './award-bonus-dialog.tsx';
import { PointsConfigPanel } from './points-config-form.tsx';
import { PointsHistoryDialog } from './points-history-dialog.tsx';

const PER_PAGE = 20;
const DEFAULTS = { tab: 'balances', search: '', sort: 'points', order: 'desc' };
type SortColumn = 'name' | 'points' | 'total_earned' | 'total_spent';

/** /admin/points: the loyalty ledger at a glance, customers' balances, bonuses and the rules. */
export function PointsPage() {
  const { t } = useTranslation('admin');
  const list = useListParams(DEFAULTS);
  const tab = list.values.tab === 'settings' ? 'settings' : 'balances';
  const [awardOpen, setAwardOpen] = useState(false);
  const [awardUser, setAwardUser] = useState<PickerOption | null>(null);
  const [historyUser, setHistoryUser] = useState<PointsUser | null>(null);

  const openAward = (user: PickerOption | null) => {
    setAwardUser(user);
    setAwardOpen(true);
  };

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('points.title')}
        description={t('points.description')}
        actions={
          <Button onClick={() => openAward(null)}>
            <Gift aria-hidden="true" className="size-4" />
            {t('points.award.open')}
          </Button>
        }
      />
      <PointsStatsCards />
      <Tabs<'balances' | 'settings'>
        label={t('points.tabsLabel')}
        value={tab}
        onChange={(key) => list.update({ tab: key })}
        items={[
          { key: 'balances', label: t('points.tabs.balances') },
          { key: 'settings', label: t('points.tabs.settings') },
        ]}
      >
        {tab === 'settings' ? (
          <PointsConfigPanel />
        ) : (
          <Balances
            list={list}
            onHistory={setHistoryUser}
            onAward={(u) => openAward({ id: u.id, label: u.name, hint: u.email })}
          />
        )}
      </Tabs>
      <AwardBonusDialog open={awardOpen} user={awardUser} onClose={() => setAwardOpen(false)} />
      <PointsHistoryDialog user={historyUser} onClose={() => setHistoryUser(null)} />
    </div>
  );
}

function PointsStatsCards() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const stats = usePointsStats();
  if (stats.isError && !stats.data) {
    return (
      <ErrorState
        compact
        message={t('points.statsFailed')}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  if (!stats.data) {
    return (
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {placeholderKeys(4).map((i) => (
          <StatCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  const n = (v: number) => formatNumber(v, locale);
  return (
    <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <li>
        <StatCard label={t('points.stats.issued')} value={n(stats.data.total_issued)} icon={Trophy} />
      </li>
      <li>
        <StatCard
          label={t('points.stats.spent')}
          value={n(stats.data.total_spent)}
          icon={Wallet}
          tone="warning"
        />
      </li>
      <li>
        <StatCard
          label={t('points.stats.outstanding')}
          value={n(stats.data.outstanding)}
          icon={PiggyBank}
          tone="success"
        />
      </li>
      <li>
        <StatCard
          label={t('points.stats.customers')}
          value={n(stats.data.customers_with_points)}
          icon={Users}
          tone="neutral"
        />
      </li>
    </ul>
  );
}

function Balances({
  list,
  onHistory,
  onAward,
}: {
  list: ReturnType<typeof useListParams<'tab' | 'search' | 'sort' | 'order'>>;
  onHistory: (user: PointsUser) => void;
  onAward: (user: PointsUser) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { values } = list;
  const users = usePointsUsers({
    search: values.search || undefined,
    sort: values.sort,
    order: values.order,
    page: list.page,
    per_page: PER_PAGE,
  });
  const sort: SortColumn = (['name', 'points', 'total_earned', 'total_spent'] as const).includes(
    values.sort as SortColumn,
  )
    ? (values.sort as SortColumn)
    : 'points';
  const order: SortOrder = values.order === 'asc' ? 'asc' : 'desc';
  const rows = useMemo(
    () =>
      sortRows(users.data?.data ?? [], order, (u: PointsUser) =>
        sort === 'name' ? u.name.toLocaleLowerCase() : u[sort],
      ),
    [users.data, sort, order],
  );
  const onSort = (column: string, next: SortOrder) => list.update({ sort: column, order: next });

  return (
    <div className="flex flex-col gap-4">
      <SearchField
        className="max-w-md"
        value={values.search}
        onSearch={(search) => list.update({ search })}
        label={t('points.search')}
      />
      {users.isError && !users.data ? (
        <ErrorState
          message={t('points.loadFailed')}
          detail={adminErrorMessage(users.error)}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : !users.data ? (
        <TableSkeleton columns={5} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Coins aria-hidden="true" className="size-7" />}
          title={values.search ? t('points.emptyFiltered') : t('points.empty')}
          action={
            values.search ? (
              <Button variant="secondary" onClick={() => list.update({ search: '' })}>
                {t('common.clearSearch')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className={`flex flex-col gap-4 ${users.isPlaceholderData ? 'opacity-60' : ''}`}>
          <TableFrame label={t('points.tableLabel')}>
            <THead>
              <SortTh
                column="name"
                label={t('points.columns.customer')}
                sort={sort}
                order={order}
                onSort={onSort}
              />
              <SortTh
                column="points"
                label={t('points.columns.balance')}
                sort={sort}
                order={order}
                onSort={onSort}
                firstOrder="desc"
              />
              <SortTh
                column="total_earned"
                label={t('points.columns.earned')}
                sort={sort}
                order={order}
                onSort={onSort}
                firstOrder="desc"
              />
              <SortTh
                column="total_spent"
                label={t('points.columns.spent')}
                sort={sort}
                order={order}
                onSort={onSort}
                firstOrder="desc"
              />
              <Th end>{t('common.actions')}</Th>
            </THead>
            <TBody>
              {rows.map((user) => (
                <Tr key={user.id}>
                  <Td primary>
                    <span className="block font-medium text-ink">{user.name}</span>
                    <span className="block truncate text-xs text-ink-secondary">
                      <bdi dir="ltr">{user.email}</bdi>
                    </span>
                  </Td>
                  <Td label={t('points.columns.balance')}>
                    <bdi className="font-bold text-ink">{formatNumber(user.points, locale)}</bdi>
                  </Td>
                  <Td label={t('points.columns.earned')}>
                    <bdi>{formatNumber(user.total_earned, locale)}</bdi>
                  </Td>
                  <Td label={t('points.columns.spent')}>
                    <bdi>{formatNumber(user.total_spent, locale)}</bdi>
                  </Td>
                  <Td className="md:text-end">
                    <div className="flex justify-end gap-1 md:inline-flex">
                      <IconButton
                        icon={History}
                        label={t('points.historyNamed', { name: user.name })}
                        onClick={() => onHistory(user)}
                      />
                      <IconButton
                        icon={Gift}
                        tone="primary"
                        label={t('points.awardNamed', { name: user.name })}
                        onClick={() => onAward(user)}
                      />
                    </div>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </TableFrame>
          <ListFooter page={users.data} onPage={(page) => list.update({ page })} />
        </div>
      )}
    </div>
  );
}
