import { GOVERNORATE_CITIES } from '@shop/shared/cities';
import { GOVERNORATES, type GovernorateCode } from '@shop/shared/governorates';
import { useLocale } from '../../i18n/locale-store.ts';

/** The 19 governorates as `<option>`s, named in the page's language, after a "choose" placeholder. */
export function GovernorateOptions({ placeholder }: { placeholder: string }) {
  const locale = useLocale();
  return (
    <>
      <option value="">{placeholder}</option>
      {GOVERNORATES.map((g) => (
        <option key={g.code} value={g.code}>
          {g[locale]}
        </option>
      ))}
    </>
  );
}

/**
 * The chosen governorate's main cities as a `<datalist>` for the city field (`list={id}`): the browser
 * offers them as the shopper types, any other town can still be typed.
 */
export function CitySuggestions({ id, governorate }: { id: string; governorate: string | undefined }) {
  const locale = useLocale();
  const cities = GOVERNORATE_CITIES[governorate as GovernorateCode] ?? [];
  return (
    <datalist id={id}>
      {cities.map((city) => (
        <option key={city.en} value={city[locale]} />
      ))}
    </datalist>
  );
}
