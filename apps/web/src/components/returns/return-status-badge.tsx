import type { ReturnStatus } from '@shop/shared/returns';
import { CheckCircle2, Clock, PackageCheck, RefreshCcw, ThumbsUp, XCircle } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

const LOOK: Record<ReturnStatus, { tone: BadgeTone; icon: typeof Clock }> = {
  requested: { tone: 'warning', icon: Clock },
  approved: { tone: 'primary', icon: ThumbsUp },
  rejected: { tone: 'danger', icon: XCircle },
  received: { tone: 'primary', icon: PackageCheck },
  refunded: { tone: 'success', icon: CheckCircle2 },
  replaced: { tone: 'success', icon: RefreshCcw },
};

/**
 * A return's status, shared by the customer's pages, the order detail and the back-office. Its strings are the
 * `returns` namespace, which every page showing it loads with its code; components/returns is a lazy boundary
 * of the build (vite.config.ts), so it stays out of the first load.
 */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('returns');
  const { tone, icon: Icon } = LOOK[status];
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`status.${status}`)}
    </Badge>
  );
}
