import { zodResolver } from '@hookform/resolvers/zod';
import { verifyOtpBody } from '@shop/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CodeStep } from '../../components/ui/code-step.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { hasErrorCode } from '../../lib/api-error.ts';
import type { User } from '../../lib/auth-storage.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { isolate } from '../../lib/format.ts';
import { useFieldMessage } from '../../lib/forms/field-message.ts';
import { useResendCode } from './api/resend-otp.ts';
import { NoUserReceivedError, useVerifyRegisterOtp } from './api/verify-register-otp.ts';

interface RegisterCodeFormProps {
  email: string;
  /** Seconds until another code may be asked for (the page owns the timer: "back" must clear it). */
  secondsLeft: number;
  onResent: () => void;
  onBack: () => void;
  onVerified: (user: User) => void;
}

/** Registration step 2: the 6-digit code from the e-mail, a resend button behind a 60 s timer, and back. */
export function RegisterCodeForm({
  email,
  secondsLeft,
  onResent,
  onBack,
  onVerified,
}: RegisterCodeFormProps) {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const verify = useVerifyRegisterOtp();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(verifyOtpBody),
    defaultValues: { email, otp: '' },
  });
  const resend = useResendCode(email, 'registration', {
    clearCode: () => {
      setValue('otp', '');
      setFocus('otp');
    },
    onResent,
    setFormError,
  });

  const onSubmit = async (input: { email: string; otp: string }) => {
    setFormError(null);
    try {
      onVerified(await verify.mutateAsync(input));
    } catch (error) {
      let message: string;
      if (error instanceof NoUserReceivedError) message = t('register.noUser');
      else if (hasErrorCode(error, 'INVALID_CODE')) message = errorMessage(error);
      else if (hasErrorCode(error, 'VALIDATION', 'RATE_LIMITED'))
        message =
          Object.values(error.errors ?? {})
            .flat()
            .find(Boolean) ??
          error.serverMessage ??
          t('register.verifyFailed');
      else message = t('register.verifyFailed');
      setFormError(message);
      setValue('otp', '');
      setFocus('otp');
    }
  };

  return (
    <CodeStep
      onSubmit={handleSubmit(onSubmit)}
      sentTo={t('register.sentTo', { email: isolate(email) })}
      control={control}
      name="otp"
      codeLabel={t('code.label')}
      codeHelp={t('code.hint')}
      codeError={fieldMessage(errors.otp?.message)}
      error={formError}
      submitLabel={t('register.verify')}
      submitBusy={verify.isPending}
      backLabel={t('code.back')}
      onBack={onBack}
      backDisabled={verify.isPending}
      resend={{
        secondsLeft,
        busy: resend.busy,
        onResend: resend.run,
        label: t('code.resend'),
        waitingLabel: t('code.resendIn', { count: secondsLeft }),
      }}
    />
  );
}
