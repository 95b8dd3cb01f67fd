import { clampQuantity } from '@shop/shared/cart';
import { toLatinDigits } from '@shop/shared/digits';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  value: number;
  /** The highest quantity allowed (the stock, or 99 when unknown). */
  max: number;
  /** Names the product for screen readers. */
  name: string;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

const stepButton =
  'flex size-11 items-center justify-center text-ink-secondary hover:bg-slate-100 hover:text-ink ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40';

/**
 * − [n] +. Never below 1 (decrement disabled there) nor above `max`; typed text (Arabic digits accepted) is
 * applied on Enter or when leaving the field, and anything that is not a number becomes 1.
 */
export function QuantityStepper({ value, max, name, onChange, disabled }: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const next = clampQuantity(toLatinDigits(draft), max);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <fieldset className="inline-flex min-w-0 items-center overflow-hidden rounded-control border border-line bg-surface">
      <legend className="sr-only">{t('quantity.group', { name })}</legend>
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 1}
        aria-label={t('quantity.decrease', { name })}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        dir="ltr"
        value={draft}
        disabled={disabled}
        aria-label={t('quantity.label', { name })}
        onChange={(e) => setDraft(toLatinDigits(e.target.value))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        className="h-11 w-12 border-x border-line bg-surface text-center text-base font-medium text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
      />
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={t('quantity.increase', { name })}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </fieldset>
  );
}
