import { QuantityControl } from '../../../components/ui/quantity-control.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface QuantityStepperProps {
  value: number;
  /** The highest quantity allowed (the stock, or 99 when unknown). */
  max: number;
  /** Names the product for screen readers. */
  name: string;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** A cart line's quantity, named after its product for screen readers. */
export function QuantityStepper({ value, max, name, onChange, disabled }: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('quantity.group', { name })}</legend>
      <QuantityControl
        value={value}
        max={max}
        onChange={onChange}
        disabled={disabled}
        labels={{
          decrease: t('quantity.decrease', { name }),
          increase: t('quantity.increase', { name }),
          input: t('quantity.label', { name }),
        }}
      />
    </fieldset>
  );
}
