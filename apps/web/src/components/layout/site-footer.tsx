import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { categoryProductsPath, useCategories } from '../../lib/categories.ts';
import { formatMoney, isolate } from '../../lib/format.ts';
import { useShopConfig } from '../../lib/shop-config.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { ContactDetails } from './contact-details.tsx';
import { Logo } from './logo.tsx';

const QUICK_LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/about', key: 'nav.about' },
  { to: '/products', key: 'nav.products' },
  { to: '/offers', key: 'nav.offers' },
] as const;

const SERVICE_LINKS = [
  { to: '/contact', key: 'nav.contact' },
  { to: '/faq', key: 'nav.faq' },
  { to: '/return-policy', key: 'nav.returns' },
  { to: '/privacy-policy', key: 'nav.privacy' },
  { to: '/terms-of-service', key: 'nav.terms' },
  { to: '/info', key: 'nav.info' },
] as const;

const linkClass = 'inline-flex min-h-8 items-center text-slate-300 hover:text-white hover:underline';

export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { free_shipping_threshold } = useShopConfig();
  const categories = useCategories();
  const year = new Date().getFullYear();

  return (
    // Below the fold on every page: not laid out or painted until it scrolls near (its size estimated from
    // the footer as shown on a phone and on a desktop).
    <footer className="mt-16 bg-slate-900 text-slate-300 [contain-intrinsic-size:auto_100rem] [content-visibility:auto] lg:[contain-intrinsic-size:auto_59rem]">
      <div className="page-container grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <div className="w-fit rounded-control bg-white px-2 py-1">
            <Logo />
          </div>
          <p className="max-w-sm text-sm">{t('footer.aboutText')}</p>
          <div className="flex flex-col gap-1 text-sm">
            <p className="flex items-center gap-2 font-bold text-white">
              <Truck aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('footer.deliveryTitle')}
            </p>
            <p>{t('footer.deliveryBaghdad')}</p>
            <p>{t('footer.deliveryOther')}</p>
            <p className="font-medium text-teal-300">
              {t('footer.freeDelivery', { amount: isolate(formatMoney(free_shipping_threshold, locale)) })}
            </p>
          </div>
        </div>

        <FooterColumn title={t('footer.quickLinks')}>
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title={t('footer.categories')}>
          {categories.isPending
            ? [0, 1, 2, 3].map((n) => (
                <li key={n}>
                  <Skeleton className="my-1.5 h-4 w-28 bg-slate-700" />
                </li>
              ))
            : null}
          {categories.isError ? <li className="text-sm">{t('footer.categoriesError')}</li> : null}
          {categories.data?.map((category) => (
            <li key={category.id}>
              <Link to={categoryProductsPath(category)} className={linkClass}>
                {category.name}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title={t('footer.customerService')}>
          {SERVICE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </div>

      <div className="border-t border-slate-800">
        <div className="page-container grid gap-6 py-8 md:grid-cols-2 md:items-end">
          <div>
            <h2 className="mb-3 text-base font-bold text-white">{t('footer.contactTitle')}</h2>
            <ContactDetails inverted />
          </div>
          <p className="text-sm text-slate-400 md:text-end">{t('footer.rights', { year: String(year) })}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-base font-bold text-white">{title}</h2>
      <ul className="flex flex-col gap-1">{children}</ul>
    </nav>
  );
}
