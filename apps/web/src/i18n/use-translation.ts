import type { TFunction } from 'i18next';
import { i18n, type Namespace } from './i18n.ts';
import { useLocale } from './locale-store.ts';

type StringsOf = Namespace | 'translation';

/** One function per language and namespace, made once: what a component's `t` is. */
const fixed = new Map<string, TFunction<StringsOf>>();

/**
 * The strings of one namespace (the app's own without one) in the app's language.
 *
 * In place of react-i18next's hook of the same name, which copied every property of the i18next instance
 * the first time each component rendered: on the server, where every render is a first one, that was a tenth
 * of a page's render. The language is the locale store's (changeLocale sets it once the strings are in),
 * so a change of language renders every component that uses this again, as before.
 */
export function useTranslation<N extends StringsOf = 'translation'>(
  ns?: N,
): { t: TFunction<N>; i18n: typeof i18n } {
  const locale = useLocale();
  const namespace = ns ?? 'translation';
  const key = `${locale}:${namespace}`;
  let t = fixed.get(key);
  if (!t) {
    t = remembering(i18n.getFixedT(locale, namespace) as TFunction<StringsOf>);
    fixed.set(key, t);
  }
  return { t: t as unknown as TFunction<N>, i18n };
}

/** More than this many remembered answers of one language and namespace, and they are dropped and begun again. */
const REMEMBERED_MAX = 5000;

/**
 * The same `t`, remembering its answer for a key alone or with options of plain values: i18next works each one
 * out afresh (separators, nesting, plurals, interpolation), about 10 µs a call and 25 with a count, and a
 * product page asks for hundreds of strings, most of them the same on every page (decision 046). Options
 * holding anything else (the elements `<Trans>` passes) go straight through. Strings added later (a namespace
 * loaded, another language) drop what was remembered.
 */
function remembering<T extends TFunction<StringsOf>>(t: T): T {
  // Before i18next is initialised there is no store to hear from, and nothing worth remembering.
  if (!i18n.store) return t;
  const answers = new Map<string, unknown>();
  const forget = () => answers.clear();
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);
  const call = t as unknown as (...args: unknown[]) => unknown;
  const remembered = (...args: unknown[]) => {
    const [key, options] = args;
    const id = args.length <= 2 && typeof key === 'string' ? answerId(key, options) : null;
    if (id === null) return call(...args);
    let answer = answers.get(id);
    if (answer === undefined) {
      answer = call(...args);
      if (answers.size >= REMEMBERED_MAX) answers.clear();
      answers.set(id, answer);
    }
    return answer;
  };
  // What `<Trans>` and i18next read off a fixed `t`.
  const { lng, ns, keyPrefix } = t as unknown as { lng: string; ns: unknown; keyPrefix: unknown };
  return Object.assign(remembered, { lng, ns, keyPrefix }) as unknown as T;
}

/** The key and its options as one string, or null when an option is not a string, number or boolean. */
function answerId(key: string, options: unknown): string | null {
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
    id += `\u0000${name}\u0000${typeof value}:${value}`;
  }
  return id;
}
