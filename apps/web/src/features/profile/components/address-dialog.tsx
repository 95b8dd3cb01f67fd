import { zodResolver } from '@hookform/resolvers/zod';
import { type AddressBody, addressBody } from '@shop/shared/profile';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { CitySuggestions, GovernorateOptions } from '../../../components/address/governorate-options.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useFieldMessage } from '../../../lib/forms/field-message.ts';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { notify } from '../../../lib/toast.ts';
import { ADDRESS_FIELDS, type AddressFormValues, addressFormValues } from '../address-fields.ts';
import { useCreateAddress } from '../api/create-address.ts';
import type { Address } from '../api/get-addresses.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateAddress } from '../api/update-address.ts';

interface AddressDialogProps {
  /** The address to edit; null adds a new one. */
  address: Address | null;
  onClose: () => void;
}

/** Add or edit a saved address, validated with the shared `addressBody` schema (the checkout uses the same rules). */
export function AddressDialog({ address, onClose }: AddressDialogProps) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const formId = useId();
  const fieldMessage = useFieldMessage();
  const { user } = useCurrentUser();
  const profile = useProfile().data ?? user;
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const saving = create.isPending || update.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, AddressBody>({
    // The schema's input types are looser than the form's (all strings); its output is what the API takes.
    resolver: zodResolver(addressBody) as unknown as Resolver<AddressFormValues, unknown, AddressBody>,
    defaultValues: addressFormValues(address, profile ?? null),
  });

  const onSubmit = async (input: AddressBody) => {
    setFormError(null);
    // The map pin is not edited here; an edit keeps the one the address had.
    const body: AddressBody = { ...input, location: address?.location ?? null };
    try {
      if (address) await update.mutateAsync({ id: address.id, body });
      else await create.mutateAsync(body);
      notify.success(t('addresses.saved'));
      onClose();
    } catch (error) {
      const leftovers = applyServerFieldErrors(error, setError, ADDRESS_FIELDS);
      if (leftovers && leftovers.length === 0) return;
      const message =
        leftovers?.join(' ') || (isApiError(error) && error.serverMessage) || t('addresses.saveFailed');
      setFormError(message);
    }
  };

  const error = (name: keyof AddressFormValues) => fieldMessage(errors[name]?.message);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={address ? t('addresses.editTitle') : t('addresses.addTitle')}
      size="lg"
      footer={
        <>
          <Button variant="quiet" onClick={onClose} disabled={saving}>
            {tc('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {t('addresses.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('fields.label')}
          help={t('fields.labelHelp')}
          error={error('label')}
          className="sm:col-span-2"
        >
          <TextInput maxLength={40} {...register('label')} />
        </FormField>
        <FormField label={t('fields.firstName')} error={error('first_name')} required>
          <TextInput autoComplete="given-name" {...register('first_name')} />
        </FormField>
        <FormField label={t('fields.lastName')} error={error('last_name')} required>
          <TextInput autoComplete="family-name" {...register('last_name')} />
        </FormField>
        <FormField label={t('fields.phone')} help={t('fields.phoneHelp')} error={error('phone')} required>
          <TextInput
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel"
            placeholder="07XXXXXXXXX"
            latinDigits
            className="text-start"
            {...register('phone')}
          />
        </FormField>
        <FormField label={t('fields.governorate')} error={error('governorate')} required>
          <Select autoComplete="address-level1" {...register('governorate')}>
            <GovernorateOptions placeholder={t('fields.chooseGovernorate')} />
          </Select>
        </FormField>
        <FormField label={t('fields.city')} error={error('city')} required>
          <TextInput autoComplete="address-level2" list={`${formId}-cities`} {...register('city')} />
        </FormField>
        <CitySuggestions id={`${formId}-cities`} governorate={watch('governorate')} />
        <FormField label={t('fields.district')} error={error('district')}>
          <TextInput autoComplete="address-level3" {...register('district')} />
        </FormField>
        <FormField
          label={t('fields.streetAddress')}
          help={t('fields.streetAddressHelp')}
          error={error('address')}
          required
          className="sm:col-span-2"
        >
          <Textarea rows={2} autoComplete="street-address" {...register('address')} />
        </FormField>
        <FormField label={t('fields.landmark')} help={t('fields.landmarkHelp')} error={error('landmark')}>
          <TextInput {...register('landmark')} />
        </FormField>
        <FormField label={t('fields.zipCode')} error={error('zip_code')}>
          <TextInput
            dir="ltr"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            latinDigits
            className="text-start"
            {...register('zip_code')}
          />
        </FormField>
        {address?.is_default ? null : (
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink sm:col-span-2">
            <input type="checkbox" className="size-5 accent-primary" {...register('is_default')} />
            {t('addresses.setAsDefault')}
          </label>
        )}
        {formError ? (
          <div className="sm:col-span-2">
            <FormAlert>{formError}</FormAlert>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
