import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBody } from '@shop/shared/auth';
import { PASSWORD_MIN } from '@shop/shared/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { ArrowBack } from '../../components/ui/directional-icons.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { OtpField } from '../../components/ui/otp-field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { ResendCodeButton } from '../../components/ui/resend-code-button.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { hasErrorCode, isApiError } from '../../lib/api-error.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { isolate } from '../../lib/format.ts';
import { useFieldMessage } from '../../lib/forms/field-message.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-errors.ts';
import { useResendCode } from './api/resend-otp.ts';
import { type ResetPasswordBody, useResetPassword } from './api/reset-password.ts';

const FIELDS = ['otp', 'password', 'password_confirmation'] as const;

interface ResetPasswordFormProps {
  email: string;
  secondsLeft: number;
  onResent: () => void;
  onBack: () => void;
  onDone: () => void;
}

/** Password reset step 2: the e-mailed code, the new password and its confirmation. */
export function ResetPasswordForm({ email, secondsLeft, onResent, onBack, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { email, otp: '', password: '', password_confirmation: '' },
  });
  const resend = useResendCode(email, 'password_reset', {
    clearCode: () => {
      setValue('otp', '');
      setFocus('otp');
    },
    onResent,
    setFormError,
  });

  const onSubmit = async (input: ResetPasswordBody) => {
    setFormError(null);
    try {
      await reset.mutateAsync(input);
      onDone();
    } catch (error) {
      const leftovers = applyServerFieldErrors(error, setError, FIELDS);
      if (leftovers && leftovers.length === 0) return;
      let message: string;
      if (leftovers?.length) message = leftovers.join(' ');
      else if (hasErrorCode(error, 'INVALID_CODE')) {
        message = errorMessage(error);
        setValue('otp', '');
        setFocus('otp');
      } else message = (isApiError(error) && error.serverMessage) || t('forgot.failed');
      setFormError(message);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <h2 className="text-lg font-bold text-ink">{t('forgot.codeTitle')}</h2>
      <p className="text-ink-secondary" aria-live="polite">
        {t('forgot.sentTo', { email: isolate(email) })}
      </p>

      <OtpField
        control={control}
        name="otp"
        label={t('code.label')}
        help={t('code.hint')}
        error={fieldMessage(errors.otp?.message)}
      />
      <FormField
        label={t('forgot.newPassword')}
        help={t('password.hint', { min: PASSWORD_MIN })}
        error={fieldMessage(errors.password?.message)}
        required
      >
        <PasswordInput
          autoComplete="new-password"
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          {...register('password')}
        />
      </FormField>
      <FormField
        label={t('forgot.confirmPassword')}
        error={fieldMessage(errors.password_confirmation?.message)}
        required
      >
        <PasswordInput
          autoComplete="new-password"
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          {...register('password_confirmation')}
        />
      </FormField>

      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <Button type="submit" busy={reset.isPending} className="w-full">
        {t('forgot.submit')}
      </Button>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="quiet" size="sm" onClick={onBack} disabled={reset.isPending}>
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
