import { TOAST_MAX_VISIBLE } from '@shop/shared/constants';
import { useEffect, useState } from 'react';
import * as sonner from 'sonner';
import { directionOf } from '../i18n/locale.ts';
import { useLocale } from '../i18n/locale-store.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { TOASTS_BELOW, toasterReady } from '../lib/toast.ts';

/** Sonner's own distances from the top of the screen (desktop, phone). */
const TOP = { desktop: 24, phone: 16 };
/** Sonner lays toasts out full width up to this screen width; here they go to the bottom (see below). */
const PHONE_QUERY = '(max-width: 600px)';
/** The room between a header (an open dialog's, or the page's) and the first toast. */
const GAP_BELOW_HEADER = 8;

/**
 * Toasts in the top-start corner: top-left in Arabic, top-right in English; at most 20 at once. While a dialog
 * is open they start below its header, so a "saved" toast never covers the dialog's title or close button.
 * Otherwise they start below the page's header while it is on screen (in Arabic the top-left corner is where
 * the header's account menu, wishlist and cart are, and a toast stays while the pointer rests on it), and below
 * an open menu (the account menu opens in that same corner). On a phone a toast is as wide as the screen, and
 * under the header it would hide the page's heading: there it sits at the bottom, unless a dialog is open.
 */
export function SonnerToaster() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { top: below, inDialog } = useBelowHeaders();
  const phone = useMatches(PHONE_QUERY);
  const corner = locale === 'ar' ? 'left' : 'right';
  // Runs after the Toaster below has subscribed, so no queued toast is lost.
  useEffect(() => toasterReady(sonner), []);
  return (
    <sonner.Toaster
      position={phone && !inDialog ? `bottom-${corner}` : `top-${corner}`}
      dir={directionOf(locale)}
      visibleToasts={TOAST_MAX_VISIBLE}
      richColors
      closeButton
      containerAriaLabel={t('common.notifications')}
      offset={{ top: Math.max(below ?? 0, TOP.desktop) }}
      mobileOffset={phone && !inDialog ? { bottom: TOP.phone } : { top: Math.max(below ?? 0, TOP.phone) }}
      style={{ fontFamily: 'var(--font-sans)' }}
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}

/** Whether a media query matches now, following changes (a phone turned sideways). */
function useMatches(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const changed = () => setMatches(list.matches);
    changed();
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [query]);
  return matches;
}

/**
 * The top of the toasts: just below the header of the last dialog opened (dialogs are portalled into <body>; a
 * centred dialog's header moves when its content grows, so it is watched), or else below the page's header as
 * far as it is still on screen (it scrolls away with the page) and below an open menu; null when none is in the
 * way. `inDialog`: a dialog is open.
 */
function useBelowHeaders(): { top: number | null; inDialog: boolean } {
  const [state, setState] = useState<{ top: number | null; inDialog: boolean }>({
    top: null,
    inDialog: false,
  });
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
      const above = header
        ? [header]
        : [...document.querySelectorAll(`[${TOASTS_BELOW}], [role="menu"][data-state="open"]`)];
      const bottom = Math.max(0, ...above.map((h) => h.getBoundingClientRect().bottom));
      const top = bottom > 0 ? Math.ceil(bottom) + GAP_BELOW_HEADER : null;
      const inDialog = header !== null;
      setState((s) => (s.top === top && s.inDialog === inDialog ? s : { top, inDialog }));
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
    // A menu is placed a frame or two after it is added: measured again once it has its place.
    const portals = new MutationObserver(() => {
      measure();
      requestAnimationFrame(() => requestAnimationFrame(measure));
    });
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
  return state;
}
