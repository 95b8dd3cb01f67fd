import { translateMessage } from '@shop/shared/messages';
import { CheckCircle2, Mail } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { hasErrorCode } from '../../lib/api-error.ts';
import { useSubscribeNewsletter } from './api/subscribe-newsletter.ts';

/**
 * Newsletter sign-up: the e-mail is checked with the shared schema (loaded when the form is sent), then
 * `POST /api/newsletter/subscribe`. Messages: 'Please enter a valid email', 'subscribed successfully',
 * 'Subscription failed, please try again'.
 */
export function NewsletterSignup() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletter();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const { newsletterBody } = await import('@shop/shared/newsletter');
    const parsed = newsletterBody.safeParse({ email });
    if (!parsed.success) {
      setError(translateMessage(parsed.error.issues[0]?.message ?? 'Please enter a valid email', locale));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    subscribe.mutate(parsed.data.email, {
      onSuccess: (message) => {
        setDone(message || t('newsletter.success'));
        setEmail('');
      },
      onError: (failure) => {
        // A refused address comes back as 422 with the translated reason; anything else is the generic failure.
        const reason = hasErrorCode(failure, 'VALIDATION') ? failure.serverMessage : undefined;
        setError(reason ?? t('newsletter.failure'));
        inputRef.current?.focus();
      },
    });
  };

  return (
    <section aria-labelledby="newsletter-title" className="page-container py-10 md:py-14">
      <div className="grid items-center gap-6 rounded-card bg-primary-tint p-6 md:grid-cols-2 md:p-10">
        <div className="flex gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-primary text-white sm:flex">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="newsletter-title" className="text-2xl text-ink">
              {t('newsletter.title')}
            </h2>
            <p className="text-ink-secondary">{t('newsletter.text')}</p>
          </div>
        </div>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
          <label htmlFor={id} className="text-sm font-medium text-ink">
            {t('newsletter.label')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              ref={inputRef}
              id={id}
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(null);
              }}
              placeholder="name@example.com"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="min-h-11 w-full flex-1 rounded-control border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-disabled focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-invalid:border-danger rtl:text-end"
            />
            <Button type="submit" busy={subscribe.isPending}>
              {t('newsletter.submit')}
            </Button>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          {done ? (
            <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-green-700">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {done}
            </p>
          ) : null}
        </form>
      </div>
    </section>
  );
}
