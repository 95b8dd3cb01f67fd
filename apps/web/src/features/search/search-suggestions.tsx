import { SUGGEST_MIN_CHARS } from '@shop/shared/catalog';
import { LayoutGrid, Search } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { ProductThumb } from '../../components/product/product-thumb.tsx';
import { Price } from '../../components/ui/price.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isolate } from '../../lib/format.ts';
import { tidySearch } from '../../lib/search-text.ts';
import { useSuggestions } from './api/get-suggestions.ts';

/** How long typing has to pause before the box asks for suggestions. */
const SETTLE_MS = 200;

export interface SearchSuggestionsProps {
  /** The listbox's id: the search input's `aria-controls`. */
  listId: string;
  /** The id of the option at `index` (the input's `aria-activedescendant` names it the same way). */
  optionId: (index: number) => string;
  /** What is in the search box, as typed. */
  text: string;
  /** The shopper has typed since the box last closed. */
  open: boolean;
  /** The active option's index, -1 for none; the input moves it with the arrow keys. */
  active: number;
  /** Tells the input where each option leads, in order; none while the list has nothing to show. */
  onOptions: (targets: string[]) => void;
  onPick: (index: number) => void;
}

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The header search box's suggestion list (the listbox of its combobox): up to six products and three
 * categories for what is typed, then "see all results". It is loaded on the box's first focus, with its
 * strings and the suggestions' schema, so none of it is in the first load of a page; the input itself (in
 * components/layout/search-box.tsx) keeps the combobox's attributes and keys (decision 022).
 */
export function SearchSuggestions({
  listId,
  optionId,
  text,
  open,
  active,
  onOptions,
  onPick,
}: SearchSuggestionsProps) {
  const { t } = useTranslation('search');
  const typed = tidySearch(text);
  const long = typed.length >= SUGGEST_MIN_CHARS;
  const settled = useSettled(typed, SETTLE_MS);
  const query = useSuggestions(settled);
  const data = long ? query.data : undefined;
  const products = data?.products ?? [];
  const categories = data?.categories ?? [];
  const waiting = long && (settled !== typed || query.isFetching);
  const failed = long && !waiting && query.isError;

  const targets = long
    ? [
        ...products.map((p) => `/products/${p.id}`),
        ...categories.map((c) => `/products?category=${encodeURIComponent(c.slug)}`),
        `/products?search=${encodeURIComponent(typed)}`,
      ]
    : [];
  const targetsKey = targets.join('\n');
  useEffect(() => {
    onOptions(targetsKey ? targetsKey.split('\n') : []);
  }, [targetsKey, onOptions]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, optionId]);

  const visible = open && long;
  const found = products.length + categories.length;
  let status: ReactNode = null;
  if (found === 0) {
    if (failed) status = <p className="px-4 py-3 text-sm text-danger">{t('error')}</p>;
    else if (waiting) status = <LoadingRows />;
    else if (query.isSuccess) status = <p className="px-4 py-3 text-sm text-ink-secondary">{t('empty')}</p>;
  }
  const announcement = !visible || waiting ? '' : failed ? t('error') : t('count', { count: found });

  const option = (index: number, className: string, children: ReactNode) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
    <div
      key={index}
      id={optionId(index)}
      role="option"
      tabIndex={-1}
      aria-selected={index === active}
      onClick={() => onPick(index)}
      className={`flex cursor-pointer items-center gap-3 px-3 ${
        index === active ? 'bg-primary-tint' : 'hover:bg-slate-50'
      } ${className}`}
    >
      {children}
    </div>
  );

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pressing on the list must not take the focus (and a phone's keyboard) away from the input */}
      <div
        onMouseDown={(event) => event.preventDefault()}
        className={
          visible
            ? 'absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-card border border-line bg-surface shadow-menu'
            : 'hidden'
        }
      >
        {status}
        <div
          id={listId}
          role="listbox"
          aria-label={t('label')}
          aria-busy={waiting || undefined}
          className={`max-h-[min(30rem,70vh)] overflow-y-auto overscroll-contain py-1 transition-opacity ${
            waiting && found > 0 ? 'opacity-60' : ''
          }`}
        >
          {products.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (APG grouped listbox)
            <div role="group" aria-labelledby={`${listId}-products`}>
              <GroupLabel id={`${listId}-products`}>{t('products')}</GroupLabel>
              {products.map((product, index) =>
                option(
                  index,
                  'py-1.5',
                  <>
                    <ProductThumb src={product.image} alt="" className="size-11" />
                    <span className="line-clamp-2 min-w-0 flex-1 text-sm text-ink">{product.name}</span>
                    <Price price={product.price} size="sm" className="shrink-0" />
                  </>,
                ),
              )}
            </div>
          ) : null}
          {categories.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (APG grouped listbox)
            <div role="group" aria-labelledby={`${listId}-categories`}>
              <GroupLabel id={`${listId}-categories`}>{t('categories')}</GroupLabel>
              {categories.map((category, index) =>
                option(
                  products.length + index,
                  'min-h-11 py-2',
                  <>
                    <LayoutGrid aria-hidden="true" className="size-5 shrink-0 text-ink-secondary" />
                    <span className="min-w-0 flex-1 truncate text-sm text-ink">{category.name}</span>
                  </>,
                ),
              )}
            </div>
          ) : null}
          {long
            ? option(
                found,
                `min-h-11 py-2 font-medium text-primary ${found > 0 ? 'mt-1 border-t border-line' : ''}`,
                <>
                  <Search aria-hidden="true" className="size-5 shrink-0" />
                  <span className="min-w-0 flex-1 truncate text-sm">
                    {t('seeAll', { search: isolate(typed) })}
                  </span>
                </>,
              )
            : null}
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

function GroupLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="px-3 pt-2 pb-1 text-xs font-bold text-ink-secondary">
      {children}
    </div>
  );
}

function LoadingRows() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 px-3 py-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-11 shrink-0" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}
