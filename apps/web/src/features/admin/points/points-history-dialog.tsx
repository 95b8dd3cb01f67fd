import { History } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { TableSkeleton } from '../components/admin-table.tsx';
import { ListFooter } from '../components/list-footer.tsx';
import { QueryError } from '../components/query-error.tsx';
import type { PointsTransaction } from './api/get-points-history.ts';
import { usePointsHistory } from './api/get-points-history.ts';
import type { PointsUser } from './api/get-points-users.ts';

const KIND_TONES: Record<PointsTransaction['kind'], BadgeTone> = {
  earned: 'success',
  bonus: 'primary',
  spent: 'warning',
  refund: 'neutral',
  return_refund: 'neutral',
  return_reversal: 'warning',
};

/** A customer's points ledger, page by page. */
export function PointsHistoryDialog({ user, onClose }: { user: PointsUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={user ? t('points.history.title', { name: user.name }) : ''}
      size="lg"
    >
      {user ? <PointsLedger key={user.id} user={user} /> : null}
    </Dialog>
  );
}

function PointsLedger({ user }: { user: PointsUser }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const history = usePointsHistory(user.id, page);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-secondary">
        {t('points.history.summary', {
          balance: formatNumber(user.points, locale),
          earned: formatNumber(user.total_earned, locale),
          spent: formatNumber(user.total_spent, locale),
        })}
      </p>
      {history.isError && !history.data ? (
        <QueryError message={t('points.history.loadFailed')} query={history} />
      ) : !history.data ? (
        <TableSkeleton columns={4} rows={5} />
      ) : history.data.data.length === 0 ? (
        <EmptyState
          icon={<History aria-hidden="true" className="size-7" />}
          title={t('points.history.empty')}
        />
      ) : (
        <>
          <ul
            className={`divide-y divide-line rounded-card border border-line ${history.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {history.data.data.map((tx) => (
              <li key={tx.id} className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge className="whitespace-nowrap" tone={KIND_TONES[tx.kind]}>
                      {t(`points.kinds.${tx.kind}`)}
                    </Badge>
                    <span className="text-xs text-ink-secondary">
                      {formatDate(tx.created_at, locale, { withTime: true })}
                    </span>
                  </div>
                  {pointsNote(tx) ? (
                    <p className="mt-1 text-ink">{t('points.history.reason', { reason: pointsNote(tx) })}</p>
                  ) : null}
                  {tx.order_number ? (
                    <p className="mt-1 text-ink-secondary">
                      {t('points.history.order')} <bdi>{tx.order_number}</bdi>
                    </p>
                  ) : null}
                </div>
                <bdi dir="ltr" className={`font-bold ${tx.points < 0 ? 'text-danger' : 'text-green-700'}`}>
                  {tx.points > 0 ? '+' : ''}
                  {formatNumber(tx.points, locale)}
                </bdi>
              </li>
            ))}
          </ul>
          <ListFooter page={history.data} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/**
 * What staff wrote about an entry (an award's reason), shown once. An order's points are said by their badge
 * and the order line; the stored description ("Order AS-000012 delivered") is the ledger's, not for reading.
 */
export function pointsNote(
  tx: Pick<PointsTransaction, 'order_number' | 'reason' | 'description'>,
): string | null {
  if (tx.order_number) return null;
  return tx.reason || tx.description || null;
}
