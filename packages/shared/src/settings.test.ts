import { describe, expect, it } from 'vitest';
import { whatsappLink } from './phone.ts';
import { DEMO_CONTACT, demoContactLeft, shopContact } from './settings.ts';

describe("the shop's contact details", () => {
  it('opens a WhatsApp chat with the international number, however the number was typed', () => {
    expect(whatsappLink('07705550142')).toBe('https://wa.me/9647705550142');
    expect(whatsappLink('+964 780 412 9087')).toBe('https://wa.me/9647804129087');
    expect(whatsappLink('٠٧٨٠ ٤١٢ ٩٠٨٧')).toBe('https://wa.me/9647804129087');
  });

  it('names every demo detail a real shop still shows, a demo number in any spelling too', () => {
    expect(demoContactLeft(DEMO_CONTACT)).toEqual([
      'address_ar',
      'address_en',
      'licence_number',
      'pharmacist_ar',
      'pharmacist_en',
      'phones',
      'whatsapp',
    ]);
    const real = shopContact.parse({
      ...DEMO_CONTACT,
      address_ar: 'شارع السعدون، قرب ساحة النصر',
      address_en: 'Saadoun Street, near Nasr Square',
      licence_number: 'MOH-BGD-2291',
      pharmacist_ar: 'د. سارة الجبوري',
      pharmacist_en: 'Dr Sara Al-Jubouri',
      phones: ['+964 1 719 0000', '0770 555 0142'],
      whatsapp: '07804129087',
    });
    expect(demoContactLeft(real)).toEqual(['phones']);
    expect(demoContactLeft({ ...real, phones: ['+964 1 719 0000'] })).toEqual([]);
  });

  it('has demo numbers that are not a run of digits anyone could own', () => {
    for (const phone of [...DEMO_CONTACT.phones, DEMO_CONTACT.whatsapp])
      expect(phone.replace(/\D/g, '')).not.toMatch(/1234567|7654321/);
  });
});
