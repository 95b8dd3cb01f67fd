import {
  type AdminPrescriptionView,
  PRESCRIPTION_STATUSES,
  type PrescriptionStatus,
} from '@shop/shared/prescriptions';
import { FileCheck, FileText } from 'lucide-react';
import { ChevronNext } from '../../../components/ui/directional-icons.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { ListView } from '../components/list-view.tsx';
import { RefreshButton } from '../components/refresh-button.tsx';
import { Tabs } from '../components/tabs.tsx';
import { useListParams, useUrlParam } from '../lib/use-list-params.ts';
import { useAdminPrescriptions } from './api/get-admin-prescriptions.ts';
import { PrescriptionReview } from './prescription-review.tsx';
import { waitingDuration } from './waiting-time.ts';

const DEFAULTS = { status: 'pending' };

const asStatus = (value: string): PrescriptionStatus =>
  PRESCRIPTION_STATUSES.find((s) => s === value) ?? 'pending';

/**
 * /admin/prescriptions: the pharmacist's queue (waiting, longest first; approved; rejected) and, with
 * `?review=12`, one prescription under review; after a decision the next waiting one opens.
 */
export function PrescriptionsPage() {
  const [reviewParam, setReview] = useUrlParam('review');
  const reviewId = reviewParam && /^\d+$/.test(reviewParam) ? Number(reviewParam) : null;
  if (reviewId !== null) {
    return (
      <PrescriptionReview
        key={reviewId}
        id={reviewId}
        onBack={() => setReview(null)}
        onOpen={(id) => setReview(id === null ? null : String(id))}
      />
    );
  }
  return <PrescriptionQueue onOpen={(id) => setReview(String(id))} />;
}

function PrescriptionQueue({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const list = useListParams(DEFAULTS);
  const status = asStatus(list.values.status);
  const query = useAdminPrescriptions(status, list.page);
  const waitingTotal = useAdminPrescriptions('pending', 1).data?.total;

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('prescriptions.title')}
        description={t('prescriptions.description')}
        actions={<RefreshButton onClick={() => void query.refetch()} busy={query.isFetching} />}
      />
      <Tabs
        label={t('prescriptions.tabsLabel')}
        value={status}
        onChange={(next) => list.update({ status: next })}
        items={PRESCRIPTION_STATUSES.map((key) => ({
          key,
          label:
            key === 'pending' && waitingTotal ? (
              <>
                {t(`prescriptions.tabs.${key}`)}
                <span className="rounded-full bg-amber-100 px-2 text-xs font-bold text-amber-800">
                  <bdi>{formatNumber(waitingTotal, locale)}</bdi>
                </span>
              </>
            ) : (
              t(`prescriptions.tabs.${key}`)
            ),
        }))}
      >
        <ListView
          query={query}
          page={query.data}
          loadFailed={t('prescriptions.loadFailed')}
          skeletonColumns={4}
          empty={{
            icon: status === 'pending' ? FileCheck : FileText,
            title: t(`prescriptions.empty.${status}`),
          }}
          onPage={(page) => list.update({ page })}
        >
          {(rows) => (
            <ul aria-label={t('prescriptions.listLabel')} className="flex flex-col gap-2">
              {rows.map((p) => (
                <QueueRow key={p.id} prescription={p} onOpen={() => onOpen(p.id)} />
              ))}
            </ul>
          )}
        </ListView>
      </Tabs>
    </div>
  );
}

function QueueRow({ prescription: p, onOpen }: { prescription: AdminPrescriptionView; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const waited = waitingDuration(p.created_at, locale);
  const first = p.files[0];
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('prescriptions.row.open', { id: p.id, name: p.customer.name })}
        className="flex w-full items-center gap-3 rounded-card border border-line bg-surface p-3 text-start hover:border-primary hover:bg-primary-tint/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-control border border-line bg-white text-xs font-bold text-primary">
          {first?.kind === 'image' ? (
            <img
              src={first.url}
              alt=""
              loading="lazy"
              width={48}
              height={48}
              className="size-full object-cover"
            />
          ) : (
            'PDF'
          )}
        </span>
        <span className="grid min-w-0 flex-1 gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-center">
          <span className="min-w-0">
            <span className="block truncate font-bold text-ink">{p.customer.name}</span>
            <span className="block text-xs text-ink-secondary">
              {t('prescriptions.row.number', { id: formatNumber(p.id, locale) })}
              {p.customer.phone ? (
                <>
                  {' · '}
                  <PhoneNumber phone={p.customer.phone} />
                </>
              ) : null}
            </span>
          </span>
          <span className="text-ink-secondary">
            {p.status === 'pending' ? (
              <span className="font-medium text-amber-800">
                {t('prescriptions.row.waiting', {
                  duration: waited ?? t('prescriptions.row.lessThanMinute'),
                })}
              </span>
            ) : p.reviewed_at ? (
              p.reviewed_by ? (
                t('prescriptions.row.reviewedBy', {
                  date: formatDate(p.reviewed_at, locale),
                  name: p.reviewed_by,
                })
              ) : (
                t('prescriptions.row.reviewed', { date: formatDate(p.reviewed_at, locale) })
              )
            ) : null}
            <span className="block text-xs">
              {t('prescriptions.row.files', { n: formatNumber(p.files.length, locale) })}
            </span>
          </span>
          <span className="min-w-0 truncate text-ink-secondary">
            {p.orders.length > 0 ? (
              <>
                {t('prescriptions.row.orders')}{' '}
                {p.orders.map((o, i) => (
                  <span key={o.id}>
                    {i > 0 ? (locale === 'ar' ? '، ' : ', ') : null}
                    <bdi className="font-medium text-ink">{o.order_number}</bdi>
                  </span>
                ))}
              </>
            ) : (
              t('prescriptions.row.noOrders')
            )}
          </span>
        </span>
        <ChevronNext aria-hidden="true" className="size-5 shrink-0 text-ink-secondary" />
      </button>
    </li>
  );
}
