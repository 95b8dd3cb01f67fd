// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import { changeLocale, initI18nWithAll } from '../../../i18n/i18n.ts';
import { useLocaleStore } from '../../../i18n/locale-store.ts';
import { ApiError } from '../../../lib/api-error.ts';
import authAr from '../i18n/ar.json';
import authEn from '../i18n/en.json';
import { PhoneCodeFlow } from './phone-code-flow.tsx';

vi.mock('../api/phone-codes.ts', () => ({
  sendLoginCode: vi.fn(async () => null),
  sendRegisterCode: vi.fn(async () => null),
  resendRegisterCode: vi.fn(async () => null),
  // The server's answer to a wrong code: the spec's terse English message, and its code.
  verifyLoginCode: vi.fn(async () => {
    throw new ApiError({ status: 400, code: 'INVALID_CODE', message: 'Invalid or expired OTP' });
  }),
  verifyRegisterCode: vi.fn(async () => null),
}));

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await initI18nWithAll({ ar: { translation: ar, auth: authAr }, en: { translation: en, auth: authEn } });
});
afterEach(cleanup);

async function signIn(locale: 'ar' | 'en', channel: 'sms' | 'whatsapp') {
  await changeLocale(locale);
  useLocaleStore.setState({ locale });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PhoneCodeFlow mode="login" onSignedIn={() => {}} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByRole('textbox'), { target: { value: '07701234567' } });
  fireEvent.click(screen.getByRole('radio', { name: locale === 'en' ? /WhatsApp/ : /واتساب/ }));
  if (channel === 'sms') fireEvent.click(screen.getByRole('radio', { name: /SMS/ }));
  fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Send code' : 'إرسال الرمز' }));
  await screen.findByRole('button', { name: locale === 'en' ? 'Sign in' : 'تسجيل الدخول' });
  return document.body.textContent ?? '';
}

// Issue 46, item 20: the English phone sign-in said the code was texted, then that it was in an e-mail, and
// answered a wrong code with "Invalid or expired OTP".
describe('signing in with a phone number, in English', () => {
  it('says the code came by text message, and where to find it: never an e-mail', async () => {
    const text = await signIn('en', 'sms');
    expect(text).toContain('We sent a 6-digit code by text message to');
    expect(text).toContain('The 6-digit code in the text message we sent you.');
    expect(text).not.toMatch(/e-?mail/i);
  });

  it('says WhatsApp when the code went by WhatsApp', async () => {
    const text = await signIn('en', 'whatsapp');
    expect(text).toContain('We sent a 6-digit code on WhatsApp to');
    expect(text).toContain('The 6-digit code in the WhatsApp message we sent you.');
    expect(text).not.toMatch(/e-?mail|text message/i);
  });

  it('says clearly that a code is wrong or expired, and what to do, without "OTP"', async () => {
    await signIn('en', 'sms');
    fireEvent.change(screen.getByRole('textbox', { name: /Verification code/ }), {
      target: { value: '111111' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByText(/That code is wrong or has expired/);
    expect(alert.textContent).toBe(
      'That code is wrong or has expired. Check it and try again, or ask for a new code.',
    );
    expect(document.body.textContent).not.toContain('OTP');
  });
});

describe('signing in with a phone number, in Arabic', () => {
  it('names the channel and a wrong code the same way', async () => {
    const text = await signIn('ar', 'sms');
    expect(text).toContain('أرسلنا رمزاً من 6 أرقام برسالة نصية إلى');
    expect(text).toContain('في الرسالة النصية التي أرسلناها إليك');
    expect(text).not.toContain('البريد');
    fireEvent.change(screen.getByRole('textbox', { name: /رمز التحقق/ }), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await screen.findByText(/الرمز غير صحيح أو منتهي الصلاحية\. تحقّق منه/);
  });
});
