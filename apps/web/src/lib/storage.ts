import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** Web storage that never throws (private mode, quota, disabled storage): reads give null, writes are dropped. */
function safe(kind: 'localStorage' | 'sessionStorage') {
  const area = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[kind];
    } catch {
      return null;
    }
  };
  return {
    get(key: string): string | null {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        area()?.setItem(key, value);
      } catch {
        // storage full or disabled: the state still lives in memory
      }
    },
    remove(key: string): void {
      try {
        area()?.removeItem(key);
      } catch {
        // nothing to do
      }
    },
  };
}

export const local = safe('localStorage');
export const session = safe('sessionStorage');

export function readJson(raw: string | null): unknown {
  if (raw == null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * A zustand `persist` storage that keeps one plain value under its key (a bare array or string, not zustand's
 * `{state, version}` wrapper), so the stored data stays readable by other code and by older copies of the app.
 */
export function plainValueStorage<S, V>(options: {
  /** What to store from the state. */
  pick: (state: S) => V;
  /** Rebuild the persisted part of the state from what was stored; null when it is unusable. */
  restore: (stored: string) => S | null;
  /** How to write the value; JSON by default. */
  serialize?: (value: V) => string;
}): PersistStorage<S> {
  const serialize = options.serialize ?? ((value: V) => JSON.stringify(value));
  return {
    getItem(name): StorageValue<S> | null {
      const raw = local.get(name);
      if (raw == null) return null;
      const state = options.restore(raw);
      return state == null ? null : { state, version: 0 };
    },
    setItem(name, value) {
      local.set(name, serialize(options.pick(value.state)));
    },
    removeItem(name) {
      local.remove(name);
    },
  };
}
