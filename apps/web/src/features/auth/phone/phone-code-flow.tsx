import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CodeChannel,
  DEFAULT_CODE_CHANNEL,
  otpSchema,
  phoneLoginSendBody,
  phoneRegisterBody,
} from '@shop/shared/auth';
import { OTP_RESEND_WAIT_MS } from '@shop/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldValues, type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { CodeChannelField } from '../../../components/ui/code-channel-field.tsx';
import { CodeStep } from '../../../components/ui/code-step.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { saveSignedInUser } from '../../../lib/auth.ts';
import type { User } from '../../../lib/auth-storage.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { isolate } from '../../../lib/format.ts';
import { useFieldMessage } from '../../../lib/forms/field-message.ts';
import { useResendCountdown } from '../../../lib/forms/use-resend-countdown.ts';
import { notify } from '../../../lib/toast.ts';
import {
  resendRegisterCode,
  sendLoginCode,
  sendRegisterCode,
  verifyLoginCode,
  verifyRegisterCode,
} from '../api/phone-codes.ts';

type Mode = 'login' | 'register';
const codeForm = z.object({ otp: otpSchema, remember: z.boolean() });
const registerForm = phoneRegisterBody;
const loginForm = phoneLoginSendBody.extend({ name: z.string().optional() });

/** The server's words for a refusal: a field error goes under its field, the rest into the alert. */
function showError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: string[]) {
  if (hasErrorCode(error, 'VALIDATION') && error.errors) {
    let placed = false;
    for (const [field, messages] of Object.entries(error.errors)) {
      if (fields.includes(field) && messages[0]) {
        setError(field as Parameters<UseFormSetError<T>>[0], { message: messages[0] });
        placed = true;
      }
    }
    if (placed) return null;
  }
  return errorMessage(error);
}

/**
 * Sign in (or register) with an Iraqi mobile number: the number and SMS or WhatsApp, then the 6-digit code with a
 * 60-second resend countdown. The number is typed any way (07…, +964…, 00964…, spaces, Arabic-Indic digits).
 */
export function PhoneCodeFlow({ mode, onSignedIn }: { mode: Mode; onSignedIn: (user: User) => void }) {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const queryClient = useQueryClient();
  const timer = useResendCountdown(OTP_RESEND_WAIT_MS);
  const [sent, setSent] = useState<{ phone: string; channel: CodeChannel } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  const numberForm = useForm({
    resolver: zodResolver(mode === 'register' ? registerForm : loginForm),
    defaultValues: { name: '', phone: '', channel: DEFAULT_CODE_CHANNEL },
  });
  const code = useForm({ resolver: zodResolver(codeForm), defaultValues: { otp: '', remember: false } });
  const _otp = useWatch({ control: code.control, name: 'otp' });

  const send = async (values: { name?: string | undefined; phone: string; channel: CodeChannel }) => {
    setFormError(null);
    try {
      if (mode === 'register') await sendRegisterCode({ name: values.name ?? '', ...values });
      else await sendLoginCode(values);
      setSent({ phone: values.phone, channel: values.channel });
      timer.start();
    } catch (error) {
      const message = showError(error, numberForm.setError, ['name', 'phone', 'channel']);
      if (message) {
        setFormError(message);
      }
    }
  };

  const resend = async () => {
    if (!sent) return;
    setFormError(null);
    setResending(true);
    try {
      if (mode === 'register') await resendRegisterCode(sent);
      else await sendLoginCode(sent);
      timer.start();
      code.setValue('otp', '');
      code.setFocus('otp');
      notify.success(t('phone.resent'));
    } catch (error) {
      const message = errorMessage(error);
      setFormError(message);
    } finally {
      setResending(false);
    }
  };

  const verify = async (values: { otp: string; remember: boolean }) => {
    if (!sent) return;
    setFormError(null);
    try {
      const user =
        mode === 'register'
          ? await verifyRegisterCode({ phone: sent.phone, otp: values.otp })
          : await verifyLoginCode({ phone: sent.phone, code: values.otp, remember: values.remember });
      saveSignedInUser(queryClient, user);
      onSignedIn(user);
    } catch (error) {
      const message = errorMessage(error);
      setFormError(message);
      code.setValue('otp', '');
      code.setFocus('otp');
    }
  };

  if (!sent) {
    const errors = numberForm.formState.errors;
    return (
      <form noValidate onSubmit={numberForm.handleSubmit(send)} className="flex flex-col gap-5">
        {mode === 'register' ? (
          <FormField label={t('register.name')} error={fieldMessage(errors.name?.message)} required>
            <TextInput autoComplete="name" {...numberForm.register('name')} />
          </FormField>
        ) : null}
        <FormField
          label={t('phone.number')}
          help={t('phone.numberHint', { example: isolate('0770 123 4567') })}
          error={fieldMessage(errors.phone?.message)}
          required
        >
          <TextInput
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel"
            placeholder="07XX XXX XXXX"
            latinDigits
            className="text-start"
            {...numberForm.register('phone')}
          />
        </FormField>
        <CodeChannelField
          defaultChannel={DEFAULT_CODE_CHANNEL}
          legend={t('phone.channel')}
          labels={{ sms: t('phone.sms'), whatsapp: t('phone.whatsapp') }}
          registration={numberForm.register('channel')}
        />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Button type="submit" busy={numberForm.formState.isSubmitting} className="w-full">
          {t('phone.send')}
        </Button>
      </form>
    );
  }

  return (
    <CodeStep
      onSubmit={code.handleSubmit(verify)}
      sentTo={
        <>
          {t(sent.channel === 'whatsapp' ? 'phone.sentWhatsapp' : 'phone.sentSms')}{' '}
          <PhoneNumber phone={sent.phone} className="font-medium text-ink" />
        </>
      }
      control={code.control}
      name="otp"
      codeLabel={t('code.label')}
      codeHelp={t(sent.channel === 'whatsapp' ? 'phone.codeHintWhatsapp' : 'phone.codeHintSms')}
      codeError={fieldMessage(code.formState.errors.otp?.message)}
      error={formError}
      submitLabel={mode === 'register' ? t('register.verify') : t('phone.verify')}
      submitBusy={code.formState.isSubmitting}
      backLabel={t('phone.changeNumber')}
      onBack={() => {
        timer.reset();
        setFormError(null);
        setSent(null);
      }}
      resend={{
        secondsLeft: timer.secondsLeft,
        busy: resending,
        onResend: resend,
        label: t('code.resend'),
        waitingLabel: t('code.resendIn', { count: timer.secondsLeft }),
      }}
    >
      {mode === 'login' ? (
        <label className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 text-ink">
          <input type="checkbox" className="size-5 accent-primary" {...code.register('remember')} />
          {t('login.remember')}
        </label>
      ) : null}
    </CodeStep>
  );
}
