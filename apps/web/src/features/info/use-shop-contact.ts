import { SHOP_EMAIL, SHOP_PHONES } from '../../components/layout/contact-details.tsx';
import { useShopConfig } from '../../lib/shop-config.ts';

/** The shop's phones, e-mail and city from the public settings, else the documented defaults. */
export function useShopContact(): { phones: readonly string[]; email: string; city: string } {
  const { contact } = useShopConfig();
  return {
    phones: contact.phones.length > 0 ? contact.phones : SHOP_PHONES,
    email: contact.email || SHOP_EMAIL,
    city: contact.city,
  };
}
