import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBody } from '@shop/shared/auth';
import { PASSWORD_MIN } from '@shop/shared/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CodeStep } from '../../components/ui/code-step.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
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
    <CodeStep
      onSubmit={handleSubmit(onSubmit)}
      heading={<h2 className="text-lg font-bold text-ink">{t('forgot.codeTitle')}</h2>}
      sentTo={t('forgot.sentTo', { email: isolate(email) })}
      control={control}
      name="otp"
      codeLabel={t('code.label')}
      codeHelp={t('code.hint')}
      codeError={fieldMessage(errors.otp?.message)}
      error={formError}
      submitLabel={t('forgot.submit')}
      submitBusy={reset.isPending}
      waitForWholeCode={false}
      backLabel={t('code.back')}
      onBack={onBack}
      backDisabled={reset.isPending}
      resend={{
        secondsLeft,
        busy: resend.busy,
        onResend: resend.run,
        label: t('code.resend'),
        waitingLabel: t('code.resendIn', { count: secondsLeft }),
      }}
    >
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
    </CodeStep>
  );
}
