import { GOVERNORATES } from '@shop/shared/governorates';
import { Home, Pencil, Phone, Star, Trash2 } from 'lucide-react';
import { joinParts } from '../../../components/address/address-parts.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isolateText } from '../../../lib/format.ts';
import { addressName } from '../address-fields.ts';
import type { Address } from '../api/get-addresses.ts';

interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  makingDefault: boolean;
}

/** One saved address: who receives it, where, and its actions (each button names the address for screen readers). */
export function AddressCard({ address, onEdit, onDelete, onMakeDefault, makingDefault }: AddressCardProps) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const governorate =
    GOVERNORATES.find((g) => g.code === address.governorate)?.[locale] ?? address.governorate;
  const name = addressName(address);
  const place = joinParts([address.district, address.city, governorate], locale);

  return (
    <article
      aria-label={name}
      className={`flex h-full flex-col gap-3 rounded-card border bg-surface p-4 sm:p-5 ${
        address.is_default ? 'border-primary' : 'border-line'
      }`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <Home aria-hidden="true" className="size-5 text-primary" />
        <h3 className="font-bold text-ink">
          {address.label ? <bdi>{address.label}</bdi> : t('addresses.untitled')}
        </h3>
        {address.is_default ? <Badge tone="primary">{t('addresses.default')}</Badge> : null}
      </header>
      <div className="flex flex-col gap-1 text-sm text-ink-secondary">
        <p className="font-medium text-ink">
          <bdi>
            {address.first_name} {address.last_name}
          </bdi>
        </p>
        <p className="flex items-center gap-1.5">
          <Phone aria-hidden="true" className="size-4" />
          <PhoneNumber phone={address.phone} />
        </p>
        <p>
          <bdi>{address.address}</bdi>
        </p>
        <p>{place}</p>
        {address.landmark ? (
          <p>{t('addresses.landmarkLine', { landmark: isolateText(address.landmark) })}</p>
        ) : null}
        {address.zip_code ? (
          <p>
            {t('fields.zipCode')}: <bdi>{address.zip_code}</bdi>
          </p>
        ) : null}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-line pt-3">
        <Button variant="quiet" size="sm" onClick={onEdit} aria-label={t('addresses.editNamed', { name })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('addresses.edit')}
        </Button>
        <Button
          variant="quiet"
          size="sm"
          onClick={onDelete}
          aria-label={t('addresses.deleteNamed', { name })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('addresses.delete')}
        </Button>
        {address.is_default ? null : (
          <Button
            variant="quiet"
            size="sm"
            onClick={onMakeDefault}
            busy={makingDefault}
            aria-label={t('addresses.makeDefaultNamed', { name })}
            className="ms-auto"
          >
            {makingDefault ? null : <Star aria-hidden="true" className="size-4" />}
            {t('addresses.makeDefault')}
          </Button>
        )}
      </div>
    </article>
  );
}
