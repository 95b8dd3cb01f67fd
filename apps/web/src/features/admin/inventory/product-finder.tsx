import { SEARCH_DEBOUNCE_MS } from '@shop/shared/constants';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronNext } from '../../../components/ui/directional-icons.tsx';
import { fieldClasses } from '../../../components/ui/field-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isolate } from '../../../lib/format.ts';
import { stockPath } from '../lib/stock-path.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useFindProducts } from './api/find-products.ts';

/** A search box whose results open a product's stock page: the way in for a pharmacist (no products area). */
export function ProductFinder() {
  const { t } = useTranslation('inventory');
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useFindProducts(search);
  const rows = search ? (found.data?.data ?? []) : [];

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('find.label')}
      </label>
      <div className="relative max-w-xl">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-disabled"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('find.placeholder')}
          autoComplete="off"
          className={`${fieldClasses} ps-9`}
        />
        {found.isFetching && search ? (
          <Spinner className="absolute end-3 top-1/2 size-4 -translate-y-1/2 text-primary" />
        ) : null}
      </div>
      {search && found.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('find.failed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void found.refetch()}>
            {t('find.retry')}
          </button>
        </p>
      ) : search && found.data && rows.length === 0 ? (
        <p className="text-sm text-ink-secondary" aria-live="polite">
          {t('find.none', { search: isolate(search) })}
        </p>
      ) : rows.length > 0 ? (
        <ul className="max-w-xl divide-y divide-line rounded-card border border-line bg-surface">
          {rows.map((product) => (
            <li key={product.id}>
              <Link
                to={stockPath(product.id)}
                className="flex min-h-11 items-center justify-between gap-3 px-3 py-2 text-ink hover:bg-primary-tint hover:text-primary"
              >
                <span className="min-w-0 truncate">{product.name}</span>
                <ChevronNext aria-hidden="true" className="size-4 shrink-0 text-ink-disabled" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
