import type { PrescriptionStatus } from '@shop/shared/prescriptions';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

const LOOK: Record<PrescriptionStatus, { tone: BadgeTone; icon: typeof Clock }> = {
  pending: { tone: 'warning', icon: Clock },
  approved: { tone: 'success', icon: CheckCircle2 },
  rejected: { tone: 'danger', icon: XCircle },
};

export function PrescriptionStatusBadge({ status }: { status: PrescriptionStatus }) {
  const { t } = useTranslation('prescriptions');
  const { tone, icon: Icon } = LOOK[status];
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`status.${status}`)}
    </Badge>
  );
}
