import { normalizeIraqiPhone } from '@shop/shared/phone';
import type { AddressBody } from '@shop/shared/profile';
import type { Address } from './api/get-addresses.ts';

/** A saved address as the form holds it: every field a string, empty meaning "not given". */
export interface AddressFormValues {
  label: string;
  first_name: string;
  last_name: string;
  phone: string;
  governorate: string;
  city: string;
  district: string;
  landmark: string;
  address: string;
  zip_code: string;
  is_default: boolean;
}

export const ADDRESS_FIELDS = [
  'label',
  'first_name',
  'last_name',
  'phone',
  'governorate',
  'city',
  'district',
  'landmark',
  'address',
  'zip_code',
  'is_default',
] as const satisfies readonly (keyof AddressFormValues)[];

/** What the address form starts with: the saved address, or a new one prefilled from the customer's profile. */
export function addressFormValues(
  address: Address | null,
  prefill: Partial<Record<'first_name' | 'last_name' | 'phone' | 'state' | 'city', string | null>>,
): AddressFormValues {
  if (address) {
    return {
      label: address.label ?? '',
      first_name: address.first_name,
      last_name: address.last_name,
      phone: address.phone,
      governorate: address.governorate,
      city: address.city,
      district: address.district ?? '',
      landmark: address.landmark ?? '',
      address: address.address,
      zip_code: address.zip_code ?? '',
      is_default: address.is_default,
    };
  }
  return {
    label: '',
    first_name: prefill.first_name ?? '',
    last_name: prefill.last_name ?? '',
    // The account's number is stored as +9647…; an address shows it as typed here (07…).
    phone: prefill.phone ? (normalizeIraqiPhone(prefill.phone) ?? prefill.phone) : '',
    governorate: prefill.state ?? '',
    city: prefill.city ?? '',
    district: '',
    landmark: '',
    address: '',
    zip_code: '',
    is_default: false,
  };
}

/** The whole address for `PUT`, from what is saved (making it the default keeps everything else as it is). */
export function addressBodyOf(address: Address, changes: Partial<AddressBody> = {}): AddressBody {
  return {
    label: address.label,
    first_name: address.first_name,
    last_name: address.last_name,
    phone: address.phone,
    governorate: address.governorate,
    city: address.city,
    district: address.district,
    landmark: address.landmark,
    address: address.address,
    zip_code: address.zip_code,
    location: address.location,
    is_default: address.is_default,
    ...changes,
  };
}

/** How an address is named in a sentence ("Delete «Home»?"): its label, else its street line. */
export function addressName(address: Pick<Address, 'label' | 'address'>): string {
  return address.label?.trim() || address.address;
}
