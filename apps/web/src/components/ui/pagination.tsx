import { PAGINATION_WINDOW } from '@shop/shared/constants';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';
import { ChevronNext, ChevronPrevious } from './directional-icons.tsx';

interface PaginationProps {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  className?: string;
}

/** The pages to show: the current one and two on each side (spec), plus the first and the last. */
export function pageWindow(page: number, lastPage: number, window = PAGINATION_WINDOW): (number | 'gap')[] {
  const pages = new Set<number>([1, lastPage]);
  for (let p = page - window; p <= page + window; p++) if (p >= 1 && p <= lastPage) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && p - prev > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-control px-2 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40';

export function Pagination({ page, lastPage, onChange, className = '' }: PaginationProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (lastPage <= 1) return null;
  return (
    <nav
      aria-label={t('pagination.label')}
      className={`flex flex-wrap items-center justify-center gap-1 ${className}`}
    >
      <button
        type="button"
        className={`${cell} hover:bg-primary-tint`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronPrevious className="size-4" aria-hidden="true" />
        <span>{t('pagination.previous')}</span>
      </button>
      {pageWindow(page, lastPage).map((p, i, all) =>
        p === 'gap' ? (
          <span key={`gap-after-${all[i - 1]}`} className="px-1 text-ink-secondary" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`${cell} ${p === page ? 'bg-primary text-white' : 'hover:bg-primary-tint'}`}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: formatNumber(p, locale) })}
            onClick={() => onChange(p)}
          >
            {formatNumber(p, locale)}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${cell} hover:bg-primary-tint`}
        disabled={page >= lastPage}
        onClick={() => onChange(page + 1)}
      >
        <span>{t('pagination.next')}</span>
        <ChevronNext className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
