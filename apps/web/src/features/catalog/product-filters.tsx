import { SEARCH_DEBOUNCE_MS } from '@shop/shared/constants';
import { ChevronDown, Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Select } from '../../components/ui/select.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Category } from '../../lib/categories.ts';
import { formatNumber } from '../../lib/format.ts';
import { tidySearch } from '../../lib/search-text.ts';
import { defaultSort, type ListFilters, type SortOrder } from './use-product-filters.ts';

interface ProductFiltersProps {
  filters: ListFilters;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
  onChange: (patch: Partial<ListFilters>, options?: { replace?: boolean }) => void;
}

/** Natural order for each sort: names and prices from low to high, the newest first. */
const NATURAL_ORDER: Record<ListFilters['sort'], SortOrder> = {
  relevance: 'asc',
  name: 'asc',
  price: 'asc',
  created_at: 'desc',
};

/**
 * Search (debounced 300 ms), category grouped by root with children and product counts, sort and order,
 * and "offers only". Every change goes to the URL through `onChange`.
 */
export function ProductFilters({ filters, categories, categoriesLoading, onChange }: ProductFiltersProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const ids = {
    search: useId(),
    category: useId(),
    sort: useId(),
    order: useId(),
    discount: useId(),
    more: useId(),
  };
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(filters.search ?? '');
  const lastSent = useRef(filters.search ?? '');

  // Back/forward or the header's search changed the URL: show that text.
  useEffect(() => {
    const fromUrl = filters.search ?? '';
    if (fromUrl !== lastSent.current) {
      lastSent.current = fromUrl;
      setText(fromUrl);
    }
  }, [filters.search]);

  // Typing settles for 300 ms, then the search goes to the URL (replacing the entry, not one per letter).
  useEffect(() => {
    const wanted = tidySearch(text);
    if (wanted === lastSent.current) return;
    const timer = window.setTimeout(() => {
      lastSent.current = wanted;
      onChange({ search: wanted || undefined }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onChange]);

  const count = (n: number) => formatNumber(n, locale);
  const hasFilters = Boolean(filters.search || filters.category || filters.discount);
  // What the folded choices hold besides their defaults, counted on the button.
  const chosen =
    Number(Boolean(filters.category)) +
    Number(filters.discount) +
    Number(filters.sort !== defaultSort(filters.search) || filters.order !== NATURAL_ORDER[filters.sort]);

  return (
    <search className="rounded-card border border-line bg-surface p-3 md:p-4">
      <form
        className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1.6fr_1fr_1fr]"
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = tidySearch(text);
          lastSent.current = wanted;
          onChange({ search: wanted || undefined });
        }}
      >
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
          <label htmlFor={ids.search} className="text-sm font-medium text-ink">
            {t('list.filters.search')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-ink-disabled"
            />
            <input
              id={ids.search}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('list.filters.searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              className="min-h-11 w-full rounded-control border border-line bg-surface ps-9 pe-11 text-base text-ink placeholder:text-ink-disabled focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary [&::-webkit-search-cancel-button]:hidden"
            />
            {text ? (
              <button
                type="button"
                onClick={() => {
                  setText('');
                  lastSent.current = '';
                  onChange({ search: undefined });
                }}
                aria-label={t('list.filters.clearSearch')}
                className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-control text-ink-secondary hover:text-primary"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </div>
        </div>

        {/* On a phone the choices below fold behind this button, so the results start on the first screen. */}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={ids.more}
          onClick={() => setOpen(!open)}
          className="col-span-2 inline-flex min-h-11 items-center justify-between gap-2 rounded-control border border-line px-3 text-sm font-medium text-ink md:hidden"
        >
          <span className="inline-flex items-center gap-2">
            <SlidersHorizontal aria-hidden="true" className="size-4 text-primary" />
            {t('list.filters.more')}
            {chosen > 0 ? (
              <span className="rounded-full bg-primary px-2 text-xs text-white">{count(chosen)}</span>
            ) : null}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>

        <div id={ids.more} className={`${open ? 'grid' : 'hidden'} col-span-2 grid-cols-2 gap-3 md:contents`}>
          <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
            <label htmlFor={ids.category} className="text-sm font-medium text-ink">
              {t('list.filters.category')}
            </label>
            <Select
              id={ids.category}
              value={filters.category ?? ''}
              disabled={categoriesLoading && !categories}
              onChange={(event) => onChange({ category: event.target.value || undefined })}
            >
              <option value="">{t('list.filters.allCategories')}</option>
              {filters.category && categories && !containsSlug(categories, filters.category) ? (
                <option value={filters.category}>{filters.category}</option>
              ) : null}
              {(categories ?? []).map((root) => (
                <optgroup key={root.id} label={root.name}>
                  <option value={root.slug}>
                    {t('list.filters.allOf', { name: root.name, count: count(root.products_count) })}
                  </option>
                  {root.children.map((child) => (
                    <option key={child.id} value={child.slug}>
                      {t('list.filters.child', { name: child.name, count: count(child.products_count) })}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          </div>

          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.sort} className="text-sm font-medium text-ink">
              {t('list.filters.sort')}
            </label>
            <Select
              id={ids.sort}
              value={filters.sort}
              onChange={(event) => {
                const sort = event.target.value as ListFilters['sort'];
                onChange({ sort, order: NATURAL_ORDER[sort] });
              }}
            >
              {filters.search && <option value="relevance">{t('list.sort.relevance')}</option>}
              <option value="name">{t('list.sort.name')}</option>
              <option value="price">{t('list.sort.price')}</option>
              <option value="created_at">{t('list.sort.newest')}</option>
            </Select>
          </div>

          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.order} className="text-sm font-medium text-ink">
              {t('list.filters.order')}
            </label>
            {/* The best match has one direction: best first. */}
            <Select
              id={ids.order}
              value={filters.sort === 'relevance' ? 'asc' : filters.order}
              disabled={filters.sort === 'relevance'}
              onChange={(event) => onChange({ order: event.target.value as SortOrder })}
            >
              <option value="asc">{t(`list.order.${filters.sort}.asc`)}</option>
              {filters.sort !== 'relevance' && (
                <option value="desc">{t(`list.order.${filters.sort}.desc`)}</option>
              )}
            </Select>
          </div>

          <div className="col-span-2 flex flex-wrap items-center justify-between gap-2 lg:col-span-4">
            <label
              htmlFor={ids.discount}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink"
            >
              <input
                id={ids.discount}
                type="checkbox"
                checked={filters.discount}
                onChange={(event) => onChange({ discount: event.target.checked })}
                className="size-5 accent-primary"
              />
              {t('list.filters.offersOnly')}
            </label>
            {hasFilters ? (
              <button
                type="button"
                onClick={() => {
                  setText('');
                  lastSent.current = '';
                  onChange({ search: undefined, category: undefined, discount: false });
                }}
                className="inline-flex min-h-11 items-center gap-1 rounded-control px-3 text-sm font-medium text-primary hover:bg-primary-tint"
              >
                <X aria-hidden="true" className="size-4" />
                {t('list.filters.clear')}
              </button>
            ) : null}
          </div>
        </div>
      </form>
    </search>
  );
}

function containsSlug(tree: Category[], slug: string): boolean {
  return tree.some((node) => node.slug === slug || containsSlug(node.children, slug));
}
