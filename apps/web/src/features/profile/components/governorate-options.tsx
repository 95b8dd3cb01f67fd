import { GOVERNORATES } from '@shop/shared/governorates';
import { useLocale } from '../../../i18n/locale-store.ts';

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
