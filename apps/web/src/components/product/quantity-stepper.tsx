import { useId } from 'react';
import { maxQuantity } from '../../lib/cart-store.ts';
import { formatNumber } from '../../lib/format.ts';
import { QuantityControl } from '../ui/quantity-control.tsx';
import { useProductStrings } from './use-product-strings.ts';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** The product's stock: the most that can be chosen (99 when unknown). */
  stock?: number | null;
  /** The product's per-order limit, when it has one: the most that can be chosen if below the stock. */
  maxPerOrder?: number | null;
  /** The visible label above the field; omit to label it for screen readers only. */
  label?: string;
  /** The product the quantity is for, read in the buttons' labels. */
  productName?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The product page's quantity: a label, − [n] + from 1 to the stock (99 without stock) or the per-order
 * limit, whichever is lower, and the maximum.
 */
export function QuantityStepper({
  value,
  onChange,
  stock,
  maxPerOrder,
  label,
  productName,
  disabled = false,
  className = '',
}: QuantityStepperProps) {
  const { t, locale } = useProductStrings();
  const id = useId();
  const max = maxQuantity({ stock, max_per_order: maxPerOrder });
  const labelText = label ?? t('product.quantity.label');

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={label ? 'text-sm font-medium text-ink' : 'sr-only'}>
        {labelText}
      </label>
      <QuantityControl
        value={value}
        max={max}
        onChange={onChange}
        inputId={id}
        describedBy={`${id}-max`}
        disabled={disabled}
        labels={{
          decrease: t('product.quantity.decrease', { name: productName ?? '' }),
          increase: t('product.quantity.increase', { name: productName ?? '' }),
        }}
      />
      <p id={`${id}-max`} className="text-xs text-ink-secondary">
        {t('product.quantity.max', { max: formatNumber(max, locale) })}
      </p>
    </div>
  );
}
