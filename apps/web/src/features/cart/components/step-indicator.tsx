import { Check } from 'lucide-react';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber } from '../../../lib/format.ts';

/** The one sequence the cart and the checkout both show, so a step has the same name and number on each. */
export const ORDER_STEPS = ['cart', 'review', 'shipping', 'payment', 'complete'] as const;

interface StepIndicatorProps {
  /** Index of the current step in ORDER_STEPS (its length once the order is placed). */
  current: number;
  /** Lets the shopper go back to a finished step. */
  onSelect?: ((index: number) => void) | undefined;
  className?: string;
}

/** Numbered steps joined by a line that fills up to the current one; mirrored in Arabic. */
export function StepIndicator({ current, onSelect, className = '' }: StepIndicatorProps) {
  const { t } = useTranslation('cart');
  const steps = ORDER_STEPS.map((step) => t(`steps.${step}`));
  const locale = useLocale();
  return (
    <nav aria-label={t('steps.label')} className={className}>
      <ol className="flex items-start">
        {steps.map((label, index) => {
          const done = index < current;
          const active = index === current;
          const circle = (
            <span
              className={`relative z-10 flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold ${
                done
                  ? 'border-primary bg-primary text-white'
                  : active
                    ? 'border-primary bg-surface text-primary'
                    : 'border-line bg-surface text-ink-muted'
              }`}
            >
              {done ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <bdi>{formatNumber(index + 1, locale)}</bdi>
              )}
            </span>
          );
          const text = (
            <span
              className={`mt-1.5 text-center text-xs leading-tight sm:text-sm ${
                active ? 'font-bold text-ink' : done ? 'text-ink' : 'text-ink-secondary'
              }`}
            >
              {label}
            </span>
          );
          return (
            <li
              key={label}
              className="relative flex flex-1 flex-col items-center"
              aria-current={active ? 'step' : undefined}
            >
              {index < steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={`absolute top-[1.0625rem] start-1/2 h-0.5 w-full ${done ? 'bg-primary' : 'bg-line'}`}
                />
              ) : null}
              {done && onSelect ? (
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  className="flex min-h-11 flex-col items-center rounded-control px-1 focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {circle}
                  {text}
                  <span className="sr-only">{t('steps.done')}</span>
                </button>
              ) : (
                <span className="flex flex-col items-center px-1">
                  {circle}
                  {text}
                  {done ? <span className="sr-only">{t('steps.done')}</span> : null}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
