import { zodResolver } from '@hookform/resolvers/zod';
import { type ProfileBody, profileBody, type UserView } from '@shop/shared/auth';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { GovernorateOptions } from '../../../components/address/governorate-options.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useFieldMessage } from '../../../lib/forms/field-message.ts';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { PROFILE_FIELDS, type ProfileFormValues, profileFormValues } from '../profile-fields.ts';

const GENDERS = ['male', 'female', 'other'] as const;

/** The editable personal details, validated with the shared `profileBody` schema before they are sent. */
export function ProfileForm({ user }: { user: UserView }) {
  const { t } = useTranslation('profile');
  const fieldMessage = useFieldMessage();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues, unknown, ProfileBody>({
    // The schema's input types are looser than the form's (all strings); its output is what the API takes.
    resolver: zodResolver(profileBody) as unknown as Resolver<ProfileFormValues, unknown, ProfileBody>,
    defaultValues: profileFormValues(user),
  });

  const onSubmit = async (input: ProfileBody) => {
    setFormError(null);
    try {
      await update.mutateAsync(input);
      notify.success(t('info.saved'));
    } catch (error) {
      const leftovers = applyServerFieldErrors(error, setError, PROFILE_FIELDS);
      if (leftovers && leftovers.length === 0) return;
      const message =
        leftovers?.join(' ') || (isApiError(error) && error.serverMessage) || t('info.saveFailed');
      setFormError(message);
    }
  };

  const error = (name: keyof ProfileFormValues) => fieldMessage(errors[name]?.message);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-5 rounded-card border border-line bg-surface p-4 sm:p-6"
      aria-labelledby="profile-details-title"
    >
      <div>
        <h2 id="profile-details-title" className="text-lg font-bold text-ink">
          {t('info.title')}
        </h2>
        <p className="text-sm text-ink-secondary">{t('info.hint')}</p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('fields.firstName')} error={error('first_name')}>
          <TextInput autoComplete="given-name" {...register('first_name')} />
        </FormField>
        <FormField label={t('fields.lastName')} error={error('last_name')}>
          <TextInput autoComplete="family-name" {...register('last_name')} />
        </FormField>
        <FormField
          label={t('fields.phone')}
          help={user.is_phone_verified ? t('phone.lockedHelp') : t('fields.phoneHelp')}
          error={error('phone')}
        >
          <TextInput
            // A verified number signs the customer in: it changes only with a code (the section above).
            readOnly={user.is_phone_verified}
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
        <Controller
          control={control}
          name="date_of_birth"
          render={({ field }) => (
            <FormField label={t('fields.dateOfBirth')} error={error('date_of_birth')}>
              <DateField
                label={t('fields.dateOfBirth')}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />
        <FormField label={t('fields.governorate')} error={error('state')}>
          <Select autoComplete="address-level1" {...register('state')}>
            <GovernorateOptions placeholder={t('fields.chooseGovernorate')} />
          </Select>
        </FormField>
        <FormField label={t('fields.city')} error={error('city')}>
          <TextInput autoComplete="address-level2" {...register('city')} />
        </FormField>
        <FormField label={t('fields.address')} error={error('address')} className="sm:col-span-2">
          <Textarea rows={2} autoComplete="street-address" {...register('address')} />
        </FormField>
        <FormField label={t('fields.zipCode')} help={t('fields.zipCodeHelp')} error={error('zip_code')}>
          <TextInput
            dir="ltr"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            latinDigits
            className="text-start"
            {...register('zip_code')}
          />
        </FormField>

        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-ink">{t('fields.gender')}</legend>
          <div className="flex flex-wrap gap-2">
            {GENDERS.map((gender) => (
              <label
                key={gender}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-line px-3 has-checked:border-primary has-checked:bg-primary-tint has-focus-visible:outline-2 has-focus-visible:outline-primary"
              >
                <input
                  type="radio"
                  value={gender}
                  className="size-4 accent-primary"
                  {...register('gender')}
                />
                {t(`fields.genders.${gender}`)}
              </label>
            ))}
          </div>
          {error('gender') ? (
            <p className="text-sm text-danger" role="alert">
              {error('gender')}
            </p>
          ) : null}
        </fieldset>
      </div>

      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="quiet"
          disabled={!isDirty || update.isPending}
          onClick={() => {
            reset();
            setFormError(null);
          }}
        >
          {t('info.discard')}
        </Button>
        <Button type="submit" busy={update.isPending} className="min-w-36">
          {t('info.save')}
        </Button>
      </div>
    </form>
  );
}
