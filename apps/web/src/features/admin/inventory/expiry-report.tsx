import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, PackageCheck, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, TableSkeleton, Td, Tr } from '../components/admin-table.tsx';
import { QueryError } from '../components/query-error.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { Tabs } from '../components/tabs.tsx';
import {
  type ExpiringBatchView,
  type ExpiryReportView,
  inventoryKey,
  useExpiryReport,
} from '../lib/api/get-expiry-report.ts';
import { placeholderKeys } from '../lib/placeholder-keys.ts';
import { stockPath } from '../lib/stock-path.ts';
import { useListParams } from '../lib/use-list-params.ts';
import type { LowStockFilter } from './api/get-low-stock.ts';
import { DaysLeftBadge } from './days-left-badge.tsx';
import { EXPIRY_BAND_DOTS, expiryBand } from './expiry-band.ts';
import { LowStockList } from './low-stock-list.tsx';
import { ProductFinder } from './product-finder.tsx';
import { WriteOffDialog, type WriteOffTarget } from './write-off-dialog.tsx';

type InventoryTab = 'expiry' | 'low-stock';
const DEFAULTS = { view: 'expiry', stock: 'low_stock' };

/**
 * /admin/inventory: the expiry report, and (`?view=low-stock`) what runs low. The expired batches still on
 * the shelf come first (they must be pulled now), then the windows and the batches expiring soonest.
 */
export function ExpiryReport() {
  const { t } = useTranslation('inventory');
  const report = useExpiryReport();
  const queryClient = useQueryClient();
  const refreshing = useIsFetching({ queryKey: inventoryKey }) > 0;
  const list = useListParams(DEFAULTS);
  const tab: InventoryTab = list.values.view === 'low-stock' ? 'low-stock' : 'expiry';
  const stockFilter: LowStockFilter = list.values.stock === 'out_of_stock' ? 'out_of_stock' : 'low_stock';
  const [toWriteOff, setToWriteOff] = useState<WriteOffTarget | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            variant="secondary"
            onClick={() => void queryClient.invalidateQueries({ queryKey: inventoryKey })}
            busy={refreshing}
          >
            {refreshing ? null : <RefreshCw aria-hidden="true" className="size-4" />}
            {t('refresh')}
          </Button>
        }
      />
      <ProductFinder />
      <Tabs<InventoryTab>
        label={t('tabs.label')}
        value={tab}
        onChange={(key) => list.update({ view: key })}
        items={[
          { key: 'expiry', label: t('tabs.expiry') },
          { key: 'low-stock', label: t('tabs.lowStock') },
        ]}
      >
        {tab === 'low-stock' ? (
          <LowStockList
            filter={stockFilter}
            page={list.page}
            onFilter={(stock) => list.update({ stock })}
            onPage={(page) => list.update({ page })}
          />
        ) : report.isError && !report.data ? (
          <QueryError message={t('loadFailed')} query={report} />
        ) : report.data ? (
          <ReportBody report={report.data} onWriteOff={setToWriteOff} />
        ) : (
          <ReportSkeleton />
        )}
      </Tabs>
      <WriteOffDialog batch={toWriteOff} onClose={() => setToWriteOff(null)} />
    </div>
  );
}

function ReportBody({
  report,
  onWriteOff,
}: {
  report: ExpiryReportView;
  onWriteOff: (batch: WriteOffTarget) => void;
}) {
  const { t } = useTranslation('inventory');
  return (
    <>
      <WindowCards windows={report.windows} />
      <section aria-labelledby="inventory-expired" className="flex flex-col gap-3">
        <SectionHeading
          id="inventory-expired"
          title={t('expired.title')}
          description={t('expired.description')}
        />
        {report.expired.length === 0 ? (
          <EmptyState
            icon={<PackageCheck aria-hidden="true" className="size-7" />}
            title={t('expired.empty')}
            className="py-6"
          />
        ) : (
          <BatchTable label={t('expired.title')} batches={report.expired} onWriteOff={onWriteOff} />
        )}
      </section>
      <section aria-labelledby="inventory-expiring" className="flex flex-col gap-3">
        <SectionHeading
          id="inventory-expiring"
          title={t('expiring.title')}
          description={t('expiring.description')}
        />
        {report.expiring.length === 0 ? (
          <EmptyState
            icon={<CalendarCheck aria-hidden="true" className="size-7" />}
            title={t('expiring.empty')}
            className="py-6"
          />
        ) : (
          <BatchTable label={t('expiring.title')} batches={report.expiring} />
        )}
      </section>
    </>
  );
}

function SectionHeading({ id, title, description }: { id: string; title: string; description: string }) {
  return (
    <div>
      <h2 id={id} className="text-lg text-ink">
        {title}
      </h2>
      <p className="text-sm text-ink-secondary">{description}</p>
    </div>
  );
}

/** The 30/60/90-day windows (cumulative: the 60-day one holds the 30-day one). */
function WindowCards({ windows }: { windows: ExpiryReportView['windows'] }) {
  const { t } = useTranslation('inventory');
  const locale = useLocale();
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label={t('expiring.title')}>
      {windows.map((w) => (
        <li
          key={w.days}
          className="flex flex-col gap-2 rounded-card border border-line bg-surface p-3 sm:gap-3 sm:p-4"
        >
          <p className="flex items-center gap-2 font-bold text-ink">
            <span
              aria-hidden="true"
              className={`size-3 shrink-0 rounded-full ${EXPIRY_BAND_DOTS[expiryBand(w.days)]}`}
            />
            {t('windows.label', { days: w.days })}
          </p>
          {/*
           * One row on a phone (the card is full width) and on wide screens; in between, three cards side by
           * side are narrow, so the money takes a line of its own: an IQD value must never break in its digits.
           */}
          <dl className="grid grid-cols-[auto_auto_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-2 2xl:grid-cols-[auto_auto_1fr]">
            <div className="flex flex-col">
              <dt className="text-ink-secondary">{t('windows.batches')}</dt>
              <dd className="text-lg font-bold text-ink">
                <bdi>{formatNumber(w.batches, locale)}</bdi>
              </dd>
            </div>
            <div className="flex flex-col">
              <dt className="text-ink-secondary">{t('windows.units')}</dt>
              <dd className="text-lg font-bold text-ink">
                <bdi>{formatNumber(w.units, locale)}</bdi>
              </dd>
            </div>
            <div className="flex flex-col sm:col-span-2 2xl:col-span-1">
              <dt className="text-ink-secondary">{t('windows.value')}</dt>
              <dd className="text-lg font-bold whitespace-nowrap text-ink">
                <bdi>{formatMoney(w.value, locale)}</bdi>
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Batches with their product; with `onWriteOff`, the write-off list (an action per row). */
function BatchTable({
  label,
  batches,
  onWriteOff,
}: {
  label: string;
  batches: ExpiringBatchView[];
  onWriteOff?: (batch: WriteOffTarget) => void;
}) {
  const { t } = useTranslation('inventory');
  const locale = useLocale();
  return (
    <AdminTable
      label={label}
      columns={[
        { label: t('columns.product') },
        { label: t('columns.lot') },
        { label: t('columns.expiry') },
        { label: t('columns.daysLeft') },
        { label: t('columns.units'), end: true },
        { label: t('columns.value'), end: true },
        ...(onWriteOff ? [{ label: t('columns.actions'), end: true }] : []),
      ]}
    >
      {batches.map((batch) => (
        <Tr key={batch.id}>
          <Td primary>
            <Link
              to={stockPath(batch.product_id)}
              className="font-medium text-primary hover:underline"
              aria-label={t('stock.openNamed', { name: batch.product_name })}
            >
              {batch.product_name}
            </Link>
          </Td>
          <Td label={t('columns.lot')}>
            <bdi className="font-mono text-xs">{batch.lot_number}</bdi>
          </Td>
          <Td label={t('columns.expiry')}>
            <span className="whitespace-nowrap">{formatDate(batch.expiry_date, locale)}</span>
          </Td>
          <Td label={t('columns.daysLeft')}>
            <DaysLeftBadge days={batch.days_to_expiry} />
          </Td>
          <Td label={t('columns.units')} className="md:text-end">
            <bdi>{formatNumber(batch.quantity, locale)}</bdi>
          </Td>
          <Td label={t('columns.value')} className="md:text-end">
            <bdi className="whitespace-nowrap">{formatMoney(batch.value, locale)}</bdi>
          </Td>
          {onWriteOff ? (
            <RowActions>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('writeOff.actionNamed', { lot: batch.lot_number, name: batch.product_name })}
                onClick={() => onWriteOff({ ...batch, productName: batch.product_name })}
              >
                {t('writeOff.action')}
              </Button>
            </RowActions>
          ) : null}
        </Tr>
      ))}
    </AdminTable>
  );
}

function ReportSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" role="status" aria-label={t('app.loading')}>
      <div className="grid gap-3 sm:grid-cols-3">
        {placeholderKeys(3).map((i) => (
          <Skeleton key={i} className="h-28 w-full rounded-card" />
        ))}
      </div>
      <TableSkeleton columns={6} rows={3} />
      <TableSkeleton columns={6} rows={6} />
    </div>
  );
}
