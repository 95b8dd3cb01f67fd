import { zodResolver } from '@hookform/resolvers/zod';
import { STOCK_REASON_MAX } from '@shop/shared/inventory';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber, isolate } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminForm } from '../components/admin-form.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { useFieldMessage } from '../lib/messages.ts';
import { reportFormError } from '../lib/report-form-error.ts';
import type { ProductStockView } from './api/get-product-stock.ts';
import { useAdjustStock } from './api/stock-writes.ts';
import { adjustForm } from './stock-forms.ts';

type FormInput = z.input<typeof adjustForm>;
type FormOutput = z.output<typeof adjustForm>;

const FIELDS = new Set(['quantity', 'reason', 'batch_id']);

/** A counted correction: signed units, a reason, and the batch counted (or the units outside batches). */
export function AdjustStockDialog({
  stock,
  open,
  onClose,
}: {
  stock: ProductStockView;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('inventory');
  const formId = useId();
  const adjust = useAdjustStock();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('adjust.title')}
      description={t('adjust.description')}
      formId={formId}
      submitLabel={t('adjust.submit')}
      busy={adjust.isPending}
      size="sm"
    >
      {open ? <AdjustForm formId={formId} stock={stock} adjust={adjust} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function AdjustForm({
  formId,
  stock,
  adjust,
  onDone,
}: {
  formId: string;
  stock: ProductStockView;
  adjust: ReturnType<typeof useAdjustStock>;
  onDone: () => void;
}) {
  const { t } = useTranslation('inventory');
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const n = (value: number) => isolate(formatNumber(value, locale));
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(adjustForm),
    defaultValues: { quantity: '', reason: '', batch_id: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const batch = stock.batches.find((b) => b.id === values.batch_id);
    // The units to take away must be there; said here with the number instead of after a round trip.
    const held = batch ? batch.quantity : stock.loose;
    if (held + values.quantity < 0) {
      const key = batch ? 'adjust.tooFewBatch' : 'adjust.tooFewLoose';
      form.setError('quantity', { message: t(key, { n: n(held) }) });
      form.setFocus('quantity');
      return;
    }
    try {
      await adjust.mutateAsync({ productId: stock.product_id, body: values });
      notify.success(t('adjust.done'));
      onDone();
    } catch (error) {
      setFormError(reportFormError(error, form, FIELDS));
    }
  });

  return (
    <AdminForm id={formId} onSubmit={onSubmit} error={formError} gap={4}>
      <FormField label={t('adjust.batch')} error={fieldMessage(errors.batch_id?.message)}>
        <Select {...register('batch_id')}>
          <option value="">{t('adjust.outside', { n: n(stock.loose) })}</option>
          {stock.batches.map((b) => (
            <option key={b.id} value={b.id}>
              {t('adjust.batchOption', { lot: isolate(b.lot_number), n: n(b.quantity) })}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('adjust.quantity')}
        help={t('adjust.quantityHelp')}
        error={fieldMessage(errors.quantity?.message)}
        required
      >
        <TextInput
          inputMode="text"
          dir="ltr"
          className="text-start"
          autoComplete="off"
          {...register('quantity')}
        />
      </FormField>
      <FormField
        label={t('adjust.reason')}
        help={t('adjust.reasonHelp')}
        error={fieldMessage(errors.reason?.message)}
        required
      >
        <Textarea rows={2} maxLength={STOCK_REASON_MAX} {...register('reason')} />
      </FormField>
    </AdminForm>
  );
}
