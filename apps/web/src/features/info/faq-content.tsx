import { normalizeSearchText } from '@shop/shared/search';
import { ChevronDown, MessageCircleQuestion, Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isolate } from '../../lib/format.ts';
import { useShopFacts } from './use-shop-facts.ts';

type Category = 'orders' | 'delivery' | 'payment';
const CATEGORIES: Category[] = ['orders', 'delivery', 'payment'];

/** Questions by topic (orders, delivery, payment) with a search box that filters them as you type. */
export function FaqContent() {
  const { t } = useTranslation('info');
  const facts = useShopFacts();
  const searchId = useId();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<Category | 'all'>('all');
  const items = Object.values(t('faq.items', { returnObjects: true, ...facts }));

  const visible = useMemo(() => {
    const words = normalizeSearchText(text).split(' ').filter(Boolean);
    return items.filter((item) => {
      if (category !== 'all' && item.category !== category) return false;
      if (words.length === 0) return true;
      const haystack = normalizeSearchText(`${item.q} ${item.a}`);
      return words.every((word) => haystack.includes(word));
    });
  }, [items, text, category]);

  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <search className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
        <label htmlFor={searchId} className="text-sm font-medium text-ink">
          {t('faq.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-ink-disabled"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('faq.searchPlaceholder')}
            autoComplete="off"
            className="min-h-11 w-full rounded-control border border-line bg-surface ps-9 pe-11 text-base text-ink placeholder:text-ink-disabled focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary [&::-webkit-search-cancel-button]:hidden"
          />
          {text ? (
            <button
              type="button"
              onClick={() => setText('')}
              aria-label={t('faq.clear')}
              className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center text-ink-secondary hover:text-primary"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        <fieldset>
          <legend className="sr-only">{t('faq.categoriesLabel')}</legend>
          <div className="flex flex-wrap gap-2">
            {(['all', ...CATEGORIES] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={category === value}
                onClick={() => setCategory(value)}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
                  category === value
                    ? 'border-primary bg-primary text-white'
                    : 'border-line bg-surface text-ink hover:border-primary hover:text-primary'
                }`}
              >
                {value === 'all' ? t('faq.all') : t(`faq.categories.${value}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <p role="status" className="text-sm text-ink-secondary">
          {t('faq.results', { count: visible.length })}
        </p>
      </search>

      {visible.length === 0 ? (
        <EmptyState
          icon={<MessageCircleQuestion aria-hidden="true" className="size-6" />}
          title={t('faq.empty', { search: isolate(text.trim()) })}
          description={t('faq.emptyHint')}
          action={
            <Button
              onClick={() => {
                setText('');
                setCategory('all');
              }}
            >
              {t('faq.clear')}
            </Button>
          }
        />
      ) : (
        CATEGORIES.filter((c) => visible.some((item) => item.category === c)).map((c) => (
          <section key={c} aria-labelledby={`faq-${c}`} className="flex flex-col gap-2">
            <h2 id={`faq-${c}`} className="text-xl text-ink">
              {t(`faq.categories.${c}`)}
            </h2>
            <div className="flex flex-col gap-2">
              {visible
                .filter((item) => item.category === c)
                .map((item) => (
                  <details
                    key={item.q}
                    className="group rounded-card border border-line bg-surface open:shadow-card"
                    open={text.trim() !== '' || undefined}
                  >
                    <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium text-ink hover:text-primary [&::-webkit-details-marker]:hidden">
                      {item.q}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 shrink-0 text-ink-secondary transition-transform group-open:rotate-180"
                      />
                    </summary>
                    <p className="px-4 pb-4 text-ink-secondary">{item.a}</p>
                  </details>
                ))}
            </div>
          </section>
        ))
      )}

      <section className="flex flex-col items-start gap-3 rounded-card bg-primary-tint p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg text-ink">{t('faq.stillTitle')}</h2>
          <p className="text-ink-secondary">{t('faq.stillText')}</p>
        </div>
        <ButtonLink to="/contact">{t('faq.contact')}</ButtonLink>
      </section>
    </div>
  );
}
