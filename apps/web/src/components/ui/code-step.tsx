import type { FormEventHandler, ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { isCompleteOtp } from '../../lib/forms/otp.ts';
import { Button } from './button.tsx';
import { ArrowBack } from './directional-icons.tsx';
import { FormAlert } from './form-alert.tsx';
import { OtpField } from './otp-field.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';

interface CodeStepProps<T extends FieldValues> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  heading?: ReactNode;
  /** Where the code went; read out when the step opens. */
  sentTo: ReactNode;
  control: Control<T>;
  name: FieldPath<T>;
  codeLabel: string;
  codeHelp?: string;
  codeError?: string;
  /** What the step asks besides the code (a new password, "remember me"), between the code and the error. */
  children?: ReactNode;
  error: string | null;
  submitLabel: string;
  submitBusy: boolean;
  /** The submit button waits for a whole code; a step with other fields to check lets its schema say what lacks. */
  waitForWholeCode?: boolean;
  backLabel: string;
  onBack: () => void;
  backDisabled?: boolean;
  resend: { secondsLeft: number; busy: boolean; onResend: () => void; label: string; waitingLabel: string };
  /** Inside a dialog: tighter, with smaller text. */
  compact?: boolean;
}

/**
 * The step after a one-time code was sent (sign-up, password reset, phone sign-in, a new e-mail or phone): what
 * was sent where, the code box, the error, the submit button, and "back" beside "resend" behind its countdown.
 */
export function CodeStep<T extends FieldValues>({
  onSubmit,
  heading,
  sentTo,
  control,
  name,
  codeLabel,
  codeHelp,
  codeError,
  children,
  error,
  submitLabel,
  submitBusy,
  waitForWholeCode = true,
  backLabel,
  onBack,
  backDisabled,
  resend,
  compact,
}: CodeStepProps<T>) {
  const code = useWatch({ control, name });
  return (
    <form noValidate onSubmit={onSubmit} className={`flex flex-col ${compact ? 'gap-4' : 'gap-5'}`}>
      {heading}
      <p className={compact ? 'text-sm text-ink-secondary' : 'text-ink-secondary'} aria-live="polite">
        {sentTo}
      </p>
      <OtpField control={control} name={name} label={codeLabel} help={codeHelp} error={codeError} />
      {children}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button
        type="submit"
        busy={submitBusy}
        disabled={waitForWholeCode && !isCompleteOtp(String(code ?? ''))}
        className="w-full"
      >
        {submitLabel}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="quiet" size="sm" onClick={onBack} disabled={backDisabled}>
          <ArrowBack aria-hidden="true" className="size-4" />
          {backLabel}
        </Button>
        <ResendCodeButton {...resend} onResend={resend.onResend} />
      </div>
    </form>
  );
}
