// Buying: the cart, checkout with cash on delivery, the order in "my orders", cancelling it (stock comes back),
// and the wishlist kept while signed out reaching the account when the shopper signs in. Arabic and English.
//
// The shopper is the demo customer (a new account needs the e-mailed code). Other specs share that account, so
// these tests find their own order by its number, use products no other spec touches (picked by name, one set
// per language so the two languages can run side by side), and check stock relative to what it was.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect as baseExpect,
  DEMO,
  type Locale,
  registerCustomer,
  signIn,
  test,
  useLocale,
  withAppReady,
} from './fixtures.ts';

// These journeys load many pages on a shared machine where the browsers and the server compete for two cores:
// waits are longer than the default, so slowness is not mistaken for a failure.
const expect = baseExpect.configure({ timeout: 30_000 });

interface Product {
  id: number;
  name: string;
  stock: number;
  discounted_price: number;
}

/** Seeded products, by their English names. The first of each set has 4-5 units, so its count is shown. */
const PRODUCTS: Record<Locale, { low: string; second: string; third: string; wish: string }> = {
  ar: {
    low: 'Corsodyl 0.2% Chlorhexidine Mouthwash 300ml',
    second: 'Colgate Total 12 Clean Mint 75ml',
    third: 'Dettol Liquid Hand Wash Original 200ml',
    wish: 'Mustela Maternité Stretch Marks Prevention Cream 150ml',
  },
  en: {
    low: 'Sterillium Hand Disinfectant 500ml',
    second: 'Gillette Mach3 Razor + 2 Blades',
    third: 'Dove Original Antiperspirant Spray 150ml',
    wish: 'Vichy Pureté Thermale Fresh Cleansing Gel 200ml',
  },
};

/** Basra's centre, as the location picker shows it. */
const BASRA = '30.50850, 47.78040';

/** What the shopper reads, per language. */
const TEXT = {
  ar: {
    addToCart: 'أضف إلى السلة',
    addToWishlist: 'أضف إلى المفضلة',
    increase: (name: string) => `زيادة كمية ${name}`,
    quantity: (name: string) => `الكمية من ${name}`,
    checkout: 'إتمام الطلب',
    toDelivery: 'متابعة إلى التوصيل',
    toPayment: 'متابعة إلى الدفع',
    firstName: 'الاسم الأول',
    chooseOnMap: 'تحديد على الخريطة',
    searchCity: 'ابحث عن مدينة',
    basra: 'البصرة',
    confirmLocation: 'تأكيد الموقع',
    phone: 'رقم الموبايل',
    required: 'يرجى ملء جميع الحقول المطلوبة',
    cash: 'الدفع عند الاستلام',
    place: 'تأكيد الطلب',
    thanks: 'شكراً لك! تم استلام طلبك',
    viewOrders: 'عرض طلباتي',
    pending: 'قيد الانتظار',
    cancelled: 'ملغى',
    cancelOrder: 'إلغاء الطلب',
    confirmCancel: 'نعم، ألغِ الطلب',
    keepOrder: 'الإبقاء على الطلب',
    cancelledToast: 'تم إلغاء الطلب',
    emptyCart: 'سلتك فارغة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    stock: (n: number) =>
      n > 5 ? 'متوفر' : n >= 3 ? `بقيت ${n} قطع فقط` : n === 2 ? 'بقيت قطعتان فقط' : 'بقيت قطعة واحدة فقط',
    money: (n: number) => `${n.toLocaleString('en-US')} د.ع`,
  },
  en: {
    addToCart: 'Add to cart',
    addToWishlist: 'Add to wishlist',
    increase: (name: string) => `Increase the quantity of ${name}`,
    quantity: (name: string) => `Quantity of ${name}`,
    checkout: 'Proceed to checkout',
    toDelivery: 'Continue to delivery',
    toPayment: 'Continue to payment',
    firstName: 'First name',
    chooseOnMap: 'Choose on the map',
    searchCity: 'Search for a city',
    basra: 'Basra',
    confirmLocation: 'Confirm location',
    phone: 'Mobile number',
    required: 'Please fill in all required fields',
    cash: 'Cash on delivery',
    place: 'Place order',
    thanks: 'Thank you! We have received your order',
    viewOrders: 'View my orders',
    pending: 'Pending',
    cancelled: 'Cancelled',
    cancelOrder: 'Cancel order',
    confirmCancel: 'Yes, cancel the order',
    keepOrder: 'Keep my order',
    cancelledToast: 'Order cancelled',
    emptyCart: 'Your cart is empty',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    stock: (n: number) => (n > 5 ? 'In stock' : `Only ${n} left`),
    money: (n: number) => `IQD ${n.toLocaleString('en-US')}`,
  },
} as const;

/** A seeded product found by its English name, with its name in the shopper's language. */
async function findProduct(
  request: APIRequestContext,
  englishName: string,
  locale: Locale,
): Promise<Product> {
  const res = await request.get(`/api/products?search=${encodeURIComponent(englishName)}&limit=20&lang=en`);
  expect(res.status()).toBe(200);
  const match = ((await res.json()).data.data as Product[]).find((p) => p.name === englishName);
  expect(match, `the seeded product “${englishName}”`).toBeTruthy();
  const localised = await request.get(`/api/products/${match!.id}?lang=${locale}`);
  return (await localised.json()).data as Product;
}

async function stockOf(request: APIRequestContext, id: number): Promise<number> {
  return (await (await request.get(`/api/products/${id}`)).json()).data.stock;
}

async function addFromProductPage(page: Page, product: Product, locale: Locale): Promise<void> {
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: TEXT[locale].addToCart, exact: true }).click();
}

for (const locale of ['ar', 'en'] as const) {
  const t = TEXT[locale];

  test.describe(`buying (${locale})`, () => {
    // Whole journeys on a shared two-core machine: more time than a single-page check.
    test.describe.configure({ timeout: 240_000 });

    test('three products, new quantities, cash on delivery, the order in my orders, cancelled, stock back', async ({
      page,
    }) => {
      await useLocale(page, locale);
      const request = page.context().request;
      const low = await findProduct(request, PRODUCTS[locale].low, locale);
      const second = await findProduct(request, PRODUCTS[locale].second, locale);
      const third = await findProduct(request, PRODUCTS[locale].third, locale);
      const stockBefore = low.stock;
      expect(stockBefore, 'the low-stock product has units to sell').toBeGreaterThanOrEqual(2);

      // Signed out: add the three products from their pages.
      for (const product of [low, second, third]) await addFromProductPage(page, product, locale);

      await page.goto('/cart');
      const lines = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(lines).toHaveCount(3);
      for (const product of [low, second, third]) {
        await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
      }

      // New quantities: the stepper, typed Arabic digits, and typed garbage (becomes 1).
      await page.getByRole('button', { name: t.increase(second.name), exact: true }).click();
      await page.getByRole('button', { name: t.increase(second.name), exact: true }).click();
      await expect(page.getByRole('textbox', { name: t.quantity(second.name), exact: true })).toHaveValue(
        '3',
      );
      const thirdQuantity = page.getByRole('textbox', { name: t.quantity(third.name), exact: true });
      await thirdQuantity.fill('abc');
      await thirdQuantity.press('Enter');
      await expect(thirdQuantity).toHaveValue('1');
      await thirdQuantity.fill('٢');
      await thirdQuantity.press('Enter');
      await expect(thirdQuantity).toHaveValue('2');

      // The total is the server's: goods after discounts, plus 5,000 delivery under 50,000.
      const goods = low.discounted_price + 3 * second.discounted_price + 2 * third.discounted_price;
      const total = goods + (goods >= 50_000 ? 0 : 5_000);
      await expect(page.getByTestId('order-total')).toHaveText(t.money(total));

      // Checkout needs an account: signed out, the button leads to the login page and back.
      await page.getByRole('link', { name: t.checkout, exact: true }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
      await signIn(page, DEMO.customer);
      await page.goto('/checkout');

      await page.getByRole('button', { name: t.toDelivery }).click();
      // Prefilled from the profile and the default saved address.
      await expect(page.getByLabel(t.firstName)).not.toHaveValue('');
      const phone = page.getByLabel(t.phone);
      await phone.fill('');
      await page.getByRole('button', { name: t.toPayment }).click();
      await expect(page.getByText(t.required)).toBeVisible();
      // An Arabic keyboard's digits are taken as the same number.
      await phone.fill('٠٧٧٠١٢٣٤٥٦٧');
      // A map pin, chosen with the local city search: it works whether or not the map images load (this
      // machine has no internet, so here they do not).
      await page.getByRole('button', { name: t.chooseOnMap }).click();
      const picker = page.getByRole('dialog');
      await picker.getByLabel(t.searchCity).fill(t.basra.slice(0, 4));
      await picker.getByRole('button', { name: t.basra, exact: true }).click();
      await picker.getByRole('button', { name: t.confirmLocation }).click();
      await expect(picker).toBeHidden();
      await expect(page.getByText(BASRA)).toBeVisible();
      await page.getByRole('button', { name: t.toPayment }).click();

      await expect(page.getByRole('radio', { name: new RegExp(t.cash) })).toBeChecked();
      await page.getByRole('button', { name: t.place, exact: true }).click();
      await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
      const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
      expect(orderNumber).toMatch(/^AS-\d{6}$/);
      expect(await page.evaluate(() => localStorage.getItem('cart_items'))).toBe('[]');

      // The stock was taken.
      expect(await stockOf(request, low.id)).toBe(stockBefore - 1);

      // The order in my orders, with its lines; cancelled after the confirmation.
      await page.getByRole('link', { name: t.viewOrders }).click();
      // The number sits in a bidi isolate inside the title.
      const details = page.getByRole('dialog', { name: new RegExp(orderNumber) });
      await expect(details).toBeVisible();
      // Its status, as the badge and as the first step of the way to the door.
      await expect(details.getByText(t.pending, { exact: true })).toHaveCount(2);
      for (const product of [low, second, third]) await expect(details.getByText(product.name)).toBeVisible();
      await expect(details.getByText(BASRA)).toBeVisible();
      await details.getByRole('button', { name: t.cancelOrder, exact: true }).click();
      // The dismiss button says it keeps the order; nothing beside "Yes, cancel" reads as cancelling.
      await expect(page.getByRole('button', { name: t.keepOrder })).toBeVisible();
      await page.getByRole('button', { name: t.confirmCancel }).click();
      await expect(page.getByText(t.cancelledToast, { exact: true })).toBeVisible();
      await expect(details).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: orderNumber });
      await expect(row.getByText(t.cancelled, { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: new RegExp(t.cancelOrder) })).toHaveCount(0);

      // The stock is back, as the product page shows.
      await page.goto(`/products/${low.id}`);
      await expect(page.getByRole('heading', { level: 1, name: low.name })).toBeVisible();
      await expect(
        page.getByRole('main').getByText(t.stock(stockBefore), { exact: true }).first(),
      ).toBeVisible();
      expect(await stockOf(request, low.id)).toBe(stockBefore);

      // And the cart is empty.
      await page.goto('/cart');
      await expect(page.getByText(t.emptyCart, { exact: true })).toBeVisible();
    });

    test('a product wishlisted while signed out reaches the account on sign-in, seen from another browser', async ({
      page,
      browser,
    }) => {
      await useLocale(page, locale);
      const product = await findProduct(page.context().request, PRODUCTS[locale].wish, locale);

      await page.goto(`/products/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await page.getByRole('button', { name: t.addToWishlist, exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('wishlist') ?? ''))
        .toContain(`"product_id":${product.id}`);

      // Sign in with the form: the wishlist kept on this device is pushed to the account.
      await page.goto('/login');
      await page.getByRole('tab', { name: t.email }).click();
      await page.getByLabel(t.email).fill(DEMO.customer.email);
      await page.getByLabel(t.password, { exact: true }).fill(DEMO.customer.password);
      await page.getByRole('button', { name: t.signIn, exact: true }).click();
      await expect(page).not.toHaveURL(/\/login/);

      // Another browser, same account: the server has it, and the wishlist page shows it.
      const other = await browser.newContext();
      const otherPage = withAppReady(await other.newPage());
      await useLocale(otherPage, locale);
      await signIn(otherPage, DEMO.customer);
      await expect
        .poll(
          async () =>
            ((await (await other.request.get('/api/wishlist')).json()).data.items as number[]) ?? [],
        )
        .toContain(product.id);
      await otherPage.goto('/wishlist');
      await expect(otherPage.getByRole('link', { name: product.name, exact: true })).toBeVisible();
      await other.close();
    });
  });
}

test.describe('buying as a new customer', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a customer who just registered types the delivery address by hand and places an order (Arabic)', async ({
    page,
  }) => {
    const t = TEXT.ar;
    await useLocale(page, 'ar');
    const request = page.context().request;
    const email = `new-buyer-${Date.now().toString(36)}@example.com`;
    await registerCustomer(request, 'Sehha@2025', 'مريم جاسم', email);

    // A product no other journey touches: the first thermometer in stock that needs no prescription.
    const listed = await request.get('/api/products?category=thermometers&limit=20&lang=ar');
    const product = (
      (await listed.json()).data.data as (Product & { requires_prescription: boolean })[]
    ).find((p) => p.stock > 5 && !p.requires_prescription);
    expect(product, 'a thermometer in stock').toBeTruthy();
    await addFromProductPage(page, product!, 'ar');

    await page.goto('/checkout');
    await page.getByRole('button', { name: t.toDelivery }).click();
    // No saved address yet: the name and e-mail come from the account, the rest is typed.
    await expect(page.getByLabel(t.firstName)).toHaveValue('مريم');
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue(email);
    await page.getByLabel('اسم العائلة').fill('جاسم');
    await page.getByLabel(t.phone).fill('07801234567');
    await page.getByLabel('المحافظة').selectOption({ label: 'بغداد' });
    await page.getByLabel('المدينة أو القضاء').fill('الكرادة');
    await page.getByLabel('العنوان التفصيلي').fill('شارع 62، محلة 903، دار 14');
    await page.getByRole('button', { name: t.toPayment }).click();

    await expect(page.getByRole('radio', { name: new RegExp(t.cash) })).toBeChecked();
    await page.getByRole('button', { name: t.place, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^AS-\d{6}$/);

    // The order is the new customer's own.
    const mine = (await (await request.get('/api/orders')).json()).data;
    const orders = (Array.isArray(mine) ? mine : mine.data) as { order_number: string; status: string }[];
    expect(orders).toEqual([expect.objectContaining({ order_number: orderNumber, status: 'pending' })]);
  });
});

test.describe('delivery fee by governorate', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the payment step shows the chosen governorate’s own delivery fee, and the order is charged it (Arabic)', async ({
    page,
    browser,
  }) => {
    const t = TEXT.ar;
    // The back-office gives Basra a fee of its own; every other governorate keeps the shop's flat fee.
    const adminPage = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await signIn(adminPage, DEMO.admin);
    const admin = adminPage.context().request;
    const xsrf = (await adminPage.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const headers = { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
    const before = (await (await admin.get('/api/admin/settings')).json()).data;
    const basraFee = before.shipping_fee + 3_000;
    const saved = await admin.put('/api/admin/settings', {
      data: { ...before, governorate_fees: { ...before.governorate_fees, basra: basraFee } },
      headers,
    });
    expect(saved.status()).toBe(200);

    try {
      await useLocale(page, 'ar');
      const request = page.context().request;
      const email = `basra-${Date.now().toString(36)}@example.com`;
      await registerCustomer(request, 'Sehha@2025', 'حسين كاظم', email);
      // A cheap product no other journey touches, well under the free-delivery threshold.
      const listed = await request.get('/api/products?category=thermometers&limit=20&lang=ar');
      const product = ((await listed.json()).data.data as (Product & { requires_prescription: boolean })[])
        .filter((p) => p.stock > 5 && !p.requires_prescription && p.discounted_price < 30_000)
        .at(-1);
      expect(product, 'a cheap thermometer in stock').toBeTruthy();
      await addFromProductPage(page, product!, 'ar');

      await page.goto('/checkout');
      await page.getByRole('button', { name: t.toDelivery }).click();
      await page.getByLabel('اسم العائلة').fill('كاظم');
      await page.getByLabel(t.phone).fill('07801234567');
      await page.getByLabel('المحافظة').selectOption({ label: 'البصرة' });
      await page.getByLabel('المدينة أو القضاء').fill('العشار');
      await page.getByLabel('العنوان التفصيلي').fill('شارع الكورنيش، دار 7');
      await page.getByRole('button', { name: t.toPayment }).click();

      // Basra's fee, not the flat one, before the shopper confirms.
      await expect(page.getByTestId('order-shipping')).toHaveText(t.money(basraFee));
      await expect(page.getByTestId('order-total')).toHaveText(t.money(product!.discounted_price + basraFee));
      await page.getByRole('button', { name: t.place, exact: true }).click();
      await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();

      const mine = (await (await request.get('/api/orders')).json()).data;
      const orders = (Array.isArray(mine) ? mine : mine.data) as { shipping: number; total: number }[];
      expect(orders).toEqual([
        expect.objectContaining({ shipping: basraFee, total: product!.discounted_price + basraFee }),
      ]);
    } finally {
      await admin.put('/api/admin/settings', { data: before, headers });
      await adminPage.close();
    }
  });
});
