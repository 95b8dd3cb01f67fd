import type { OrderStatus } from '@shop/shared/orders';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

const TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'primary',
  processing: 'primary',
  ready: 'primary',
  out_for_delivery: 'neutral',
  delivery_failed: 'warning',
  returning: 'danger',
  returned: 'danger',
  delivered: 'success',
  cancelled: 'danger',
};

/** An order's state as a coloured chip; anything unknown (the dashboard's "completed") reads as delivered. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const known: OrderStatus = status in TONES ? (status as OrderStatus) : 'delivered';
  return (
    <Badge className="whitespace-nowrap" tone={TONES[known]}>
      {t(`orderStatus.${known}`)}
    </Badge>
  );
}
