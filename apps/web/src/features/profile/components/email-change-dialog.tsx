import { zodResolver } from '@hookform/resolvers/zod';
import { emailChangeBody, emailChangeVerifyBody } from '@shop/shared/auth';
import { OTP_RESEND_WAIT_MS } from '@shop/shared/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { CodeStep } from '../../../components/ui/code-step.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { hasErrorCode, isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { isolate } from '../../../lib/format.ts';
import { useFieldMessage } from '../../../lib/forms/field-message.ts';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { useResendCountdown } from '../../../lib/forms/use-resend-countdown.ts';
import { notify } from '../../../lib/toast.ts';
import { useRequestEmailChange } from '../api/request-email-change.ts';
import { useVerifyEmailChange } from '../api/verify-email-change.ts';

interface EmailChangeDialogProps {
  currentEmail: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Changing the e-mail: the new address, then the code sent to it; only a confirmed address replaces the old. */
export function EmailChangeDialog({ currentEmail, open, onOpenChange }: EmailChangeDialogProps) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const fieldMessage = useFieldMessage();
  const requestChange = useRequestEmailChange();
  const verify = useVerifyEmailChange();
  const timer = useResendCountdown(OTP_RESEND_WAIT_MS);
  const [newEmail, setNewEmail] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const emailForm = useForm({ resolver: zodResolver(emailChangeBody), defaultValues: { email: '' } });
  const codeForm = useForm({ resolver: zodResolver(emailChangeVerifyBody), defaultValues: { otp: '' } });

  const fail = (message: string) => {
    setFormError(message);
  };

  const sendCode = async ({ email }: { email: string }) => {
    setFormError(null);
    if (email === currentEmail.toLowerCase()) {
      emailForm.setError('email', { type: 'same', message: t('email.same') }, { shouldFocus: true });
      return;
    }
    try {
      await requestChange.mutateAsync({ email });
      setNewEmail(email);
      codeForm.reset({ otp: '' });
      timer.start();
    } catch (error) {
      const leftovers = applyServerFieldErrors(error, emailForm.setError, ['email']);
      if (leftovers && leftovers.length === 0) return;
      fail(leftovers?.join(' ') || (isApiError(error) && error.serverMessage) || t('email.sendFailed'));
    }
  };

  const resend = async () => {
    if (!newEmail) return;
    setFormError(null);
    try {
      await requestChange.mutateAsync({ email: newEmail });
      codeForm.reset({ otp: '' });
      timer.start();
      notify.success(t('email.resent'));
      codeForm.setFocus('otp');
    } catch (error) {
      fail((isApiError(error) && error.serverMessage) || t('email.resendFailed'));
    }
  };

  const confirm = async ({ otp: code }: { otp: string }) => {
    if (!newEmail) return;
    setFormError(null);
    try {
      await verify.mutateAsync({ email: newEmail, otp: code });
      notify.success(t('email.changed'));
      onOpenChange(false);
    } catch (error) {
      const message = hasErrorCode(error, 'INVALID_CODE')
        ? errorMessage(error)
        : (isApiError(error) && (Object.values(error.errors ?? {}).flat()[0] ?? error.serverMessage)) ||
          t('email.verifyFailed');
      codeForm.reset({ otp: '' });
      codeForm.setFocus('otp');
      fail(message);
    }
  };

  const back = () => {
    timer.reset();
    setFormError(null);
    codeForm.reset({ otp: '' });
    setNewEmail(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('email.dialogTitle')}
      description={newEmail ? undefined : t('email.dialogHint')}
      size="sm"
    >
      {newEmail === null ? (
        <form noValidate onSubmit={emailForm.handleSubmit(sendCode)} className="flex flex-col gap-4">
          <p className="text-sm text-ink-secondary">
            {t('email.current')}{' '}
            <bdi dir="ltr" className="font-medium text-ink">
              {currentEmail}
            </bdi>
          </p>
          <FormField
            label={t('email.newLabel')}
            error={fieldMessage(emailForm.formState.errors.email?.message)}
            required
          >
            <TextInput
              type="email"
              dir="ltr"
              inputMode="email"
              autoComplete="email"
              placeholder="name@example.com"
              autoFocus
              {...emailForm.register('email')}
            />
          </FormField>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="quiet" onClick={() => onOpenChange(false)}>
              {tc('common.cancel')}
            </Button>
            <Button type="submit" busy={requestChange.isPending}>
              {t('email.sendCode')}
            </Button>
          </div>
        </form>
      ) : (
        <CodeStep
          compact
          onSubmit={codeForm.handleSubmit(confirm)}
          sentTo={t('email.sentTo', { email: isolate(newEmail) })}
          control={codeForm.control}
          name="otp"
          codeLabel={t('email.codeLabel')}
          codeError={fieldMessage(codeForm.formState.errors.otp?.message)}
          error={formError}
          submitLabel={t('email.confirm')}
          submitBusy={verify.isPending}
          backLabel={t('email.back')}
          onBack={back}
          backDisabled={verify.isPending}
          resend={{
            secondsLeft: timer.secondsLeft,
            busy: requestChange.isPending,
            onResend: resend,
            label: t('email.resend'),
            waitingLabel: t('email.resendIn', { count: timer.secondsLeft }),
          }}
        />
      )}
    </Dialog>
  );
}
