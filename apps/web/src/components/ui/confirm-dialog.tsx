import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Names the thing the action touches ("Delete «Vitamin D3»?"). */
  message: string;
  confirmLabel: string;
  /**
   * What dismissing does, when "Go back" is not clear enough ("Keep my order" beside "Yes, cancel the order").
   * Never "Cancel": beside a cancelling or deleting action it reads as the action itself.
   */
  cancelLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
  destructive?: boolean;
}

/** Asks before an action that cannot be undone; the confirm button shows a spinner while it runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy,
  destructive,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="quiet" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel ?? t('common.goBack')}
          </Button>
          <Button onClick={onConfirm} busy={busy} className={destructive ? 'bg-danger hover:bg-red-700' : ''}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-ink">{message}</p>
    </Dialog>
  );
}
