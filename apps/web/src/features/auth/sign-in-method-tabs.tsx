import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

export type SignInMethod = 'phone' | 'email';
const METHODS: readonly SignInMethod[] = ['phone', 'email'];

/**
 * "رقم الهاتف" / "البريد الإلكتروني" (phone first): a WAI-ARIA tab list. Arrow keys move between the tabs
 * (the visual order, so the arrows follow the reading direction in Arabic too), Home and End jump.
 */
export function SignInMethodTabs({
  value,
  onChange,
  children,
}: {
  value: SignInMethod;
  onChange: (method: SignInMethod) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = METHODS.indexOf(value);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = (index + 1) % METHODS.length;
    else if (event.key === back) next = (index - 1 + METHODS.length) % METHODS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = METHODS.length - 1;
    if (next === null) return;
    event.preventDefault();
    onChange(METHODS[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('method.label')}
        className="mb-5 grid grid-cols-2 gap-1 rounded-control bg-primary-tint p-1"
        onKeyDown={onKeyDown}
      >
        {METHODS.map((method, i) => {
          const selected = method === value;
          return (
            <button
              key={method}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${method}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(method)}
              className={`min-h-11 rounded-control px-3 font-medium focus-visible:outline-2 focus-visible:outline-primary ${
                selected ? 'bg-surface text-primary shadow-card' : 'text-ink-secondary hover:text-ink'
              }`}
            >
              {t(`method.${method}`)}
            </button>
          );
        })}
      </div>
      {/* Named by the list, not the tab: "البريد الإلكتروني" stays the e-mail field's name alone. */}
      <div role="tabpanel" id={`${id}-panel`} aria-label={t('method.label')}>
        {children}
      </div>
    </div>
  );
}
