import { Headset, ShieldCheck, Truck, Wallet } from 'lucide-react';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatMoney, isolate } from '../../lib/format.ts';
import { useShopConfig } from '../../lib/shop-config.ts';

/** Four promises under the hero: fast delivery, free delivery, original products, and a pharmacist to ask during opening hours. */
export function FeaturesStrip() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const { free_shipping_threshold } = useShopConfig();
  const items = [
    { icon: Truck, title: t('features.fast.title'), text: t('features.fast.text') },
    {
      icon: Wallet,
      title: t('features.free.title'),
      text: t('features.free.text', { amount: isolate(formatMoney(free_shipping_threshold, locale)) }),
    },
    { icon: ShieldCheck, title: t('features.original.title'), text: t('features.original.text') },
    { icon: Headset, title: t('features.support.title'), text: t('features.support.text') },
  ];
  return (
    <section aria-label={t('features.label')} className="border-b border-line bg-surface">
      <ul className="page-container grid grid-cols-2 gap-x-3 gap-y-4 py-5 lg:grid-cols-4 lg:gap-6">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary">
              <Icon aria-hidden="true" className={`size-5 ${Icon === Truck ? 'rtl:-scale-x-100' : ''}`} />
            </span>
            <div className="flex min-w-0 flex-col">
              <span className="text-sm font-bold text-ink md:text-base">{title}</span>
              <span className="text-xs text-ink-secondary md:text-sm">{text}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
