import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { useCartCount } from '../../lib/cart-store.ts';

export function CartPage() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <PageShell>
      <PageHeading
        title={t('pages.cart.title')}
        description={
          count > 0 ? t('pages.cart.summary', { items: t('common.products', { count }) }) : undefined
        }
      />
      {count === 0 ? (
        <EmptyState
          icon={<ShoppingCart aria-hidden="true" className="size-6" />}
          title={t('pages.cart.empty')}
          description={t('pages.cart.emptyHint')}
          action={<ButtonLink to="/products">{t('pages.cart.continue')}</ButtonLink>}
        />
      ) : null}
    </PageShell>
  );
}
