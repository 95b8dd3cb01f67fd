import { TOAST_MAX_VISIBLE } from '@shop/shared/constants';
import { useEffect, useState } from 'react';
import * as sonner from 'sonner';
import { directionOf } from '../i18n/locale.ts';
import { useLocale } from '../i18n/locale-store.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { TOASTS_BELOW, toasterReady } from '../lib/toast.ts';

/** Sonner's own distances from the top of the screen (desktop, phone). */
const TOP = { desktop: 24, phone: 16 };
/** The room between a header (an open dialog's, or the page's) and the first toast. */
const GAP_BELOW_HEADER = 8;

/**
 * Toasts in the top-start corner: top-left in Arabic, top-right in English; at most 20 at once. While a dialog
 * is open they start below its header, so a "saved" toast never covers the dialog's title or close button.
 * Otherwise they start below the page's header while it is on screen: in Arabic the top-left corner is where
 * the header's account menu, wishlist and cart are, and a toast stays while the pointer rests on it.
 */
export function SonnerToaster() {
  const { t } = useTranslation();
  const locale = useLocale();
  const below = useBelowHeaders();
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
      offset={{ top: Math.max(below ?? 0, TOP.desktop) }}
      mobileOffset={{ top: Math.max(below ?? 0, TOP.phone) }}
      style={{ fontFamily: 'var(--font-sans)' }}
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}

/**
 * The top of the toasts: just below the header of the last dialog opened (dialogs are portalled into <body>; a
 * centred dialog's header moves when its content grows, so it is watched), or else below the page's header as
 * far as it is still on screen (it scrolls away with the page); null when neither is in the way.
 */
function useBelowHeaders(): number | null {
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
      const above = header ? [header] : [...document.querySelectorAll(`[${TOASTS_BELOW}]`)];
      const bottom = Math.max(0, ...above.map((h) => h.getBoundingClientRect().bottom));
      setTop(bottom > 0 ? Math.ceil(bottom) + GAP_BELOW_HEADER : null);
    }
    // A page scrolls many times a frame: measured once per frame.
    let frame = 0;
    const scrolled = () => {
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
      }
    };
    const portals = new MutationObserver(measure);
    portals.observe(document.body, { childList: true });
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', scrolled, { passive: true });
    measure();
    return () => {
      portals.disconnect();
      resized.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', scrolled);
    };
  }, []);
  return top;
}
