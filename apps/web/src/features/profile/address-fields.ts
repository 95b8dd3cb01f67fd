import type { AddressBody } from '@shop/shared/profile';
import { addressValuesFromProfile, addressValuesOf, type ProfileAddress } from '../../lib/address-values.ts';
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
  profile: ProfileAddress | null,
): AddressFormValues {
  const { location: _, ...values } = address ? addressValuesOf(address) : addressValuesFromProfile(profile);
  return { ...values, label: address?.label ?? '', is_default: address?.is_default ?? false };
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
