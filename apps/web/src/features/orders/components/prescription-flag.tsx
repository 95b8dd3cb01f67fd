import { Clock, XCircle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Order } from '../api/get-orders.ts';

/** A small mark in the order list when the order waits for the pharmacist or its prescription was turned down. */
export function PrescriptionFlag({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  if (order.status === 'cancelled') return null;
  if (order.prescription_status === 'pending_review') {
    return (
      <Badge tone="warning" className="whitespace-nowrap">
        <Clock aria-hidden="true" className="size-3.5" />
        {t('prescription.badge.pending_review')}
      </Badge>
    );
  }
  if (order.prescription_status === 'rejected') {
    return (
      <Badge tone="danger" className="whitespace-nowrap">
        <XCircle aria-hidden="true" className="size-3.5" />
        {t('prescription.badge.rejected')}
      </Badge>
    );
  }
  return null;
}
