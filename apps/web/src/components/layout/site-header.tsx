import { Heart, Menu, ShoppingCart, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { useCartCount } from '../../lib/cart-store.ts';
import { formatMoney, formatNumber, isolate } from '../../lib/format.ts';
import { useShopConfig } from '../../lib/shop-config.ts';
import { TOASTS_BELOW } from '../../lib/toast.ts';
import { useWishlistCount } from '../../lib/wishlist-store.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { HEADER_LINKS } from './nav-links.ts';
import { SearchBox } from './search-box.tsx';

// Radix dialog and dropdown stay out of the first load: the drawer loads on first open, the user menu on sign-in.
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

const iconButton =
  'relative inline-flex h-11 w-10 sm:w-11 shrink-0 items-center justify-center rounded-control text-ink-secondary hover:bg-primary-tint hover:text-primary';

export function SiteHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user, isStaff } = useCurrentUser();
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();
  const { free_shipping_threshold } = useShopConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <header className="relative z-30 border-b border-line bg-surface" {...{ [TOASTS_BELOW]: '' }}>
      <div className="bg-primary text-white">
        <p className="page-container py-1.5 text-center text-sm">
          {t('header.freeDelivery', { amount: isolate(formatMoney(free_shipping_threshold, locale)) })}
          <span className="hidden md:inline"> · {t('header.deliveryNote')}</span>
        </p>
      </div>

      <div className="page-container flex flex-wrap items-center gap-x-1 gap-y-2 py-2 sm:gap-x-3 lg:flex-nowrap lg:gap-x-6 lg:py-3">
        <button
          type="button"
          onClick={openMenu}
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          className={`${iconButton} -ms-2 lg:hidden`}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>

        {/* On a phone the name may not push the icons to a second row, even in the fallback font before the web
            font arrives (the row used to re-flow by 52 px: issue 18, 13). */}
        <Logo className="min-w-0 grow basis-0 overflow-hidden lg:min-w-max lg:grow-0 lg:basis-auto" />

        <SearchBox className="order-last lg:order-none lg:max-w-xl lg:flex-1" />

        <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
          <LanguageSwitcher />
          <Link
            to="/wishlist"
            aria-label={t('header.wishlistLabel', { items: t('common.products', { count: wishlistCount }) })}
            className={iconButton}
          >
            <Heart aria-hidden="true" className="size-5" />
            <CountBadge count={wishlistCount} />
          </Link>
          <Link
            to="/cart"
            aria-label={t('header.cartLabel', { items: t('common.products', { count: cartCount }) })}
            className={iconButton}
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
            <CountBadge count={cartCount} />
          </Link>
          {user ? (
            <Suspense
              fallback={
                <span className={iconButton}>
                  <UserRound aria-hidden="true" className="size-5" />
                </span>
              }
            >
              <UserMenu user={user} isStaff={isStaff} />
            </Suspense>
          ) : (
            <Link
              to="/login"
              aria-label={t('header.signIn')}
              className={`${iconButton} lg:w-auto lg:gap-1.5 lg:px-3`}
            >
              <UserRound aria-hidden="true" className="size-5" />
              <span className="hidden text-sm font-medium lg:inline">{t('header.signIn')}</span>
            </Link>
          )}
        </div>
      </div>

      <div className="hidden border-t border-line lg:block">
        <div className="page-container flex items-center gap-2 py-2">
          <MegaMenu />
          <nav aria-label={t('nav.main')}>
            <ul className="flex items-center gap-1">
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center rounded-control px-3 font-medium ${
                        isActive ? 'text-primary' : 'text-ink hover:bg-slate-50 hover:text-primary'
                      }`
                    }
                  >
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>

      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}

function CountBadge({ count }: { count: number }) {
  const locale = useLocale();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 ring-2 ring-surface text-xs leading-none font-bold text-white"
    >
      {count > 99 ? '99+' : formatNumber(count, locale)}
    </span>
  );
}
