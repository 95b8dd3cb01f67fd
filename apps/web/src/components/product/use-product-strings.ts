import { useEffect, useState } from 'react';
import { i18n, loadNamespace } from '../../i18n/i18n.ts';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * The product components' strings live in the `catalog` namespace (under `product.*`). Pages of other
 * features reuse these components without loading that namespace, so the components fetch it themselves
 * the first time they render; `ready` is false until it has arrived (render a skeleton meanwhile).
 */
export function useProductStrings() {
  const locale = useLocale();
  const { t } = useTranslation('catalog');
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(locale, 'catalog'));

  useEffect(() => {
    if (i18n.hasResourceBundle(locale, 'catalog')) {
      setLoaded(true);
      return;
    }
    let live = true;
    setLoaded(false);
    loadNamespace('catalog', locale)
      .then(() => {
        if (live) setLoaded(true);
      })
      .catch(() => {
        // A failed chunk download shows the keys; the next render tries again.
      });
    return () => {
      live = false;
    };
  }, [locale]);

  return { t, locale, ready: loaded && i18n.hasResourceBundle(locale, 'catalog') };
}
