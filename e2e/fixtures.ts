import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@alshifa.iq', password: 'Admin@12345' },
  customer: { email: 'customer@alshifa.iq', password: 'Customer@12345' },
} as const;

export type Locale = 'ar' | 'en';

/** Opens pages in one language from the first paint, as a returning shopper would. */
export async function useLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('app_locale')) localStorage.setItem('app_locale', l);
  }, locale);
}

/** Signs in through the API (CSRF dance included); the browser context keeps the cookies. */
export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  const request = page.context().request;
  await request.get('/sanctum/csrf-cookie');
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/login', {
    data: { email: who.email, password: who.password },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'X-Forwarded-For': randomAddress() },
  });
  expect(res.status()).toBe(200);
  const user = (await res.json()).data.user;
  await page.addInitScript((u) => {
    localStorage.setItem('user', JSON.stringify(u));
    sessionStorage.setItem('user', JSON.stringify(u));
  }, user);
}

/** A private address of its own for each sign-in (see serve.mjs: TRUST_PROXY). */
function randomAddress(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

export const test = base;
export { expect };
