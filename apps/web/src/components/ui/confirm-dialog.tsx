import { useRef } from 'react';
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
  /**
   * The action destroys or cancels something: it is shown as such (red outline), and the safe choice is the
   * filled button that has the focus, so Enter or a hurried tap keeps things as they are.
   */
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
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      initialFocus={destructive ? keepRef : undefined}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button
            ref={keepRef}
            variant={destructive ? 'primary' : 'quiet'}
            onClick={() => onOpenChange(false)}
            disabled={busy}
          >
            {cancelLabel ?? t('common.goBack')}
          </Button>
          <Button variant={destructive ? 'danger-outline' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-ink">{message}</p>
    </Dialog>
  );
}
