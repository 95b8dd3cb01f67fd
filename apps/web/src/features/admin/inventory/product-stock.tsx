import { Boxes, Layers, Package, PackageCheck, PackagePlus, PackageX, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ArrowBack } from '../../../components/ui/directional-icons.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, TableSkeleton, Td, Tr } from '../components/admin-table.tsx';
import { QueryError } from '../components/query-error.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { StatCard, StatCardSkeleton } from '../components/stat-card.tsx';
import { placeholderKeys } from '../lib/placeholder-keys.ts';
import { AdjustStockDialog } from './adjust-stock-dialog.tsx';
import { useProductName } from './api/find-products.ts';
import { type BatchView, type ProductStockView, useProductStock } from './api/get-product-stock.ts';
import { DaysLeftBadge } from './days-left-badge.tsx';
import { MovementHistory } from './movement-history.tsx';
import { ReceiveBatchDialog } from './receive-batch-dialog.tsx';
import { WriteOffDialog, type WriteOffTarget } from './write-off-dialog.tsx';

const STATE_TONES: Record<BatchView['state'], BadgeTone> = {
  sellable: 'success',
  expired: 'danger',
  empty: 'neutral',
};

type Dialog = { kind: 'receive' } | { kind: 'adjust' } | { kind: 'writeOff'; batch: WriteOffTarget } | null;

/** /admin/inventory?product=12: one product's totals, batches, corrections, write-offs and ledger. */
export function ProductStock({ productId }: { productId: number }) {
  const { t } = useTranslation('inventory');
  const stock = useProductStock(productId);
  const productName = useProductName(productId);
  // A product not on sale has no shop page: its number stands in for the name.
  const name = productName.data ?? t('stock.fallbackName', { id: productId });
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <div className="flex flex-col gap-6">
      <Link
        to="/admin/inventory"
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-primary hover:underline"
      >
        <ArrowBack aria-hidden="true" className="size-4" />
        {t('stock.back')}
      </Link>
      <AdminPageHeader
        title={t('stock.title', { name })}
        description={t('stock.description')}
        actions={
          stock.data ? (
            <>
              <Button onClick={() => setDialog({ kind: 'receive' })}>
                <PackagePlus aria-hidden="true" className="size-4" />
                {t('receive.action')}
              </Button>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'adjust' })}>
                <SlidersHorizontal aria-hidden="true" className="size-4" />
                {t('adjust.action')}
              </Button>
            </>
          ) : null
        }
      />
      {stock.isError && !stock.data ? (
        <QueryError message={t('stock.loadFailed')} query={stock} />
      ) : stock.data ? (
        <>
          <Totals stock={stock.data} />
          <section aria-labelledby="inventory-batches" className="flex flex-col gap-3">
            <h2 id="inventory-batches" className="text-lg text-ink">
              {t('stock.batches')}
            </h2>
            <Batches
              batches={stock.data.batches}
              productName={name}
              onWriteOff={(batch) => setDialog({ kind: 'writeOff', batch: { ...batch, productName: name } })}
            />
          </section>
          <AdjustStockDialog
            stock={stock.data}
            open={dialog?.kind === 'adjust'}
            onClose={() => setDialog(null)}
          />
        </>
      ) : (
        <StockSkeleton />
      )}
      <MovementHistory productId={productId} />
      <ReceiveBatchDialog
        productId={productId}
        open={dialog?.kind === 'receive'}
        onClose={() => setDialog(null)}
      />
      <WriteOffDialog
        batch={dialog?.kind === 'writeOff' ? dialog.batch : null}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

function Totals({ stock }: { stock: ProductStockView }) {
  const { t } = useTranslation('inventory');
  const locale = useLocale();
  const n = (v: number) => formatNumber(v, locale);
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <li>
        <StatCard label={t('stock.sellable')} value={n(stock.stock)} icon={PackageCheck} tone="success" />
      </li>
      <li>
        <StatCard label={t('stock.inBatches')} value={n(stock.in_batches)} icon={Layers} />
      </li>
      <li>
        <StatCard label={t('stock.loose')} value={n(stock.loose)} icon={Package} tone="neutral" />
      </li>
      <li>
        <StatCard
          label={t('stock.expired')}
          value={n(stock.expired)}
          icon={PackageX}
          tone={stock.expired > 0 ? 'accent' : 'neutral'}
        />
      </li>
    </ul>
  );
}

function Batches({
  batches,
  productName,
  onWriteOff,
}: {
  batches: BatchView[];
  productName: string;
  onWriteOff: (batch: BatchView) => void;
}) {
  const { t } = useTranslation('inventory');
  const locale = useLocale();
  if (batches.length === 0) {
    return (
      <EmptyState
        icon={<Boxes aria-hidden="true" className="size-7" />}
        title={t('stock.noBatches')}
        className="py-6"
      />
    );
  }
  return (
    <AdminTable
      label={t('stock.batches')}
      columns={[
        { label: t('columns.lot') },
        { label: t('columns.expiry') },
        { label: t('columns.received') },
        { label: t('columns.receivedQty'), end: true },
        { label: t('columns.onHand'), end: true },
        { label: t('columns.state') },
        { label: t('columns.actions'), end: true },
      ]}
    >
      {batches.map((batch) => (
        <Tr key={batch.id}>
          <Td primary>
            <bdi className="font-mono font-medium">{batch.lot_number}</bdi>
          </Td>
          <Td label={t('columns.expiry')}>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="whitespace-nowrap">{formatDate(batch.expiry_date, locale)}</span>
              {batch.quantity > 0 ? <DaysLeftBadge days={batch.days_to_expiry} /> : null}
            </span>
          </Td>
          <Td label={t('columns.received')}>
            <span className="whitespace-nowrap">{formatDate(batch.received_on, locale)}</span>
          </Td>
          <Td label={t('columns.receivedQty')} className="md:text-end">
            <bdi>{formatNumber(batch.quantity_received, locale)}</bdi>
          </Td>
          <Td label={t('columns.onHand')} className="md:text-end">
            <bdi className="font-bold">{formatNumber(batch.quantity, locale)}</bdi>
          </Td>
          <Td label={t('columns.state')}>
            <Badge tone={STATE_TONES[batch.state]} className="whitespace-nowrap">
              {t(`state.${batch.state}`)}
            </Badge>
          </Td>
          <RowActions>
            {batch.quantity > 0 ? (
              <Button
                variant={batch.state === 'expired' ? 'danger' : 'quiet'}
                size="sm"
                aria-label={t('writeOff.actionNamed', { lot: batch.lot_number, name: productName })}
                onClick={() => onWriteOff(batch)}
              >
                {t('writeOff.action')}
              </Button>
            ) : null}
          </RowActions>
        </Tr>
      ))}
    </AdminTable>
  );
}

function StockSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" role="status" aria-label={t('app.loading')}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {placeholderKeys(4).map((i) => (
          <StatCardSkeleton key={i} />
        ))}
      </div>
      <TableSkeleton columns={7} rows={3} />
    </div>
  );
}
