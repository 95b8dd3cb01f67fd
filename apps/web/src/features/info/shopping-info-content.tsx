import { Award, Banknote, FileText, PackageCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { InfoCard } from './info-card.tsx';
import { useShopFacts } from './use-shop-facts.ts';

/** Delivery times and fees, payment, what happens after ordering, prescriptions and points. */
export function ShoppingInfoContent() {
  const { t } = useTranslation('info');
  const facts = useShopFacts();
  const rows = Object.values(t('info.delivery.rows', { returnObjects: true }));
  const steps = Object.values(t('info.orders.steps', { returnObjects: true }));
  const link = 'font-medium text-primary underline-offset-2 hover:underline';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <InfoCard
        title={t('info.delivery.title')}
        icon={<Truck aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
      >
        <dl className="grid grid-cols-2 gap-3">
          {rows.map((row) => (
            <div key={row.label} className="rounded-control bg-page p-3">
              <dt className="text-sm">{row.label}</dt>
              <dd className="font-bold text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p>{t('info.delivery.free', facts)}</p>
        <p>{t('info.delivery.fee', facts)}</p>
        <p>{t('info.delivery.coverage')}</p>
      </InfoCard>

      <InfoCard title={t('info.payment.title')} icon={<Banknote aria-hidden="true" className="size-5" />}>
        <p className="font-medium text-ink">{t('info.payment.cash')}</p>
        <p>{t('info.payment.noCard')}</p>
        <p>{t('info.payment.prices')}</p>
      </InfoCard>

      <InfoCard title={t('info.orders.title')} icon={<PackageCheck aria-hidden="true" className="size-5" />}>
        <ol className="flex list-decimal flex-col gap-2 ps-5">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          {t('info.orders.track')}{' '}
          <Link to="/orders" className={link}>
            {t('info.ordersLink')}
          </Link>
        </p>
      </InfoCard>

      <div className="flex flex-col gap-4">
        <InfoCard
          title={t('info.prescription.title')}
          icon={<FileText aria-hidden="true" className="size-5" />}
        >
          <p>{t('info.prescription.text')}</p>
        </InfoCard>
        <InfoCard title={t('info.points.title')} icon={<Award aria-hidden="true" className="size-5" />}>
          <p>{t('info.points.text', facts)}</p>
          <p>
            <Link to="/return-policy" className={link}>
              {t('info.returnsLink')}
            </Link>
          </p>
        </InfoCard>
      </div>
    </div>
  );
}
