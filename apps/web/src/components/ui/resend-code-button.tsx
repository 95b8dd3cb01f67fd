import { RotateCw } from 'lucide-react';
import { Button } from './button.tsx';

interface ResendCodeButtonProps {
  secondsLeft: number;
  busy: boolean;
  onResend: () => void;
  /** "Resend code" */
  label: string;
  /** "Resend in 42 seconds", already translated for `secondsLeft`. */
  waitingLabel: string;
}

/** Disabled, with the countdown as its visible text, until a new code may be asked for. */
export function ResendCodeButton({
  secondsLeft,
  busy,
  onResend,
  label,
  waitingLabel,
}: ResendCodeButtonProps) {
  const waiting = secondsLeft > 0;
  return (
    <Button variant="quiet" size="sm" onClick={onResend} disabled={waiting} busy={busy}>
      {busy ? null : <RotateCw aria-hidden="true" className="size-4" />}
      {waiting ? <span aria-live="off">{waitingLabel}</span> : label}
    </Button>
  );
}
