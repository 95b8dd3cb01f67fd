import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/toast.ts';

export type OtpPurpose = 'registration' | 'password_reset';

/** A new code for a pending registration or password reset; 429 within a minute of the last one. */
export async function resendOtp(input: { email: string; type: OtpPurpose }): Promise<string | undefined> {
  return (await apiRequest('POST', '/otp/resend', { body: input })).message;
}

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });

/**
 * The "send the code again" action of a code form: clears the typed code, restarts the form's timer and says
 * so; a refusal (for example 429 within the minute) shows the server's reason in the form (only there: a toast would repeat it).
 */
export function useResendCode(
  email: string,
  type: OtpPurpose,
  form: { clearCode: () => void; onResent: () => void; setFormError: (message: string | null) => void },
) {
  const { t } = useTranslation('auth');
  const resend = useResendOtp();
  const run = async () => {
    form.setFormError(null);
    try {
      const message = await resend.mutateAsync({ email, type });
      form.clearCode();
      form.onResent();
      notify.success(message ?? t('code.resent'));
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || t('code.resendFailed');
      form.setFormError(message);
    }
  };
  return { run, busy: resend.isPending };
}
