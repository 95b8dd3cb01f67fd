import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { Order } from '../api/get-orders.ts';
import { wayToTheDoor } from '../way-to-door.ts';

const DOT = {
  done: 'bg-primary',
  // The step the order is at, marked by a halo in the brand's colour: red would read as a problem.
  current: 'bg-primary ring-4 ring-primary/25',
  next: 'bg-slate-300',
} as const;

/** The order's way to the customer's door, from placing to delivery, as a timeline in the page's language. */
export function WayToTheDoor({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const steps = wayToTheDoor(order);
  const attempts = order.delivery_attempts;
  return (
    <section aria-labelledby="order-door-title">
      <h3 id="order-door-title" className="mb-2 font-bold text-ink">
        {t('door.title')}
      </h3>
      <ol className="flex flex-col gap-2 border-s-2 border-line ps-4" data-testid="order-door">
        {steps.map((step) => (
          <li
            key={step.status}
            className="relative text-sm"
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -start-[1.3rem] size-2.5 rounded-full ${DOT[step.state]}`}
            />
            <span className={step.state === 'next' ? 'text-ink-secondary' : 'font-medium text-ink'}>
              {t(`status.${step.status}`)}
            </span>
            <span className="sr-only"> ({t(`door.${step.state}`)})</span>
          </li>
        ))}
      </ol>
      {attempts > 1 ? (
        <p className="mt-2 text-sm text-ink-secondary">
          {t('door.attempts', { count: attempts, n: formatNumber(attempts, locale) })}
        </p>
      ) : null}
    </section>
  );
}
