import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/orders';
import type { AdminPrescriptionView, RejectBody } from '@shop/shared/prescriptions';
import { useQueryClient } from '@tanstack/react-query';
import { Check, FileText, Mail, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ArrowBack } from '../../../components/ui/directional-icons.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { formatDate, formatNumber, isolateText } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { QueryError } from '../components/query-error.tsx';
import { adminErrorMessage } from '../lib/messages.ts';
import { type Decision, useDecidePrescription } from './api/decide-prescription.ts';
import { useAdminPrescription } from './api/get-admin-prescription.ts';
import { adminPrescriptionsKey, fetchAdminPrescriptions } from './api/get-admin-prescriptions.ts';
import { PrescriptionViewer } from './prescription-viewer.tsx';
import { RejectDialog } from './reject-dialog.tsx';

const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

const STATUS_TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

interface PrescriptionReviewProps {
  id: number;
  onBack: () => void;
  /** Opens another prescription (the next waiting one), or the list when there is none. */
  onOpen: (id: number | null) => void;
}

/** One prescription under review: the files in the viewer, the customer and the order lines beside them. */
export function PrescriptionReview({ id, onBack, onOpen }: PrescriptionReviewProps) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const query = useAdminPrescription(id);
  const decide = useDecidePrescription();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  // Approving lets the order be prepared and texts the customer: it is asked once more, as rejecting is.
  const [approving, setApproving] = useState(false);

  const openNext = async () => {
    try {
      const queue = await queryClient.fetchQuery({
        queryKey: [...adminPrescriptionsKey, 'next'],
        queryFn: ({ signal }) => fetchAdminPrescriptions('pending', 1, signal),
        staleTime: 0,
      });
      const next = queue.data.find((p) => p.id !== id);
      if (next) onOpen(next.id);
      else {
        notify.info(t('prescriptions.review.queueDone'));
        onOpen(null);
      }
    } catch {
      onOpen(null);
    }
  };

  const send = (decision: Decision) => {
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => {
          setRejecting(false);
          setApproving(false);
          notify.success(
            t(
              decision.kind === 'approve' ? 'prescriptions.review.approved' : 'prescriptions.review.rejected',
              { id },
            ),
          );
          void openNext();
        },
        onError: (error) => {
          setRejecting(false);
          setApproving(false);
          if (hasErrorCode(error, 'CONFLICT')) {
            // Someone decided first: show what they decided (the detail and the queue are read again).
            notify.warning(t('prescriptions.review.conflict'));
            void query.refetch();
          } else {
            notify.error(adminErrorMessage(error));
          }
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="quiet" size="sm" onClick={onBack} className="-ms-3">
          <ArrowBack aria-hidden="true" className="size-4" />
          {t('prescriptions.review.back')}
        </Button>
        <QueuePosition id={id} />
      </div>
      {query.isPending ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <Skeleton className="h-[55vh] w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : query.isError ? (
        <QueryError message={t('prescriptions.review.loadFailed')} query={query} />
      ) : (
        <ReviewBody
          prescription={query.data}
          busy={decide.isPending}
          onApprove={() => setApproving(true)}
          onReject={() => setRejecting(true)}
        />
      )}
      <ConfirmDialog
        open={approving}
        onOpenChange={(open) => (decide.isPending ? undefined : setApproving(open))}
        title={t('prescriptions.review.approveTitle', { id: formatNumber(id, locale) })}
        message={t('prescriptions.review.approveMessage', {
          name: isolateText(query.data?.customer.name ?? ''),
        })}
        confirmLabel={t('prescriptions.review.approveConfirm')}
        cancelLabel={t('prescriptions.review.approveKeep')}
        busy={decide.isPending}
        onConfirm={() => send({ kind: 'approve' })}
      />
      <RejectDialog
        open={rejecting}
        prescriptionId={id}
        busy={decide.isPending}
        onCancel={() => setRejecting(false)}
        onReject={(body: RejectBody) => send({ kind: 'reject', ...body })}
      />
    </div>
  );
}

function QueuePosition({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const queue = queryClient.getQueryData<{ data: { id: number }[]; total: number; from: number | null }>([
    ...adminPrescriptionsKey,
    'list',
    'pending',
    1,
    locale,
  ]);
  const index = queue?.data.findIndex((p) => p.id === id) ?? -1;
  if (!queue || index < 0) return null;
  return (
    <span className="text-sm text-ink-secondary">
      {t('prescriptions.review.position', {
        n: formatNumber(index + 1, locale),
        total: formatNumber(queue.total, locale),
      })}
    </span>
  );
}

function ReviewBody({
  prescription: p,
  busy,
  onApprove,
  onReject,
}: {
  prescription: AdminPrescriptionView;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tt } = useTranslation();
  const locale = useLocale();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl text-ink">
            {t('prescriptions.review.title', { id: formatNumber(p.id, locale) })}
          </h1>
          <Badge tone={STATUS_TONE[p.status]}>{t(`prescriptions.tabs.${p.status}`)}</Badge>
        </div>
        <p className="text-sm text-ink-secondary">
          {t('prescriptions.review.uploaded', { date: formatDate(p.created_at, locale, { withTime: true }) })}
        </p>
        <PrescriptionViewer files={p.files} prescriptionId={p.id} />
      </div>

      <aside className="flex flex-col gap-4 text-sm lg:sticky lg:top-20">
        <section aria-labelledby="rx-customer" className="rounded-card border border-line bg-surface p-4">
          <h2 id="rx-customer" className="mb-2 font-bold text-ink">
            {t('prescriptions.review.customer')}
          </h2>
          <p className="font-medium text-ink">{p.customer.name}</p>
          {p.customer.phone ? (
            <p className="flex items-center gap-2 text-ink-secondary">
              <Phone aria-hidden="true" className="size-4" />
              <PhoneNumber phone={p.customer.phone} />
            </p>
          ) : null}
          <p className="flex items-center gap-2 break-all text-ink-secondary">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <bdi dir="ltr">{p.customer.email}</bdi>
          </p>
          <h3 className="mt-3 font-medium text-ink">{t('prescriptions.review.note')}</h3>
          <p className={p.note ? 'whitespace-pre-line text-ink' : 'text-ink-secondary'}>
            {p.note ? <bdi>{p.note}</bdi> : t('prescriptions.review.noNote')}
          </p>
        </section>

        <section aria-labelledby="rx-orders" className="rounded-card border border-line bg-surface p-4">
          <h2 id="rx-orders" className="mb-2 font-bold text-ink">
            {t('prescriptions.review.orders')}
          </h2>
          {p.orders.length === 0 ? (
            <p className="text-ink-secondary">{t('prescriptions.review.noOrders')}</p>
          ) : (
            <div className="flex flex-col gap-4">
              {p.orders.map((order) => (
                <div key={order.id} className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link
                      to={`/admin/orders?open=${order.id}`}
                      className="font-bold text-primary hover:underline"
                    >
                      <bdi>{order.order_number}</bdi>
                    </Link>
                    {isOrderStatus(order.status) ? <OrderStatusBadge status={order.status} /> : null}
                  </div>
                  <ul className="flex flex-col gap-1">
                    {order.items.map((item, index) => (
                      <li
                        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines keep their order
                        key={`${item.product_id}-${index}`}
                        className={`flex items-start justify-between gap-2 rounded-control px-2 py-1.5 ${
                          item.requires_prescription ? 'border border-amber-300 bg-amber-50' : ''
                        }`}
                      >
                        <span className="flex min-w-0 items-start gap-1.5">
                          {item.requires_prescription ? (
                            <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
                          ) : null}
                          <span className="min-w-0">
                            <span className="text-ink">{item.product_name}</span>
                            {item.requires_prescription ? (
                              <span className="ms-1 text-xs font-medium text-amber-800">
                                ({t('prescriptions.review.rxLine')})
                              </span>
                            ) : null}
                          </span>
                        </span>
                        <span className="shrink-0 text-ink-secondary">
                          <bdi>× {formatNumber(item.quantity, locale)}</bdi>
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </section>

        {p.status === 'pending' ? (
          <div className="flex gap-2 rounded-card border border-line bg-surface p-4">
            <Button className="flex-1" onClick={onApprove} busy={busy}>
              {busy ? null : <Check aria-hidden="true" className="size-5" />}
              {t('prescriptions.review.approve')}
            </Button>
            <Button variant="danger" className="flex-1" onClick={onReject} disabled={busy}>
              <X aria-hidden="true" className="size-5" />
              {t('prescriptions.review.reject')}
            </Button>
          </div>
        ) : (
          <section className="rounded-card border border-line bg-surface p-4" aria-live="polite">
            <p className="font-bold text-ink">
              {t('prescriptions.review.decided', { status: t(`prescriptions.tabs.${p.status}`) })}
            </p>
            {p.reviewed_at ? (
              <p className="text-ink-secondary">
                {p.reviewed_by
                  ? t('prescriptions.row.reviewedBy', {
                      date: formatDate(p.reviewed_at, locale, { withTime: true }),
                      name: p.reviewed_by,
                    })
                  : t('prescriptions.row.reviewed', {
                      date: formatDate(p.reviewed_at, locale, { withTime: true }),
                    })}
              </p>
            ) : null}
            {p.rejection ? (
              <>
                <p className="mt-1 text-ink">
                  {t('prescriptions.review.reason', {
                    reason: tt(`prescription.reasons.${p.rejection.reason}`),
                  })}
                </p>
                {p.rejection.note ? (
                  <p className="text-ink">
                    {t('prescriptions.review.pharmacistNote', { note: isolateText(p.rejection.note) })}
                  </p>
                ) : null}
              </>
            ) : null}
          </section>
        )}
      </aside>
    </div>
  );
}
