import { zodResolver } from '@hookform/resolvers/zod';
import { GOVERNORATES } from '@shop/shared/governorates';
import { translateMessage } from '@shop/shared/messages';
import { type ShippingAddress, shippingAddressInput } from '@shop/shared/orders';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type DefaultValues, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { joinParts } from '../../../components/address/address-parts.tsx';
import { CitySuggestions, GovernorateOptions } from '../../../components/address/governorate-options.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { type AddressValues, addressValuesOf } from '../../../lib/address-values.ts';
import type { SavedAddress } from '../api/get-addresses.ts';
import { LocationPicker } from './location-picker.tsx';

export type ShippingInput = z.input<typeof shippingAddressInput>;
export type ShippingDefaults = DefaultValues<ShippingInput>;

/** Address values as the shipping form takes them: no governorate chosen is none, not `''`. */
export function shippingValues({ governorate, ...values }: AddressValues): ShippingDefaults {
  return { ...values, governorate: governorate || undefined };
}

/** The fields a saved address fills in (name, e-mail and phone of the form stay unless the address has them). */
export const fieldsFromAddress = (address: SavedAddress): ShippingDefaults =>
  shippingValues(addressValuesOf(address));

const EMPTY_ADDRESS: ShippingDefaults = {
  governorate: undefined,
  city: '',
  district: '',
  landmark: '',
  address: '',
  zip_code: '',
  location: null,
};

/** The same rules, with the e-mail required (a customer who has one). */
const shippingWithEmail = shippingAddressInput.refine((v) => !!v.email, {
  path: ['email'],
  message: 'Please enter a valid email',
});

interface ShippingFormProps {
  defaultValues: ShippingDefaults;
  addresses: SavedAddress[];
  /** The saved address the defaults came from (null: typed by hand). */
  selectedAddressId: number | null;
  /** Field errors from the server (`shipping_address.phone` → `phone`). */
  serverErrors?: Record<string, string[]> | undefined;
  tileUrl: string;
  submitLabel: string;
  /**
   * False for a customer who registered by phone and has no e-mail: the order goes without one. A customer with
   * an e-mail keeps it on the order, as before.
   */
  emailRequired?: boolean;
  onBack: () => void;
  onSubmit: (values: ShippingAddress, draft: ShippingDefaults, addressId: number | null) => void;
}

/** Delivery details: who, where (governorate, city, address, optional map pin), and notes for the courier. */
export function ShippingForm({
  defaultValues,
  addresses,
  selectedAddressId,
  serverErrors,
  tileUrl,
  submitLabel,
  emailRequired = true,
  onBack,
  onSubmit,
}: ShippingFormProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [formError, setFormError] = useState<string | null>(null);
  const [addressId, setAddressId] = useState<number | null>(selectedAddressId);
  const groupId = useId();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ShippingInput, unknown, ShippingAddress>({
    resolver: zodResolver(emailRequired ? shippingWithEmail : shippingAddressInput),
    defaultValues,
    mode: 'onTouched',
  });

  // The server refused some fields (it validates with the same rules, so this is rare): show them in place.
  useEffect(() => {
    if (!serverErrors) return;
    for (const [key, messages] of Object.entries(serverErrors)) {
      const field = key.replace(/^shipping_address\./, '') as FieldPath<ShippingInput>;
      if (messages[0]) setError(field, { type: 'server', message: messages[0] }, { shouldFocus: true });
    }
    setFormError(t('checkout.errors.required'));
  }, [serverErrors, setError, t]);

  const message = (text: string | undefined) => (text ? translateMessage(text, locale) : undefined);
  const location = watch('location');
  const citiesId = useId();

  const chooseAddress = (id: number | null) => {
    setAddressId(id);
    const current = getValues();
    const saved = addresses.find((a) => a.id === id);
    reset({ ...current, ...(saved ? fieldsFromAddress(saved) : EMPTY_ADDRESS) }, { keepDefaultValues: true });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        (values) => {
          setFormError(null);
          onSubmit(values, getValues(), addressId);
        },
        () => setFormError(t('checkout.errors.required')),
      )}
      className="flex flex-col gap-6"
      aria-labelledby="shipping-title"
    >
      <h2 id="shipping-title" className="text-lg font-bold text-ink">
        {t('shipping.title')}
      </h2>

      {addresses.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend id={groupId} className="mb-2 text-sm font-medium text-ink">
            {t('shipping.savedTitle')}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {addresses.map((address) => (
              <label
                key={address.id}
                className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-control border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
                  addressId === address.id ? 'border-primary bg-primary-tint' : 'border-line bg-surface'
                }`}
              >
                <input
                  type="radio"
                  name="saved-address"
                  className="mt-1 size-4 accent-primary"
                  checked={addressId === address.id}
                  onChange={() => chooseAddress(address.id)}
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-medium text-ink">
                    {address.label || `${address.first_name} ${address.last_name}`}
                    {address.is_default ? (
                      <span className="ms-2 text-xs font-normal text-primary">{t('shipping.default')}</span>
                    ) : null}
                  </span>
                  <span className="block text-ink-secondary">
                    {joinParts(
                      [
                        GOVERNORATES.find((g) => g.code === address.governorate)?.[locale],
                        address.city,
                        address.address,
                      ],
                      locale,
                    )}
                  </span>
                </span>
              </label>
            ))}
            <label
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-control border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
                addressId === null ? 'border-primary bg-primary-tint' : 'border-line bg-surface'
              }`}
            >
              <input
                type="radio"
                name="saved-address"
                className="size-4 accent-primary"
                checked={addressId === null}
                onChange={() => chooseAddress(null)}
              />
              <span className="text-sm font-medium text-ink">{t('shipping.newAddress')}</span>
            </label>
          </div>
        </fieldset>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('shipping.firstName')} required error={message(errors.first_name?.message)}>
          <TextInput autoComplete="given-name" {...register('first_name')} />
        </FormField>
        <FormField label={t('shipping.lastName')} required error={message(errors.last_name?.message)}>
          <TextInput autoComplete="family-name" {...register('last_name')} />
        </FormField>
        <FormField
          label={emailRequired ? t('shipping.email') : t('shipping.emailOptional')}
          required={emailRequired}
          error={message(errors.email?.message)}
        >
          <TextInput
            type="email"
            dir="ltr"
            autoComplete="email"
            className="rtl:text-end"
            {...register('email')}
          />
        </FormField>
        <FormField
          label={t('shipping.phone')}
          required
          help={t('shipping.phoneHelp')}
          error={message(errors.phone?.message)}
        >
          <TextInput
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel"
            placeholder="07XXXXXXXXX"
            latinDigits
            className="rtl:text-end"
            {...register('phone')}
          />
        </FormField>
        <FormField label={t('shipping.governorate')} required error={message(errors.governorate?.message)}>
          <Select autoComplete="address-level1" {...register('governorate')}>
            <GovernorateOptions placeholder={t('shipping.governoratePlaceholder')} />
          </Select>
        </FormField>
        <FormField label={t('shipping.city')} required error={message(errors.city?.message)}>
          <TextInput autoComplete="address-level2" list={citiesId} {...register('city')} />
        </FormField>
        <CitySuggestions id={citiesId} governorate={watch('governorate')} />
        <FormField label={t('shipping.district')} error={message(errors.district?.message)}>
          <TextInput autoComplete="address-level3" {...register('district')} />
        </FormField>
        <FormField
          label={t('shipping.landmark')}
          help={t('shipping.landmarkHelp')}
          error={message(errors.landmark?.message)}
        >
          <TextInput {...register('landmark')} />
        </FormField>
        <FormField
          label={t('shipping.address')}
          required
          help={t('shipping.addressHelp')}
          error={message(errors.address?.message)}
          className="sm:col-span-2"
        >
          <TextInput autoComplete="street-address" {...register('address')} />
        </FormField>
        <FormField label={t('shipping.zip')} error={message(errors.zip_code?.message)}>
          <TextInput
            inputMode="numeric"
            dir="ltr"
            autoComplete="postal-code"
            latinDigits
            className="rtl:text-end"
            {...register('zip_code')}
          />
        </FormField>
      </div>

      <LocationPicker
        value={location ?? null}
        onChange={(point) => setValue('location', point, { shouldDirty: true, shouldValidate: true })}
        tileUrl={tileUrl}
        error={message(errors.location?.message ?? errors.location?.lat?.message)}
      />

      <FormField label={t('shipping.instructions')} help={t('shipping.instructionsHelp')}>
        <Textarea rows={3} {...register('instructions')} />
      </FormField>

      {formError ? (
        <div
          role="alert"
          className="flex items-center gap-2 rounded-control border border-red-200 bg-red-50 p-3 text-sm text-danger"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          {formError}
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="quiet" onClick={onBack}>
          {t('checkout.back')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
