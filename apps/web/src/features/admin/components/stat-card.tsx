import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

interface StatCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  tone?: 'primary' | 'accent' | 'warning' | 'success' | 'neutral';
  hint?: string;
  /** The list behind the number: the whole card becomes a link to it. */
  to?: string | undefined;
}

const tones = {
  primary: 'bg-primary-tint text-primary',
  accent: 'bg-rose-50 text-accent',
  warning: 'bg-amber-50 text-amber-700',
  success: 'bg-green-50 text-green-700',
  neutral: 'bg-slate-100 text-ink-secondary',
};

/** A number with its name and an icon. */
export function StatCard({ label, value, icon: Icon, tone = 'primary', hint, to }: StatCardProps) {
  const frame =
    'flex h-full flex-col items-start gap-2 rounded-card border border-line bg-surface p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4';
  const body = (
    <>
      <span
        className={`flex size-10 shrink-0 items-center justify-center rounded-full sm:size-11 ${tones[tone]}`}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-ink-secondary">{label}</p>
        <p className="text-lg font-bold break-words text-ink sm:text-xl">
          <bdi>{value}</bdi>
        </p>
        {hint ? <p className="text-xs text-ink-secondary">{hint}</p> : null}
      </div>
    </>
  );
  return to ? (
    <Link to={to} className={`${frame} transition-colors hover:border-primary hover:bg-primary-tint`}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}

export function StatCardSkeleton() {
  return (
    <div
      className="flex items-center gap-3 rounded-card border border-line bg-surface p-4"
      aria-hidden="true"
    >
      <Skeleton className="size-11 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    </div>
  );
}
