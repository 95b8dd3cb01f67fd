import { shopSettingsInput } from '@shop/shared/settings';
import { describe, expect, it } from 'vitest';
import { type SettingsFormInput, settingsForm, toPayload } from './settings-form.ts';

const filled: SettingsFormInput = {
  free_shipping_threshold: '٥٠٠٠٠',
  shipping_fee: '5000',
  governorate_fees: { basra: '8000', baghdad: '' },
  return_window_days: '١٤',
  contact: {
    name_ar: 'صيدلية الشفاء',
    name_en: 'Al-Shifa Pharmacy',
    city_ar: 'بغداد',
    city_en: 'Baghdad',
    address_ar: 'شارع السعدون، قرب ساحة النصر',
    address_en: 'Saadoun Street, near Nasr Square',
    phones: [{ value: '٠٧٧٠١٢٣٤٥٦٧' }, { value: '+964 1 719 0000' }],
    whatsapp: '٠٧٨٠٩٨٧٦٥٤٣',
    email: 'care@alshifa.iq',
    licence_number: 'MOH-BGD-2291',
    pharmacist_ar: 'د. سارة الجبوري',
    pharmacist_en: 'Dr Sara Al-Jubouri',
    hours_ar: 'السبت إلى الخميس: 9 صباحاً إلى 11 مساءً',
    hours_en: 'Saturday to Thursday: 9 am to 11 pm',
  },
};

/** What the form sends, as the server reads it: the form and the server agree on every field. */
const sent = (form: SettingsFormInput) => {
  const parsed = settingsForm.safeParse(form);
  return {
    form: parsed.success,
    server: parsed.success && shopSettingsInput.safeParse(toPayload(parsed.data)).success,
  };
};

describe('the settings form is the server\u2019s contract', () => {
  it('sends what the server saves: Arabic digits read, a blank governorate left to the flat fee', () => {
    const parsed = settingsForm.parse(filled);
    const payload = toPayload(parsed);
    expect(payload.governorate_fees).toEqual({ basra: 8000 });
    expect(shopSettingsInput.parse(payload)).toMatchObject({
      free_shipping_threshold: 50_000,
      return_window_days: 14,
      contact: { phones: ['07701234567', '+964 1 719 0000'] },
    });
  });

  it('refuses in the form exactly what the server refuses', () => {
    const phones = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `0770123456${i}` }));
    const cases: [string, SettingsFormInput, boolean][] = [
      ['four phones', { ...filled, contact: { ...filled.contact, phones: phones(4) } }, true],
      ['five phones', { ...filled, contact: { ...filled.contact, phones: phones(5) } }, false],
      ['no phone', { ...filled, contact: { ...filled.contact, phones: [] } }, false],
      ['no English name', { ...filled, contact: { ...filled.contact, name_en: '' } }, false],
      ['one-letter English city', { ...filled, contact: { ...filled.contact, city_en: 'B' } }, false],
      ['a fee above a million', { ...filled, shipping_fee: '1000001' }, false],
      ['a hex fee', { ...filled, shipping_fee: '0x10' }, false],
      // A separator is never dropped: "5,000" or "5.000" could be five to someone (issue 46).
      ['a grouped threshold', { ...filled, free_shipping_threshold: '٥٠٬٠٠٠' }, false],
      ['a fee with a comma', { ...filled, shipping_fee: '5,000' }, false],
      ['a return window of a year', { ...filled, return_window_days: '365' }, true],
      ['no return window', { ...filled, return_window_days: '0' }, false],
      ['a return window over a year', { ...filled, return_window_days: '366' }, false],
    ];
    for (const [name, form, ok] of cases) {
      const result = sent(form);
      expect(result.form, name).toBe(ok);
      // Whatever the form lets through, the server accepts.
      if (result.form) expect(result.server, name).toBe(true);
    }
  });
});
