import type { GovernorateCode } from '@shop/shared/governorates';
import { splitFullName } from '@shop/shared/names';
import { normalizeIraqiPhone } from '@shop/shared/phone';
import type { addressView } from '@shop/shared/profile';
import type { z } from 'zod';

/**
 * The delivery fields as the address forms hold them (the address book's dialog and checkout's shipping step):
 * every text a string, empty meaning "not given"; no governorate chosen is `''`. The one place an API address
 * or a profile becomes form values.
 */
export interface AddressValues {
  first_name: string;
  last_name: string;
  phone: string;
  governorate: GovernorateCode | '';
  city: string;
  district: string;
  landmark: string;
  address: string;
  zip_code: string;
  location: { lat: number; lng: number } | null;
}

/** What a form shows for a saved address (`GET /api/addresses`). */
export function addressValuesOf(address: z.infer<typeof addressView>): AddressValues {
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    phone: address.phone,
    governorate: address.governorate,
    city: address.city,
    district: address.district ?? '',
    landmark: address.landmark ?? '',
    address: address.address,
    zip_code: address.zip_code ?? '',
    location: address.location ?? null,
  };
}

/** The parts of the customer's profile an address carries; any may be missing or null. */
export interface ProfileAddress {
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  state?: string | null;
  city?: string | null;
  address?: string | null;
  zip_code?: string | null;
}

/**
 * A new address prefilled from the profile. A customer who registered gave one full name: until first and last
 * name are saved, they are split from it. The phone is stored as +9647… and shown the way Iraqis type it (07…).
 */
export function addressValuesFromProfile(person: ProfileAddress | null | undefined): AddressValues {
  const noParts = !person?.first_name && !person?.last_name;
  const split = splitFullName(person?.name ?? '');
  const phone = person?.phone ?? '';
  return {
    first_name: person?.first_name || (noParts ? split.first : ''),
    last_name: person?.last_name || (noParts ? (split.last ?? '') : ''),
    phone: phone ? (normalizeIraqiPhone(phone) ?? phone) : '',
    governorate: (person?.state ?? '') as GovernorateCode | '',
    city: person?.city ?? '',
    district: '',
    landmark: '',
    address: person?.address ?? '',
    zip_code: person?.zip_code ?? '',
    location: null,
  };
}
