import type { ProductView } from '@shop/shared/catalog';
import {
  Award,
  Banknote,
  FileText,
  PackageSearch,
  RotateCcw,
  ShieldCheck,
  ShoppingCart,
  Truck,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isOutOfStock, useAddToCart } from '../../components/product/add-to-cart.ts';
import { Countdown } from '../../components/product/countdown.tsx';
import { DiscountBadge } from '../../components/product/discount-badge.tsx';
import { QuantityStepper } from '../../components/product/quantity-stepper.tsx';
import { StockBadge } from '../../components/product/stock-badge.tsx';
import { WishlistButton } from '../../components/product/wishlist-button.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Breadcrumb, type Crumb } from '../../components/ui/breadcrumb.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Price } from '../../components/ui/price.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { hasErrorCode } from '../../lib/api-error.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formatMoney, formatNumber, isolate } from '../../lib/format.ts';
import { useReturnWithin, useShopConfig } from '../../lib/shop-config.ts';
import { parseProductId, useProduct } from './api/get-product.ts';
import { ProductGallery } from './product-gallery.tsx';
import { RelatedProducts } from './related-products.tsx';

/** A discount's countdown is shown when it ends within this long. */
const COUNTDOWN_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** /products/:id: gallery, price and discount, stock, quantity and add to cart, description, related products. */
export function ProductPage() {
  const { t } = useTranslation('catalog');
  const params = useParams();
  const id = parseProductId(params.id);
  const query = useProduct(id);

  const notFound = id === null || (query.isError && hasErrorCode(query.error, 'NOT_FOUND'));
  useDocumentTitle(
    notFound ? t('product.notFound.title') : query.data ? query.data.name : t('product.loadingTitle'),
  );

  if (notFound) {
    return (
      <PageShell className="py-16">
        <EmptyState
          titleAs="h1"
          icon={<PackageSearch aria-hidden="true" className="size-6" />}
          title={t('product.notFound.title')}
          description={t('product.notFound.description')}
          action={<ButtonLink to="/products">{t('product.notFound.browse')}</ButtonLink>}
        />
      </PageShell>
    );
  }
  if (query.isError && !query.data) {
    return (
      <PageShell>
        <h1 className="sr-only">{t('product.loadingTitle')}</h1>
        <ErrorState
          message={t('product.error')}
          detail={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </PageShell>
    );
  }
  if (!query.data) return <ProductPageSkeleton />;
  return <ProductDetails key={query.data.id} product={query.data} />;
}

function ProductDetails({ product }: { product: ProductView }) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const { free_shipping_threshold } = useShopConfig();
  const { within } = useReturnWithin();
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const soldOut = isOutOfStock(product);
  // A prescription medicine is not pushed (decision 015): its page shows the price to pay, with no
  // struck-through price, saving or countdown.
  const promoted = !product.requires_prescription;
  const discounted = product.has_discount && product.discounted_price < product.original_price;
  const shownPrice = discounted ? product.discounted_price : product.price;
  const endsAt = product.discount_ends_at ? Date.parse(product.discount_ends_at) : Number.NaN;
  const [now] = useState(() => Date.now());
  const showCountdown =
    discounted && promoted && Number.isFinite(endsAt) && endsAt > now && endsAt - now <= COUNTDOWN_WINDOW_MS;

  const category = product.category;
  const crumbs: Crumb[] = [{ label: tc('nav.home'), to: '/' }];
  if (category.parent) {
    crumbs.push({
      label: category.parent.name,
      to: `/products?category=${encodeURIComponent(category.parent.slug)}`,
    });
  }
  crumbs.push({ label: category.name, to: `/products?category=${encodeURIComponent(category.slug)}` });
  crumbs.push({ label: product.name });

  return (
    <PageShell className="flex flex-col gap-10">
      <div className="flex flex-col gap-4">
        <Breadcrumb items={crumbs} />
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
          <ProductGallery product={product} />

          <div className="flex flex-col gap-5">
            <div className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/products?category=${encodeURIComponent(category.slug)}`}
                  className="inline-flex min-h-8 items-center rounded-full bg-primary-tint px-3 text-sm font-medium text-primary hover:underline"
                >
                  {category.name}
                </Link>
                {product.bestseller ? (
                  <Badge tone="warning">
                    <Award aria-hidden="true" className="size-3.5" />
                    {t('product.badges.bestseller')}
                  </Badge>
                ) : null}
              </div>
              <h1 className="text-2xl text-ink md:text-3xl">{product.name}</h1>
            </div>

            <div className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
              <div className="flex flex-wrap items-center gap-3">
                <Price
                  price={shownPrice}
                  originalPrice={discounted && promoted ? product.original_price : null}
                  size="lg"
                />
                {discounted && promoted ? <DiscountBadge percentage={product.discount_percentage} /> : null}
              </div>
              {discounted && promoted ? (
                <p className="text-sm font-medium text-accent">
                  {t('product.youSave', {
                    amount: isolate(formatMoney(product.original_price - product.discounted_price, locale)),
                  })}
                </p>
              ) : null}
              {showCountdown ? (
                <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
                  <span>{t('product.offerEndsIn')}</span>
                  <Countdown
                    endsAt={endsAt}
                    appearance="inline"
                    className="rounded-control bg-rose-50 px-2 py-0.5 text-accent"
                  />
                </p>
              ) : null}
              <div className="flex flex-wrap items-center gap-2 pt-1">
                <StockBadge status={product.stock_status} stock={product.stock} />
                {product.max_per_order !== null ? (
                  <Badge tone="neutral">
                    <ShieldCheck aria-hidden="true" className="size-3.5" />
                    {t('product.limit.perOrder', {
                      max: isolate(formatNumber(product.max_per_order, locale)),
                    })}
                  </Badge>
                ) : null}
              </div>
              {product.max_per_order !== null ? (
                <p className="text-xs text-ink-secondary">
                  {t(product.requires_prescription ? 'product.limit.whyPrescription' : 'product.limit.why')}
                </p>
              ) : null}
            </div>

            {product.requires_prescription ? (
              <div
                role="note"
                className="flex gap-3 rounded-card border border-teal-200 bg-primary-tint p-4 text-sm text-ink"
              >
                <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <div className="flex flex-col gap-2">
                  <p className="font-bold">{t('product.prescription.title')}</p>
                  <p className="text-ink-secondary">{t('product.prescription.notice')}</p>
                  <ol className="flex list-decimal flex-col gap-1 ps-5 text-ink-secondary">
                    <li>{t('product.prescription.steps.add')}</li>
                    <li>{t('product.prescription.steps.upload')}</li>
                    <li>{t('product.prescription.steps.review')}</li>
                  </ol>
                </div>
              </div>
            ) : null}

            <div className="flex flex-col gap-3">
              {soldOut ? null : (
                <QuantityStepper
                  value={quantity}
                  onChange={setQuantity}
                  stock={product.stock}
                  maxPerOrder={product.max_per_order}
                  label={t('product.quantity.label')}
                  productName={product.name}
                />
              )}
              <div className="flex flex-wrap gap-3">
                <Button
                  onClick={() => {
                    if (addToCart(product, quantity)) setQuantity(1);
                  }}
                  disabled={soldOut}
                  className="min-w-48 flex-1 sm:flex-none"
                >
                  <ShoppingCart aria-hidden="true" className="size-5" />
                  {soldOut ? t('product.cart.unavailable') : t('product.cart.add')}
                </Button>
                <WishlistButton product={product} appearance="labelled" />
              </div>
              {soldOut ? <p className="text-sm text-ink-secondary">{t('product.soldOutHint')}</p> : null}
            </div>

            <ul className="grid gap-2 rounded-card border border-line bg-surface p-4 text-sm text-ink">
              <li className="flex items-start gap-2">
                <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {t('product.delivery.times')}
              </li>
              <li className="flex items-start gap-2">
                <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {t('product.delivery.free', {
                  amount: isolate(formatMoney(free_shipping_threshold, locale)),
                })}
              </li>
              <li className="flex items-start gap-2">
                <Banknote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {t('product.delivery.cash')}
              </li>
              <li className="flex items-start gap-2">
                <RotateCcw aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>
                  {product.returnable
                    ? t('product.delivery.returns', { within })
                    : t('product.delivery.notReturnable')}{' '}
                  <Link
                    to="/return-policy"
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    {t('product.delivery.returnsLink')}
                  </Link>
                </span>
              </li>
            </ul>
          </div>
        </div>
      </div>

      <section aria-labelledby="description-title" className="flex max-w-3xl flex-col gap-3">
        <h2 id="description-title" className="text-xl text-ink md:text-2xl">
          {t('product.description')}
        </h2>
        <p className="whitespace-pre-line text-ink-secondary">
          {product.description || t('product.noDescription')}
        </p>
      </section>

      <RelatedProducts product={product} />
    </PageShell>
  );
}

function ProductPageSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <PageShell>
      <p role="status" className="sr-only">
        {t('product.loadingTitle')}
      </p>
      <Skeleton className="mb-4 h-4 w-64" />
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <Skeleton className="aspect-square w-full rounded-card" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-6 w-28 rounded-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-28 w-full rounded-card" />
          <Skeleton className="h-11 w-40" />
          <Skeleton className="h-11 w-full sm:w-72" />
          <Skeleton className="h-32 w-full rounded-card" />
        </div>
      </div>
    </PageShell>
  );
}
