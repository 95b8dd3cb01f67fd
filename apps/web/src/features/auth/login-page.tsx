import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBody } from '@shop/shared/auth';
import { DEMO_ACCOUNTS } from '@shop/shared/demo-accounts';
import { translateMessage } from '@shop/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { fieldClasses } from '../../components/ui/field-styles.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { saveSignedInUser } from '../../lib/auth.ts';
import { isStaff, type User } from '../../lib/auth-storage.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import { useShopConfig } from '../../lib/shop-config.ts';
import { notify } from '../../lib/toast.ts';
import { login, NoUserDataError } from './login-api.ts';
import { PhoneCodeFlow } from './phone/phone-code-flow.tsx';
import { type SignInMethod, SignInMethodTabs } from './sign-in-method-tabs.tsx';

const DEMO_ROLES = Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[];

/** The seeded demo accounts; the buttons appear only when GET /api/config says `demo: true`. */

export function LoginPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { demo } = useShopConfig();
  const [formError, setFormError] = useState<string | null>(null);
  // Phone first: most customers in Iraq are reached by their mobile number.
  const [method, setMethod] = useState<SignInMethod>('phone');
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    // The same schema the server validates with; its messages are translated from @shop/shared/messages.
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '', remember: false },
  });

  const goOn = (user: User) => {
    notify.success(t('login.success'));
    const target = safeRedirectPath(searchParams.get('redirect')) ?? (isStaff(user) ? '/admin' : '/');
    navigate(target, { replace: true });
  };

  const onSubmit = async (values: LoginBody) => {
    setFormError(null);
    try {
      const user = await login(values);
      saveSignedInUser(queryClient, user);
      goOn(user);
    } catch (error) {
      const message =
        error instanceof NoUserDataError ? t('login.noUser') : errorMessage(error, { login: true });
      setFormError(message);
    }
  };

  /** The register and forgot-password screens carry the way back too. */
  const redirectParam = safeRedirectPath(searchParams.get('redirect'));
  const withRedirect = (path: string) =>
    redirectParam ? `${path}?redirect=${encodeURIComponent(redirectParam)}` : path;

  const fillDemo = (account: keyof typeof DEMO_ACCOUNTS) => {
    setValue('email', DEMO_ACCOUNTS[account].email);
    setValue('password', DEMO_ACCOUNTS[account].password);
    setMethod('email');
    clearErrors();
    setFormError(null);
  };

  const fieldError = (message: string | undefined) =>
    message ? translateMessage(message, locale) : undefined;
  const emailError = fieldError(errors.email?.message);
  const passwordError = fieldError(errors.password?.message);

  return (
    <PageShell>
      <div className="mx-auto w-full max-w-md">
        <PageHeading title={t('login.title')} description={t('login.subtitle')} />
        <div className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-7">
          <SignInMethodTabs value={method} onChange={setMethod}>
            {method === 'phone' ? (
              <PhoneCodeFlow mode="login" onSignedIn={goOn} />
            ) : (
              <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={`${id}-email`} className="font-medium text-ink">
                    {t('login.email')}
                  </label>
                  <input
                    id={`${id}-email`}
                    type="email"
                    dir="ltr"
                    autoComplete="email"
                    inputMode="email"
                    placeholder="name@example.com"
                    aria-invalid={emailError ? true : undefined}
                    aria-describedby={emailError ? `${id}-email-error` : undefined}
                    className={fieldClasses}
                    {...register('email')}
                  />
                  {emailError ? (
                    <p id={`${id}-email-error`} className="text-sm text-danger">
                      {emailError}
                    </p>
                  ) : null}
                </div>

                <div className="flex flex-col gap-1.5">
                  <label htmlFor={`${id}-password`} className="font-medium text-ink">
                    {t('login.password')}
                  </label>
                  <PasswordInput
                    id={`${id}-password`}
                    autoComplete="current-password"
                    aria-invalid={passwordError ? true : undefined}
                    aria-describedby={passwordError ? `${id}-password-error` : undefined}
                    showLabel={t('login.showPassword')}
                    hideLabel={t('login.hidePassword')}
                    {...register('password')}
                  />
                  {passwordError ? (
                    <p id={`${id}-password-error`} className="text-sm text-danger">
                      {passwordError}
                    </p>
                  ) : null}
                </div>

                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                  <label className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 text-ink">
                    <input type="checkbox" className="size-5 accent-primary" {...register('remember')} />
                    {t('login.remember')}
                  </label>
                  <Link
                    to={withRedirect('/forgot-password')}
                    className="inline-flex min-h-11 items-center font-medium text-primary hover:underline"
                  >
                    {t('login.forgotPassword')}
                  </Link>
                </div>

                {formError ? (
                  <p
                    role="alert"
                    className="rounded-control border border-red-200 bg-red-50 px-3 py-2 text-sm text-danger"
                  >
                    {formError}
                  </p>
                ) : null}

                <Button type="submit" busy={isSubmitting} className="w-full">
                  {t('login.submit')}
                </Button>
              </form>
            )}
          </SignInMethodTabs>

          {demo ? (
            <div className="mt-6 rounded-control border border-dashed border-teal-300 bg-primary-tint p-4">
              <p className="font-medium text-ink">{t('login.demoTitle')}</p>
              <p className="mb-3 text-sm text-ink-secondary">{t('login.demoHint')}</p>
              <div className="flex flex-wrap gap-2">
                {DEMO_ROLES.map((role) => (
                  <Button key={role} variant="secondary" size="sm" onClick={() => fillDemo(role)}>
                    {t(`login.demo.${role}`)}
                  </Button>
                ))}
              </div>
            </div>
          ) : null}

          <p className="mt-6 text-center text-ink-secondary">
            {t('login.noAccount')}{' '}
            <Link to={withRedirect('/register')} className="font-medium text-primary hover:underline">
              {t('login.createAccount')}
            </Link>
          </p>
        </div>
      </div>
    </PageShell>
  );
}
