import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { QueryError, type RetryableQuery } from './query-error.tsx';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  size?: 'sm' | 'md' | 'lg';
  /** The id of the form inside, which the footer's submit button submits. */
  formId: string;
  submitLabel: string;
  /** `danger` for a submit that cannot be undone (a write-off). */
  submitVariant?: 'primary' | 'danger';
  /** While the form is saving: the dialog stays open, Cancel is disabled and Submit spins. */
  busy: boolean;
  submitDisabled?: boolean;
  /** While what the form edits is loading: this skeleton in place of the form. */
  loading?: ReactNode;
  /** When it could not be loaded: why, and Retry, in place of the form. */
  failed?: { message: string; query: RetryableQuery } | false;
  /** The form (`formId`). */
  children: ReactNode;
}

/**
 * A dialog around one form, with Cancel and the form's submit button in its footer; while the thing to edit
 * loads, a skeleton, and if it cannot be loaded, the reason and Retry.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  size,
  formId,
  submitLabel,
  submitVariant = 'primary',
  busy,
  submitDisabled,
  loading,
  failed,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <Button variant="quiet" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant={submitVariant} form={formId} busy={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {loading ? loading : failed ? <QueryError message={failed.message} query={failed.query} /> : children}
    </Dialog>
  );
}
