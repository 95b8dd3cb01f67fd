import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterBody, registerBody } from '@shop/shared/auth';
import { PASSWORD_MIN } from '@shop/shared/constants';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useFieldMessage } from '../../lib/forms/field-message.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-errors.ts';
import { useSendRegisterOtp } from './api/send-register-otp.ts';
import { canSubmitRegistration } from './register-rules.ts';

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

interface RegisterDetailsFormProps {
  /** What was typed before (coming back from the code step keeps it). */
  initial: RegisterBody;
  /** The code was sent to `values.email` (trimmed, lower-cased). */
  onCodeSent: (values: RegisterBody) => void;
}

/** Registration step 1: name, e-mail, password and its confirmation; on success the server e-mails a code. */
export function RegisterDetailsForm({ initial, onCodeSent }: RegisterDetailsFormProps) {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const sendOtp = useSendRegisterOtp();
  const hintId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerBody),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const values = useWatch({ control });
  const canSubmit = canSubmitRegistration(values);

  const onSubmit = async (input: RegisterBody) => {
    setFormError(null);
    try {
      await sendOtp.mutateAsync(input);
      onCodeSent(input);
    } catch (error) {
      const leftovers = applyServerFieldErrors(error, setError, FIELDS);
      if (leftovers && leftovers.length === 0) return;
      const message =
        leftovers?.join(' ') || (isApiError(error) && error.serverMessage) || t('register.sendFailed');
      setFormError(message);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormField label={t('register.name')} error={fieldMessage(errors.name?.message)} required>
        <TextInput autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label={t('register.email')} error={fieldMessage(errors.email?.message)} required>
        <TextInput
          type="email"
          dir="ltr"
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.com"
          {...register('email')}
        />
      </FormField>
      <FormField
        label={t('register.password')}
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
        label={t('register.passwordConfirmation')}
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

      <p className="text-sm text-ink-secondary">
        <Trans
          t={t}
          i18nKey="register.terms"
          components={{
            terms: <Link to="/terms-of-service" className="font-medium text-primary hover:underline" />,
          }}
        />
      </p>

      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          busy={sendOtp.isPending}
          disabled={!canSubmit}
          aria-describedby={canSubmit ? undefined : hintId}
          className="w-full"
        >
          {t('register.submit')}
        </Button>
        {canSubmit ? null : (
          <p id={hintId} className="text-center text-xs text-ink-secondary">
            {t('register.submitHint')}
          </p>
        )}
      </div>
    </form>
  );
}
