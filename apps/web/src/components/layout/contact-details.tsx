import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { PhoneNumber } from '../../components/ui/phone-number.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShopConfig } from '../../lib/shop-config.ts';

interface ContactDetailsProps {
  /** Light text for the dark footer. */
  inverted?: boolean;
}

/**
 * The shop's contact details as the back-office saved them (GET /api/config): address, phones, a WhatsApp
 * chat, e-mail, opening hours, the licence and the responsible pharmacist. Until the settings arrive, nothing
 * is shown rather than a made-up number. Numbers and addresses are isolated in their own (Latin) direction.
 */
export function ContactDetails({ inverted = false }: ContactDetailsProps) {
  const { t } = useTranslation();
  const { contact } = useShopConfig();
  const muted = inverted ? 'text-slate-300' : 'text-ink-secondary';
  const link = inverted ? 'text-white hover:underline' : 'text-primary hover:underline';
  const line = 'flex items-start gap-2';
  const icon = 'mt-1 size-4 shrink-0';
  return (
    <address className={`flex flex-col gap-2 not-italic ${muted}`}>
      <p className={`font-bold ${inverted ? 'text-white' : 'text-ink'}`}>{contact.name || t('app.name')}</p>
      {contact.address ? (
        <p className={line}>
          <MapPin aria-hidden="true" className={icon} />
          <span>
            {contact.city
              ? t('footer.streetAndCity', { address: contact.address, city: contact.city })
              : contact.address}
          </span>
        </p>
      ) : null}
      {contact.phones.length ? (
        <p className="flex flex-wrap items-center gap-x-2">
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{t('footer.phone')}</span>
          {contact.phones.map((phone, index) => (
            <span key={phone} className="inline-flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">·</span> : null}
              <a
                href={`tel:${phone.replace(/\s+/g, '')}`}
                className={`inline-flex min-h-6 items-center ${link}`}
              >
                <PhoneNumber phone={phone} />
              </a>
            </span>
          ))}
        </p>
      ) : null}
      {contact.whatsapp ? (
        <p className="flex items-center gap-2">
          <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
          <a
            href={contact.whatsapp_url}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex min-h-6 items-center gap-1 ${link}`}
          >
            {t('footer.whatsapp')} <bdi dir="ltr">{contact.whatsapp}</bdi>
          </a>
        </p>
      ) : null}
      {contact.email ? (
        <p className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{t('footer.email')}</span>
          <a href={`mailto:${contact.email}`} className={link}>
            <bdi dir="ltr">{contact.email}</bdi>
          </a>
        </p>
      ) : null}
      {contact.hours.length ? (
        <p>
          <span className="font-medium">{t('footer.hours')}: </span>
          {contact.hours.join(' · ')}
        </p>
      ) : null}
      {contact.licence_number ? (
        <p>
          {t('footer.licence')} <bdi dir="ltr">{contact.licence_number}</bdi>
          {contact.pharmacist ? ` · ${t('footer.pharmacist', { name: contact.pharmacist })}` : null}
        </p>
      ) : null}
    </address>
  );
}
