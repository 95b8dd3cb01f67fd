import { zodResolver } from '@hookform/resolvers/zod';
import { toLatinDigits } from '@shop/shared/digits';
import { GOVERNORATES } from '@shop/shared/governorates';
import { CONTACT_PHONES_MAX, type ShopSettings } from '@shop/shared/settings';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatMoney } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { IconButton } from '../components/icon-button.tsx';
import { QueryError } from '../components/query-error.tsx';
import { adminErrorMessage, useFieldMessage } from '../lib/messages.ts';
import { useSettings } from './api/get-settings.ts';
import { useUpdateSettings } from './api/update-settings.ts';
import {
  type SettingsFormInput,
  type SettingsFormOutput,
  settingsForm,
  toFormValues,
  toPayload,
} from './settings-form.ts';

/** Delivery prices and the shop's contact details (GET/PUT /api/admin/settings), a tab of the dashboard. */
export function SettingsPanel() {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  if (settings.isPending) return <SettingsSkeleton />;
  if (settings.isError) {
    return <QueryError message={t('settings.loadFailed')} query={settings} />;
  }
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation('admin');
  const { t: tr } = useTranslation('returns');
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const update = useUpdateSettings();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsForm),
    defaultValues: toFormValues(settings),
  });
  const phones = useFieldArray({ control, name: 'contact.phones' });

  useEffect(() => reset(toFormValues(settings)), [settings, reset]);

  const flatFee = Number(toLatinDigits(String(watch('shipping_fee') ?? ''))) || 0;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(toPayload(values));
      notify.success(t('settings.saved'));
    } catch (error) {
      const fields = (error as { errors?: Record<string, string[]> }).errors;
      if (fields) {
        for (const [name, messages] of Object.entries(fields)) {
          // biome-ignore lint/suspicious/noExplicitAny: server field paths ("contact.email") match the form's
          setError(name as any, { message: messages[0] });
        }
      }
      notify.error(adminErrorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <section
        className="rounded-card border border-line bg-surface p-4 md:p-5"
        aria-labelledby="settings-shipping"
      >
        <h2 id="settings-shipping" className="text-lg text-ink">
          {t('settings.shippingTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-secondary">{t('settings.shippingHint')}</p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <FormField
            label={t('settings.freeShippingThreshold')}
            error={fieldMessage(errors.free_shipping_threshold?.message)}
            help={t('settings.inDinars')}
            required
          >
            <TextInput inputMode="numeric" latinDigits {...register('free_shipping_threshold')} />
          </FormField>
          <FormField
            label={t('settings.shippingFee')}
            error={fieldMessage(errors.shipping_fee?.message)}
            help={t('settings.inDinars')}
            required
          >
            <TextInput inputMode="numeric" latinDigits {...register('shipping_fee')} />
          </FormField>
        </div>
        <h3 className="mt-6 font-bold text-ink">{t('settings.governorateFees')}</h3>
        <p className="mt-1 text-sm text-ink-secondary">
          {t('settings.governorateFeesHint', { fee: formatMoney(flatFee, locale) })}
        </p>
        <div className="mt-3 grid gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
          {GOVERNORATES.map((g) => (
            <FormField
              key={g.code}
              label={locale === 'ar' ? g.ar : g.en}
              error={fieldMessage(errors.governorate_fees?.[g.code]?.message)}
            >
              <TextInput
                inputMode="numeric"
                latinDigits
                placeholder={String(flatFee)}
                {...register(`governorate_fees.${g.code}`)}
              />
            </FormField>
          ))}
        </div>
      </section>

      <section
        className="rounded-card border border-line bg-surface p-4 md:p-5"
        aria-labelledby="settings-returns"
      >
        <h2 id="settings-returns" className="text-lg text-ink">
          {tr('settings.title')}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <FormField
            label={tr('settings.windowDays')}
            error={fieldMessage(errors.return_window_days?.message)}
            help={tr('settings.windowHint')}
            required
          >
            <TextInput inputMode="numeric" latinDigits {...register('return_window_days')} />
          </FormField>
        </div>
      </section>

      <section
        className="rounded-card border border-line bg-surface p-4 md:p-5"
        aria-labelledby="settings-contact"
      >
        <h2 id="settings-contact" className="text-lg text-ink">
          {t('settings.contactTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-secondary">{t('settings.contactHint')}</p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <FormField
            label={t('settings.nameAr')}
            error={fieldMessage(errors.contact?.name_ar?.message)}
            required
          >
            <TextInput dir="rtl" lang="ar" {...register('contact.name_ar')} />
          </FormField>
          <FormField
            label={t('settings.nameEn')}
            error={fieldMessage(errors.contact?.name_en?.message)}
            required
          >
            <TextInput dir="ltr" lang="en" {...register('contact.name_en')} />
          </FormField>
          <FormField
            label={t('settings.cityAr')}
            error={fieldMessage(errors.contact?.city_ar?.message)}
            required
          >
            <TextInput dir="rtl" lang="ar" {...register('contact.city_ar')} />
          </FormField>
          <FormField
            label={t('settings.cityEn')}
            error={fieldMessage(errors.contact?.city_en?.message)}
            required
          >
            <TextInput dir="ltr" lang="en" {...register('contact.city_en')} />
          </FormField>
          {(['address_ar', 'address_en', 'pharmacist_ar', 'pharmacist_en'] as const).map((name) => (
            <FormField
              key={name}
              label={t(CONTACT_LABELS[name])}
              error={fieldMessage(errors.contact?.[name]?.message)}
              required
            >
              <TextInput {...byLanguage(name)} {...register(`contact.${name}`)} />
            </FormField>
          ))}
          {(['hours_ar', 'hours_en'] as const).map((name) => (
            <FormField
              key={name}
              label={t(CONTACT_LABELS[name])}
              help={t('settings.hoursHint')}
              error={fieldMessage(errors.contact?.[name]?.message)}
              required
            >
              <Textarea {...byLanguage(name)} rows={3} {...register(`contact.${name}`)} />
            </FormField>
          ))}
          <FormField
            label={t('settings.licenceNumber')}
            error={fieldMessage(errors.contact?.licence_number?.message)}
            required
          >
            <TextInput dir="ltr" className="rtl:text-end" {...register('contact.licence_number')} />
          </FormField>
          <FormField
            label={t('settings.whatsapp')}
            error={fieldMessage(errors.contact?.whatsapp?.message)}
            required
          >
            <TextInput
              type="tel"
              dir="ltr"
              className="rtl:text-end"
              latinDigits
              {...register('contact.whatsapp')}
            />
          </FormField>
          <FormField
            label={t('settings.email')}
            error={fieldMessage(errors.contact?.email?.message)}
            required
          >
            <TextInput
              type="email"
              dir="ltr"
              className="rtl:text-end"
              autoComplete="off"
              {...register('contact.email')}
            />
          </FormField>
        </div>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-ink">{t('settings.phones')}</legend>
          <ul className="mt-2 flex flex-col gap-2">
            {phones.fields.map((field, index) => (
              <li key={field.id} className="flex items-start gap-2">
                <FormField
                  className="flex-1"
                  label={t('settings.phoneN', { n: index + 1 })}
                  error={fieldMessage(errors.contact?.phones?.[index]?.value?.message)}
                >
                  <TextInput
                    type="tel"
                    dir="ltr"
                    className="rtl:text-end"
                    latinDigits
                    {...register(`contact.phones.${index}.value`)}
                  />
                </FormField>
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  label={t('settings.removePhone', { n: index + 1 })}
                  onClick={() => phones.remove(index)}
                  className="mt-7"
                />
              </li>
            ))}
          </ul>
          {errors.contact?.phones?.root?.message || errors.contact?.phones?.message ? (
            <p role="alert" className="mt-1 text-sm text-danger">
              {fieldMessage(errors.contact?.phones?.root?.message ?? errors.contact?.phones?.message)}
            </p>
          ) : null}
          {phones.fields.length < CONTACT_PHONES_MAX ? (
            <Button variant="quiet" size="sm" className="mt-2" onClick={() => phones.append({ value: '' })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('settings.addPhone')}
            </Button>
          ) : null}
        </fieldset>
      </section>

      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="quiet"
          disabled={!isDirty || update.isPending}
          onClick={() => reset(toFormValues(settings))}
        >
          {t('common.discardChanges')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

function SettingsSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true">
      {[0, 1].map((block) => (
        <div key={block} className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
          <Skeleton className="h-5 w-40" />
          <div className="grid gap-4 md:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

const CONTACT_LABELS = {
  address_ar: 'settings.addressAr',
  address_en: 'settings.addressEn',
  pharmacist_ar: 'settings.pharmacistAr',
  pharmacist_en: 'settings.pharmacistEn',
  hours_ar: 'settings.hoursAr',
  hours_en: 'settings.hoursEn',
} as const;

/** A field written in one language is typed in its direction, whatever the back-office's language. */
const byLanguage = (name: string) =>
  name.endsWith('_ar') ? ({ dir: 'rtl', lang: 'ar' } as const) : ({ dir: 'ltr', lang: 'en' } as const);
