import { OTP_RESEND_WAIT_MS } from '@shop/shared/constants';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useResendCountdown } from '../../lib/forms/use-resend-countdown.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import { notify } from '../../lib/toast.ts';
import { ForgotEmailForm } from './forgot-email-form.tsx';
import { AuthCard } from './forms/auth-card.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

/**
 * /forgot-password: the e-mail first (the answer is the same whether or not it has an account), then the
 * e-mailed code with a new password; success goes to /login, keeping any `redirect` target.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirectPath(searchParams.get('redirect'));
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const timer = useResendCountdown(OTP_RESEND_WAIT_MS);
  const loginLink = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';

  return (
    <PageShell>
      <div className="mx-auto w-full max-w-md">
        <PageHeading
          title={t('forgot.title')}
          trail={[{ label: t('login.title'), to: loginLink }]}
          description={step === 'email' ? t('forgot.subtitle') : undefined}
        />
        <AuthCard>
          {step === 'email' ? (
            <ForgotEmailForm
              initialEmail={email}
              onSent={(sentTo) => {
                setEmail(sentTo);
                setStep('reset');
                timer.start();
              }}
            />
          ) : (
            <ResetPasswordForm
              email={email}
              secondsLeft={timer.secondsLeft}
              onResent={timer.start}
              onBack={() => {
                timer.reset();
                setStep('email');
              }}
              onDone={() => {
                notify.success(t('forgot.success'));
                navigate(loginLink, { replace: true });
              }}
            />
          )}
          <p className="mt-6 text-center">
            <Link to={loginLink} className="font-medium text-primary hover:underline">
              {t('forgot.backToLogin')}
            </Link>
          </p>
        </AuthCard>
      </div>
    </PageShell>
  );
}
