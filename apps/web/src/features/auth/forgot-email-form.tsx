import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody } from '@shop/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useFieldMessage } from '../../lib/forms/field-message.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-errors.ts';
import { useForgotPassword } from './api/forgot-password.ts';

interface ForgotEmailFormProps {
  initialEmail: string;
  onSent: (email: string) => void;
}

/** Password reset step 1: the account's e-mail address. */
export function ForgotEmailForm({ initialEmail, onSent }: ForgotEmailFormProps) {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: initialEmail },
  });

  const onSubmit = async ({ email }: { email: string }) => {
    setFormError(null);
    try {
      await forgot.mutateAsync({ email });
      onSent(email);
    } catch (error) {
      const leftovers = applyServerFieldErrors(error, setError, ['email']);
      if (leftovers && leftovers.length === 0) return;
      const message =
        leftovers?.join(' ') || (isApiError(error) && error.serverMessage) || t('forgot.sendFailed');
      setFormError(message);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormField label={t('forgot.email')} error={fieldMessage(errors.email?.message)} required>
        <TextInput
          type="email"
          dir="ltr"
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.com"
          autoFocus
          {...register('email')}
        />
      </FormField>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button type="submit" busy={forgot.isPending} className="w-full">
        {t('forgot.send')}
      </Button>
    </form>
  );
}
