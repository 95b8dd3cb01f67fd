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
    t = i18n.getFixedT(locale, namespace) as TFunction<StringsOf>;
    fixed.set(key, t);
  }
  return { t: t as unknown as TFunction<N>, i18n };
}
