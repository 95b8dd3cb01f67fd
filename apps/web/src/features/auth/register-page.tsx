import type { RegisterBody } from '@shop/shared/auth';
import { OTP_RESEND_WAIT_MS } from '@shop/shared/constants';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useResendCountdown } from '../../lib/forms/use-resend-countdown.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import { notify } from '../../lib/toast.ts';
import { AuthCard } from './forms/auth-card.tsx';
import { PhoneCodeFlow } from './phone/phone-code-flow.tsx';
import { RegisterCodeForm } from './register-code-form.tsx';
import { RegisterDetailsForm } from './register-details-form.tsx';
import { type SignInMethod, SignInMethodTabs } from './sign-in-method-tabs.tsx';

const EMPTY: RegisterBody = { name: '', email: '', password: '', password_confirmation: '' };

/**
 * /register: step 1 sends an e-mailed code, step 2 checks it and signs the new customer in, who then goes to the
 * `redirect` target (same-site paths only) or home.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirectPath(searchParams.get('redirect'));
  const [details, setDetails] = useState<RegisterBody>(EMPTY);
  const [step, setStep] = useState<'details' | 'code'>('details');
  const timer = useResendCountdown(OTP_RESEND_WAIT_MS);
  const [method, setMethod] = useState<SignInMethod>('phone');
  const onRegistered = () => {
    notify.success(t('register.success'));
    navigate(redirect ?? '/', { replace: true });
  };

  const loginLink = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  const stepNumber = step === 'details' ? 1 : 2;

  return (
    <PageShell>
      <div className="mx-auto w-full max-w-md">
        <PageHeading title={t('register.title')} description={t('register.subtitle')} />
        <AuthCard>
          <SignInMethodTabs value={method} onChange={setMethod}>
            {method === 'phone' ? (
              <>
                <p className="mb-5 text-ink-secondary">{t('phone.registerHint')}</p>
                <PhoneCodeFlow mode="register" onSignedIn={onRegistered} />
              </>
            ) : (
              <>
                <div className="mb-5 flex items-center justify-between gap-3">
                  <h2 className="text-lg font-bold text-ink">
                    {step === 'details' ? t('register.detailsTitle') : t('register.codeTitle')}
                  </h2>
                  <span className="shrink-0 rounded-full bg-primary-tint px-3 py-1 text-xs font-medium text-primary">
                    {t('register.step', { current: stepNumber, total: 2 })}
                  </span>
                </div>

                {step === 'details' ? (
                  <RegisterDetailsForm
                    initial={details}
                    onCodeSent={(values) => {
                      setDetails(values);
                      setStep('code');
                      timer.start();
                    }}
                  />
                ) : (
                  <RegisterCodeForm
                    email={details.email}
                    secondsLeft={timer.secondsLeft}
                    onResent={timer.start}
                    onBack={() => {
                      timer.reset();
                      setStep('details');
                    }}
                    onVerified={onRegistered}
                  />
                )}
              </>
            )}
          </SignInMethodTabs>

          <p className="mt-6 text-center text-ink-secondary">
            {t('register.haveAccount')}{' '}
            <Link to={loginLink} className="font-medium text-primary hover:underline">
              {t('register.signIn')}
            </Link>
          </p>
        </AuthCard>
      </div>
    </PageShell>
  );
}
