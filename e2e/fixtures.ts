import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@shop/shared/demo-accounts';
import { readLatestCode } from './mailbox.ts';

/** The seeded demo sign-ins, one per role. */
export const DEMO = DEMO_ACCOUNTS;

export type Locale = 'ar' | 'en';

/** Opens pages in one language from the first paint, as a returning shopper would (stored choice and cookie). */
export async function useLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('app_locale')) localStorage.setItem('app_locale', l);
  }, locale);
  const { origin } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await page.context().addCookies([{ name: 'app_locale', value: locale, url: origin }]);
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

/**
 * Places a cash-on-delivery order through the API as the shopper signed in on `page` (CSRF cookie and header,
 * as the web app sends them): how a test makes real sales where it needs some.
 */
export async function placeOrder(
  page: Page,
  items: { product_id: number; quantity: number }[],
): Promise<void> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.context().request.post('/api/orders', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    data: {
      items,
      shipping_address: {
        first_name: 'زينب',
        last_name: 'علي',
        phone: '07701234567',
        governorate: 'baghdad',
        city: 'بغداد',
        address: 'شارع فلسطين، دار 12',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Registers a customer through the API with the e-mailed code; the context keeps the new session's cookies. */
export async function registerCustomer(
  request: APIRequestContext,
  password: string,
  name: string,
  email: string,
): Promise<void> {
  await request.get('/sanctum/csrf-cookie');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'X-Forwarded-For': randomAddress() };
  const since = Date.now();
  const sent = await request.post('/api/register/send-otp', {
    data: { name, email, password, password_confirmation: password },
    headers,
  });
  expect(sent.status()).toBe(200);
  const otp = await readLatestCode(email, { since });
  const verified = await request.post('/api/register/verify-otp', { data: { email, otp }, headers });
  expect(verified.status()).toBe(200);
}

/** A private address of its own for each sign-in (see serve.mjs: TRUST_PROXY). */
function randomAddress(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

/**
 * Guests' shop pages arrive rendered by the server, before their JavaScript runs; a click on that HTML does
 * nothing until the app has taken it over. Navigations therefore wait for the app's "ready" mark.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    await use(withAppReady(page));
  },
});

/**
 * Makes `goto` and `reload` wait until the app has taken the page over: for the fixture's page, and for pages a
 * test opens in a browser context of its own (a second shopper, the admin).
 */
export function withAppReady(page: Page): Page {
  const whenReady = () => page.waitForSelector('html[data-ready]', { state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // A test that asks only for the response wants the page before the app has taken it over.
    if (args[1]?.waitUntil !== 'commit') await whenReady();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await whenReady();
    return response;
  };
  return page;
}
export { expect };
