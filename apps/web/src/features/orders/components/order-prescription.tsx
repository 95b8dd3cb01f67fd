import { CheckCircle2, Clock, FileText, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PrescriptionPicker } from '../../../components/prescriptions/prescription-picker.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useAttachPrescription } from '../api/attach-prescription.ts';
import type { Order } from '../api/get-orders.ts';

/**
 * The prescription part of an order: waiting for the pharmacist, approved, or turned down with the reason in
 * the shopper's language; when turned down (or missing) while the order is still pending, a new one can be
 * uploaded or chosen here and is sent to the pharmacist at once.
 */
export function OrderPrescription({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { t: tt } = useTranslation();
  const attach = useAttachPrescription();
  const status = order.prescription_status;
  const rejection = order.prescription?.rejection ?? null;
  const canReplace = order.status === 'pending' && (status === 'rejected' || order.prescription === null);

  const onChoose = (choice: { id: number } | null) => {
    if (!choice) return;
    attach.mutate(
      { orderId: order.id, prescriptionId: choice.id },
      {
        onSuccess: () => notify.success(t('prescription.attached')),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  return (
    <section aria-labelledby="order-prescription-title" className="flex flex-col gap-3">
      <h3 id="order-prescription-title" className="font-bold text-ink">
        {t('prescription.title')}
      </h3>
      {status === 'pending_review' ? (
        <p
          data-testid="order-prescription-status"
          className="flex gap-2 rounded-control border border-amber-200 bg-amber-50 p-3 text-sm text-ink"
        >
          <Clock aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
          <span>
            <span className="block font-medium">{t('prescription.pending_review')}</span>
            {t('prescription.pendingHelp')}
          </span>
        </p>
      ) : status === 'approved' ? (
        <p
          data-testid="order-prescription-status"
          className="flex gap-2 rounded-control border border-green-200 bg-green-50 p-3 text-sm text-ink"
        >
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" />
          <span>
            <span className="block font-medium">{t('prescription.approved')}</span>
            {order.status === 'pending' ? t('prescription.approvedHelp') : null}
          </span>
        </p>
      ) : status === 'rejected' ? (
        <div
          data-testid="order-prescription-status"
          className="flex gap-2 rounded-control border border-red-200 bg-red-50 p-3 text-sm text-ink"
        >
          <XCircle aria-hidden="true" className="size-5 shrink-0 text-danger" />
          <div>
            <p className="font-medium">
              {t('prescription.rejected', {
                reason: rejection ? tt(`prescription.reasons.${rejection.reason}`) : '',
              })}
            </p>
            {rejection?.note ? (
              <p className="mt-1">
                <span className="font-medium">{t('prescription.pharmacistNote')}</span>{' '}
                <bdi>{rejection.note}</bdi>
              </p>
            ) : null}
            {canReplace ? <p className="mt-1 text-ink-secondary">{t('prescription.rejectedHelp')}</p> : null}
          </div>
        </div>
      ) : (
        <p className="flex gap-2 rounded-control border border-amber-200 bg-amber-50 p-3 text-sm text-ink">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
          {canReplace ? t('prescription.missing') : t('detail.prescription')}
        </p>
      )}
      {canReplace ? (
        <PrescriptionPicker
          mode="order"
          value={null}
          onChange={onChoose}
          busy={attach.isPending}
          excludeIds={order.prescription ? [order.prescription.id] : []}
        />
      ) : null}
      <Link
        to="/profile/prescriptions"
        className="self-start text-sm font-medium text-primary hover:underline"
      >
        {t('prescription.viewAll')}
      </Link>
    </section>
  );
}
