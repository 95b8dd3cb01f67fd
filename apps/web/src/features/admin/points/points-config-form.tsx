import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { IconButton } from '../components/icon-button.tsx';
import { QueryError } from '../components/query-error.tsx';
import { adminErrorMessage, useFieldMessage } from '../lib/messages.ts';
import { placeholderKeys } from '../lib/placeholder-keys.ts';
import { type PointsConfig, usePointsConfig } from './api/get-points-config.ts';
import { useUpdatePointsConfig } from './api/update-points-config.ts';
import { configForm } from './config-schema.ts';

type FormInput = z.input<typeof configForm>;
type FormOutput = z.output<typeof configForm>;

const toForm = (c: PointsConfig): FormInput => ({
  iqd_per_point: String(c.iqd_per_point),
  minimum_order: String(c.minimum_order),
  bonus_threshold: String(c.bonus_threshold),
  bonus_amount: String(c.bonus_amount),
  point_value: String(c.point_value),
  max_spend_percent: String(c.max_spend_percent),
  payment_tiers: c.payment_tiers.map((tier) => ({
    min_amount: String(tier.min_amount),
    max_amount: tier.max_amount === null ? '' : String(tier.max_amount),
    rate: String(tier.rate),
  })),
});

export function PointsConfigPanel() {
  const { t } = useTranslation('admin');
  const config = usePointsConfig();
  if (config.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
        {placeholderKeys(6).map((i) => (
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
    );
  }
  if (config.isError) {
    return <QueryError message={t('points.config.loadFailed')} query={config} />;
  }
  return <PointsConfigForm config={config.data} />;
}

function PointsConfigForm({ config }: { config: PointsConfig }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const update = useUpdatePointsConfig();
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(configForm),
    defaultValues: toForm(config),
  });
  const tiers = useFieldArray({ control, name: 'payment_tiers' });

  useEffect(() => reset(toForm(config)), [config, reset]);

  const iqdPerPoint = Number(watch('iqd_per_point')) || 0;
  const pointValue = Number(watch('point_value')) || 0;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notify.success(t('points.config.saved'));
    } catch (error) {
      for (const [name, messages] of Object.entries(isApiError(error) ? (error.errors ?? {}) : {})) {
        // biome-ignore lint/suspicious/noExplicitAny: server field paths ("payment_tiers.1.min_amount") match the form's
        if (messages[0]) setError(name as any, { message: messages[0] });
      }
      notify.error(
        isApiError(error) && (error.serverMessage || error.errors)
          ? adminErrorMessage(error)
          : t('points.config.failed'),
      );
    }
  });

  const tiersError = errors.payment_tiers?.root?.message ?? errors.payment_tiers?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <section
        className="rounded-card border border-line bg-surface p-4 md:p-5"
        aria-labelledby="points-earning"
      >
        <h2 id="points-earning" className="text-lg text-ink">
          {t('points.config.earning')}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <FormField
            label={t('points.config.iqdPerPoint')}
            help={
              iqdPerPoint > 0
                ? t('points.config.iqdPerPointHelp', { amount: formatMoney(iqdPerPoint, locale) })
                : undefined
            }
            error={fieldMessage(errors.iqd_per_point?.message)}
            required
          >
            <TextInput inputMode="numeric" latinDigits {...register('iqd_per_point')} />
          </FormField>
          <FormField
            label={t('points.config.minimumOrder')}
            help={t('points.config.minimumOrderHelp')}
            error={fieldMessage(errors.minimum_order?.message)}
            required
          >
            <TextInput inputMode="numeric" latinDigits {...register('minimum_order')} />
          </FormField>
          <FormField
            label={t('points.config.bonusThreshold')}
            help={t('points.config.bonusThresholdHelp')}
            error={fieldMessage(errors.bonus_threshold?.message)}
            required
          >
            <TextInput inputMode="numeric" latinDigits {...register('bonus_threshold')} />
          </FormField>
          <FormField
            label={t('points.config.bonusAmount')}
            error={fieldMessage(errors.bonus_amount?.message)}
            required
          >
            <TextInput inputMode="numeric" latinDigits {...register('bonus_amount')} />
          </FormField>
        </div>
      </section>

      <section
        className="rounded-card border border-line bg-surface p-4 md:p-5"
        aria-labelledby="points-spending"
      >
        <h2 id="points-spending" className="text-lg text-ink">
          {t('points.config.spending')}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <FormField
            label={t('points.config.pointValue')}
            help={
              pointValue > 0
                ? t('points.config.pointValueHelp', { amount: formatMoney(pointValue, locale) })
                : undefined
            }
            error={fieldMessage(errors.point_value?.message)}
            required
          >
            <TextInput inputMode="numeric" latinDigits {...register('point_value')} />
          </FormField>
          <FormField
            label={t('points.config.maxSpend')}
            help={t('points.config.maxSpendHelp')}
            error={fieldMessage(errors.max_spend_percent?.message)}
            required
          >
            <TextInput inputMode="numeric" latinDigits {...register('max_spend_percent')} />
          </FormField>
        </div>
      </section>

      <section
        className="rounded-card border border-line bg-surface p-4 md:p-5"
        aria-labelledby="points-tiers"
      >
        <h2 id="points-tiers" className="text-lg text-ink">
          {t('points.config.tiers')}
        </h2>
        <p className="mt-1 text-sm text-ink-secondary">{t('points.config.tiersHelp')}</p>
        {tiers.fields.length === 0 ? (
          <p className="mt-3 text-sm text-ink-secondary">{t('points.config.noTiers')}</p>
        ) : (
          <ol className="mt-4 flex flex-col gap-3">
            {tiers.fields.map((field, index) => (
              <li
                key={field.id}
                className="grid grid-cols-1 gap-3 rounded-control border border-line p-3 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-start"
              >
                <FormField
                  label={t('points.config.tierMin', { n: formatNumber(index + 1, locale) })}
                  error={fieldMessage(errors.payment_tiers?.[index]?.min_amount?.message)}
                  required
                >
                  <TextInput
                    inputMode="numeric"
                    latinDigits
                    {...register(`payment_tiers.${index}.min_amount`)}
                  />
                </FormField>
                <FormField
                  label={t('points.config.tierMax')}
                  help={t('points.config.tierMaxHelp')}
                  error={fieldMessage(errors.payment_tiers?.[index]?.max_amount?.message)}
                >
                  <TextInput
                    inputMode="numeric"
                    latinDigits
                    {...register(`payment_tiers.${index}.max_amount`)}
                  />
                </FormField>
                <FormField
                  label={t('points.config.tierRate')}
                  error={fieldMessage(errors.payment_tiers?.[index]?.rate?.message)}
                  required
                >
                  <TextInput inputMode="decimal" latinDigits {...register(`payment_tiers.${index}.rate`)} />
                </FormField>
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  className="sm:mt-7"
                  label={t('points.config.removeTier', { n: formatNumber(index + 1, locale) })}
                  onClick={() => tiers.remove(index)}
                />
              </li>
            ))}
          </ol>
        )}
        {tiersError ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {fieldMessage(tiersError)}
          </p>
        ) : null}
        <Button
          variant="quiet"
          size="sm"
          className="mt-3"
          onClick={() => tiers.append({ min_amount: '', max_amount: '', rate: '1' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('points.config.addTier')}
        </Button>
      </section>

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="quiet" disabled={!isDirty || update.isPending} onClick={() => reset(toForm(config))}>
          {t('common.discardChanges')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {t('points.config.save')}
        </Button>
      </div>
    </form>
  );
}
