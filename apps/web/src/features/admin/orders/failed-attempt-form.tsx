import { DELIVERY_FAILURE_REASONS, type DeliveryFailureReason } from '@shop/shared/orders';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** Why an attempt failed: a reason from the list, and a note (`other` needs one; the server says so too). */
export function FailedAttemptForm({
  busy,
  onSave,
  onCancel,
}: {
  busy: boolean;
  onSave: (failure: { reason: DeliveryFailureReason; note?: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState<DeliveryFailureReason>('no_answer');
  const [note, setNote] = useState('');
  const [missingNote, setMissingNote] = useState(false);
  return (
    <form
      aria-labelledby="order-failure-title"
      className="flex flex-col gap-2 rounded-control border border-line bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (reason === 'other' && !note.trim()) return setMissingNote(true);
        onSave({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
      }}
    >
      <h4 id="order-failure-title" className="font-bold text-ink">
        {t('orders.detail.failure.title')}
      </h4>
      <label className="flex flex-col gap-1">
        <span className="text-ink-secondary">{t('orders.detail.failure.reason')}</span>
        <select
          className="min-h-11 rounded-control border border-line px-2"
          value={reason}
          onChange={(e) => setReason(e.target.value as DeliveryFailureReason)}
        >
          {DELIVERY_FAILURE_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`orders.detail.failure.reasons.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-ink-secondary">{t('orders.detail.failure.note')}</span>
        <textarea
          className="min-h-16 rounded-control border border-line p-2"
          maxLength={500}
          value={note}
          aria-invalid={missingNote || undefined}
          aria-describedby={missingNote ? 'order-failure-note-error' : undefined}
          onChange={(e) => {
            setNote(e.target.value);
            setMissingNote(false);
          }}
        />
      </label>
      {missingNote ? (
        <p id="order-failure-note-error" role="alert" className="text-danger">
          {t('orders.detail.failure.noteRequired')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy} disabled={busy}>
          {t('orders.detail.failure.save')}
        </Button>
        <Button type="button" variant="quiet" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
