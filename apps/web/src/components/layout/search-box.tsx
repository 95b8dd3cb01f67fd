import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration.ts';

interface SearchBoxProps {
  className?: string;
}

/** Runs on Enter or the button, only with non-empty trimmed text: `/products?search=<text>`. */
export function SearchBox({ className = '' }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  // Show the current search again when the products page is opened with one.
  useEffect(() => {
    if (location.pathname === '/products') {
      setText(new URLSearchParams(location.search).get('search') ?? '');
    }
  }, [location.pathname, location.search]);
  // After the line above, so that what the shopper typed wins over the address.
  useTypedBeforeHydration(input, text, setText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`/products?search=${encodeURIComponent(query)}`);
  };

  return (
    <search className={`w-full ${className}`}>
      {/* Before the app has taken the page over, the browser itself sends the search to the list. */}
      <form onSubmit={submit} action="/products" method="get" className="relative flex w-full">
        <label htmlFor={id} className="sr-only">
          {t('header.searchLabel')}
        </label>
        <input
          ref={input}
          id={id}
          type="search"
          name="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('header.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-control border border-line bg-slate-50 ps-4 pe-12 text-base text-ink placeholder:text-ink-disabled focus:border-primary focus:bg-surface focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary"
        />
        <button
          type="submit"
          aria-label={t('header.searchSubmit')}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-control text-ink-secondary hover:text-primary"
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      </form>
    </search>
  );
}
