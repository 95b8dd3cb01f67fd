import { FileCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ChevronNext } from '../../../components/ui/directional-icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { QueryError } from '../components/query-error.tsx';
import { usePrescriptionQueueSummary } from '../lib/api/get-prescription-queue-summary.ts';

/**
 * The pharmacist's first question of the day: how many prescriptions wait, since when, and the way to the
 * queue. Rendered only for someone with `prescriptions.review` (the dashboard checks).
 */
export function PrescriptionsWaitingCard() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const summary = usePrescriptionQueueSummary();
  const pending = summary.data?.pending ?? 0;
  return (
    <section
      aria-labelledby="dashboard-prescriptions"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-3">
        <span
          className={`flex size-11 shrink-0 items-center justify-center rounded-full ${
            pending > 0 ? 'bg-amber-50 text-amber-700' : 'bg-green-50 text-green-700'
          }`}
        >
          <FileCheck aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="dashboard-prescriptions" className="text-sm text-ink-secondary">
            {t('dashboard.prescriptions.title')}
          </h2>
          {summary.isError && !summary.data ? (
            <QueryError message={t('dashboard.prescriptions.loadFailed')} query={summary} />
          ) : summary.data ? (
            <>
              <p className="text-lg font-bold text-ink sm:text-xl" data-testid="prescriptions-waiting">
                {t('dashboard.prescriptions.waiting', { count: pending, n: formatNumber(pending, locale) })}
              </p>
              {summary.data.oldest_submitted_at ? (
                <p className="text-xs text-ink-secondary">
                  {t('dashboard.prescriptions.oldest', {
                    date: formatDate(summary.data.oldest_submitted_at, locale, { withTime: true }),
                  })}
                </p>
              ) : null}
            </>
          ) : (
            <Skeleton className="mt-1 h-6 w-40" />
          )}
        </div>
      </div>
      <ButtonLink to="/admin/prescriptions" className="shrink-0">
        {t('dashboard.prescriptions.open')}
        <ChevronNext aria-hidden="true" className="size-4" />
      </ButtonLink>
    </section>
  );
}
