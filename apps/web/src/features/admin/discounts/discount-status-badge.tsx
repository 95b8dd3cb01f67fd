import type { DiscountStatus } from '@shop/shared/discounts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const TONES: Record<DiscountStatus, BadgeTone> = {
  active: 'success',
  scheduled: 'primary',
  inactive: 'neutral',
  expired: 'warning',
};

export function DiscountStatusBadge({ status }: { status: DiscountStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge className="whitespace-nowrap" tone={TONES[status]}>
      {t(`discounts.statuses.${status}`)}
    </Badge>
  );
}
