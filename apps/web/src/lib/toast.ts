import { TOAST_DURATION_MS } from '@shop/shared/constants';
import { useSyncExternalStore } from 'react';

/**
 * Toasts with the spec's durations (success 4 s, error 5 s, warning 4.5 s, info 4 s).
 * sonner is downloaded only when the first toast is shown, so it stays out of the shopper's first load.
 */
type Kind = keyof typeof TOAST_DURATION_MS;
type Sonner = typeof import('sonner');

/** Marks a page header whose controls the toasts keep clear of while it is on screen (SonnerToaster). */
export const TOASTS_BELOW = 'data-toasts-below';

let wanted = false;
const listeners = new Set<() => void>();
let markReady: ((sonner: Sonner) => void) | null = null;
const ready = new Promise<Sonner>((resolve) => {
  markReady = resolve;
});

/** Errors and warnings still on screen: a success after them (a sign-in that worked at last) takes them away. */
const problems = new Set<string | number>();

function show(kind: Kind, message: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void ready.then(({ toast }) => {
    if (kind === 'success') {
      for (const id of problems) toast.dismiss(id);
      problems.clear();
    }
    const id = toast[kind](message, { duration: TOAST_DURATION_MS[kind] });
    if (kind === 'error' || kind === 'warning') problems.add(id);
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};

/** True once something asked for a toast: the app then mounts the toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the mounted toaster; queued toasts are shown from here on. */
export function toasterReady(sonner: Sonner): void {
  markReady?.(sonner);
}
