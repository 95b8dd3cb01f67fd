import { GOVERNORATES } from '@shop/shared/governorates';
import type { ShippingAddress } from '@shop/shared/orders';
import { Banknote, CreditCard, Pencil, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { joinParts } from '../../../components/address/address-parts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatMoney, formatNumber, isolate } from '../../../lib/format.ts';

/** Methods the shop knows how to name; a method appears only when /api/config lists it. */
export const KNOWN_PAYMENT_METHODS = [
  'cash_on_delivery',
  'credit_card',
  'electronic_payment',
  'bank_transfer',
  'paypal',
  'apple_pay',
] as const;
export type PaymentMethod = (typeof KNOWN_PAYMENT_METHODS)[number];

export function availableMethods(configured: string[]): PaymentMethod[] {
  const known = KNOWN_PAYMENT_METHODS.filter((m) => configured.includes(m));
  return known.length > 0 ? known : ['cash_on_delivery'];
}

interface PaymentStepProps {
  methods: PaymentMethod[];
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  usePoints: boolean;
  onUsePoints: (use: boolean) => void;
  /** What "use my points" would spend and save on this order (null while it is being computed). */
  pointsPreview: { points: number; value: number } | null;
  shipping: ShippingAddress;
  onEditShipping: () => void;
  onBack: () => void;
  onPlace: () => void;
  placing: boolean;
  canPlace: boolean;
  error: string | null;
  /** Stock conflicts from the last attempt, with their fixes. */
  conflicts?: ReactNode;
  /** Why the order cannot be placed yet (no prescription attached), shown by the disabled button. */
  blockedReason?: ReactNode;
}

/** How to pay (cash on delivery), loyalty points, where it goes, and the button that places the order. */
export function PaymentStep({
  methods,
  method,
  onMethod,
  usePoints,
  onUsePoints,
  pointsPreview,
  shipping,
  onEditShipping,
  onBack,
  onPlace,
  placing,
  canPlace,
  error,
  conflicts,
  blockedReason,
}: PaymentStepProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const governorate = GOVERNORATES.find((g) => g.code === shipping.governorate)?.[locale];
  const noPoints = pointsPreview !== null && pointsPreview.points <= 0;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="deliver-to-title" className="rounded-card border border-line bg-surface p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id="deliver-to-title" className="font-bold text-ink">
            {t('payment.deliverTo')}
          </h2>
          <Button size="sm" variant="quiet" onClick={onEditShipping}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('payment.edit')}
          </Button>
        </div>
        <address className="mt-1 flex flex-col gap-0.5 text-sm not-italic text-ink-secondary">
          <bdi className="font-medium text-ink">
            {shipping.first_name} {shipping.last_name}
          </bdi>
          <PhoneNumber phone={shipping.phone} className="self-start" />
          <span>{joinParts([shipping.address, shipping.district, shipping.city, governorate], locale)}</span>
          {shipping.landmark ? <bdi>{shipping.landmark}</bdi> : null}
        </address>
      </section>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-bold text-ink">{t('payment.title')}</legend>
        {methods.map((m) => (
          <label
            key={m}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-control border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
              method === m ? 'border-primary bg-primary-tint' : 'border-line bg-surface'
            }`}
          >
            <input
              type="radio"
              name="payment-method"
              value={m}
              checked={method === m}
              onChange={() => onMethod(m)}
              className="size-4 accent-primary"
            />
            {m === 'cash_on_delivery' ? (
              <Banknote aria-hidden="true" className="size-5 text-primary" />
            ) : (
              <CreditCard aria-hidden="true" className="size-5 text-primary" />
            )}
            <span className="flex flex-col">
              <span className="font-medium text-ink">{t(`payment.methods.${m}`)}</span>
              {m === 'cash_on_delivery' ? (
                <span className="text-sm text-ink-secondary">{t('payment.cashHelp')}</span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>

      <section aria-labelledby="points-title" className="flex flex-col gap-2">
        <h2 id="points-title" className="text-lg font-bold text-ink">
          {t('points.title')}
        </h2>
        {pointsPreview === null ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <label
            className={`flex min-h-11 items-start gap-3 rounded-control border p-4 ${
              noPoints ? 'border-line bg-slate-50' : 'cursor-pointer border-line bg-surface'
            } ${usePoints ? 'border-primary bg-primary-tint' : ''}`}
          >
            <input
              type="checkbox"
              checked={usePoints}
              disabled={noPoints}
              onChange={(e) => onUsePoints(e.target.checked)}
              className="mt-1 size-4 accent-primary"
            />
            <span className="flex flex-col">
              <span className="font-medium text-ink">{t('points.use')}</span>
              <span className="text-sm text-ink-secondary">
                {noPoints
                  ? t('points.none')
                  : t('points.available', {
                      points: isolate(formatNumber(pointsPreview.points, locale)),
                      value: isolate(formatMoney(pointsPreview.value, locale)),
                    })}
              </span>
            </span>
          </label>
        )}
      </section>

      {conflicts}

      {error ? (
        <div
          role="alert"
          className="flex items-center gap-2 rounded-control border border-red-200 bg-red-50 p-3 text-sm text-danger"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          {error}
        </div>
      ) : null}

      {blockedReason ? (
        <div id="place-blocked" className="text-sm text-ink sm:text-end">
          {blockedReason}
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="quiet" onClick={onBack}>
          {t('checkout.back')}
        </Button>
        <Button
          onClick={onPlace}
          busy={placing}
          disabled={!canPlace || !!blockedReason}
          aria-describedby={blockedReason ? 'place-blocked' : undefined}
        >
          {t('payment.place')}
        </Button>
      </div>
    </div>
  );
}
