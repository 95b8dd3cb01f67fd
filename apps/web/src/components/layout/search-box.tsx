import { Search } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadNamespace } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { tidySearch } from '../../lib/search-text.ts';

// The suggestion list, its fetching, schema and strings load on the box's first focus or letter, never with the
// page: the first load of / is within a few KB of its budget (decision 022).
const SearchSuggestions = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/search/search-suggestions.tsx'),
    loadNamespace('search'),
  ]);
  return { default: module.SearchSuggestions };
});

interface SearchBoxProps {
  className?: string;
}

/**
 * The header's search: a combobox (WAI-ARIA "combobox with listbox popup") whose input, attributes and keys
 * live here, and whose suggestion list is loaded lazily. Enter with no suggestion active, or the button, runs
 * the search (`/products?search=<text>`) when the tidied text is not empty.
 */
export function SearchBox({ className = '' }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listId = `${id}list`;
  const [text, setText] = useState('');
  /** The suggestions' code has been asked for (first focus or letter). */
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  /** Where each suggestion leads, in the list's order (the list reports them). */
  const [targets, setTargets] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const expanded = open && targets.length > 0;
  const optionId = useCallback((index: number) => `${listId}-${index}`, [listId]);

  // Show the current search again when the products page is opened with one.
  useEffect(() => {
    if (location.pathname === '/products') {
      setText(tidySearch(new URLSearchParams(location.search).get('search') ?? ''));
    }
  }, [location.pathname, location.search]);
  // Focused before the app started: the focus event has gone, so fetch the list's code now.
  useEffect(() => {
    if (document.activeElement === input.current) setWanted(true);
  }, []);

  const onOptions = useCallback((next: string[]) => {
    setTargets(next);
    setActive(-1);
  }, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (to: string) => {
    close();
    input.current?.blur();
    navigate(to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = tidySearch(text);
    if (query) go(`/products?search=${encodeURIComponent(query)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = targets.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!count) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        const down = event.key === 'ArrowDown';
        setActive((now) => (now < 0 ? (down ? 0 : count - 1) : (now + (down ? 1 : count - 1)) % count));
        return;
      }
      case 'Enter': {
        const target = expanded && active >= 0 ? targets[active] : undefined;
        if (target) {
          event.preventDefault();
          go(target);
        }
        return;
      }
      case 'Escape':
        // The first Escape closes the list, the next one clears the text (the browser's own clearing of a
        // search field is replaced, so both steps are the same in every browser).
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      case 'Tab':
        close();
        return;
    }
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
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={wanted ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setWanted(true);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setWanted(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
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
        {wanted ? (
          <Suspense fallback={null}>
            <SearchSuggestions
              listId={listId}
              optionId={optionId}
              text={text}
              open={open}
              active={active}
              onOptions={onOptions}
              onPick={(index) => {
                const target = targets[index];
                if (target) go(target);
              }}
            />
          </Suspense>
        ) : null}
      </form>
    </search>
  );
}
