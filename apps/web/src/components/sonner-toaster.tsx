import { TOAST_MAX_VISIBLE } from '@shop/shared/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as sonner from 'sonner';
import { directionOf } from '../i18n/locale.ts';
import { useLocale } from '../i18n/locale-store.ts';
import { toasterReady } from '../lib/toast.ts';

/** Toasts in the top-start corner: top-left in Arabic, top-right in English; at most 20 at once. */
export function SonnerToaster() {
  const { t } = useTranslation();
  const locale = useLocale();
  // Runs after the Toaster below has subscribed, so no queued toast is lost.
  useEffect(() => toasterReady(sonner), []);
  return (
    <sonner.Toaster
      position={locale === 'ar' ? 'top-left' : 'top-right'}
      dir={directionOf(locale)}
      visibleToasts={TOAST_MAX_VISIBLE}
      richColors
      closeButton
      containerAriaLabel={t('common.notifications')}
      style={{ fontFamily: 'var(--font-sans)' }}
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}
