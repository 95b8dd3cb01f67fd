import { TOAST_MAX_VISIBLE } from '@shop/shared/constants';
import { useEffect, useState } from 'react';
import * as sonner from 'sonner';
import { directionOf } from '../i18n/locale.ts';
import { useLocale } from '../i18n/locale-store.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { toasterReady } from '../lib/toast.ts';

/** Sonner's own distances from the top of the screen (desktop, phone). */
const TOP = { desktop: 24, phone: 16 };
/** The room between an open dialog's header and the first toast. */
const GAP_BELOW_HEADER = 8;

/**
 * Toasts in the top-start corner: top-left in Arabic, top-right in English; at most 20 at once. While a dialog
 * is open they start below its header, so a "saved" toast never covers the dialog's title or close button.
 */
export function SonnerToaster() {
  const { t } = useTranslation();
  const locale = useLocale();
  const below = useBelowOpenDialog();
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
      offset={{ top: below ?? TOP.desktop }}
      mobileOffset={{ top: below ?? TOP.phone }}
      style={{ fontFamily: 'var(--font-sans)' }}
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}

/**
 * The top of the toasts while a dialog is open: just below the header of the last one opened (dialogs are
 * portalled into <body>; a centred dialog's header moves when its content grows, so it is watched); null when
 * none is open.
 */
function useBelowOpenDialog(): number | null {
  const [top, setTop] = useState<number | null>(null);
  useEffect(() => {
    let watched: Element | null = null;
    const resized = new ResizeObserver(() => measure());
    function measure() {
      const headers = document.querySelectorAll('[role="dialog"][data-state="open"] [data-dialog-header]');
      const header = headers[headers.length - 1] ?? null;
      const dialog = header?.closest('[role="dialog"]') ?? null;
      if (dialog !== watched) {
        if (watched) resized.unobserve(watched);
        if (dialog) resized.observe(dialog);
        watched = dialog;
      }
      setTop(header ? Math.ceil(header.getBoundingClientRect().bottom) + GAP_BELOW_HEADER : null);
    }
    const portals = new MutationObserver(measure);
    portals.observe(document.body, { childList: true });
    window.addEventListener('resize', measure);
    measure();
    return () => {
      portals.disconnect();
      resized.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return top;
}
