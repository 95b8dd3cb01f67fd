import type { Locator, Page } from '@playwright/test';
import type { ProductView } from '@shop/shared/catalog';
import { DEMO, expect, placeOrder, signIn, test, useLocale } from './fixtures.ts';

// The demo catalogue is seeded the same way every time (apps/server/src/db/seed/catalog-data.ts).
const PARACETAMOL = {
  en: 'Paracetamol 500mg 20 Tablets (SDI)',
  ar: 'باراسيتامول 500 ملغ 20 حبة - أدوية سامراء',
};
const CERAVE = {
  en: 'CeraVe Hydrating Facial Cleanser 236ml',
  ar: 'غسول سيرافي المرطب للبشرة العادية إلى الجافة 236 مل',
};

/** The price the shopper pays on each card, in the order shown (`IQD 12,500` or `12,500 د.ع`). */
async function shownPrices(list: Locator): Promise<number[]> {
  const texts = await list
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('bdi.font-bold')?.textContent ?? ''));
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

const results = (page: Page, name: string | RegExp) => page.getByRole('list', { name });

/** A slow connection: the app's scripts arrive seconds after the page is on screen. */
async function slowScripts(page: Page): Promise<void> {
  await page.route('**/assets/vendor-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
}

/** Scrolls down step by step (the home page loads its lower sections as they come near) until `target` exists. */
async function scrollUntil(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 80 && (await target.count()) === 0; step++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(150);
  }
  // A loaded machine may still be fetching the section's code: wait for it before scrolling to it.
  await expect(target.first()).toBeAttached();
  await target.first().scrollIntoViewIfNeeded();
}

test.describe('catalog: search, filters, sort and pages', () => {
  test('searching from the header lands on the list with the matching products (English)', async ({
    page,
  }) => {
    await useLocale(page, 'en');
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
    await search.fill('paracetamol');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=paracetamol$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('paracetamol');
    await expect(results(page, 'Products').getByRole('link', { name: PARACETAMOL.en })).toBeVisible();
    // The list's own search box shows the same words, ready to refine.
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('paracetamol');
  });

  test('searching in Arabic finds the Arabic product name', async ({ page }) => {
    await useLocale(page, 'ar');
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'ابحث في المتجر' });
    await search.fill('باراسيتامول');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=/);
    await expect(results(page, 'المنتجات').getByRole('link', { name: PARACETAMOL.ar })).toBeVisible();
  });

  test('the list search box filters as you type, and a search with no match says so', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzqxv');
    await expect(page).toHaveURL(/search=zzqxv/);
    await expect(page.getByText(/No products match\W+zzqxv/)).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(/Showing 1–16 of/)).toBeVisible();
  });

  test('a category filter narrows the list, names the page and lives in the URL', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/products');
    await page.getByLabel('Category', { exact: true }).selectOption('pain-fever');
    await expect(page).toHaveURL(/\/products\?category=pain-fever$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pain and fever relief' })).toBeVisible();
    await expect(page).toHaveTitle(/Pain and fever relief/);
    await expect(page.getByText('Showing 1–6 of 6 products')).toBeVisible();
    await expect(results(page, 'Products').getByRole('article')).toHaveCount(6);
    await expect(results(page, 'Products').getByRole('link', { name: PARACETAMOL.en })).toBeVisible();
  });

  test('an old link with a numeric category id shows the slug instead', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/products');
    const option = page.getByLabel('Category', { exact: true }).locator('option[value="pain-fever"]');
    await expect(option).toHaveCount(1);
    const categories = await page.request.get('/api/categories/slug/pain-fever');
    const id = (await categories.json()).data.id as number;
    await page.goto(`/products?category=${id}`);
    await expect(page).toHaveURL(/\/products\?category=pain-fever$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pain and fever relief' })).toBeVisible();
  });

  test('sorting by price puts the prices in order, both ways', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/products?category=medicines');
    await page.getByLabel('Sort by', { exact: true }).selectOption('price');
    await expect(page).toHaveURL(/sort=price/);
    const list = results(page, 'Products');
    const ascending = (prices: number[]) =>
      prices.length === 16 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
    const descending = (prices: number[]) =>
      prices.length === 16 && prices.every((p, i) => i === 0 || prices[i - 1]! >= p);
    // The previous order stays on screen until the new one arrives, so wait for the sorted list.
    await expect.poll(async () => ascending(await shownPrices(list))).toBe(true);
    const low = await shownPrices(list);
    expect(low).toHaveLength(16);
    expect(low[0]).toBeLessThan(low.at(-1)!);

    await page.getByLabel('Order', { exact: true }).selectOption('desc');
    await expect(page).toHaveURL(/order=desc/);
    await expect.poll(async () => descending(await shownPrices(list))).toBe(true);
    const high = await shownPrices(list);
    expect(high[0]).toBeGreaterThan(high.at(-1)!);
    expect(high[0]).toBeGreaterThanOrEqual(low.at(-1)!);
  });

  test('paging to page 2 and back again, with the browser buttons too', async ({ page }) => {
    await useLocale(page, 'ar');
    await page.goto('/products?category=medicines');
    await expect(page.getByText(/عرض 1–16 من أصل/)).toBeVisible();
    const first = await results(page, 'المنتجات')
      .getByRole('article')
      .first()
      .getByRole('link')
      .textContent();

    await page
      .getByRole('navigation', { name: 'التنقل بين الصفحات' })
      .getByRole('button', { name: 'التالي' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/عرض 17–26 من أصل/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'الصفحة 2' })).toHaveAttribute('aria-current', 'page');
    await expect(results(page, 'المنتجات').getByRole('link', { name: first ?? '' })).toHaveCount(0);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText(/عرض 1–16 من أصل/)).toBeVisible();
    await page.goForward();
    await expect(page.getByText(/عرض 17–26 من أصل/)).toBeVisible();

    await page.getByRole('button', { name: 'الصفحة 1' }).click();
    await expect(page.getByText(/عرض 1–16 من أصل/)).toBeVisible();
    await expect(page.getByLabel('القسم', { exact: true })).toHaveValue('medicines');
  });
});

test.describe('catalog: the product page', () => {
  test('opening a product from the list shows it, with its breadcrumb, and it goes into the cart', async ({
    page,
  }) => {
    await useLocale(page, 'en');
    await page.goto('/products?search=paracetamol');
    await results(page, 'Products').getByRole('link', { name: PARACETAMOL.en }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: PARACETAMOL.en })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Medicines' })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Pain and fever relief' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(PARACETAMOL.en.replace(/[()]/g, '.')));

    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await page.getByRole('button', { name: /Increase quantity/ }).click();
    await expect(quantity).toHaveValue('2');
    await quantity.fill('abc');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('1');

    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByText(/added to your cart/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Cart: 1 product/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
  });

  test('on a phone a toast sits at the bottom: the header and the top of the page stay free (Arabic, phone)', async ({
    page,
  }) => {
    await useLocale(page, 'ar');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/products?search=paracetamol');
    await results(page, 'المنتجات').getByRole('link', { name: PARACETAMOL.ar }).click();
    await page.getByRole('main').getByRole('button', { name: 'أضف إلى السلة', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    // Held on screen while the checks run, as a pointer resting on it holds it: on a loaded machine they could
    // outlast its four seconds.
    await toast.hover();
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThan(400);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The top of the page (where a page's heading is) and the header's cart, wishlist and sign-in each still
    // take a tap.
    const controls = [
      page.getByRole('main').getByRole('navigation').first(),
      ...[/سلة التسوق/, /المفضلة/, 'تسجيل الدخول'].map((name) =>
        page.getByRole('banner').getByRole('link', { name }).first(),
      ),
    ];
    for (const control of controls) {
      const reachable = await control.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(reachable).toBe(true);
    }
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`a discounted product shows the old price struck through and the percentage (${locale})`, async ({
      page,
    }) => {
      await useLocale(page, locale);
      await page.goto(`/products?search=${encodeURIComponent('CeraVe Hydrating')}`);
      const card = results(page, locale === 'en' ? 'Products' : 'المنتجات')
        .getByRole('article')
        .filter({ hasText: CERAVE[locale] });
      await expect(card.locator('s')).toHaveText(locale === 'en' ? 'IQD 21,000' : '21,000 د.ع');
      await expect(card.getByText('-20%')).toBeVisible();

      await card.getByRole('link', { name: CERAVE[locale] }).click();
      const main = page.getByRole('main');
      await expect(main.locator('s').first()).toHaveText(locale === 'en' ? 'IQD 21,000' : '21,000 د.ع');
      await expect(main.getByText(locale === 'en' ? 'IQD 16,800' : '16,800 د.ع').first()).toBeVisible();
      await expect(main.getByText('-20%').first()).toBeVisible();
      await expect(main.getByText(locale === 'en' ? /You save\W*IQD\W*4,200/ : /توفّر\W*4,200/)).toBeVisible();
    });

    test(`an unknown product shows the not-found state (${locale})`, async ({ page }) => {
      await useLocale(page, locale);
      expect((await page.goto('/products/987654'))?.status()).toBe(404);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: locale === 'en' ? 'Product Not Found' : 'المنتج غير موجود',
        }),
      ).toBeVisible();
      await page.getByRole('link', { name: locale === 'en' ? 'Browse products' : 'تصفّح المنتجات' }).click();
      await expect(page).toHaveURL(/\/products$/);
    });
  }
});

test.describe('catalog: home, offers, bestsellers, information', () => {
  for (const locale of ['ar', 'en'] as const) {
    test(`the home sliders move on their own and with their arrows (${locale})`, async ({ page }) => {
      await useLocale(page, locale);
      await page.goto('/');
      const hero = page.getByRole('region', {
        name: locale === 'en' ? 'Highlights of Al-Shifa Pharmacy' : 'أبرز ما في صيدلية الشفاء',
      });
      const dot = (n: number) =>
        hero.getByRole('button', { name: locale === 'en' ? `Show slide ${n}` : `اعرض الشريحة ${n}` });
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');
      // Autoplay: every 5 s.
      await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 9000 });
      // The slider ignores clicks for 500 ms after each move (the spec's transition lock).
      await page.waitForTimeout(600);
      await hero.getByRole('button', { name: locale === 'en' ? 'Next slide' : 'الشريحة التالية' }).click();
      await expect(dot(3)).toHaveAttribute('aria-current', 'true');
      await expect(hero.getByRole('group', { name: locale === 'en' ? '3 of 3' : '3 من 3' })).toBeVisible();
      await page.waitForTimeout(600);
      await hero
        .getByRole('button', { name: locale === 'en' ? 'Previous slide' : 'الشريحة السابقة' })
        .click();
      await expect(dot(2)).toHaveAttribute('aria-current', 'true');

      // The second hero, further down, moves with its arrows too.
      const second = page.getByRole('region', { name: locale === 'en' ? 'Discover more' : 'اكتشف المزيد' });
      await scrollUntil(page, second);
      const secondDot = (n: number) =>
        second.getByRole('button', { name: locale === 'en' ? `Show slide ${n}` : `اعرض الشريحة ${n}` });
      await expect(secondDot(1)).toHaveAttribute('aria-current', 'true');
      await second.getByRole('button', { name: locale === 'en' ? 'Next slide' : 'الشريحة التالية' }).click();
      await expect(secondDot(2)).toHaveAttribute('aria-current', 'true');
    });
  }

  test('the home page shows the live discount, the bestsellers and the categories', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/');
    // The banner of the live discount (the one ending soonest), with its countdown.
    const timer = page.getByRole('timer');
    await scrollUntil(page, timer);
    await expect(timer.first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Flash sale: 25% off vitamins' })).toBeVisible();
    const bestsellers = page.getByRole('region', { name: 'Bestsellers' });
    await scrollUntil(page, bestsellers);
    await expect(bestsellers.getByRole('article').first()).toBeVisible();
    const categories = page.getByRole('region', { name: 'Shop by category' });
    await scrollUntil(page, categories);
    await categories.getByRole('link', { name: /Skin care/ }).click();
    await expect(page).toHaveURL(/\/products\?category=skin-care$/);
  });

  test('the newsletter refuses a bad address and accepts a good one', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Subscribe to our newsletter' });
    await scrollUntil(page, form);
    const email = form.getByLabel('Email');
    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
    await email.fill(`shopper-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(/subscribed successfully/i)).toBeVisible();
  });

  test('the offers page filters by kind and shows savings and countdowns', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/offers');
    const list = results(page, 'Products on sale');
    await expect(list.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Flash sales' }).click();
    await expect(page.getByRole('button', { name: 'Flash sales' })).toHaveAttribute('aria-pressed', 'true');
    await expect(list.getByRole('link', { name: 'NOW Vitamin D3 5000 IU 120 Softgels' })).toBeVisible();
    await expect(list.getByRole('link', { name: CERAVE.en })).toHaveCount(0);
    await expect(list.getByText(/^Save\W+IQD/).first()).toBeVisible();
    await expect(list.getByRole('timer').first()).toBeVisible();
  });

  test('the bestsellers page ranks by the chosen period\u2019s sales, chosen with the mouse or the keyboard', async ({
    page,
  }) => {
    await useLocale(page, 'en');
    // The demo shop has sold nothing (it claims no sales it has not made): three orders make a ranking.
    await signIn(page, DEMO.customer);
    const listed = await page.context().request.get('/api/products?limit=50&sort=price&order=asc');
    const sellable = ((await listed.json()).data.data as ProductView[]).filter(
      (p) => p.stock >= 3 && !p.requires_prescription && (p.max_per_order ?? 3) >= 3,
    );
    expect(sellable.length).toBeGreaterThanOrEqual(3);
    await placeOrder(page, [
      { product_id: sellable[0]!.id, quantity: 3 },
      { product_id: sellable[1]!.id, quantity: 2 },
      { product_id: sellable[2]!.id, quantity: 1 },
    ]);
    await page.goto('/bestsellers');
    const period = page.getByRole('group', { name: 'Period' });
    await expect(period.getByRole('radio', { name: 'All time' })).toBeChecked();
    const list = results(page, 'Bestselling products');
    const soldCounts = async () =>
      (await list.getByText(/ sold$/).allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
    await expect(list.getByRole('article').first()).toContainText('No. 1');
    await expect(list.getByRole('article').first()).toContainText('Trending');
    const counts = await soldCounts();
    expect(counts.length).toBeGreaterThanOrEqual(3);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // Arrow keys move between the periods and choose one, and the address keeps it.
    await period.getByRole('radio', { name: 'All time' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(period.getByRole('radio', { name: 'This month' })).toBeChecked();
    await expect(page).toHaveURL(/\/bestsellers\?period=month$/);

    // The period lives in the address, so the radio shows as chosen once the navigation has happened.
    await period.getByRole('radio', { name: 'This week' }).click();
    await expect(period.getByRole('radio', { name: 'This week' })).toBeChecked();
    await expect(page).toHaveURL(/\/bestsellers\?period=week$/);
    // The week's answer replaces the month's once it arrives: read the counts after it has.
    await expect.poll(async () => (await soldCounts()).length).toBeGreaterThanOrEqual(3);
    const week = await soldCounts();
    expect(week.length).toBeGreaterThanOrEqual(3);
    expect(week).toEqual([...week].sort((a, b) => b - a));
    await expect(list.getByRole('article').first()).toContainText('No. 1');
  });

  test('the home page holds the space of its lower sections before they load, on a phone and a desktop', async ({
    page,
  }) => {
    await useLocale(page, 'ar');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const before = await page.evaluate(() => document.body.scrollHeight);
      // A quick scroll to the end loads every section; the page must not grow or shrink much meanwhile.
      for (let y = 0; y < before; y += 700) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(100);
      }
      await expect(page.getByRole('heading', { name: 'اشترك في نشرتنا' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const after = await page.evaluate(() => document.body.scrollHeight);
      expect(Math.abs(after - before) / after, `${width} px: ${before} → ${after}`).toBeLessThan(0.05);
    }
  });

  test("the contact page and the footer show the settings' address, WhatsApp chat, licence and hours", async ({
    page,
  }) => {
    await useLocale(page, 'ar');
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /محادثة على واتساب/ })).toHaveAttribute(
      'href',
      'https://wa.me/9647705550142',
    );
    await expect(main.getByText('DEMO-0000')).toBeVisible();
    await expect(main.getByText('صيدلاني تجريبي')).toBeVisible();
    await expect(main.getByText('السبت إلى الخميس: 9 صباحاً إلى 11 مساءً')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/شارع الكرادة داخل/)).toBeVisible();
    await expect(footer.getByRole('link', { name: /واتساب/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/964/,
    );
    await expect(footer).not.toContainText('123 4567');
  });

  test('the FAQ search filters the questions (Arabic)', async ({ page }) => {
    await useLocale(page, 'ar');
    await page.goto('/faq');
    await expect(page.getByText('12 سؤالاً')).toBeVisible();
    await page.getByRole('searchbox', { name: 'ابحث في الأسئلة' }).fill('التوصيل');
    await expect(page.getByText('كم أجرة التوصيل؟')).toBeVisible();
    await expect(page.getByText('هل يمكنني إلغاء طلبي؟')).toHaveCount(0);
    await expect(
      page
        .getByRole('main')
        .getByText(/50,000\s*د\.ع/)
        .first(),
    ).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/ريال|الرياض|السعودية/);
  });
});

test.describe('catalog: the first paint comes from the server', () => {
  test('text typed into the header search before the app has started is searched for', async ({ page }) => {
    await useLocale(page, 'ar');
    await slowScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByRole('banner').getByRole('combobox', { name: 'ابحث في المتجر' });
    await search.fill('باراسيتامول');
    await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true'); // typed before the app started
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(search).toHaveValue('باراسيتامول');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=/);
    await expect(results(page, 'المنتجات').getByRole('link', { name: PARACETAMOL.ar })).toBeVisible();
  });

  test('what is typed and chosen on the registration form before the app has started is kept (Arabic)', async ({
    page,
  }) => {
    await useLocale(page, 'ar');
    await slowScripts(page);
    await page.goto('/register', { waitUntil: 'commit' });
    const name = page.getByLabel('الاسم الكامل');
    await name.fill('زينب كاظم');
    const number = page.getByLabel('رقم الموبايل');
    await number.fill(`0750${String(Date.now()).slice(-7)}`);
    await page.getByRole('radio', { name: 'واتساب' }).check();
    await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true'); // before the app started
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(name).toHaveValue('زينب كاظم');
    await expect(page.getByRole('radio', { name: 'واتساب' })).toBeChecked();
    // The form acts on what is on screen: the code goes out by WhatsApp, with no "please enter" error.
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await expect(page.getByLabel('رمز التحقق')).toBeVisible();
    await expect(page.getByText(/واتساب/).first()).toBeVisible();
    await expect(page.getByText(/يرجى إدخال/)).toHaveCount(0);
  });

  test('the catalogue pages start without the schema library, which comes with the first list the browser asks for', async ({
    page,
  }) => {
    // Building zod's schemas with the page's scripts was a long task on a slow phone; a rendered page needs none.
    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
    });
    const zodLoaded = async () => (await Promise.all(scripts)).some((text) => text.includes('$ZodType'));
    await useLocale(page, 'en');
    for (const path of ['/products/1', '/products']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
      expect(await zodLoaded(), path).toBe(false);
    }
    // The next page of the list is asked for in the browser, and its answer is checked against the contract.
    const list = results(page, 'Products');
    const firstPage = await list.getByRole('article').first().textContent();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(list.getByRole('article').first()).not.toHaveText(firstPage!);
    expect(await zodLoaded()).toBe(true);
  });

  test("the cart's frame comes from the server, and its lines from this device once the app starts", async ({
    page,
  }) => {
    await useLocale(page, 'en');
    await page.goto('/products/1');
    const productName = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_items'))).toContain('"id":1');
    await slowScripts(page);
    await page.goto('/cart', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading your cart…');
    // Never "your cart is empty" for a cart that is not.
    await expect(page.getByText('Your cart is empty')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(page.getByRole('main').getByText(productName!.trim()).first()).toBeVisible();
    await expect(page.getByText('Loading your cart…')).toHaveCount(0);
  });

  for (const locale of ['ar', 'en'] as const) {
    test(`without JavaScript, the shop pages already show their content (${locale})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const { origin } = new URL(test.info().project.use.baseURL!);
      await context.addCookies([{ name: 'app_locale', value: locale, url: origin }]);
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'ar'
          ? 'صيدلية الشفاء: أدوية ومنتجات تجميل أصلية في العراق'
          : 'Al-Shifa Pharmacy: original medicines and beauty products in Iraq',
      );
      // A list page with its products (data the server fetched), and a product page with its name and price.
      await page.goto(`${origin}/products?search=${encodeURIComponent(PARACETAMOL[locale])}`);
      await expect(page.getByRole('link', { name: PARACETAMOL[locale] }).first()).toBeVisible();
      await page.getByRole('link', { name: PARACETAMOL[locale] }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PARACETAMOL[locale]);
      await expect(page.getByText(locale === 'ar' ? /د\.ع/ : /IQD/).first()).toBeVisible();
      // The tab title is the page's own, in the page's language, before any script runs.
      await expect(page).toHaveTitle(new RegExp(`^${PARACETAMOL[locale].replace(/[()]/g, '\\$&')} \\|`));
      // A guest's forms and the cart's frame too (issue 18, 11): they painted nothing for seconds on a slow phone.
      const GUEST_PAGES = {
        ar: { '/login': 'تسجيل الدخول', '/register': 'إنشاء حساب', '/cart': 'سلة التسوق' },
        en: { '/login': 'Sign in', '/register': 'Create account', '/cart': 'Cart' },
      }[locale];
      for (const [path, heading] of Object.entries(GUEST_PAGES)) {
        await page.goto(`${origin}${path}`);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(page.getByRole('contentinfo'), path).toBeVisible();
      }
      await expect(page.getByRole('status')).toHaveText(
        locale === 'ar' ? 'جارٍ تحميل سلتك…' : 'Loading your cart…',
      );
      await page.goto(`${origin}/login`);
      await expect(page.getByLabel(locale === 'ar' ? 'رقم الموبايل' : 'Mobile number')).toBeVisible();
      await context.close();
    });

    test(`the app takes over the server's HTML without replacing it or logging errors (${locale})`, async ({
      page,
    }) => {
      await useLocale(page, locale);
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      // Hydration keeps the server's <main>; a mismatch (or a fresh render) would remove it.
      await page.addInitScript(() => {
        new MutationObserver((changes) => {
          for (const change of changes) {
            for (const node of change.removedNodes) {
              if (
                node instanceof Element &&
                (node.id === 'main-content' || node.querySelector('#main-content'))
              ) {
                document.documentElement.dataset.mainReplaced = 'true';
              }
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      for (const path of [
        '/',
        '/products',
        '/products/1',
        '/offers',
        '/bestsellers',
        '/faq',
        '/cart',
        '/login',
        '/register',
        // A link shared on Facebook or WhatsApp: rendered and hydrated at its own address, shown without them.
        '/products/1?fbclid=IwAR0abc&utm_source=whatsapp',
        '/products?category=medicines&fbclid=IwAR0def',
      ]) {
        await page.goto(path);
        await expect(page.locator('#root')).toHaveAttribute('data-ssr', locale);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html'), path).not.toHaveAttribute('data-main-replaced', 'true');
        expect(problems, path).toEqual([]);
        expect(page.url(), path).not.toMatch(/fbclid|utm_/);
        expect(page.url(), path).toContain(path.replace(/[?&](fbclid|utm_source)=[^&]*/g, ''));
      }
      // Hydrated, it answers clicks: the header search leads to the list.
      await page.goto('/');
      const search = page
        .getByRole('banner')
        .getByRole('combobox', { name: locale === 'ar' ? 'ابحث في المتجر' : 'Search the shop' });
      await search.fill('paracetamol');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/products\?search=paracetamol$/);
    });
  }
});
