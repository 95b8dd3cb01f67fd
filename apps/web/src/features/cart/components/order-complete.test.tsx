// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import { changeLocale, initI18nWithAll } from '../../../i18n/i18n.ts';
import { useLocaleStore } from '../../../i18n/locale-store.ts';
import type { PlacedOrder } from '../api/create-order.ts';
import cartAr from '../i18n/ar.json';
import cartEn from '../i18n/en.json';
import { OrderComplete } from './order-complete.tsx';

beforeAll(async () => {
  await initI18nWithAll({ ar: { translation: ar, cart: cartAr }, en: { translation: en, cart: cartEn } });
});
afterEach(cleanup);

const order = (requiresPrescription: boolean) =>
  ({
    id: 7,
    order_number: 'AS-000007',
    total: 23_000,
    phone: '07701234567',
    payment_method: 'cash_on_delivery',
    requires_prescription: requiresPrescription,
    shipping_address: { governorate: 'baghdad' },
  }) as unknown as PlacedOrder;

async function show(locale: 'ar' | 'en', requiresPrescription: boolean) {
  await changeLocale(locale);
  useLocaleStore.setState({ locale });
  render(
    <MemoryRouter>
      <OrderComplete order={order(requiresPrescription)} />
    </MemoryRouter>,
  );
  return document.body.textContent ?? '';
}

// Issue 46, item 18: an order that waits for the pharmacist must not promise to be prepared at once.
describe('the order confirmation of a prescription order', () => {
  it('says in Arabic that it waits for the pharmacist, and what happens next', async () => {
    const text = await show('ar', true);
    expect(text).not.toContain('فوراً');
    expect(text).toContain('طلبك بانتظار أن يراجع الصيدلاني وصفتك الطبية');
    expect(text).toContain('إن لم يقبل الوصفة أخبرناك بالسبب');
    expect(text).toContain('بعد الموافقة سنتصل بك');
    expect(text).toContain('من الموافقة داخل بغداد');
    // The pharmacist's check is the first step of what happens next.
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('يراجع الصيدلاني وصفتك الطبية أولاً');
  });

  it('says the same in English', async () => {
    const text = await show('en', true);
    expect(text).not.toMatch(/right away|soon/);
    expect(text).toContain('Your order is waiting for our pharmacist to check your prescription');
    expect(text).toContain('you can upload a new prescription');
    expect(text).toContain('Once it is approved, we will call you');
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain(
      'Our pharmacist checks your prescription first',
    );
  });

  it('an order without a prescription medicine is prepared at once, with no word of a pharmacist', async () => {
    const arText = await show('ar', false);
    expect(arText).toContain('سنبدأ بتجهيز طلبك فوراً');
    expect(arText).not.toContain('الصيدلاني');
    cleanup();
    const enText = await show('en', false);
    expect(enText).toContain('We are starting to prepare it right away');
    expect(enText).not.toContain('pharmacist');
  });
});
