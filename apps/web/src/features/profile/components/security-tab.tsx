import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody } from '@shop/shared/auth';
import { PASSWORD_MIN } from '@shop/shared/constants';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useFieldMessage } from '../../../lib/forms/field-message.ts';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { notify } from '../../../lib/toast.ts';
import { type ChangePasswordBody, useChangePassword } from '../api/change-password.ts';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** Security: change the password (current, new, confirmation); other devices are signed out by the server. */
export function SecurityTab() {
  const { t } = useTranslation('profile');
  const fieldMessage = useFieldMessage();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordBody), defaultValues: EMPTY });

  const onSubmit = async (input: ChangePasswordBody) => {
    setFormError(null);
    try {
      await change.mutateAsync(input);
      reset(EMPTY);
      notify.success(t('security.saved'));
    } catch (error) {
      const leftovers = applyServerFieldErrors(error, setError, FIELDS);
      if (leftovers && leftovers.length === 0) return;
      const message =
        leftovers?.join(' ') || (isApiError(error) && error.serverMessage) || t('security.saveFailed');
      setFormError(message);
    }
  };

  const passwordProps = { showLabel: t('security.show'), hideLabel: t('security.hide') };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="security-title"
      className="flex max-w-xl flex-col gap-5 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="security-title" className="text-lg font-bold text-ink">
            {t('security.title')}
          </h2>
          <p className="text-sm text-ink-secondary">{t('security.hint')}</p>
        </div>
      </div>
      <FormField
        label={t('security.current')}
        error={fieldMessage(errors.current_password?.message)}
        required
      >
        <PasswordInput autoComplete="current-password" {...passwordProps} {...register('current_password')} />
      </FormField>
      <FormField
        label={t('security.new')}
        help={t('security.newHelp', { min: PASSWORD_MIN })}
        error={fieldMessage(errors.new_password?.message)}
        required
      >
        <PasswordInput autoComplete="new-password" {...passwordProps} {...register('new_password')} />
      </FormField>
      <FormField
        label={t('security.confirm')}
        error={fieldMessage(errors.confirm_password?.message)}
        required
      >
        <PasswordInput autoComplete="new-password" {...passwordProps} {...register('confirm_password')} />
      </FormField>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex justify-end">
        <Button type="submit" busy={change.isPending} className="min-w-36">
          {t('security.save')}
        </Button>
      </div>
    </form>
  );
}
