import {
  PRESCRIPTION_NOTE_MAX,
  REJECTION_REASONS,
  type RejectBody,
  type RejectionReason,
  rejectBody,
} from '@shop/shared/prescriptions';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface RejectDialogProps {
  open: boolean;
  prescriptionId: number;
  busy?: boolean;
  onCancel: () => void;
  onReject: (body: RejectBody) => void;
}

/**
 * Turning a prescription down: one reason from the fixed list (the customer reads it in their language) and a
 * note, required when the reason is "other". Checked with the same shared schema the server uses.
 */
export function RejectDialog({ open, prescriptionId, busy, onCancel, onReject }: RejectDialogProps) {
  const { t } = useTranslation('admin');
  const { t: tt } = useTranslation();
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const firstReasonRef = useRef<HTMLInputElement>(null);
  const groupId = useId();

  useEffect(() => {
    if (!open) return;
    setReason(null);
    setNote('');
    setErrors({});
  }, [open]);

  const submit = () => {
    const parsed = rejectBody.safeParse({ reason: reason ?? undefined, note });
    if (parsed.success) {
      onReject(parsed.data);
      return;
    }
    const paths = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    const next = {
      reason: paths.has('reason') ? t('prescriptions.rejectDialog.chooseReason') : undefined,
      note: paths.has('note') ? t('prescriptions.rejectDialog.noteRequired') : undefined,
    };
    setErrors(next);
    if (next.reason) firstReasonRef.current?.focus();
    else if (next.note) noteRef.current?.focus();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => (value ? undefined : onCancel())}
      title={t('prescriptions.rejectDialog.title', { id: prescriptionId })}
      description={t('prescriptions.rejectDialog.intro')}
      footer={
        <>
          <Button variant="quiet" onClick={onCancel} disabled={busy}>
            {t('prescriptions.rejectDialog.cancel')}
          </Button>
          <Button variant="danger" onClick={submit} busy={busy}>
            {t('prescriptions.rejectDialog.confirm')}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.reason ? `${groupId}-error` : undefined}
        >
          <legend className="mb-2 text-sm font-medium text-ink">
            {t('prescriptions.rejectDialog.reason')}
          </legend>
          {REJECTION_REASONS.map((value, index) => (
            <label
              key={value}
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-control border px-3 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
                reason === value ? 'border-primary bg-primary-tint' : 'border-line bg-surface'
              }`}
            >
              <input
                ref={index === 0 ? firstReasonRef : undefined}
                type="radio"
                name={`${groupId}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setErrors((e) => ({ ...e, reason: undefined }));
                }}
                className="size-4 accent-primary"
              />
              <span className="text-ink">{tt(`prescription.reasons.${value}`)}</span>
            </label>
          ))}
          {errors.reason ? (
            <p id={`${groupId}-error`} role="alert" className="text-sm text-danger">
              {errors.reason}
            </p>
          ) : null}
        </fieldset>
        <FormField
          label={t('prescriptions.rejectDialog.note')}
          required={reason === 'other'}
          help={
            reason === 'other'
              ? t('prescriptions.rejectDialog.noteHelpOther')
              : t('prescriptions.rejectDialog.noteHelp')
          }
          error={errors.note}
        >
          <Textarea
            ref={noteRef}
            value={note}
            maxLength={PRESCRIPTION_NOTE_MAX}
            onChange={(e) => {
              setNote(e.target.value);
              setErrors((x) => ({ ...x, note: undefined }));
            }}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
