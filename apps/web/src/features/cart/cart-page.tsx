import { Info, ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ArrowBack } from '../../components/ui/directional-icons.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { formatNumber, isolate } from '../../lib/format.ts';
import { useHydrating } from '../../lib/hydrating.ts';
import { loginPathFor } from '../../lib/redirect.ts';
import { notify } from '../../lib/toast.ts';
import { updatesFrom } from './cart-review.ts';
import { CartLine } from './components/cart-line.tsx';
import { OrderSummaryPanel } from './components/order-summary-panel.tsx';
import { StepIndicator } from './components/step-indicator.tsx';
import { usePricedCart } from './use-priced-cart.ts';

/** The cart: lines re-priced by the server, what changed since adding, the totals, and the way to checkout. */
export function CartPage() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { user } = useCurrentUser();
  const { items, review, summary, summaryQuery, isEmpty } = usePricedCart();
  const setQuantity = useCartStore((state) => state.setQuantity);
  const removeItem = useCartStore((state) => state.removeItem);
  const clear = useCartStore((state) => state.clear);
  const updateItems = useCartStore((state) => state.updateItems);
  const [confirmClear, setConfirmClear] = useState(false);
  // The server paints the page's frame; the lines live on this device, and appear once the app has started.
  const hydrating = useHydrating();
  const units = items.reduce((sum, item) => sum + item.quantity, 0);

  const checkoutPath = user ? '/checkout' : loginPathFor('/checkout');
  const pricesReady = !!summary && !summaryQuery.isPlaceholderData;

  return (
    <PageShell>
      <PageHeading
        title={t('title')}
        description={
          isEmpty || hydrating
            ? undefined
            : t('description', { count: units, n: isolate(formatNumber(units, locale)) })
        }
      />
      <StepIndicator current={0} className="mb-8" />

      {hydrating ? (
        <CartWaiting label={t('loading')} />
      ) : isEmpty ? (
        <EmptyState
          icon={<ShoppingCart aria-hidden="true" className="size-6" />}
          title={t('empty.title')}
          description={t('empty.description')}
          action={<ButtonLink to="/products">{t('continueShopping')}</ButtonLink>}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
          <section aria-labelledby="cart-items-title" className="flex flex-col gap-4 lg:col-span-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="cart-items-title" className="text-lg font-bold text-ink">
                {t('items.title')}
              </h2>
              <Button variant="quiet" size="sm" onClick={() => setConfirmClear(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('clear.button')}
              </Button>
            </div>

            {review.priceChanges.length > 0 && pricesReady ? (
              <div
                role="status"
                className="flex flex-wrap items-center gap-3 rounded-card border border-amber-200 bg-amber-50 p-4"
              >
                <Info aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
                <p className="min-w-0 flex-1 text-sm text-ink">
                  {t('changes.prices', { count: review.priceChanges.length })}
                </p>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => summary && updateItems(updatesFrom(summary))}
                >
                  {t('changes.accept')}
                </Button>
              </div>
            ) : null}

            <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface">
              {review.lines.map((line) => (
                <CartLine
                  key={line.item.id}
                  line={line}
                  onQuantity={(quantity) => setQuantity(line.item.id, quantity)}
                  onRemove={() => {
                    removeItem(line.item.id);
                    notify.success(t('line.removed', { name: isolate(line.line?.name || line.item.name) }));
                  }}
                />
              ))}
            </ul>

            <ButtonLink to="/products" variant="quiet" className="self-start">
              <ArrowBack aria-hidden="true" className="size-4" />
              {t('continueShopping')}
            </ButtonLink>
          </section>

          <div className="lg:sticky lg:top-24">
            <OrderSummaryPanel
              summary={summary}
              isLoading={summaryQuery.isPending}
              error={summaryQuery.error}
              onRetry={() => void summaryQuery.refetch()}
              retrying={summaryQuery.isFetching}
            >
              {review.blocked ? (
                <p role="alert" className="text-sm font-medium text-danger">
                  {t('blocked')}
                </p>
              ) : null}
              {review.blocked || !summary ? (
                <Button disabled className="w-full">
                  {t('checkoutButton')}
                </Button>
              ) : (
                <ButtonLink to={checkoutPath} className="w-full">
                  {t('checkoutButton')}
                </ButtonLink>
              )}
              {user ? null : <p className="text-center text-sm text-ink-secondary">{t('signInHint')}</p>}
            </OrderSummaryPanel>
          </div>
        </div>
      )}

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('clear.title')}
        message={t('clear.message', { count: items.length, n: isolate(formatNumber(items.length, locale)) })}
        confirmLabel={t('clear.confirm')}
        destructive
        onConfirm={() => {
          clear();
          setConfirmClear(false);
          notify.success(t('clear.done'));
        }}
      />
    </PageShell>
  );
}

/** The cart's frame before the lines kept on this device are read: shaped like a cart of two lines. */
function CartWaiting({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <span role="status" className="sr-only">
        {label}
      </span>
      <div className="flex flex-col gap-4 lg:col-span-2">
        <Skeleton className="h-7 w-40" />
        <div className="divide-y divide-line rounded-card border border-line bg-surface">
          {[0, 1].map((line) => (
            <div key={line} className="flex gap-4 p-4">
              <Skeleton className="size-20 shrink-0" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-5 w-1/3" />
                <Skeleton className="mt-2 h-10 w-32" />
              </div>
            </div>
          ))}
        </div>
      </div>
      <OrderSummaryPanel summary={undefined} isLoading error={null} onRetry={() => undefined} />
    </div>
  );
}
