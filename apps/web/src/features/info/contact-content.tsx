import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { InfoCard } from './info-card.tsx';
import { useShopContact } from './use-shop-contact.ts';

/** Phones, e-mail (a mailto link), the address in Baghdad and the working hours. */
export function ContactContent() {
  const { t } = useTranslation('info');
  const { phones, email, city } = useShopContact();
  const hours = Object.values(t('contact.hours', { returnObjects: true }));
  const mailto = `mailto:${email}?subject=${encodeURIComponent(t('contact.emailSubject'))}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InfoCard title={t('contact.phonesTitle')} icon={<Phone aria-hidden="true" className="size-5" />}>
        <p>{t('contact.phonesText')}</p>
        <ul className="flex flex-col gap-2">
          {phones.map((phone) => (
            <li key={phone}>
              <a
                href={`tel:${phone.replace(/\s+/g, '')}`}
                aria-label={t('contact.call', { phone })}
                className="inline-flex min-h-11 items-center gap-2 rounded-control font-medium text-primary hover:underline"
              >
                <bdi dir="ltr" className="text-lg">
                  {phone}
                </bdi>
              </a>
            </li>
          ))}
        </ul>
      </InfoCard>

      <InfoCard title={t('contact.emailTitle')} icon={<Mail aria-hidden="true" className="size-5" />}>
        <p>{t('contact.emailText')}</p>
        <p>
          <bdi dir="ltr" className="font-medium text-ink">
            {email}
          </bdi>
        </p>
        <a href={mailto} className={buttonClasses('primary', 'md', 'self-start')}>
          <Mail aria-hidden="true" className="size-4" />
          {t('contact.emailButton')}
        </a>
      </InfoCard>

      <InfoCard title={t('contact.addressTitle')} icon={<MapPin aria-hidden="true" className="size-5" />}>
        <p className="font-medium text-ink">
          {city ? t('contact.cityAddress', { city }) : t('contact.address')}
        </p>
        <p>{t('contact.addressText')}</p>
      </InfoCard>

      <InfoCard title={t('contact.hoursTitle')} icon={<Clock aria-hidden="true" className="size-5" />}>
        <dl className="flex flex-col gap-2">
          {hours.map((row) => (
            <div key={row.label} className="flex flex-col sm:flex-row sm:justify-between sm:gap-4">
              <dt className="font-medium text-ink">{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </InfoCard>

      <section className="flex flex-col gap-3 rounded-card bg-primary-tint p-5 md:col-span-2 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-lg text-ink">{t('contact.beforeTitle')}</h2>
          <p className="text-ink-secondary">{t('contact.beforeText')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/faq" className={buttonClasses('secondary')}>
            {t('contact.faqLink')}
          </Link>
          <Link to="/info" className={buttonClasses('secondary')}>
            {t('contact.infoLink')}
          </Link>
        </div>
      </section>
    </div>
  );
}
