import { zodResolver } from '@hookform/resolvers/zod';
import { SEARCH_DEBOUNCE_MS } from '@shop/shared/constants';
import { awardBonusBody } from '@shop/shared/points';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminForm } from '../components/admin-form.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { type PickerOption, SearchPicker } from '../components/search-picker.tsx';
import { adminErrorMessage, useFieldMessage } from '../lib/messages.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useAwardBonus } from './api/award-bonus.ts';
import { usePointsUsers } from './api/get-points-users.ts';
import { contactOf } from './contact-of.ts';

/** The spec's award rules and messages: a user, a whole number of points above 0, a reason. */
const awardForm = z.object({
  user: z
    .object(
      { id: z.number().int().positive(), label: z.string(), hint: z.string().optional() },
      {
        error: 'Please select a user',
      },
    )
    .nullable()
    .refine((v) => v !== null, 'Please select a user'),
  // The server's own rule: whole points, 1 to 1,000,000, Arabic-Indic digits read.
  points: awardBonusBody.shape.points,
  reason: z.string().trim().min(1, 'Please enter a reason').max(500),
});
type FormInput = z.input<typeof awardForm>;
type FormOutput = z.output<typeof awardForm>;

interface AwardBonusDialogProps {
  open: boolean;
  /** Pre-chosen customer (from a row of the balances table). */
  user: PickerOption | null;
  onClose: () => void;
}

export function AwardBonusDialog({ open, user, onClose }: AwardBonusDialogProps) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const award = useAwardBonus();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('points.award.title')}
      description={t('points.award.description')}
      formId={formId}
      submitLabel={t('points.award.submit')}
      busy={award.isPending}
    >
      {open ? <AwardForm formId={formId} user={user} award={award} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function AwardForm({
  formId,
  user,
  award,
  onDone,
}: {
  formId: string;
  user: PickerOption | null;
  award: ReturnType<typeof useAwardBonus>;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const users = usePointsUsers({ search: debounced || undefined, page: 1, per_page: 20 });
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(awardForm),
    defaultValues: { user, points: '', reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const chosen = values.user!;
    try {
      await award.mutateAsync({ user_id: chosen.id, points: values.points, reason: values.reason });
      notify.success(
        t('points.award.done', { points: formatNumber(values.points, locale), name: chosen.label }),
      );
      onDone();
    } catch (error) {
      const message =
        isApiError(error) && (error.serverMessage || error.errors)
          ? adminErrorMessage(error)
          : t('points.award.failed');
      setFormError(message);
    }
  });

  return (
    <AdminForm id={formId} onSubmit={onSubmit} error={formError} gap={4}>
      <Controller
        control={control}
        name="user"
        render={({ field, fieldState }) => (
          <FormField label={t('points.award.user')} error={fieldMessage(fieldState.error?.message)} required>
            <SearchPicker
              label={t('points.award.user')}
              placeholder={t('points.award.searchUser')}
              selected={field.value ? [field.value as PickerOption] : []}
              onChange={(options) => field.onChange(options.at(-1) ?? null)}
              options={(users.data?.data ?? []).map((u) => ({
                id: u.id,
                label: u.name,
                hint: `${contactOf(u)} · ${t('points.balanceShort', { n: formatNumber(u.points, locale) })}`,
              }))}
              query={query}
              onQueryChange={setQuery}
              loading={users.isFetching}
              failed={users.isError}
              onRetry={() => void users.refetch()}
            />
          </FormField>
        )}
      />
      <FormField label={t('points.award.points')} error={fieldMessage(errors.points?.message)} required>
        <TextInput inputMode="numeric" latinDigits autoComplete="off" {...register('points')} />
      </FormField>
      <FormField
        label={t('points.award.reason')}
        help={t('points.award.reasonHelp')}
        error={fieldMessage(errors.reason?.message)}
        required
      >
        <Textarea rows={3} {...register('reason')} />
      </FormField>
    </AdminForm>
  );
}
