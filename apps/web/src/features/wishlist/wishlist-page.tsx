import { CloudOff, Heart, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { formatNumber, isolate } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { type SyncOutcome, useWishlistStore } from '../../lib/wishlist-store.ts';
import { type Product, useWishlistProducts } from './api/get-product.ts';
import { WishlistCard } from './components/wishlist-card.tsx';

/** /wishlist: saved products with their current price and stock; add to cart, remove, clear all. */
export function WishlistPage() {
  const { t } = useTranslation('wishlist');
  const locale = useLocale();
  const items = useWishlistStore((state) => state.items);
  const pendingSync = useWishlistStore((state) => state.pendingSync);
  const syncing = useWishlistStore((state) => state.syncing);
  const remove = useWishlistStore((state) => state.remove);
  const clear = useWishlistStore((state) => state.clear);
  const syncWithServer = useWishlistStore((state) => state.syncWithServer);
  const addItem = useCartStore((state) => state.addItem);
  const [outcome, setOutcome] = useState<SyncOutcome | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  // Newest first.
  const entries = [...items].sort((a, b) => b.added_at.localeCompare(a.added_at));
  const products = useWishlistProducts(entries.map((entry) => entry.product_id));

  const sync = () => {
    void syncWithServer({ quiet: true }).then(setOutcome);
  };
  // Opening the page fetches the server's list (another device may have changed it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(sync, []);

  const addToCart = (product: Product) => {
    addItem({
      id: product.id,
      name: product.name,
      price: product.original_price,
      original_price: product.original_price,
      discounted_price: product.discounted_price,
      discount_percentage: product.discount_percentage,
      image: product.image,
      description: product.description,
      stock: product.stock,
      category_name: product.category_name,
      requires_prescription: product.requires_prescription,
    });
    notify.success(t('item.addedToCart', { name: isolate(product.name) }));
  };

  const firstLoad = outcome === null && syncing && items.length === 0;

  return (
    <PageShell>
      <PageHeading
        title={t('title')}
        description={
          items.length > 0
            ? t('description', { count: items.length, n: isolate(formatNumber(items.length, locale)) })
            : undefined
        }
      />

      <div className="flex flex-col gap-4">
        {outcome === 'failed' || outcome === 'partial' ? (
          <ErrorState
            compact
            message={outcome === 'failed' ? t('sync.loadFailed') : t('sync.someFailed')}
            onRetry={sync}
            retrying={syncing}
          />
        ) : pendingSync && !syncing ? (
          <div
            role="status"
            className="flex flex-wrap items-center gap-3 rounded-control border border-amber-200 bg-amber-50 p-3 text-sm text-ink"
          >
            <CloudOff aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
            <span className="min-w-0 flex-1">{t('sync.pending')}</span>
            <Button size="sm" variant="secondary" onClick={sync}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('sync.now')}
            </Button>
          </div>
        ) : null}

        {firstLoad ? (
          <ul className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="flex gap-4 rounded-card border border-line bg-surface p-4">
                <Skeleton className="size-24 shrink-0" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="mt-auto h-10 w-full" />
                </div>
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<Heart aria-hidden="true" className="size-6" />}
            title={t('empty.title')}
            description={t('empty.description')}
            action={<ButtonLink to="/products">{t('empty.browse')}</ButtonLink>}
          />
        ) : (
          <>
            <div className="flex justify-end">
              <Button variant="quiet" size="sm" onClick={() => setConfirmClear(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('clear.button')}
              </Button>
            </div>
            <ul className="grid gap-4 md:grid-cols-2">
              {entries.map((entry, index) => {
                const query = products[index];
                if (!query) return null;
                return (
                  <WishlistCard
                    key={entry.product_id}
                    entry={entry}
                    query={query}
                    onAddToCart={addToCart}
                    onRemove={(name) => {
                      remove(entry.product_id);
                      notify.success(
                        name ? t('item.removed', { name: isolate(name) }) : t('item.removedPlain'),
                      );
                    }}
                  />
                );
              })}
            </ul>
          </>
        )}
      </div>

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
