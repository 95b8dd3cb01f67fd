import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { useWishlistCount } from '../../lib/wishlist-store.ts';

export function WishlistPage() {
  const { t } = useTranslation();
  const count = useWishlistCount();
  return (
    <PageShell>
      <PageHeading
        title={t('pages.wishlist.title')}
        description={
          count > 0 ? t('pages.wishlist.summary', { items: t('common.products', { count }) }) : undefined
        }
      />
      {count === 0 ? (
        <EmptyState
          icon={<Heart aria-hidden="true" className="size-6" />}
          title={t('pages.wishlist.empty')}
          description={t('pages.wishlist.emptyHint')}
          action={<ButtonLink to="/products">{t('pages.wishlist.browse')}</ButtonLink>}
        />
      ) : null}
    </PageShell>
  );
}
