import { clampQuantity } from '@shop/shared/cart';
import { toLatinDigits } from '@shop/shared/digits';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { maxQuantity } from '../../lib/cart-store.ts';
import { formatNumber } from '../../lib/format.ts';
import { useProductStrings } from './use-product-strings.ts';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** The product's stock: the most that can be chosen (99 when unknown). */
  stock?: number | null;
  /** The visible label above the field; omit to label it for screen readers only. */
  label?: string;
  /** The product the quantity is for, read in the buttons' labels. */
  productName?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * − [n] +: from 1 to the stock (99 without stock). Typed text is kept while typing and settled on blur or
 * Enter: Arabic-Indic digits are accepted, anything that is not a number becomes 1 (spec section 5).
 */
export function QuantityStepper({
  value,
  onChange,
  stock,
  label,
  productName,
  disabled = false,
  className = '',
}: QuantityStepperProps) {
  const { t, locale } = useProductStrings();
  const id = useId();
  const max = maxQuantity({ stock });
  const [text, setText] = useState(String(value));

  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const next = clampQuantity(toLatinDigits(raw.trim()), stock);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  const step = (delta: number) => commit(String(value + delta));
  const button =
    'inline-flex size-11 items-center justify-center text-ink hover:bg-primary-tint hover:text-primary ' +
    'focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40';
  const labelText = label ?? t('product.quantity.label');

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={label ? 'text-sm font-medium text-ink' : 'sr-only'}>
        {labelText}
      </label>
      <div className="inline-flex w-fit items-center overflow-hidden rounded-control border border-line bg-surface">
        <button
          type="button"
          className={button}
          onClick={() => step(-1)}
          disabled={disabled || value <= 1}
          aria-label={t('product.quantity.decrease', { name: productName ?? '' })}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(event.currentTarget.value);
            }
          }}
          aria-describedby={`${id}-max`}
          className="h-11 w-14 border-x border-line text-center text-base font-medium tabular-nums text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
        />
        <button
          type="button"
          className={button}
          onClick={() => step(1)}
          disabled={disabled || value >= max}
          aria-label={t('product.quantity.increase', { name: productName ?? '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p id={`${id}-max`} className="text-xs text-ink-secondary">
        {t('product.quantity.max', { max: formatNumber(max, locale) })}
      </p>
    </div>
  );
}
