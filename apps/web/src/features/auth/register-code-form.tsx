import { zodResolver } from '@hookform/resolvers/zod';
import { verifyOtpBody } from '@shop/shared/auth';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { ArrowBack } from '../../components/ui/directional-icons.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { OtpField } from '../../components/ui/otp-field.tsx';
import { ResendCodeButton } from '../../components/ui/resend-code-button.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { hasErrorCode } from '../../lib/api-error.ts';
import type { User } from '../../lib/auth-storage.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { isolate } from '../../lib/format.ts';
import { useFieldMessage } from '../../lib/forms/field-message.ts';
import { isCompleteOtp } from '../../lib/forms/otp.ts';
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
  const otp = useWatch({ control, name: 'otp' });

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
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <p className="text-ink-secondary" aria-live="polite">
        {t('register.sentTo', { email: isolate(email) })}
      </p>

      <OtpField
        control={control}
        name="otp"
        label={t('code.label')}
        help={t('code.hint')}
        error={fieldMessage(errors.otp?.message)}
      />

      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <Button type="submit" busy={verify.isPending} disabled={!isCompleteOtp(otp)} className="w-full">
        {t('register.verify')}
      </Button>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="quiet" size="sm" onClick={onBack} disabled={verify.isPending}>
          <ArrowBack aria-hidden="true" className="size-4" />
          {t('code.back')}
        </Button>
        <ResendCodeButton
          secondsLeft={secondsLeft}
          busy={resend.busy}
          onResend={resend.run}
          label={t('code.resend')}
          waitingLabel={t('code.resendIn', { count: secondsLeft })}
        />
      </div>
    </form>
  );
}
