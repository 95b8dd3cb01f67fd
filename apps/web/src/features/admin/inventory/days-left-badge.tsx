import { useTranslation } from '../../../i18n/use-translation.ts';
import { EXPIRY_BAND_CLASSES, expiryBand } from './expiry-band.ts';

/** "12 days" coloured by how soon (red within 30, amber within 60, yellow within 90), or how long ago. */
export function DaysLeftBadge({ days }: { days: number }) {
  const { t } = useTranslation('inventory');
  const label =
    days > 0
      ? t('days', { count: days })
      : days === 0
        ? t('expiredToday')
        : t('expiredAgo', { count: -days });
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${EXPIRY_BAND_CLASSES[expiryBand(days)]}`}
    >
      {label}
    </span>
  );
}
