import { useCallback, useContext, useMemo, useRef } from 'react';
import { UNSAFE_NavigationContext, useSearchParams } from 'react-router';

type Values<K extends string> = Record<K, string>;

/**
 * `setSearchParams` of the URL as it is now, not as the last render saw it. React Router hands a functional
 * update the parameters of the render that made the setter, and it shows a navigation in a transition, so an
 * urgent render (a search box's typing pause ending) can still see the address from before a click. A search
 * written from there put the address back without the return the pharmacist had just opened (`?open=`). The
 * router's history (browser or memory) knows the address it last went to; on the server there is none.
 */
function useSearchParamsWriter() {
  const [params, setParams] = useSearchParams();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const write = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options: { replace: boolean }) => {
      setParams((rendered) => {
        const search = (navigator as { location?: { search?: string } }).location?.search;
        return change(search === undefined ? rendered : new URLSearchParams(search));
      }, options);
    },
    [navigator, setParams],
  );
  return [params, write] as const;
}

/** What a list page holds of its URL: see {@link useListParams}. */
export type ListParams<K extends string> = ReturnType<typeof useListParams<K>>;

/**
 * A list's filters, sort and page, kept in the URL so that a reload, the back button or a shared link shows
 * the same page. Every change but a page change goes back to page 1.
 */
export function useListParams<K extends string>(defaults: Values<K>) {
  const [params, setParams] = useSearchParamsWriter();
  // Each list passes a constant object; the first one is kept so the callbacks below stay stable.
  const defaultsRef = useRef(defaults);

  const values = useMemo(() => {
    const base = defaultsRef.current;
    const out = { ...base };
    for (const key of Object.keys(base) as K[]) {
      const value = params.get(key);
      if (value !== null) out[key] = value;
    }
    return out;
  }, [params]);

  const pageValue = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(pageValue) && pageValue > 0 ? pageValue : 1;

  const update = useCallback(
    (patch: Partial<Values<K>> & { page?: number }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          let resetPage = false;
          for (const [key, value] of Object.entries(patch) as [string, string | number | undefined][]) {
            if (key === 'page') continue;
            resetPage = true;
            const fallback = (defaultsRef.current as Record<string, string>)[key];
            if (value === undefined || value === '' || value === fallback) next.delete(key);
            else next.set(key, String(value));
          }
          if (patch.page !== undefined) {
            if (patch.page <= 1) next.delete('page');
            else next.set('page', String(patch.page));
          } else if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const reset = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of [...Object.keys(defaultsRef.current), 'page']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const keys = Object.keys(defaultsRef.current) as K[];
  const isFiltered = keys.some((key) => values[key] !== defaultsRef.current[key]);

  return { values, defaults: defaultsRef.current, page, update, reset, isFiltered };
}

/** One extra URL parameter (an open dialog: `?edit=12`, `?new=1`, `?order=5`). */
export function useUrlParam(name: string) {
  const [params, setParams] = useSearchParamsWriter();
  const value = params.get(name);
  const set = useCallback(
    (next: string | null) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next === null) out.delete(name);
          else out.set(name, next);
          return out;
        },
        { replace: false },
      );
    },
    [name, setParams],
  );
  return [value, set] as const;
}
