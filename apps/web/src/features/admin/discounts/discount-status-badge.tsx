import type { DiscountStatus } from '@shop/shared/discounts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

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
