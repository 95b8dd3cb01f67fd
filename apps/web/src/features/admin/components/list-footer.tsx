import type { Page } from '@shop/shared/api';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber } from '../../../lib/format.ts';

/** "Showing 1-20 of 135" and the page links under a list. */
export function ListFooter({
  page,
  onPage,
}: {
  page: Pick<Page<unknown>, 'from' | 'to' | 'total' | 'current_page' | 'last_page'>;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <div className="flex flex-col items-center justify-between gap-3 md:flex-row">
      <p className="text-sm text-ink-secondary" aria-live="polite">
        {page.total > 0 && page.from !== null && page.to !== null
          ? t('common.range', {
              from: formatNumber(page.from, locale),
              to: formatNumber(page.to, locale),
              total: formatNumber(page.total, locale),
            })
          : null}
      </p>
      <Pagination page={page.current_page} lastPage={page.last_page} onChange={onPage} />
    </div>
  );
}
