import { zodResolver } from '@hookform/resolvers/zod';
import { WRITE_OFF_REASONS } from '@shop/shared/inventory';
import { TriangleAlert } from 'lucide-react';
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
import { useWriteOffBatch } from './api/stock-writes.ts';
import { writeOffForm } from './stock-forms.ts';

/** The batch to write off, as both the expiry lists and a product's batches table know it. */
export interface WriteOffTarget {
  id: number;
  lot_number: string;
  quantity: number;
  state: 'sellable' | 'expired' | 'empty';
  productName: string;
}

type FormInput = z.input<typeof writeOffForm>;
type FormOutput = z.output<typeof writeOffForm>;

const FIELDS = new Set(['reason', 'quantity', 'note']);

/** Writes off units of one batch; the dialog names the product and lot, and says it cannot be undone. */
export function WriteOffDialog({ batch, onClose }: { batch: WriteOffTarget | null; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const formId = useId();
  const writeOff = useWriteOffBatch();
  return (
    <FormDialog
      open={batch !== null}
      onClose={onClose}
      title={t('writeOff.title')}
      formId={formId}
      submitLabel={t('writeOff.submit')}
      submitVariant="danger"
      busy={writeOff.isPending}
      size="sm"
    >
      {batch ? <WriteOffForm formId={formId} batch={batch} writeOff={writeOff} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function WriteOffForm({
  formId,
  batch,
  writeOff,
  onDone,
}: {
  formId: string;
  batch: WriteOffTarget;
  writeOff: ReturnType<typeof useWriteOffBatch>;
  onDone: () => void;
}) {
  const { t } = useTranslation('inventory');
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const count = formatNumber(batch.quantity, locale);
  const n = isolate(count);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(writeOffForm),
    // An expired batch is written off because it expired; a live one only when damaged.
    defaultValues: { reason: batch.state === 'expired' ? 'expired' : 'damaged', quantity: '', note: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const quantity = values.quantity ?? batch.quantity;
    // Said here, with the number, rather than after a round trip.
    if (quantity > batch.quantity) {
      form.setError('quantity', { message: t('writeOff.tooMany', { n }) });
      form.setFocus('quantity');
      return;
    }
    try {
      await writeOff.mutateAsync({
        batchId: batch.id,
        body: { reason: values.reason, quantity: values.quantity, note: values.note || undefined },
      });
      notify.success(
        t('writeOff.done', {
          lot: isolate(batch.lot_number),
          name: isolate(batch.productName),
          n: isolate(formatNumber(quantity, locale)),
        }),
      );
      onDone();
    } catch (error) {
      setFormError(reportFormError(error, form, FIELDS));
    }
  });

  return (
    <AdminForm id={formId} onSubmit={onSubmit} error={formError} gap={4}>
      <div
        className="flex items-start gap-2 rounded-control border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        role="note"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          {t('writeOff.warning', { name: isolate(batch.productName), lot: isolate(batch.lot_number) })}{' '}
          {t('writeOff.holds', { n })}
        </p>
      </div>
      <FormField label={t('writeOff.reason')} error={fieldMessage(errors.reason?.message)} required>
        <Select {...register('reason')}>
          {WRITE_OFF_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`reasons.${reason}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('writeOff.quantity')}
        help={t('writeOff.quantityHelp', { n })}
        error={fieldMessage(errors.quantity?.message)}
      >
        <TextInput
          inputMode="numeric"
          latinDigits
          autoComplete="off"
          placeholder={count}
          {...register('quantity')}
        />
      </FormField>
      <FormField label={t('writeOff.note')} error={fieldMessage(errors.note?.message)}>
        <Textarea rows={2} {...register('note')} />
      </FormField>
    </AdminForm>
  );
}
