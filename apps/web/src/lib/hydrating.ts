import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * True while the page is rendered on the server and while the browser takes that HTML over: the render must
 * then match what the server sent, so nothing this device keeps (the cart) can show yet. False from the
 * next render on, and at once on a page the app opens itself.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
