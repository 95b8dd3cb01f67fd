import type { OrderStatus } from '@shop/shared/orders';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const tones: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'primary',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <Badge tone={tones[status]}>{t(`status.${status}`)}</Badge>;
}
