import { POINTS_USER_SORTS } from '@shop/shared/points';
import { Coins, Gift, History, PiggyBank, Trophy, Users, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, Td, Tr } from '../components/admin-table.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { ListView } from '../components/list-view.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { SearchField } from '../components/search-field.tsx';
import type { PickerOption } from '../components/search-picker.tsx';
import { StatCard, StatCardSkeleton } from '../components/stat-card.tsx';
import { Tabs } from '../components/tabs.tsx';
import { placeholderKeys } from '../lib/placeholder-keys.ts';
import { type ListParams, useListParams } from '../lib/use-list-params.ts';
import { useListSort } from '../lib/use-list-sort.ts';
import { usePointsStats } from './api/get-points-stats.ts';
import { type PointsUser, usePointsUsers } from './api/get-points-users.ts';
import { AwardBonusDialog } from './award-bonus-dialog.tsx';
import { contactOf } from './contact-of.ts';
import { PointsConfigPanel } from './points-config-form.tsx';
import { PointsHistoryDialog } from './points-history-dialog.tsx';

const PER_PAGE = 20;
const DEFAULTS = { tab: 'balances', search: '', sort: 'points', order: 'desc' };

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
            onAward={(u) => openAward({ id: u.id, label: u.name, hint: contactOf(u) })}
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
  list: ListParams<keyof typeof DEFAULTS>;
  onHistory: (user: PointsUser) => void;
  onAward: (user: PointsUser) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { values } = list;
  const sorting = useListSort(list, POINTS_USER_SORTS);
  const users = usePointsUsers({
    search: values.search || undefined,
    sort: sorting.sort,
    order: sorting.order,
    page: list.page,
    per_page: PER_PAGE,
  });

  return (
    <div className="flex flex-col gap-4">
      <SearchField
        className="max-w-md"
        value={values.search}
        onSearch={(search) => list.update({ search })}
        label={t('points.search')}
      />
      <ListView
        query={users}
        page={users.data}
        loadFailed={t('points.loadFailed')}
        skeletonColumns={5}
        empty={{
          icon: Coins,
          title: t('points.empty'),
          filtered: Boolean(values.search) && {
            title: t('points.emptyFiltered'),
            onClear: () => list.update({ search: '' }),
            clearLabel: t('common.clearSearch'),
          },
        }}
        onPage={(page) => list.update({ page })}
      >
        {(rows) => (
          <AdminTable
            label={t('points.tableLabel')}
            sorting={sorting}
            columns={[
              { label: t('points.columns.customer'), sort: 'name' },
              { label: t('points.columns.balance'), sort: 'points', firstOrder: 'desc' },
              { label: t('points.columns.earned'), sort: 'total_earned', firstOrder: 'desc' },
              { label: t('points.columns.spent'), sort: 'total_spent', firstOrder: 'desc' },
              { label: t('common.actions'), end: true },
            ]}
          >
            {rows.map((user) => (
              <Tr key={user.id}>
                <Td primary>
                  <span className="block font-medium text-ink">{user.name}</span>
                  <span className="block truncate text-xs text-ink-secondary">
                    <bdi dir="ltr" className="whitespace-nowrap">
                      {contactOf(user)}
                    </bdi>
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
                <RowActions>
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
                </RowActions>
              </Tr>
            ))}
          </AdminTable>
        )}
      </ListView>
    </div>
  );
}
