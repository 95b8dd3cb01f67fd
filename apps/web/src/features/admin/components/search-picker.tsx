import { Check, ChevronDown, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { fieldClasses } from '../../../components/ui/field-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

export interface PickerOption {
  id: number;
  label: string;
  /** A second line: an e-mail, a price, a parent category. */
  hint?: string;
}

interface SearchPickerProps {
  /** Names the field for screen readers (the visible label comes from FormField). */
  label: string;
  selected: PickerOption[];
  onChange: (selected: PickerOption[]) => void;
  /** Options for the current query (the parent filters or fetches them). */
  options: PickerOption[];
  query: string;
  onQueryChange: (query: string) => void;
  multiple?: boolean;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  placeholder?: string;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A searchable select (ARIA combobox with a listbox): type to search, arrows to move, Enter to pick, Escape to
 * close. With `multiple`, picks toggle and show as removable chips above the box.
 */
export function SearchPicker({
  label,
  selected,
  onChange,
  options,
  query,
  onQueryChange,
  multiple = false,
  loading,
  failed,
  onRetry,
  placeholder,
  id,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: SearchPickerProps) {
  const { t } = useTranslation('admin');
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const selectedIds = new Set(selected.map((o) => o.id));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new result list starts at its first option
  useEffect(() => setActive(0), [options]);

  const pick = (option: PickerOption) => {
    if (multiple) {
      onChange(
        selectedIds.has(option.id) ? selected.filter((o) => o.id !== option.id) : [...selected, option],
      );
    } else {
      onChange([option]);
      setOpen(false);
      onQueryChange('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter') {
      if (open && options[active]) {
        event.preventDefault();
        pick(options[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      }
    } else if (event.key === 'Backspace' && query === '' && multiple && selected.length > 0) {
      onChange(selected.slice(0, -1));
    }
  };

  const activeOption = open ? options[active] : undefined;

  return (
    <div ref={rootRef} className="relative">
      {selected.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={t('picker.selected', { label })}>
          {selected.map((option) => (
            <li
              key={option.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-tint py-0.5 ps-3 pe-1 text-sm text-primary"
            >
              <span className="truncate">{option.label}</span>
              <button
                type="button"
                onClick={() => onChange(selected.filter((o) => o.id !== option.id))}
                aria-label={t('picker.remove', { name: option.label })}
                className="flex size-7 items-center justify-center rounded-full hover:bg-teal-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          autoComplete="off"
          value={query}
          placeholder={placeholder ?? t('picker.placeholder')}
          onChange={(e) => {
            onQueryChange(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={`${fieldClasses} pe-10`}
        />
        <span className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-ink-secondary">
          {loading ? <Spinner className="size-4" /> : <ChevronDown aria-hidden="true" className="size-4" />}
        </span>
      </div>
      {open ? (
        <div className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-control border border-line bg-surface p-1 shadow-menu">
          {failed ? (
            <div className="flex items-center justify-between gap-2 p-2 text-sm text-ink-secondary">
              <span role="alert">{t('picker.failed')}</span>
              {onRetry ? (
                <button type="button" onClick={onRetry} className="min-h-9 rounded-control px-2 text-primary">
                  {t('common.retry')}
                </button>
              ) : null}
            </div>
          ) : null}
          <div id={listId} role="listbox" aria-label={label} aria-multiselectable={multiple || undefined}>
            {options.map((option, index) => {
              const isSelected = selectedIds.has(option.id);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
                <div
                  key={option.id}
                  id={`${listId}-${option.id}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={isSelected}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => pick(option)}
                  onMouseEnter={() => setActive(index)}
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-control px-2 text-sm ${
                    index === active ? 'bg-primary-tint' : ''
                  }`}
                >
                  <span className="flex size-4 shrink-0 items-center justify-center text-primary">
                    {isSelected ? <Check aria-hidden="true" className="size-4" /> : null}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-ink">{option.label}</span>
                    {option.hint ? (
                      <span className="block truncate text-xs text-ink-secondary">{option.hint}</span>
                    ) : null}
                  </span>
                </div>
              );
            })}
          </div>
          {!loading && !failed && options.length === 0 ? (
            <p className="p-2 text-sm text-ink-secondary">{t('picker.noResults')}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
