import { clampQuantity } from '@shop/shared/cart';
import { toLatinDigits } from '@shop/shared/digits';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';

interface QuantityControlProps {
  value: number;
  /** The highest quantity allowed (the stock, or 99 when unknown). */
  max: number;
  onChange: (quantity: number) => void;
  labels: {
    decrease: string;
    increase: string /** Omitted when a <label for=inputId> names the field. */;
    input?: string;
  };
  inputId?: string;
  describedBy?: string;
  disabled?: boolean;
}

const stepButton =
  'inline-flex size-11 items-center justify-center text-ink hover:bg-primary-tint hover:text-primary ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40';

/**
 * − [n] +: never below 1 nor above `max`. Typed text is kept while typing and settled on Enter or when
 * leaving the field: Arabic-Indic digits are accepted, anything that is not a number becomes 1 (spec
 * section 5). The caller names the group (a label above it on the product page, a legend in the cart).
 */
export function QuantityControl({
  value,
  max,
  onChange,
  labels,
  inputId,
  describedBy,
  disabled = false,
}: QuantityControlProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (raw: string) => {
    const next = clampQuantity(toLatinDigits(raw.trim()), max);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="inline-flex w-fit items-center overflow-hidden rounded-control border border-line bg-surface">
      <button
        type="button"
        className={stepButton}
        onClick={() => commit(String(value - 1))}
        disabled={disabled || value <= 1}
        aria-label={labels.decrease}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        value={draft}
        disabled={disabled}
        aria-label={labels.input}
        aria-describedby={describedBy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(event.currentTarget.value);
          }
        }}
        className="h-11 w-14 border-x border-line bg-surface text-center text-base font-medium tabular-nums text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
      />
      <button
        type="button"
        className={stepButton}
        onClick={() => commit(String(value + 1))}
        disabled={disabled || value >= max}
        aria-label={labels.increase}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
