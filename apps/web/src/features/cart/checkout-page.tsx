import type { ShippingAddress } from '@shop/shared/orders';
import { FileText, ShoppingCart } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type PrescriptionChoice,
  PrescriptionPicker,
} from '../../components/prescriptions/prescription-picker.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { addressValuesFromProfile } from '../../lib/address-values.ts';
import { hasErrorCode, isApiError } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useShopConfig } from '../../lib/shop-config.ts';
import { notify } from '../../lib/toast.ts';
import { useCartSummary } from './api/calculate-summary.ts';
import { type PlacedOrder, useCreateOrder } from './api/create-order.ts';
import { useAddresses } from './api/get-addresses.ts';
import { useProfile } from './api/get-profile.ts';
import { OrderRequestError, type StockShortage } from './api/order-client.ts';
import { summaryItems } from './cart-review.ts';
import { CartLine } from './components/cart-line.tsx';
import { OrderComplete } from './components/order-complete.tsx';
import { OrderSummaryPanel } from './components/order-summary-panel.tsx';
import { availableMethods, type PaymentMethod, PaymentStep } from './components/payment-step.tsx';
import {
  fieldsFromAddress,
  type ShippingDefaults,
  ShippingForm,
  shippingValues,
} from './components/shipping-form.tsx';
import { ORDER_STEPS, StepIndicator } from './components/step-indicator.tsx';
import { StockConflicts } from './components/stock-conflicts.tsx';
import { newIdempotencyKey } from './idempotency-key.ts';
import { usePricedCart } from './use-priced-cart.ts';

type Step = 0 | 1 | 2 | 3;

/** Checkout: review the order, delivery details, payment and points, then the confirmation. */
export function CheckoutPage() {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(0);
  const [usePoints, setUsePoints] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [shipping, setShipping] = useState<ShippingAddress | null>(null);
  const [draft, setDraft] = useState<{ values: ShippingDefaults; addressId: number | null } | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | undefined>();
  const [shortages, setShortages] = useState<StockShortage[]>([]);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('cash_on_delivery');
  // The prescription attached for this checkout; kept across steps like the address.
  const [prescription, setPrescription] = useState<PrescriptionChoice | null>(null);
  const prescriptionHeading = useId();
  // One key per checkout attempt, reused when the same attempt is sent again (a lost answer, a retry).
  const attemptKey = useRef<string | null>(null);

  const { user } = useCurrentUser();
  const config = useShopConfig();
  // From the payment step on, the address is known, and so is its governorate's delivery fee.
  const governorate = step >= 2 ? shipping?.governorate : undefined;
  const { items, review, summary, summaryQuery, isEmpty } = usePricedCart(
    usePoints && step === 2,
    governorate,
  );
  const lines = useMemo(() => summaryItems(items), [items]);
  const pointsQuery = useCartSummary(
    { items: lines, use_points: true, governorate },
    user?.id ?? null,
    step === 2,
  );
  const setQuantity = useCartStore((state) => state.setQuantity);
  const removeItem = useCartStore((state) => state.removeItem);
  const clearCart = useCartStore((state) => state.clear);
  const createOrder = useCreateOrder();
  const needsPrescription = review.lines.some((line) => line.requiresPrescription);
  const focusPrescription = () => {
    const heading = document.getElementById(prescriptionHeading);
    heading?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    heading?.focus({ preventScroll: true });
  };

  const goTo = (next: Step) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const placeOrder = () => {
    if (!shipping) return;
    if (items.length === 0) {
      setPlaceError(t('checkout.errors.empty'));
      return;
    }
    if (needsPrescription && !prescription) {
      focusPrescription();
      return;
    }
    setPlaceError(null);
    setShortages([]);
    attemptKey.current ??= newIdempotencyKey();
    const key = attemptKey.current;
    createOrder.mutate(
      {
        key,
        body: {
          items: lines,
          shipping_address: shipping,
          use_points: usePoints,
          payment_method: method as 'cash_on_delivery',
          cart_total: summary?.total,
          cart_item_count: items.reduce((sum, item) => sum + item.quantity, 0),
          ...(needsPrescription && prescription ? { prescription_id: prescription.id } : {}),
        },
      },
      {
        onSuccess: (order) => {
          attemptKey.current = null;
          // The cart is emptied only now that the order exists.
          clearCart();
          setPlaced(order);
          notify.success(t('checkout.placed'));
          goTo(3);
        },
        onError: (error) => {
          // A refusal means nothing was created: the next attempt is a new one. A lost answer keeps the key.
          if (isApiError(error) && error.status >= 400 && error.status < 500) attemptKey.current = null;
          const message = errorMessage(error);
          notify.error(message);
          if (error instanceof OrderRequestError && error.shortages.length > 0) {
            // The panel lists each line with its fix; no second message under it.
            setShortages(error.shortages);
            void summaryQuery.refetch();
            return;
          }
          if (hasErrorCode(error, 'VALIDATION') && error.errors) {
            const fieldErrors = Object.fromEntries(
              Object.entries(error.errors).filter(([field]) => field.startsWith('shipping_address.')),
            );
            if (Object.keys(fieldErrors).length > 0) {
              setServerErrors(fieldErrors);
              goTo(1);
            }
          } else if (hasErrorCode(error, 'PRESCRIPTION_REQUIRED')) {
            // The server found a prescription medicine in the cart (or the chosen prescription is no longer
            // usable): ask for one again, right where it is attached.
            setPrescription(null);
            focusPrescription();
          } else if (hasErrorCode(error, 'INSUFFICIENT_POINTS')) {
            // The balance changed meanwhile.
            setUsePoints(false);
          } else if (hasErrorCode(error, 'PRICE_CHANGED')) {
            // The new prices are shown before the shopper confirms again.
            void summaryQuery.refetch();
          }
          setPlaceError(message);
        },
      },
    );
  };

  if (placed) {
    return (
      <PageShell>
        <PageHeading title={t('checkout.title')} trail={[{ label: t('title'), to: '/cart' }]} />
        <StepIndicator current={ORDER_STEPS.length} className="mb-8" />
        <OrderComplete order={placed} />
      </PageShell>
    );
  }

  if (isEmpty) {
    return (
      <PageShell>
        <PageHeading title={t('checkout.title')} trail={[{ label: t('title'), to: '/cart' }]} />
        <EmptyState
          icon={<ShoppingCart aria-hidden="true" className="size-6" />}
          title={t('checkout.errors.empty')}
          action={<ButtonLink to="/products">{t('continueShopping')}</ButtonLink>}
        />
      </PageShell>
    );
  }

  const pointsPreview = pointsQuery.data
    ? { points: pointsQuery.data.points_used, value: pointsQuery.data.points_value }
    : pointsQuery.isError
      ? { points: 0, value: 0 }
      : null;

  return (
    <PageShell>
      <PageHeading
        title={t('checkout.title')}
        trail={[{ label: t('title'), to: '/cart' }]}
        description={t('checkout.description')}
      />
      {/* The checkout's steps follow the cart's own: the cart is step 1, so this page's steps start at 2. */}
      <StepIndicator
        current={step + 1}
        onSelect={(index) => (index === 0 ? navigate('/cart') : goTo((index - 1) as Step))}
        className="mb-8"
      />

      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="lg:col-span-2">
          {step === 0 ? (
            <section aria-labelledby="review-title" className="flex flex-col gap-4">
              <h2 id="review-title" className="text-lg font-bold text-ink">
                {t('review.title')}
              </h2>
              <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface">
                {review.lines.map((line) => (
                  <CartLine
                    key={line.item.id}
                    line={line}
                    onQuantity={(quantity) => setQuantity(line.item.id, quantity)}
                    onRemove={() => removeItem(line.item.id)}
                  />
                ))}
              </ul>
              {review.lines.some((line) => line.requiresPrescription) ? (
                <p className="flex gap-2 rounded-control border border-amber-200 bg-amber-50 p-3 text-sm text-ink">
                  <FileText aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
                  {t('review.prescription')}
                </p>
              ) : null}
              {review.blocked ? (
                <p role="alert" className="text-sm font-medium text-danger">
                  {t('blocked')}
                </p>
              ) : null}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
                <ButtonLink to="/cart" variant="quiet">
                  {t('review.backToCart')}
                </ButtonLink>
                <Button onClick={() => goTo(1)} disabled={review.blocked || !summary}>
                  {t('review.continue')}
                </Button>
              </div>
            </section>
          ) : null}

          {step === 1 ? (
            <ShippingStep
              draft={draft}
              serverErrors={serverErrors}
              tileUrl={config.map_tile_url}
              onBack={() => goTo(0)}
              onSubmit={(values, values2, addressId) => {
                setShipping(values);
                setDraft({ values: values2, addressId });
                setServerErrors(undefined);
                goTo(2);
              }}
            />
          ) : null}

          {needsPrescription ? (
            // Mounted from the start (its code loads early) and kept while the shopper moves between steps,
            // so photos chosen but not yet sent are not lost; shown on the last step, above the button.
            <div hidden={step !== 2} className="mb-6">
              <PrescriptionPicker
                mode="checkout"
                value={prescription}
                onChange={setPrescription}
                headingId={prescriptionHeading}
              />
            </div>
          ) : null}

          {step === 2 && shipping ? (
            <PaymentStep
              methods={availableMethods(config.payment_methods)}
              method={method}
              onMethod={setMethod}
              usePoints={usePoints}
              onUsePoints={setUsePoints}
              pointsPreview={pointsPreview}
              shipping={shipping}
              onEditShipping={() => goTo(1)}
              onBack={() => goTo(1)}
              onPlace={placeOrder}
              placing={createOrder.isPending}
              canPlace={!review.blocked && !!summary}
              error={placeError}
              blockedReason={
                needsPrescription && !prescription ? (
                  <>
                    {t('payment.needPrescription')}{' '}
                    <button
                      type="button"
                      onClick={focusPrescription}
                      className="font-medium text-primary underline underline-offset-2"
                    >
                      {t('payment.addPrescription')}
                    </button>
                  </>
                ) : undefined
              }
              conflicts={
                <StockConflicts
                  shortages={shortages}
                  items={items}
                  names={new Map(review.lines.map((l) => [l.item.id, l.line?.name || l.item.name]))}
                  onSetQuantity={setQuantity}
                  onRemove={removeItem}
                />
              }
            />
          ) : null}
        </div>

        {/* On phones the totals come before the place-order button. */}
        <div className={`lg:sticky lg:top-24 ${step === 2 ? 'order-first lg:order-none' : ''}`}>
          <OrderSummaryPanel
            summary={summary}
            isLoading={summaryQuery.isPending}
            error={summaryQuery.error}
            onRetry={() => void summaryQuery.refetch()}
            retrying={summaryQuery.isFetching}
          >
            <ul className="flex flex-col gap-1 border-t border-line pt-3 text-sm text-ink-secondary">
              {review.lines.map((line) => (
                <li key={line.item.id} className="flex justify-between gap-3">
                  <span className="min-w-0 truncate">
                    {line.line?.name || line.item.name} <bdi>×{line.item.quantity}</bdi>
                  </span>
                </li>
              ))}
            </ul>
          </OrderSummaryPanel>
        </div>
      </div>
    </PageShell>
  );
}

/** Loads the profile and saved addresses once, then shows the form prefilled from them. */
function ShippingStep({
  draft,
  serverErrors,
  tileUrl,
  onBack,
  onSubmit,
}: {
  draft: { values: ShippingDefaults; addressId: number | null } | null;
  serverErrors: Record<string, string[]> | undefined;
  tileUrl: string;
  onBack: () => void;
  onSubmit: (values: ShippingAddress, draft: ShippingDefaults, addressId: number | null) => void;
}) {
  const { t } = useTranslation('cart');
  const profile = useProfile();
  const addresses = useAddresses();
  const { user } = useCurrentUser();

  if (!draft && (profile.isPending || addresses.isPending)) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          {t('shipping.loading')}
        </span>
        <Skeleton className="h-7 w-48" />
        <div className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      </div>
    );
  }

  const saved = addresses.data ?? [];
  const chosen = saved.find((a) => a.is_default) ?? saved[0] ?? null;
  const person = profile.data ?? user;
  const defaults: ShippingDefaults = draft?.values ?? {
    ...shippingValues(addressValuesFromProfile(person)),
    email: person?.email ?? '',
    instructions: '',
    ...(chosen ? fieldsFromAddress(chosen) : {}),
  };

  return (
    <div className="flex flex-col gap-4">
      {profile.isError || addresses.isError ? (
        <p role="status" className="rounded-control bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('shipping.prefillFailed')}
        </p>
      ) : null}
      <ShippingForm
        defaultValues={defaults}
        addresses={saved}
        selectedAddressId={draft ? draft.addressId : (chosen?.id ?? null)}
        serverErrors={serverErrors}
        tileUrl={tileUrl}
        submitLabel={t('shipping.continue')}
        emailRequired={!!person?.email}
        onBack={onBack}
        onSubmit={onSubmit}
      />
    </div>
  );
}
