import { zodResolver } from '@hookform/resolvers/zod';
import { LOT_NUMBER_MAX, type receiveBatchBody } from '@shop/shared/inventory';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../../../components/ui/date-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber, isolate } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminForm } from '../components/admin-form.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { useFieldMessage } from '../lib/messages.ts';
import { reportFormError } from '../lib/report-form-error.ts';
import { useReceiveBatch } from './api/stock-writes.ts';
import { shopToday } from './expiry-band.ts';
import { receiveForm } from './stock-forms.ts';

type FormInput = z.input<typeof receiveBatchBody>;
type FormOutput = z.output<typeof receiveBatchBody>;

const FIELDS = new Set(['lot_number', 'expiry_date', 'quantity', 'received_on']);

export function ReceiveBatchDialog({
  productId,
  open,
  onClose,
}: {
  productId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('inventory');
  const formId = useId();
  const receive = useReceiveBatch();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('receive.title')}
      description={t('receive.description')}
      formId={formId}
      submitLabel={t('receive.submit')}
      busy={receive.isPending}
      size="sm"
    >
      {open ? <ReceiveForm formId={formId} productId={productId} receive={receive} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function ReceiveForm({
  formId,
  productId,
  receive,
  onDone,
}: {
  formId: string;
  productId: number;
  receive: ReturnType<typeof useReceiveBatch>;
  onDone: () => void;
}) {
  const { t } = useTranslation('inventory');
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const [today] = useState(shopToday);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(receiveForm(today)),
    defaultValues: { lot_number: '', expiry_date: '', quantity: '', received_on: today },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await receive.mutateAsync({ productId, body: values });
      notify.success(
        t('receive.done', {
          lot: isolate(values.lot_number),
          n: isolate(formatNumber(values.quantity, locale)),
        }),
      );
      onDone();
    } catch (error) {
      setFormError(reportFormError(error, form, FIELDS));
    }
  });

  return (
    <AdminForm id={formId} onSubmit={onSubmit} error={formError} gap={4}>
      <FormField label={t('receive.lot')} error={fieldMessage(errors.lot_number?.message)} required>
        <TextInput
          autoComplete="off"
          dir="ltr"
          className="text-start"
          maxLength={LOT_NUMBER_MAX}
          {...register('lot_number')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="expiry_date"
        render={({ field }) => (
          <FormField label={t('receive.expiry')} error={fieldMessage(errors.expiry_date?.message)} required>
            <DateField
              label={t('receive.expiry')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
      <FormField label={t('receive.quantity')} error={fieldMessage(errors.quantity?.message)} required>
        <TextInput inputMode="numeric" latinDigits autoComplete="off" {...register('quantity')} />
      </FormField>
      <Controller
        control={form.control}
        name="received_on"
        render={({ field }) => (
          <FormField label={t('receive.receivedOn')} error={fieldMessage(errors.received_on?.message)}>
            <DateField
              label={t('receive.receivedOn')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
    </AdminForm>
  );
}
