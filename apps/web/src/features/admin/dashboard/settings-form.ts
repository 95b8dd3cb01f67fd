import { GOVERNORATES } from '@shop/shared/governorates';
import {
  contactPhone,
  contactPhoneList,
  type ShopSettings,
  type ShopSettingsInput,
  shopSettingsInput,
} from '@shop/shared/settings';
import { z } from 'zod';

// The form is the shared contract, with two differences of shape only: a blank governorate fee means
// "the flat fee", and each phone is an object, as field arrays need.
const blankOrFee = z.union([z.literal('').transform(() => null), shopSettingsInput.shape.shipping_fee]);
export const settingsForm = shopSettingsInput.extend({
  governorate_fees: z.record(z.string(), blankOrFee),
  contact: shopSettingsInput.shape.contact.extend({
    phones: contactPhoneList(z.object({ value: contactPhone })),
  }),
});
export type SettingsFormInput = z.input<typeof settingsForm>;
export type SettingsFormOutput = z.output<typeof settingsForm>;

export function toFormValues(settings: ShopSettings): SettingsFormInput {
  return {
    free_shipping_threshold: String(settings.free_shipping_threshold),
    shipping_fee: String(settings.shipping_fee),
    governorate_fees: Object.fromEntries(
      GOVERNORATES.map((g) => {
        const fee = settings.governorate_fees?.[g.code];
        return [g.code, typeof fee === 'number' ? String(fee) : ''];
      }),
    ),
    return_window_days: String(settings.return_window_days),
    contact: {
      name_ar: settings.contact?.name_ar ?? '',
      name_en: settings.contact?.name_en ?? '',
      city_ar: settings.contact?.city_ar ?? '',
      city_en: settings.contact?.city_en ?? '',
      address_ar: settings.contact?.address_ar ?? '',
      address_en: settings.contact?.address_en ?? '',
      phones: (settings.contact?.phones ?? []).map((value) => ({ value })),
      whatsapp: settings.contact?.whatsapp ?? '',
      email: settings.contact?.email ?? '',
      licence_number: settings.contact?.licence_number ?? '',
      pharmacist_ar: settings.contact?.pharmacist_ar ?? '',
      pharmacist_en: settings.contact?.pharmacist_en ?? '',
      hours_ar: settings.contact?.hours_ar ?? '',
      hours_en: settings.contact?.hours_en ?? '',
    },
  };
}

export function toPayload(values: SettingsFormOutput): ShopSettingsInput {
  const fees: Record<string, number> = {};
  for (const [code, fee] of Object.entries(values.governorate_fees))
    if (typeof fee === 'number') fees[code] = fee;
  return {
    free_shipping_threshold: values.free_shipping_threshold,
    shipping_fee: values.shipping_fee,
    governorate_fees: fees,
    return_window_days: values.return_window_days,
    contact: { ...values.contact, phones: values.contact.phones.map((p) => p.value) },
  };
}
