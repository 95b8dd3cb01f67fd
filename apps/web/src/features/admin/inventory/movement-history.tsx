import { History } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { AdminTable, TableSkeleton, Td, Tr } from '../components/admin-table.tsx';
import { ListFooter } from '../components/list-footer.tsx';
import { QueryError } from '../components/query-error.tsx';
import { type MovementView, useMovements } from './api/get-movements.ts';
import { signedQuantity } from './signed-quantity.ts';

const KIND_TONES: Record<MovementView['kind'], BadgeTone> = {
  opening: 'neutral',
  sale: 'primary',
  cancel: 'neutral',
  return: 'neutral',
  adjustment: 'warning',
  received: 'success',
  write_off: 'danger',
};

/** The product's ledger, newest first, a page at a time. */
export function MovementHistory({ productId }: { productId: number }) {
  const { t } = useTranslation('inventory');
  const locale = useLocale();
  const { can } = useCurrentUser();
  const [page, setPage] = useState(1);
  const query = useMovements(productId, page);
  const mayOpenOrders = can('orders.read');

  let body: ReactNode;
  if (query.isError && !query.data) body = <QueryError message={t('movements.loadFailed')} query={query} />;
  else if (!query.data) body = <TableSkeleton columns={7} rows={5} />;
  else if (query.data.total === 0)
    body = (
      <EmptyState icon={<History aria-hidden="true" className="size-7" />} title={t('movements.empty')} />
    );
  else
    body = (
      <div className={`flex flex-col gap-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
        <AdminTable
          label={t('movements.title')}
          columns={[
            { label: t('movements.date') },
            { label: t('movements.kind') },
            { label: t('movements.quantity'), end: true },
            { label: t('movements.batch') },
            { label: t('movements.order') },
            { label: t('movements.reason') },
            { label: t('movements.by') },
          ]}
        >
          {query.data.data.map((m) => (
            // On a phone a row is a card: the cells a movement does not have are left out instead of "—".
            <Tr key={m.id}>
              <Td primary>
                <span className="whitespace-nowrap">
                  {formatDate(m.created_at, locale, { withTime: true })}
                </span>
              </Td>
              <Td label={t('movements.kind')}>
                <Badge tone={KIND_TONES[m.kind]} className="whitespace-nowrap">
                  {t(`kinds.${m.kind}`)}
                </Badge>
              </Td>
              <Td label={t('movements.quantity')} className="md:text-end">
                <bdi
                  dir="ltr"
                  className={`font-bold tabular-nums ${m.quantity > 0 ? 'text-green-700' : 'text-danger'}`}
                >
                  {signedQuantity(m.quantity, formatNumber(Math.abs(m.quantity), locale))}
                </bdi>
              </Td>
              <Td label={t('movements.batch')} className={m.batch ? '' : 'max-md:hidden'}>
                {m.batch ? <bdi className="font-mono text-xs">{m.batch.lot_number}</bdi> : '—'}
              </Td>
              <Td label={t('movements.order')} className={m.order || m.return ? '' : 'max-md:hidden'}>
                {m.order ? (
                  mayOpenOrders ? (
                    <Link
                      to={`/admin/orders?open=${m.order.id}`}
                      className="font-medium text-primary hover:underline"
                      aria-label={t('movements.viewOrder', { number: m.order.order_number })}
                    >
                      <bdi>{m.order.order_number}</bdi>
                    </Link>
                  ) : (
                    <bdi>{m.order.order_number}</bdi>
                  )
                ) : m.return ? (
                  <span>
                    {t('movements.rma')} <bdi>{m.return.rma_number}</bdi>
                  </span>
                ) : (
                  '—'
                )}
              </Td>
              <Td label={t('movements.reason')} className={m.reason ? '' : 'max-md:hidden'}>
                <ReasonText reason={m.reason} />
              </Td>
              <Td label={t('movements.by')} className={m.by ? '' : 'max-md:hidden'}>
                {m.by ?? '—'}
              </Td>
            </Tr>
          ))}
        </AdminTable>
        <ListFooter page={query.data} onPage={setPage} />
      </div>
    );

  return (
    <section aria-labelledby="inventory-movements" className="flex flex-col gap-3">
      <h2 id="inventory-movements" className="text-lg text-ink">
        {t('movements.title')}
      </h2>
      {body}
    </section>
  );
}

/** A write-off's reason is stored as `expired` or `damaged: note`: the known word is shown translated. */
function ReasonText({ reason }: { reason: string | null }) {
  const { t } = useTranslation('inventory');
  if (!reason) return <>—</>;
  const match = /^(expired|damaged)(?::\s*(.*))?$/s.exec(reason);
  if (!match) return <span className="break-words">{reason}</span>;
  const word = t(`reasons.${match[1] as 'expired' | 'damaged'}`);
  return <span className="break-words">{match[2] ? `${word}: ${match[2]}` : word}</span>;
}
