import { useLocale } from '../../../i18n/locale-store.ts';
import { formatNumber } from '../../../lib/format.ts';

/** A determinate progress bar (fills from the start side, so it mirrors in Arabic). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const locale = useLocale();
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${formatNumber(percent, locale)}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
