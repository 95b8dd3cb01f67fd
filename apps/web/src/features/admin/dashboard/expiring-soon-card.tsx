import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { ChevronNext } from '../../../components/ui/directional-icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { QueryError } from '../components/query-error.tsx';
import { useExpiryReport } from '../lib/api/get-expiry-report.ts';
import { placeholderKeys } from '../lib/placeholder-keys.ts';

/** The window's colour on the dashboard: the nearer, the redder (as on the inventory area's cards). */
const WINDOW_DOTS: Record<number, string> = { 30: 'bg-red-600', 60: 'bg-amber-500', 90: 'bg-yellow-400' };

/**
 * "Expiring soon": the 30/60/90-day windows, linking to the inventory area. Rendered only for someone with
 * `inventory.manage` (the dashboard checks), so the report is never asked for on anyone else's behalf.
 */
export function ExpiringSoonCard() {
  const { t } = useTranslation('inventory');
  const locale = useLocale();
  const report = useExpiryReport();
  const n = (v: number) => formatNumber(v, locale);

  return (
    <section
      aria-labelledby="dashboard-expiry"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-expiry" className="flex items-center gap-2 text-lg text-ink">
          <CalendarClock aria-hidden="true" className="size-5 text-primary" />
          {t('dashboard.title')}
        </h2>
        <Link
          to="/admin/inventory"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          {t('dashboard.open')}
          <ChevronNext aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {report.isError && !report.data ? (
        <QueryError message={t('dashboard.loadFailed')} query={report} />
      ) : report.data ? (
        <>
          <ul className="grid gap-2 sm:grid-cols-3">
            {report.data.windows.map((w) => (
              <li key={w.days}>
                {/* A row on a phone (three stacked boxes would push the page down), a box from sm up. */}
                <Link
                  to="/admin/inventory"
                  className="flex h-full items-center justify-between gap-3 rounded-control border border-line px-3 py-2 hover:border-primary hover:bg-primary-tint sm:flex-col sm:items-start sm:justify-start sm:gap-1 sm:py-3"
                >
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="flex items-center gap-2 text-sm font-medium text-ink">
                      <span
                        aria-hidden="true"
                        className={`size-2.5 shrink-0 rounded-full ${WINDOW_DOTS[w.days] ?? ''}`}
                      />
                      {t('windows.label', { days: w.days })}
                    </span>
                    <span className="text-sm text-ink-secondary">
                      {t('dashboard.window', { batches: n(w.batches), units: n(w.units) })}
                    </span>
                  </span>
                  <bdi className="font-bold whitespace-nowrap text-ink">{formatMoney(w.value, locale)}</bdi>
                </Link>
              </li>
            ))}
          </ul>
          {report.data.expired.length > 0 ? (
            <p className="text-sm font-medium text-danger">
              {t('dashboard.awaiting', { count: report.data.expired.length })}
            </p>
          ) : null}
        </>
      ) : (
        <div className="grid gap-2 sm:grid-cols-3" aria-hidden="true">
          {placeholderKeys(3).map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      )}
    </section>
  );
}
