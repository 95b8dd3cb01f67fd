import { type RefObject, useEffect } from 'react';

/**
 * A field of a server-rendered page can be typed into before the app takes the page over. React then leaves
 * the typed text on screen but not in its state, so the app would act as if the field were empty. This
 * adopts that text once, when the field's component mounts; a field the app rendered itself matches its
 * state, and nothing happens.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  state: string,
  adopt: (typed: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed before the first mount counts
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== state) adopt(typed);
  }, []);
}
