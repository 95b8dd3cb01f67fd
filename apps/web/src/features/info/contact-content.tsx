import { BadgeCheck, Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { PhoneNumber } from '../../components/ui/phone-number.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShopConfig } from '../../lib/shop-config.ts';
import { InfoCard } from './info-card.tsx';

/**
 * Phones and a WhatsApp chat, e-mail (a mailto link), the street address, the opening hours, and the licence
 * with the responsible pharmacist: all as the back-office saved them (GET /api/config).
 */
export function ContactContent() {
  const { t } = useTranslation('info');
  const { contact } = useShopConfig();
  const mailto = `mailto:${contact.email}?subject=${encodeURIComponent(t('contact.emailSubject'))}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InfoCard title={t('contact.phonesTitle')} icon={<Phone aria-hidden="true" className="size-5" />}>
        <p>{t('contact.phonesText')}</p>
        <ul className="flex flex-col gap-2">
          {contact.phones.map((phone) => (
            <li key={phone}>
              <a
                href={`tel:${phone.replace(/\s+/g, '')}`}
                aria-label={t('contact.call', { phone })}
                className="inline-flex min-h-11 items-center gap-2 rounded-control font-medium text-primary hover:underline"
              >
                <PhoneNumber phone={phone} className="text-lg" />
              </a>
            </li>
          ))}
        </ul>
        {contact.whatsapp ? (
          <a
            href={contact.whatsapp_url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'md', 'h-auto flex-wrap self-start py-2')}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            <span className="whitespace-nowrap">{t('contact.whatsappButton')}</span>
            <bdi dir="ltr" className="whitespace-nowrap">
              {contact.whatsapp}
            </bdi>
          </a>
        ) : null}
      </InfoCard>

      <InfoCard title={t('contact.emailTitle')} icon={<Mail aria-hidden="true" className="size-5" />}>
        <p>{t('contact.emailText')}</p>
        {contact.email ? (
          <>
            <p>
              <bdi dir="ltr" className="font-medium text-ink">
                {contact.email}
              </bdi>
            </p>
            <a href={mailto} className={buttonClasses('primary', 'md', 'self-start')}>
              <Mail aria-hidden="true" className="size-4" />
              {t('contact.emailButton')}
            </a>
          </>
        ) : null}
      </InfoCard>

      <InfoCard title={t('contact.addressTitle')} icon={<MapPin aria-hidden="true" className="size-5" />}>
        {contact.address ? <p className="font-medium text-ink">{contact.address}</p> : null}
        {contact.city ? <p>{t('contact.cityAddress', { city: contact.city })}</p> : null}
        <p>{t('contact.addressText')}</p>
      </InfoCard>

      <InfoCard title={t('contact.hoursTitle')} icon={<Clock aria-hidden="true" className="size-5" />}>
        <ul className="flex flex-col gap-1">
          {contact.hours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </InfoCard>

      <InfoCard
        title={t('contact.licenceTitle')}
        icon={<BadgeCheck aria-hidden="true" className="size-5" />}
        className="md:col-span-2"
      >
        <dl className="grid gap-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm">{t('contact.licenceNumber')}</dt>
            <dd className="font-medium text-ink">
              <bdi dir="ltr">{contact.licence_number}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-sm">{t('contact.pharmacist')}</dt>
            <dd className="font-medium text-ink">{contact.pharmacist}</dd>
          </div>
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
