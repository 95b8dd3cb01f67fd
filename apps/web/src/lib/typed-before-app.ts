import { useEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

declare global {
  interface Window {
    /** Fields changed before the app took the page over, and their values (index.html records them). */
    __typedBeforeApp?: Map<Field, string | boolean> | null;
  }
}

/**
 * Gives the app what was typed into the server-rendered page before it took the page over. React keeps the
 * typed text on screen but not in the components' state, and a form library may even empty the field when
 * it attaches; so each field is set again the way typing sets it, and every form sees it as typed, whatever
 * it keeps its values in.
 */
function handTypedToApp(): void {
  const typed = window.__typedBeforeApp;
  window.__typedBeforeApp = null;
  if (!typed) return;
  for (const [field, value] of typed) {
    if (!field.isConnected || field.disabled) continue;
    if (typeof value === 'boolean') {
      const box = field as HTMLInputElement;
      if (box.checked !== value) box.click();
      else {
        // A click is what a box's change handler listens to. The box already shows the value but its state
        // may not: pass through the other value and back (a radio through another of its group).
        const other =
          box.type === 'radio'
            ? [...(box.form ?? document).querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
                (radio) => radio.name === box.name && radio !== box,
              )
            : box;
        other?.click();
        box.click();
      }
      continue;
    }
    // Through the element's own prototype, so React's record of the value is left behind and it sees a change;
    // via an empty value first when the field already shows the typed text.
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!setValue) continue;
    const event = field instanceof HTMLSelectElement ? 'change' : 'input';
    for (const next of field.value === value ? ['', value] : [value]) {
      setValue.call(field, next);
      field.dispatchEvent(new Event(event, { bubbles: true }));
    }
  }
}

/** Marks the page as answering clicks (`<html data-ready>`, which the browser tests wait for). */
export function markReady(): void {
  document.documentElement.dataset.ready = 'true';
}

/**
 * Placed after the page inside the page's suspense boundary: its effect runs once that part of the server's
 * HTML has been taken over, which can be after the rest of the page. Only then is what was typed handed over
 * and the page marked ready: a click before that would be lost. Later pages find nothing to hand over.
 */
export function PageReady(): null {
  useEffect(() => {
    handTypedToApp();
    markReady();
  }, []);
  return null;
}
