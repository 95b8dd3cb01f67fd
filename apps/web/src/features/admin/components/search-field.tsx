import { SEARCH_DEBOUNCE_MS } from '@shop/shared/constants';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { fieldClasses } from '../../../components/ui/field-styles.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';

interface SearchFieldProps {
  /** The applied search (from the URL). */
  value: string;
  /** Called 300 ms after typing stops, with the trimmed text. */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
}

/** A labelled search box that applies its text after a 300 ms pause (spec), with a clear button. */
export function SearchField({ value, onSearch, label, placeholder, className = '' }: SearchFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // Follow outside changes (filters cleared, back button).
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text triggers a search
  useEffect(() => {
    const trimmed = debounced.trim();
    if (trimmed !== value) onSearch(trimmed);
  }, [debounced]);

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-disabled"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text.trim());
        }}
        placeholder={placeholder ?? label}
        className={`${fieldClasses} ps-9 pe-10 [&::-webkit-search-cancel-button]:hidden`}
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          aria-label={t('common.clearSearch')}
          className="absolute end-1 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-control text-ink-secondary hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
