import { formatIraqiMobile } from '@shop/shared/phone';
import { CircleCheckBig, FileText, FileX, Phone, Truck, Wallet } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatMoney, isolate } from '../../../lib/format.ts';
import type { PlacedOrder } from '../api/create-order.ts';

/** The last step: the order number and what happens next. */
export function OrderComplete({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const inBaghdad = order.shipping_address.governorate === 'baghdad';
  const cash = order.payment_method === 'cash_on_delivery';
  // A prescription order waits for the pharmacist before anything is prepared: that comes first, and every
  // later step is counted from the approval.
  const rx = order.requires_prescription;
  return (
    <section
      aria-labelledby="order-complete-title"
      className="mx-auto flex max-w-2xl flex-col items-center gap-6 rounded-card border border-line bg-surface p-6 text-center sm:p-10"
    >
      <div className="flex size-16 items-center justify-center rounded-full bg-green-50 text-green-700">
        <CircleCheckBig aria-hidden="true" className="size-9" />
      </div>
      <div className="flex flex-col gap-2">
        <h2 id="order-complete-title" className="text-2xl font-bold text-ink">
          {t('complete.title')}
        </h2>
        <p className="text-ink-secondary">{t(rx ? 'complete.subtitlePrescription' : 'complete.subtitle')}</p>
      </div>
      <div className="flex flex-col items-center gap-1 rounded-card bg-primary-tint px-6 py-4">
        <span className="text-sm text-ink-secondary">{t('complete.orderNumber')}</span>
        <bdi className="text-2xl font-bold tracking-wide text-primary" data-testid="order-number">
          {order.order_number}
        </bdi>
        <span className="text-sm text-ink-secondary">
          {t('complete.total')} <bdi className="font-bold text-ink">{formatMoney(order.total, locale)}</bdi>
        </span>
      </div>

      <div className="w-full text-start">
        <h3 className="mb-3 font-bold text-ink">{t('complete.nextTitle')}</h3>
        <ol className="flex flex-col gap-3">
          {rx ? (
            <>
              <li className="flex gap-3">
                <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{t('complete.prescription')}</span>
              </li>
              <li className="flex gap-3">
                <FileX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{t('complete.prescriptionRejected')}</span>
              </li>
            </>
          ) : null}
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              {t(rx ? 'complete.callAfterApproval' : 'complete.call', {
                phone: isolate(formatIraqiMobile(order.phone)),
              })}
            </span>
          </li>
          <li className="flex gap-3">
            <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              {t(
                rx
                  ? inBaghdad
                    ? 'complete.deliveryBaghdadAfterApproval'
                    : 'complete.deliveryOtherAfterApproval'
                  : inBaghdad
                    ? 'complete.deliveryBaghdad'
                    : 'complete.deliveryOther',
              )}
            </span>
          </li>
          {cash ? (
            <li className="flex gap-3">
              <Wallet aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{t('complete.cash', { amount: isolate(formatMoney(order.total, locale)) })}</span>
            </li>
          ) : null}
        </ol>
      </div>

      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to={`/orders?order=${order.id}`}>{t('complete.viewOrders')}</ButtonLink>
        <ButtonLink to="/products" variant="secondary">
          {t('continueShopping')}
        </ButtonLink>
      </div>
    </section>
  );
}
