import type { OrderStatus } from '@shop/shared/orders';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

const tones: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'primary',
  processing: 'primary',
  ready: 'primary',
  out_for_delivery: 'primary',
  delivery_failed: 'warning',
  returning: 'danger',
  returned: 'danger',
  delivered: 'success',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <Badge tone={tones[status]}>{t(`status.${status}`)}</Badge>;
}
