import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from './button.tsx';

interface ErrorStateProps {
  message: string;
  /** Detail from the failed call (already in the shopper's language). */
  detail?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** Smaller, inline variant for menus and footers. */
  compact?: boolean;
  className?: string;
}

export function ErrorState({ message, detail, onRetry, retrying, compact, className = '' }: ErrorStateProps) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <div
        role="alert"
        className={`flex flex-wrap items-center gap-2 text-sm text-ink-secondary ${className}`}
      >
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-danger" />
        <span>{message}</span>
        {onRetry ? (
          <Button variant="quiet" size="sm" onClick={onRetry} busy={retrying} className="min-h-9 px-2">
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-3 rounded-card border border-red-200 bg-red-50 px-6 py-8 text-center ${className}`}
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-danger" />
      <p className="font-medium text-ink">{message}</p>
      {detail && detail !== message ? <p className="text-sm text-ink-secondary">{detail}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} busy={retrying}>
          {retrying ? null : <RefreshCw aria-hidden="true" className="size-4" />}
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
