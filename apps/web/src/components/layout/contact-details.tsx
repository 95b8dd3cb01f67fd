import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const SHOP_PHONES = ['+964 770 123 4567', '+964 780 765 4321'] as const;
export const SHOP_EMAIL = 'care@alshifa.iq';

interface ContactDetailsProps {
  /** Light text for the dark footer. */
  inverted?: boolean;
}

/** The shop's address, phones and e-mail. Numbers and addresses are isolated in their own (Latin) direction. */
export function ContactDetails({ inverted = false }: ContactDetailsProps) {
  const { t } = useTranslation();
  const muted = inverted ? 'text-slate-300' : 'text-ink-secondary';
  const link = inverted ? 'text-white hover:underline' : 'text-primary hover:underline';
  return (
    <address className={`flex flex-col gap-2 not-italic ${muted}`}>
      <p className={`font-bold ${inverted ? 'text-white' : 'text-ink'}`}>{t('app.name')}</p>
      <p className="flex items-center gap-2">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {t('footer.address')}
      </p>
      <p className="flex flex-wrap items-center gap-x-2">
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{t('footer.phone')}</span>
        {SHOP_PHONES.map((phone, index) => (
          <span key={phone} className="inline-flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">·</span> : null}
            <a
              href={`tel:${phone.replace(/\s+/g, '')}`}
              className={`inline-flex min-h-6 items-center ${link}`}
            >
              <bdi dir="ltr">{phone}</bdi>
            </a>
          </span>
        ))}
      </p>
      <p className="flex items-center gap-2">
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{t('footer.email')}</span>
        <a href={`mailto:${SHOP_EMAIL}`} className={link}>
          <bdi dir="ltr">{SHOP_EMAIL}</bdi>
        </a>
      </p>
    </address>
  );
}
