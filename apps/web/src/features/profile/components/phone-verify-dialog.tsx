import { zodResolver } from '@hookform/resolvers/zod';
import { type CodeChannel, DEFAULT_CODE_CHANNEL, otpSchema, phoneChangeBody } from '@shop/shared/auth';
import { OTP_RESEND_WAIT_MS } from '@shop/shared/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { CodeChannelField } from '../../../components/ui/code-channel-field.tsx';
import { CodeStep } from '../../../components/ui/code-step.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { hasErrorCode, isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useFieldMessage } from '../../../lib/forms/field-message.ts';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { useResendCountdown } from '../../../lib/forms/use-resend-countdown.ts';
import { notify } from '../../../lib/toast.ts';
import { useRequestPhoneChange, useVerifyPhoneChange } from '../api/phone-change.ts';

const codeSchema = z.object({ otp: otpSchema });

/** Proving a mobile number: the number and SMS or WhatsApp, then the code texted to it. */
export function PhoneVerifyDialog({
  initialPhone,
  open,
  onOpenChange,
}: {
  initialPhone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const fieldMessage = useFieldMessage();
  const requestChange = useRequestPhoneChange();
  const verify = useVerifyPhoneChange();
  const timer = useResendCountdown(OTP_RESEND_WAIT_MS);
  const [sent, setSent] = useState<{ phone: string; channel: CodeChannel } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const phoneForm = useForm({
    resolver: zodResolver(phoneChangeBody),
    defaultValues: { phone: initialPhone, channel: DEFAULT_CODE_CHANNEL },
  });
  const codeForm = useForm({ resolver: zodResolver(codeSchema), defaultValues: { otp: '' } });

  const fail = (message: string) => {
    setFormError(message);
  };

  const sendCode = async (values: { phone: string; channel: CodeChannel }) => {
    setFormError(null);
    try {
      await requestChange.mutateAsync(values);
      setSent(values);
      codeForm.reset({ otp: '' });
      timer.start();
    } catch (error) {
      const leftovers = applyServerFieldErrors(error, phoneForm.setError, ['phone', 'channel']);
      if (leftovers && leftovers.length === 0) return;
      fail(leftovers?.join(' ') || (isApiError(error) && error.serverMessage) || t('phone.sendFailed'));
    }
  };

  const resend = async () => {
    if (!sent) return;
    setFormError(null);
    try {
      await requestChange.mutateAsync(sent);
      codeForm.reset({ otp: '' });
      timer.start();
      codeForm.setFocus('otp');
    } catch (error) {
      fail((isApiError(error) && error.serverMessage) || t('phone.sendFailed'));
    }
  };

  const confirm = async ({ otp: code }: { otp: string }) => {
    if (!sent) return;
    setFormError(null);
    try {
      await verify.mutateAsync({ phone: sent.phone, otp: code });
      notify.success(t('phone.verifiedToast'));
      onOpenChange(false);
    } catch (error) {
      const message = hasErrorCode(error, 'INVALID_CODE')
        ? errorMessage(error)
        : (isApiError(error) && (Object.values(error.errors ?? {}).flat()[0] ?? error.serverMessage)) ||
          t('phone.verifyFailed');
      codeForm.reset({ otp: '' });
      codeForm.setFocus('otp');
      fail(message);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('phone.dialogTitle')} size="sm">
      {sent === null ? (
        <form noValidate onSubmit={phoneForm.handleSubmit(sendCode)} className="flex flex-col gap-4">
          <FormField
            label={t('phone.newLabel')}
            help={t('phone.hint')}
            error={fieldMessage(phoneForm.formState.errors.phone?.message)}
            required
          >
            <TextInput
              type="tel"
              dir="ltr"
              inputMode="tel"
              autoComplete="tel"
              placeholder="07XX XXX XXXX"
              latinDigits
              className="text-start"
              autoFocus
              {...phoneForm.register('phone')}
            />
          </FormField>
          <CodeChannelField
            defaultChannel={DEFAULT_CODE_CHANNEL}
            legend={t('phone.channel')}
            labels={{ sms: t('phone.sms'), whatsapp: t('phone.whatsapp') }}
            registration={phoneForm.register('channel')}
          />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="quiet" onClick={() => onOpenChange(false)}>
              {tc('common.cancel')}
            </Button>
            <Button type="submit" busy={requestChange.isPending}>
              {t('phone.sendCode')}
            </Button>
          </div>
        </form>
      ) : (
        <CodeStep
          compact
          onSubmit={codeForm.handleSubmit(confirm)}
          sentTo={
            <>
              {t('phone.sentTo')} <PhoneNumber phone={sent.phone} className="font-medium text-ink" />
            </>
          }
          control={codeForm.control}
          name="otp"
          codeLabel={t('phone.codeLabel')}
          codeError={fieldMessage(codeForm.formState.errors.otp?.message)}
          error={formError}
          submitLabel={t('phone.confirm')}
          submitBusy={verify.isPending}
          backLabel={t('phone.back')}
          onBack={() => {
            timer.reset();
            setFormError(null);
            setSent(null);
          }}
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
